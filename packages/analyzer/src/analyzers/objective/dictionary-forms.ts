/**
 * Every word form of the Portuguese dictionary (dictionary-pt expanded by its affix rules: about
 * a million forms), as one sorted Latin-1 string searched in place. nspell builds the same forms
 * as the keys of an object, which cost each analysis process about 130 MB; this costs about
 * 20 MB and loads in a fraction of the time. `scripts/build-dictionary-forms.ts` writes the file
 * with nspell; a test checks it still matches the installed dictionary.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/** The forms, sorted by code unit and one per line, Brotli-compressed. */
export const DICTIONARY_FORMS_FILE = new URL('./dictionary-forms.br', import.meta.url);

/** A sorted list of words that answers "is this one of them?" by binary search. */
export class SortedForms {
  /** Start of each form in `text`, and one past the end of the last. */
  private readonly starts: Uint32Array;

  /** `text`: the forms, sorted by code unit, one per line (no empty line). */
  constructor(private readonly text: string) {
    let count = 1;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count += 1;
    this.starts = new Uint32Array(count + 1);
    let form = 1;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
      this.starts[form++] = at + 1;
    }
    this.starts[count] = text.length + 1;
  }

  /** How many forms the list holds. */
  get size(): number {
    return this.starts.length - 1;
  }

  has(word: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const form = this.text.slice(this.starts[middle]!, this.starts[middle + 1]! - 1);
      if (form === word) return true;
      if (form < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/** Reads the dictionary's forms (once per process: the caller keeps them). */
export function loadDictionaryForms(): SortedForms {
  return new SortedForms(
    brotliDecompressSync(readFileSync(DICTIONARY_FORMS_FILE)).toString('latin1'),
  );
}
