import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What keeps a request from being sent, in the person's words: by the resolver's code, and for
 * a header by which part is wrong. The resolver's own English sentence is never shown.
 */
export function useProblemText(): (problem: { code: string; where: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    (problem) => {
      switch (problem.code) {
        case 'INVALID_URL':
          return t('debug.request.problems.INVALID_URL');
        case 'INVALID_HEADER':
          return problem.where.endsWith('/key')
            ? t('debug.request.problems.INVALID_HEADER_NAME')
            : t('debug.request.problems.INVALID_HEADER_VALUE');
        case 'MISSING_FILE':
          return t('debug.request.problems.MISSING_FILE');
        case 'INVALID_GRAPHQL_VARIABLES':
          return t('debug.request.problems.INVALID_GRAPHQL_VARIABLES');
        case 'NO_BASE_URL':
          return t('debug.request.problems.NO_BASE_URL');
        default:
          return t('debug.request.problems.other');
      }
    },
    [t],
  );
}
