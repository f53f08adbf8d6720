import type { TEntities } from '@contrato-claro/shared';
import type { SegmentedDocument } from '../types';
import { ARTICLE_CITATION, LAW, LAW_NAMES, NUMBERED_LAW_NAMES } from './patterns';
import { Claims, spanOf } from './spans';

/** One law citation, as the public schema defines it. */
export type Citation = TEntities['citations'][number];

const WHOLE_LAW_NAMES = LAW_NAMES.map(
  ([pattern, law]) => [new RegExp(`^(?:${pattern.source})$`, 'u'), law] as const,
);

function fullYear(raw: string): string {
  if (raw.length === 4) return raw;
  return Number(raw) < 50 ? `20${raw}` : `19${raw}`;
}

/** "8245" → "8.245", "13709" → "13.709". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/gu, '.');
}

/** How a numbered act is named: "Lei", "Decreto-Lei" or "Decreto". */
function kindOf(kind: string): string {
  if (!kind.startsWith('decreto')) return 'Lei';
  return /lei$/u.test(kind) ? 'Decreto-Lei' : 'Decreto';
}

/**
 * Canonical law name: "CDC", "Código Civil", "LGPD", "Lei 8.245/1991", "Decreto-Lei 1.598/1977",
 * "Decreto 10.278/2020".
 */
function lawOf(groups: Partial<Record<string, string>>): string | null {
  if (groups.named !== undefined) {
    const named = groups.named.replace(/\s+/gu, ' ');
    return WHOLE_LAW_NAMES.find(([pattern]) => pattern.test(named))?.[1] ?? null;
  }
  const kind = kindOf(groups.kind!);
  const digits = groups.number!.replace('.', '');
  const year = groups.year ?? groups.longYear;
  if (year === undefined) return `${kind} ${groupThousands(digits)}`;
  const key = `${digits}/${fullYear(year)}`;
  return (
    (kind === 'Lei' ? NUMBERED_LAW_NAMES[key] : undefined) ??
    `${kind} ${groupThousands(digits)}/${fullYear(year)}`
  );
}

/**
 * "art. 51, IV" from the article number and what the original text wrote around it: a range
 * ("arts. 412 e 413"), details after it (", IV", ", § 2º") or a paragraph before it ("§ 2º do").
 */
function articleOf(number: string, range: string, detail: string, paragraph: string): string {
  const value = Number(number.replace('.', ''));
  const head = `${range === '' ? 'art.' : 'arts.'} ${groupThousands(String(value))}${value < 10 ? 'º' : ''}`;
  const parts = [...detail.split(','), paragraph]
    .map((part) => part.trim().replace(/\s+/gu, ' '))
    .filter((part) => part !== '')
    .map((part) => (/^[ivxl]+$/iu.test(part) ? part.toUpperCase() : part));
  return [`${head}${range.replace(/\s+/gu, ' ').trimEnd()}`, ...parts].join(', ');
}

/**
 * Law citations: "Lei nº 8.245/91", "Lei 13.709/2018 (LGPD)", "CDC", "CLT", "art. 413 do Código
 * Civil", "art. 51, IV, do CDC". `law` is canonical ("Lei 8.245/1991", "CDC", "Código Civil");
 * `article` is "art. 51, IV" when an article is cited, else null.
 */
export function extractCitations(doc: SegmentedDocument): Citation[] {
  const { text, fold } = doc;
  const claims = new Claims(text.length);
  const found: Citation[] = [];
  for (const match of fold.matchAll(ARTICLE_CITATION)) {
    const groups = match.groups!;
    const law = lawOf(groups);
    const start = match.index;
    const end = start + match[0].length;
    if (law === null || !claims.claim(start, end)) continue;
    // Group texts are folded; read them back from the original at the same offsets.
    const original = (group: string | undefined, from: number) => {
      if (group === undefined || group === '') return '';
      const at = start + match[0].indexOf(group, from);
      return text.slice(at, at + group.length);
    };
    const afterArticle = match[0].indexOf(groups.article!);
    const range = original(groups.range, afterArticle);
    const detail = original(groups.detail, afterArticle + (groups.range?.length ?? 0));
    const paragraph = original(groups.paragraph, 0);
    found.push({
      ...spanOf(text, start, end),
      law,
      article: articleOf(groups.article!, range, detail, paragraph),
    });
  }
  for (const match of fold.matchAll(LAW)) {
    const law = lawOf(match.groups!);
    const start = match.index;
    const end = start + match[0].length;
    if (law === null || !claims.claim(start, end)) continue;
    found.push({ ...spanOf(text, start, end), law, article: null });
  }
  return found.sort((a, b) => a.start - b.start);
}
