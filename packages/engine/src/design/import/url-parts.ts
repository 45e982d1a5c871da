/**
 * A request URL cut into the parts a design keeps apart: the origin (a server), the path (the
 * endpoint) and the query (parameters). Written by hand rather than with `URL` because sources
 * hold URLs that are not URLs yet: `{{baseUrl}}/users/:id`, `api.example.com/x` without a scheme,
 * `{id}` templates that `URL` would percent-encode.
 */
export interface UrlParts {
  /** `https://api.example.com`, `{{baseUrl}}`, or '' when the URL has no host. */
  origin: string;
  /** Starts with `/`; `/` when the URL has no path. */
  path: string;
  /** In order; `value` is null for a bare `?flag`. */
  query: Array<{ name: string; value: string | null }>;
  /** `user:password` written before the host, if any (kept out of the origin). */
  userinfo: string | null;
}

export interface SplitUrlOptions {
  /** Decode `%XX` (and `+` as a space) in query names and values, as a server would. */
  decodeQuery?: boolean;
}

export function splitUrl(raw: string, options: SplitUrlOptions = {}): UrlParts {
  let rest = raw.trim();
  const hash = rest.indexOf('#');
  if (hash !== -1) rest = rest.slice(0, hash);
  let queryText = '';
  const question = rest.indexOf('?');
  if (question !== -1) {
    queryText = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }

  let origin = '';
  let userinfo: string | null = null;
  let path = rest;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(rest);
  if (scheme !== null || (rest !== '' && !rest.startsWith('/'))) {
    const afterScheme = scheme === null ? rest : rest.slice(scheme[0].length);
    const slash = afterScheme.indexOf('/');
    let authority = slash === -1 ? afterScheme : afterScheme.slice(0, slash);
    path = slash === -1 ? '' : afterScheme.slice(slash);
    // `{{var}}` may hold an `@`; only a userinfo before a plain host is one.
    const at = authority.lastIndexOf('@');
    if (at !== -1 && !authority.slice(0, at).includes('{{')) {
      userinfo = authority.slice(0, at);
      authority = authority.slice(at + 1);
    }
    origin = (scheme === null ? '' : `${scheme[1]!.toLowerCase()}://`) + authority;
  }
  if (!path.startsWith('/')) path = `/${path}`;

  return { origin, path, query: parseQuery(queryText, options.decodeQuery ?? false), userinfo };
}

/** `a=1&b&c=` → name/value pairs (a bare name has a null value). */
export function parseQuery(
  text: string,
  decode: boolean,
): Array<{ name: string; value: string | null }> {
  const pairs: Array<{ name: string; value: string | null }> = [];
  if (text === '') return pairs;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? null : part.slice(equals + 1);
    pairs.push({
      name: decode ? decodeComponent(name) : name,
      value: value === null ? null : decode ? decodeComponent(value) : value,
    });
  }
  return pairs;
}

/** Percent-decoding that keeps the text as it is where it is not valid encoding. */
export function decodeComponent(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
