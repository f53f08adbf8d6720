/**
 * Series colours: the Okabe–Ito palette (told apart with every common colour-vision deficiency),
 * darkened where needed so each reaches 3:1 against white (WCAG 1.4.11). Lines also differ by
 * dash pattern, so colour is never the only cue; the data table beside each chart says it all.
 */
export const SERIES_STYLES = [
  { color: '#0072b2', dash: '' },
  { color: '#b35900', dash: '6 3' },
  { color: '#007a5a', dash: '2 3' },
  { color: '#a3487e', dash: '8 3 2 3' },
  { color: '#1f2937', dash: '4 4' },
  { color: '#6b4fa0', dash: '1 2' },
] as const;

export function seriesStyle(index: number) {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}
