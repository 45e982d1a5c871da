import type { DebugAuth, DesignMeta, SecurityRequirement } from '@heron/contract';

/**
 * Where an `inherit` request's auth comes from, worked out in the browser the way the server
 * decides it when sending (folder-auth.ts and inherited-auth.ts there): the endpoint's own
 * security, else the nearest folder above the request whose auth is not `inherit`, else the
 * project's default security.
 */

/** A folder holding the request, nearest first; `auth` undefined while it loads. */
export interface AncestorFolder {
  id: string;
  name: string;
  auth: DebugAuth | undefined;
}

/** A security scheme the server adds credentials for, and what kind it is. */
export type UsedScheme =
  | { name: string; kind: 'httpBearer' | 'httpBasic' | 'oauth2' | 'openIdConnect' }
  /** Any other HTTP scheme (`digest` …): the server sends its variable as a bearer token. */
  | { name: string; kind: 'http'; scheme: string }
  | { name: string; kind: 'apiKey'; in: 'header' | 'query' | 'cookie'; keyName: string };

export type InheritedAuthSource =
  | { kind: 'loading' }
  /** A folder decides (its auth may be `none`). */
  | { kind: 'folder'; folderId: string; folderName: string; auth: DebugAuth }
  /** The design's security, from the endpoint's own or the project's default. */
  | { kind: 'design'; level: 'endpoint' | 'project'; schemes: UsedScheme[] }
  /**
   * No auth: `unset` when nothing sets one, `endpoint` when the endpoint's security says none,
   * `unusable` when the security names no scheme the server can fill in.
   */
  | { kind: 'none'; reason: 'unset' | 'endpoint' | 'unusable' };

export interface InheritedAuthInput {
  folders: readonly AncestorFolder[];
  /**
   * The endpoint's own security: null when it takes the project's (and for a request of no
   * endpoint); undefined while the endpoint loads.
   */
  endpointSecurity: SecurityRequirement[] | null | undefined;
  /** The design settings; undefined while they load. */
  meta: Pick<DesignMeta, 'security' | 'securitySchemes'> | undefined;
}

export function inheritedAuthSource({
  folders,
  endpointSecurity,
  meta,
}: InheritedAuthInput): InheritedAuthSource {
  if (endpointSecurity === undefined) return { kind: 'loading' };
  // The endpoint's own security wins over the folders above it.
  if (endpointSecurity === null) {
    for (const folder of folders) {
      // A nearer folder still loading may yet decide: nothing further up can be told.
      if (folder.auth === undefined) return { kind: 'loading' };
      if (folder.auth.type !== 'inherit') {
        return { kind: 'folder', folderId: folder.id, folderName: folder.name, auth: folder.auth };
      }
    }
  }
  if (meta === undefined) return { kind: 'loading' };
  const level = endpointSecurity === null ? 'project' : 'endpoint';
  const requirements = endpointSecurity ?? meta.security;
  // `[]` and `[{}]` say no auth; the first requirement naming schemes is the one used.
  const chosen = requirements.find((requirement) => Object.keys(requirement).length > 0);
  if (!chosen) return { kind: 'none', reason: level === 'endpoint' ? 'endpoint' : 'unset' };
  const schemes = Object.keys(chosen).flatMap((name) => {
    const scheme = meta.securitySchemes[name];
    const used = scheme ? usedScheme(name, scheme) : null;
    return used ? [used] : [];
  });
  if (schemes.length === 0) return { kind: 'none', reason: 'unusable' };
  return { kind: 'design', level, schemes };
}

/** How the server fills in a scheme, or null when it does not (as inherited-auth.ts skips it). */
function usedScheme(name: string, scheme: Record<string, unknown>): UsedScheme | null {
  const type = String(scheme.type ?? '');
  if (type === 'apiKey') {
    if (typeof scheme.name !== 'string' || scheme.name === '') return null;
    const place = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    return { name, kind: 'apiKey', in: place, keyName: scheme.name };
  }
  if (type === 'oauth2' || type === 'openIdConnect') return { name, kind: type };
  if (type !== 'http') return null;
  const httpScheme = String(scheme.scheme ?? '').toLowerCase();
  if (httpScheme === 'basic') return { name, kind: 'httpBasic' };
  if (httpScheme === 'bearer') return { name, kind: 'httpBearer' };
  return { name, kind: 'http', scheme: httpScheme };
}

/** The variables that hold a design source's credentials, as a person writes them. */
export function credentialVariables(schemes: readonly UsedScheme[]): string[] {
  return schemes.flatMap((scheme) =>
    scheme.kind === 'httpBasic'
      ? [`{{${scheme.name}.username}}`, `{{${scheme.name}.password}}`]
      : [`{{${scheme.name}}}`],
  );
}
