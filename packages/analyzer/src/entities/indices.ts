import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { INDEX, INDEX_NAMES } from './patterns';
import { spanOf } from './spans';

/** One price index mention, as the public schema defines it. */
export type PriceIndex = TEntities['indices'][number];

/** The name patterns anchored, to tell which alternative of INDEX matched. */
const WHOLE_NAMES = INDEX_NAMES.map(
  ([pattern, index]) => [new RegExp(`^(?:${pattern.source})$`, 'u'), index] as const,
);

/**
 * Price and interest indices (IGP-M, IGP-DI, IPCA, INPC, SELIC, INCC, IPC-FIPE, IVAR), with
 * variants such as "IGPM", "IGP-M/FGV" and the names written out ("Índice Geral de Preços do
 * Mercado"). `index` is the canonical name.
 */
export function extractIndices(doc: SegmentedDocument): PriceIndex[] {
  const found: PriceIndex[] = [];
  for (const match of doc.fold.matchAll(INDEX)) {
    const name = match.groups!.name!;
    const index = WHOLE_NAMES.find(([pattern]) => pattern.test(name.replace(/\s+/gu, ' ')))?.[1];
    if (index === undefined) continue;
    found.push({ ...spanOf(doc.text, match.index, match.index + match[0].length), index });
  }
  return found;
}
