/**
 * The path parameters a URL names, in order: `{name}` and `:name` segments, as the resolver
 * fills them. `{{variables}}` are not path parameters.
 */
export function pathParamNames(url: string): string[] {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const names: string[] = [];
  for (const match of path.matchAll(/\/(?::([A-Za-z_][\w-]*)|\{([^{}/]+)\})(?=\/|$)/g)) {
    const name = (match[1] ?? match[2])!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
