import { asText, isRecord } from '../import/import-context.js';

/**
 * A Postman environment exported beside a collection. It is kept in the design's
 * `meta.extra['x-heron-environments']` in this plain shape until the environments feature turns
 * it into real environments; its base-URL variable also names the design's server.
 */
export interface HeronEnvironment {
  name: string;
  variables: HeronEnvironmentVariable[];
}

export interface HeronEnvironmentVariable {
  key: string;
  value: string;
  enabled: boolean;
  secret: boolean;
}

/** Where environments found beside a collection are kept. */
export const ENVIRONMENTS_EXTRA = 'x-heron-environments';

/** An environment file: a `values` list marked by Postman's scope field or its file name. */
export function isPostmanEnvironment(value: unknown, fileName: string): boolean {
  if (!isRecord(value) || !Array.isArray(value.values)) return false;
  return (
    '_postman_variable_scope' in value ||
    /\.postman_environment\.json$/i.test(fileName) ||
    /environment/i.test(fileName)
  );
}

export function readEnvironment(
  value: Record<string, unknown>,
  fileName: string,
): HeronEnvironment {
  const variables: HeronEnvironmentVariable[] = [];
  for (const entry of Array.isArray(value.values) ? value.values : []) {
    if (!isRecord(entry)) continue;
    const key = asText(entry.key);
    if (key === undefined || key === '') continue;
    const secret = entry.type === 'secret';
    variables.push({
      key,
      // A secret's value is not kept: the design is plain text and goes out in every export.
      // The variable stays, empty, for the person to fill in where secrets are kept encrypted.
      value: secret ? '' : (asText(entry.value) ?? ''),
      enabled: entry.enabled !== false,
      secret,
    });
  }
  const name =
    asText(value.name) ??
    fileName.replace(/^.*[\\/]/, '').replace(/\.postman_environment\.json$|\.json$/i, '');
  return { name, variables };
}

/**
 * The value each variable has in the environments (the first enabled one), by key: made once,
 * then looked up per request.
 */
export function environmentValues(environments: readonly HeronEnvironment[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const environment of environments) {
    for (const variable of environment.variables) {
      if (variable.enabled && !values.has(variable.key)) values.set(variable.key, variable.value);
    }
  }
  return values;
}
