import { AppError } from '@contrato-claro/shared';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/**
 * zxcvbn's score below which a password is refused: 0–1 fall to ~10⁶ guesses (lists of leaked
 * passwords such as "12345678", "senha123", a team's name and a year); 2 holds against online
 * guessing, which the per-account backoff already slows.
 */
const MIN_SCORE = 2;

let checker: ZxcvbnFactory | null = null;

/** Built on first use: the dictionaries (common passwords, pt-BR words and names) take ~70 ms. */
function passwordChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return checker;
}

/**
 * Refuses (400 WEAK_PASSWORD) a new password found among common passwords, pt-BR words and
 * names, keyboard patterns, or built from the person's own e-mail or name (`userInputs`).
 */
export function assertPasswordNotCommon(password: string, userInputs: string[] = []): void {
  // The whole value, its e-mail's mailbox name, and each word of it.
  const inputs = userInputs.flatMap((input) => {
    const lower = input.toLowerCase();
    return [lower, lower.split('@')[0]!, ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  if (passwordChecker().check(password, inputs.filter(Boolean)).score < MIN_SCORE) {
    throw new AppError('WEAK_PASSWORD');
  }
}
