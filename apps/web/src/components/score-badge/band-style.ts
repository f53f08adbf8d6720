import type { TBand } from '@contrato-claro/shared';

/** Tint, text and ring classes of each score band (SPEC.md §4: green, yellow, red). */
export const bandClasses: Record<TBand, string> = {
  Satisfatório: 'bg-band-good-bg text-band-good-fg ring-band-good-ring',
  Atenção: 'bg-band-warn-bg text-band-warn-fg ring-band-warn-ring',
  Crítico: 'bg-band-bad-bg text-band-bad-fg ring-band-bad-ring',
};
