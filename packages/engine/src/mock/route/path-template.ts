/**
 * An endpoint's path template (`/repos/{owner}/{repo}/tarball/{ref}`, `/files/{name}.{ext}`)
 * parsed once, at build, into segments the route table can walk.
 */

export type TemplateSegment =
  | { kind: 'static'; text: string }
  | { kind: 'param'; name: string }
  /** Text and parameters in one segment (`{name}.{ext}`, `v{version}`). */
  | { kind: 'mixed'; pattern: RegExp; names: string[]; literalLength: number; source: string };

const PARAM = /\{([^{}]*)\}/g;

export function parseTemplate(path: string): TemplateSegment[] {
  return splitSegments(path).map(parseSegment);
}

/** `/a/b/` → `['a', 'b']`: a trailing slash is tolerated, `/` has no segments. */
export function splitSegments(path: string): string[] {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  return segments;
}

function parseSegment(segment: string): TemplateSegment {
  const whole = /^\{([^{}]+)\}$/.exec(segment);
  if (whole) return { kind: 'param', name: whole[1]! };
  if (!segment.includes('{')) return { kind: 'static', text: segment };
  const names: string[] = [];
  let source = '^';
  let literalLength = 0;
  let last = 0;
  for (const match of segment.matchAll(PARAM)) {
    const literal = segment.slice(last, match.index);
    source += escapeRegExp(literal);
    literalLength += literal.length;
    names.push(match[1]!);
    // Greedy: an earlier parameter takes the longest text, so `{name}.{ext}` reads `a.b.json`
    // as `a.b` + `json`.
    source += '(.+)';
    last = match.index + match[0].length;
  }
  const tail = segment.slice(last);
  source += `${escapeRegExp(tail)}$`;
  literalLength += tail.length;
  return { kind: 'mixed', pattern: new RegExp(source, 's'), names, literalLength, source: segment };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parameter names of a template, in order. */
export function templateParamNames(segments: readonly TemplateSegment[]): string[] {
  const names: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'param') names.push(segment.name);
    else if (segment.kind === 'mixed') names.push(...segment.names);
  }
  return names;
}
