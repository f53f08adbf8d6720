/** Limits that keep extraction bounded on hostile files. */

/** Documents with more pages than this are refused (TOO_MANY_PAGES) before any page is read. */
export const MAX_PAGES = 500;

/** Characters per page used to estimate pages when the format has none (DOCX without app.xml, TXT). */
export const CHARS_PER_PAGE = 3000;
