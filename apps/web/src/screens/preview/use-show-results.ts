import type { TCriterion, TPreview } from '@contrato-claro/shared';
import { useNavigate } from 'react-router';
import { getResults } from '../../api/results';
import { messages } from '../../messages/pt-BR';
import { paths, resultsPath, type ResultsFallbackState } from '../../routes';

/**
 * Once the analysis is the person's: fetches the detailed results and opens them at the
 * criterion tapped; if that fails, `/results` with the clicked clause and the analysis (SPEC.md
 * §4). The preview contract guarantees a userServiceId, so SPEC's "no id" case cannot occur.
 */
export function useShowResults(analysis: TPreview) {
  const navigate = useNavigate();
  return async (criterion: TCriterion | null) => {
    try {
      const results = await getResults(analysis.userServiceId);
      await navigate(resultsPath(analysis.userServiceId, criterion), { state: results });
    } catch (error) {
      console.error('Detailed results could not be fetched', error);
      const clause = criterion && messages.criteria.titles[criterion];
      const state: ResultsFallbackState = { clause, criterion, analysis };
      await navigate(paths.resultsFallback, { state });
    }
  };
}
