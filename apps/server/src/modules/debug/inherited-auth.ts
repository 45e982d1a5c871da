import type { DebugRequest, DesignMeta, EndpointData, KeyValue } from '@heron/contract';

/**
 * `inherit` auth (issue 6): the request carries the security the design declares for its
 * endpoint (the endpoint's own `security`, else the project's default), with the credentials
 * taken from variables named after each scheme: an environment holds `{{bearerAuth}}` for the
 * scheme `bearerAuth`. The added headers and query parameters are templates like any other, so
 * a scheme no variable answers shows as an unknown variable, with where it is.
 *
 * By scheme type: HTTP bearer (and OAuth 2.0 / OpenID Connect, whose token the variable holds)
 * → `Authorization: Bearer {{name}}`; HTTP basic → basic auth from `{{name.username}}` and
 * `{{name.password}}`; an API key → its header, query parameter or cookie set to `{{name}}`.
 * A header the person wrote wins, as for every auth.
 */

export interface InheritedAuth {
  request: DebugRequest;
  /** The schemes used, or why none was. */
  schemes: string[];
}

export function applyInheritedAuth(
  request: DebugRequest,
  endpoint: EndpointData | null,
  meta: DesignMeta,
): InheritedAuth {
  let auth: DebugRequest['auth'] = { type: 'none' };
  const requirements = endpoint?.security ?? meta.security;
  // No requirement, or `[]` / `[{}]`: the design says no auth.
  const chosen = requirements.find((requirement) => Object.keys(requirement).length > 0);
  if (!chosen) return { request: { ...request, auth }, schemes: [] };
  const headers: KeyValue[] = [...request.headers];
  const query: KeyValue[] = [...request.query];
  const cookies: KeyValue[] = [...request.cookies];
  const used: string[] = [];
  const has = (list: readonly KeyValue[], key: string) =>
    list.some((row) => row.enabled && row.key.toLowerCase() === key.toLowerCase());
  for (const name of Object.keys(chosen)) {
    const scheme = meta.securitySchemes[name];
    if (!scheme) continue;
    const variable = `{{${name}}}`;
    const type = String(scheme.type ?? '');
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    if (type === 'apiKey' && typeof scheme.name === 'string' && scheme.name !== '') {
      const target = scheme.in === 'query' ? query : scheme.in === 'cookie' ? cookies : headers;
      if (!has(target, scheme.name))
        target.push({ key: scheme.name, value: variable, enabled: true });
    } else if (!has(headers, 'authorization')) {
      if (type === 'http' && httpScheme === 'basic') {
        auth = {
          type: 'basic',
          username: `{{${name}.username}}`,
          password: `{{${name}.password}}`,
        };
      } else if (type === 'http' || type === 'oauth2' || type === 'openIdConnect') {
        headers.push({ key: 'Authorization', value: `Bearer ${variable}`, enabled: true });
      } else continue;
    } else continue;
    used.push(name);
  }
  return { request: { ...request, auth, headers, query, cookies }, schemes: used };
}
