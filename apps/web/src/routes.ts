import type { TCriterion, TPreview } from '@contrato-claro/shared';

/**
 * Paths of the app (SPEC.md §2 plus the privacy page). Navigation state contracts:
 * - `preview`: the `TPreview` itself (`navigate(paths.preview, { state: preview })`);
 * - `results`: the `TResults`, with `?id=` so a reload or a login can fetch them again;
 * - `resultsFallback`: a `ResultsFallbackState`.
 */
export const paths = {
  upload: '/',
  preview: '/contract-analysis/preview',
  results: '/contract-analysis/results',
  login: '/login',
  resultsFallback: '/results',
  privacy: '/privacidade',
  history: '/contract-analysis/history',
  /** "Meus dados": the account's e-mail, password, export and erasure. */
  account: '/minha-conta',
  /** Sign-in by the e-mailed link (its token in the fragment, never sent to a server log). */
  linkSignIn: '/entrar',
  /** "Comparar com nova versão": the revised version uploaded from an analysis (`?id=`). */
  newVersion: '/contract-analysis/nova-versao',
  /** A version compared with the one it revises (`?id=` the new version). */
  comparison: '/contract-analysis/comparacao',
} as const;

/** The back office (staff only), lazy-loaded apart from the customer app. */
export const staffPaths = {
  /** Sign-in (password, then the e-mailed code); signed in, it opens the call-back queue. */
  home: '/equipe',
  /** The invitation link (its token in the fragment). */
  setup: '/equipe/definir-senha',
  callbacks: '/equipe/retornos',
  leads: '/equipe/leads',
  funnel: '/equipe/funil',
  members: '/equipe/membros',
} as const;

/** Query parameter telling `/` that the session expired (SPEC.md §8 sends every 401 there). */
export const SESSION_EXPIRED_PARAM = 'sessao';
export const SESSION_EXPIRED_VALUE = 'expirada';

/** Query parameter carrying where to go back to after login. */
export const NEXT_PARAM = 'next';

/** Query parameter of the results route naming the analysis, so a reload can fetch it again. */
export const ANALYSIS_ID_PARAM = 'id';

/** The login path that returns to `target` afterwards. */
export function loginPath(target: string): string {
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: target })}`;
}

/** The section of each criterion on the results screen, as the URL's fragment. */
export const CRITERION_ANCHORS: Record<TCriterion, string> = {
  contradictionAnalysis: 'contradicao',
  keyValuesAnalysis: 'riscos-financeiros',
  importantDatesAnalysis: 'datas-importantes',
  equilibriumAnalysis: 'equilibrio-contratual',
  objectiveAnalysis: 'objetividade',
  defaultClauses: 'clausulas-padroes',
  exoticClauses: 'clausulas-atipicas',
};

/**
 * The detailed-results path of one analysis; with a criterion, the screen opens at its section
 * (the row the person tapped in the preview).
 */
export function resultsPath(userServiceId: string, criterion?: TCriterion | null): string {
  const query = new URLSearchParams({ [ANALYSIS_ID_PARAM]: userServiceId });
  return `${paths.results}?${query}${criterion ? `#${CRITERION_ANCHORS[criterion]}` : ''}`;
}

/** The upload of a revised version of analysis `userServiceId`. */
export function newVersionPath(userServiceId: string): string {
  return `${paths.newVersion}?${new URLSearchParams({ [ANALYSIS_ID_PARAM]: userServiceId })}`;
}

/** The comparison of version `userServiceId` with the one it revises. */
export function comparisonPath(userServiceId: string): string {
  return `${paths.comparison}?${new URLSearchParams({ [ANALYSIS_ID_PARAM]: userServiceId })}`;
}

/** Navigation state of `/results` when detailed results could not be fetched (SPEC.md §4). */
export interface ResultsFallbackState {
  /** Title of the row whose arrow opened the registration; null from the floating button. */
  clause: string | null;
  /** That row's criterion, so the results open at it once they can be fetched. */
  criterion: TCriterion | null;
  analysis: TPreview;
}
