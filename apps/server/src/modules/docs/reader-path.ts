/**
 * What a reader's address under a site or a share link asks for (issue 23), from the part
 * after `/docs/{slug}` or `/s/{token}`: `/v/3/endpoints/x` is page `endpoints/x` of version 3.
 */
export type ReaderTarget =
  | { kind: 'page'; slug: string }
  | { kind: 'markdown'; slug: string }
  | { kind: 'changelog' }
  | { kind: 'search' }
  | { kind: 'llms' }
  | { kind: 'llms-full' }
  | { kind: 'openapi'; format: 'openapi-3.1' | 'openapi-3.0' }
  | { kind: 'try' }
  | { kind: 'unlock' }
  | { kind: 'nav' };

export interface ReaderPath {
  /** A published version's number, or null for the site's default build. */
  version: number | null;
  target: ReaderTarget;
}

const FILES: Record<string, ReaderTarget> = {
  changelog: { kind: 'changelog' },
  'search.json': { kind: 'search' },
  'llms.txt': { kind: 'llms' },
  'llms-full.txt': { kind: 'llms-full' },
  'openapi.json': { kind: 'openapi', format: 'openapi-3.1' },
  'openapi-3.0.json': { kind: 'openapi', format: 'openapi-3.0' },
  '-/try': { kind: 'try' },
  '-/unlock': { kind: 'unlock' },
  '-/nav': { kind: 'nav' },
  'index.md': { kind: 'markdown', slug: '' },
};

/** Null when the address cannot be a reader's (a bad version, an empty segment). */
export function parseReaderPath(rest: string): ReaderPath | null {
  let path = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  let version: number | null = null;
  const versioned = /^v\/([1-9][0-9]{0,8})(?:\/(.*))?$/.exec(path);
  if (versioned) {
    version = Number(versioned[1]);
    path = versioned[2] ?? '';
  } else if (path === 'v' || path.startsWith('v/')) {
    return null;
  }
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    if (path !== '') return null;
  }
  const file = FILES[path];
  if (file) return { version, target: file };
  if (path.endsWith('.md'))
    return { version, target: { kind: 'markdown', slug: path.slice(0, -3) } };
  return { version, target: { kind: 'page', slug: path } };
}

/**
 * Where a page's script fetches the build's whole navigation. The build's id is in it so the
 * browser may keep the answer: a new build is a new address.
 */
export function navUrlOf(base: string, buildId: string): string {
  return `${base}/-/nav?b=${encodeURIComponent(buildId)}`;
}
