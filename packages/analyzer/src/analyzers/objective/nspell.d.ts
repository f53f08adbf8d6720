/** Minimal typings of nspell (the package ships none). */
declare module 'nspell' {
  interface Speller {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): Speller;
  }
  function nspell(aff: string | Uint8Array, dic?: string | Uint8Array): Speller;
  export default nspell;
}
