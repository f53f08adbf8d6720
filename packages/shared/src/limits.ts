/** Product constants (SPEC.md §9). */

/** Largest accepted upload: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File types the product accepts, by extension and MIME type. */
export const ACCEPTED_FILE_TYPES = {
  pdf: { extension: '.pdf', mime: 'application/pdf' },
  docx: {
    extension: '.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;
export type TFileKind = keyof typeof ACCEPTED_FILE_TYPES;

/**
 * Longest contract text a person may paste ("Colar o texto do contrato"): about 100 pages of a
 * dense contract, which bounds the analysis' time close to that of the largest upload.
 */
export const MAX_PASTED_TEXT_CHARS = 300_000;
/** Shortest pasted text worth analysing (a clause or two is not a contract). */
export const MIN_PASTED_TEXT_CHARS = 200;

/** Scores run from 0 to this value. */
export const MAX_SCORE = 100;
/** Lower bound of the "Atenção" band. */
export const ATTENTION_THRESHOLD = 50;
/** Lower bound of the "Satisfatório" band. */
export const SATISFACTORY_THRESHOLD = 80;

/** A lawyer calls back within this many hours. */
export const LAWYER_CONTACT_HOURS = 4;

/** Browser local-storage key holding the session token. */
export const TOKEN_STORAGE_KEY = 'token';

/** Minimum password length for accounts with a password. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Most pages of one document read by OCR (pages without a usable text layer). At about 2–3 s a
 * page on one core, 20 pages keep a scanned contract within the analysis time limit.
 */
export const MAX_OCR_PAGES = 20;
