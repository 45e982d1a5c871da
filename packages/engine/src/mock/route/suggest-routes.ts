import { parseTemplate, splitSegments, type TemplateSegment } from './path-template.js';

/**
 * The endpoints closest to a request no endpoint matched, for the 404's body. It scans every
 * endpoint, which is fine off the hot path; the last answers are cached so a client hammering a
 * wrong URL does not pay the scan each time.
 */

export interface RouteSuggestion {
  method: string;
  path: string;
  name: string;
}

export interface SuggestibleRoute extends RouteSuggestion {
  segments: TemplateSegment[];
}

const MAX_SUGGESTIONS = 5;
const CACHE_SIZE = 200;
/** Below this, a path shares too little with the request to be worth showing. */
const MIN_SCORE = 0.2;

export class RouteSuggester {
  private readonly routes: SuggestibleRoute[];
  private readonly cache = new Map<string, RouteSuggestion[]>();

  constructor(routes: readonly RouteSuggestion[]) {
    this.routes = routes.map((route) => ({ ...route, segments: parseTemplate(route.path) }));
  }

  suggest(method: string, path: string): RouteSuggestion[] {
    const key = `${method} ${path}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const segments = splitSegments(path).map((s) => s.toLowerCase());
    const scored = this.routes
      .map((route) => ({ route, score: similarity(method, segments, route) }))
      .filter((entry) => entry.score >= MIN_SCORE)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ route }) => ({ method: route.method, path: route.path, name: route.name }));
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, scored);
    return scored;
  }
}

/**
 * In [0, 1.25]: how well the segments line up, position by position (a parameter takes any
 * value, static text is compared with an edit distance), plus a bonus when the method is the same.
 */
function similarity(method: string, segments: readonly string[], route: SuggestibleRoute) {
  const longest = Math.max(segments.length, route.segments.length, 1);
  let sum = 0;
  for (let i = 0; i < Math.min(segments.length, route.segments.length); i += 1) {
    sum += segmentSimilarity(segments[i]!, route.segments[i]!);
  }
  return sum / longest + (route.method === method ? 0.25 : 0);
}

function segmentSimilarity(text: string, segment: TemplateSegment): number {
  if (segment.kind === 'param') return 0.8;
  if (segment.kind === 'mixed') return segment.pattern.test(text) ? 0.9 : 0.3;
  const target = segment.text.toLowerCase();
  if (text === target) return 1;
  const distance = editDistance(text, target);
  return Math.max(0, 1 - distance / Math.max(text.length, target.length));
}

/** Levenshtein distance, with one row of memory. */
function editDistance(a: string, b: string): number {
  if (a.length > 100 || b.length > 100) return Math.max(a.length, b.length);
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
