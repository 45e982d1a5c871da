/**
 * A route's path with its `:name` segments filled from `params`, each value URL-encoded, so a
 * caller never writes a path by hand. A missing parameter is a programming error and throws.
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`The path ${path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's `:name` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] as string);
}
