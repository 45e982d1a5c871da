import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const AUTH_FIELDS = [
  'token',
  'username',
  'password',
  'key',
  'value',
  'tokenUrl',
  'authorizationUrl',
  'redirectUri',
  'clientId',
  'clientSecret',
  'scope',
  'accessKeyId',
  'secretAccessKey',
  'sessionToken',
  'region',
  'service',
] as const;
export type AuthTextField = (typeof AUTH_FIELDS)[number];

function isAuthField(name: string): name is AuthTextField {
  return (AUTH_FIELDS as readonly string[]).includes(name);
}

/**
 * A place in a request as the resolver names it (`headers/1/key`, `body/fields/0/file`,
 * `auth/token`) in words a person finds it by: "Header 2 name". Rows count from 1. A place this
 * build does not know is shown as it came.
 */
export function useWhereLabel(): (where: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (where: string) => {
      const parts = where.split('/');
      const [head, second, third, fourth] = parts;
      const n = Number(second) + 1;
      const isRow = second !== undefined && /^\d+$/.test(second);
      switch (head) {
        case 'url':
          return t('debug.request.where.url');
        case 'baseUrl':
          return t('debug.request.where.baseUrl');
        case 'pathParams':
          if (isRow) return t('debug.request.where.pathParam', { n });
          break;
        case 'query':
          if (isRow && third === 'key') return t('debug.request.where.queryKey', { n });
          if (isRow) return t('debug.request.where.queryValue', { n });
          break;
        case 'headers':
          if (isRow && third === 'key') return t('debug.request.where.headerKey', { n });
          if (isRow) return t('debug.request.where.headerValue', { n });
          break;
        case 'cookies':
          if (isRow && third === 'key') return t('debug.request.where.cookieKey', { n });
          if (isRow) return t('debug.request.where.cookieValue', { n });
          break;
        case 'body': {
          if (second === undefined) return t('debug.request.where.body');
          if (second === 'file') return t('debug.request.where.bodyFile');
          if (second === 'query') return t('debug.request.where.graphqlQuery');
          if (second === 'variables') return t('debug.request.where.graphqlVariables');
          if (second === 'fields' && third !== undefined && /^\d+$/.test(third)) {
            const row = Number(third) + 1;
            if (fourth === 'key') return t('debug.request.where.fieldKey', { n: row });
            if (fourth === 'file') return t('debug.request.where.fieldFile', { n: row });
            return t('debug.request.where.fieldValue', { n: row });
          }
          return t('debug.request.where.body');
        }
        case 'auth':
          return second !== undefined && isAuthField(second)
            ? t('debug.request.where.authField', {
                field: t(`debug.request.auth.fields.${second}`),
              })
            : t('debug.request.where.auth');
        default:
          break;
      }
      return where;
    },
    [t],
  );
}
