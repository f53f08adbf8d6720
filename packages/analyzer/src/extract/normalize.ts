/**
 * Text normalisation shared by every extractor, so later stages see one spelling of quotes,
 * dashes and spaces whatever tool produced the file.
 */

const LINE_BREAKS = /\r\n?|[\u2028\u2029\f\v]/gu;
/** Invisible characters that only split words: soft hyphen, zero-width marks, BOM. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/gu;
/** Control characters other than "\n" and "\t" carry no text. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/gu;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033\u301D\u301E\uFF02]/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/gu;
/** Long dashes become the en-dash that Brazilian drafting uses in headings ("CLÁUSULA 1ª – …"). */
const LONG_DASHES = /[\u2012\u2014\u2015\u2E3A\u2E3B]/gu;
/** Hyphen look-alikes become the ASCII hyphen-minus. */
const HYPHENS = /[\u2010\u2011\u2212\uFE58\uFE63\uFF0D]/gu;
/** Typographic ligatures of Word and PDF files ("ﬁnal") become their letters ("final"). */
const LIGATURES: Readonly<Record<string, string>> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};
const LIGATURE = /[\uFB00-\uFB06]/gu;
const SPACES = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/gu;
const SPACE_RUNS = / {2,}/gu;
const BLANK_LINE_RUNS = /\n{3,}/gu;

/**
 * Normalises extracted text: NFC; ligatures as their letters; one kind of double quote ("), single quote (') and hyphen (-);
 * long dashes unified as the en-dash (–); every odd space as " " with runs collapsed; lines
 * trimmed; at most one blank line in a row; no leading or trailing blank lines.
 */
export function normalizeText(raw: string): string {
  const text = raw
    .normalize('NFC')
    .replace(LIGATURE, (ligature) => LIGATURES[ligature]!)
    .replace(LINE_BREAKS, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
    .replace(LONG_DASHES, '–')
    .replace(HYPHENS, '-')
    .replace(SPACES, ' ')
    .replace(SPACE_RUNS, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(BLANK_LINE_RUNS, '\n\n')
    .trim();
}
