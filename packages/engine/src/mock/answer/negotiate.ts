import { isJsonMediaType } from '../request-view.js';

/**
 * Content negotiation: which of a response's media types answers a request's `Accept`. Without an
 * Accept header (or with only the any-type range) JSON is preferred, then the first declared. Parsed Accept
 * headers are cached: clients send the same few again and again.
 */

interface AcceptRange {
  type: string;
  subtype: string;
  q: number;
}

export interface Negotiable {
  /** Lower case, without parameters; may itself be a wildcard (`image/*`, or any type). */
  type: string;
}

export type Negotiated<M> =
  | { media: M; contentType: string }
  /** Accept excludes every declared type. */
  | undefined;

const CACHE_SIZE = 100;
const cache = new Map<string, AcceptRange[]>();

export function negotiate<M extends Negotiable>(
  declared: readonly M[],
  accept: string | undefined,
): Negotiated<M> {
  if (declared.length === 0) return undefined;
  const ranges = accept === undefined || accept.trim() === '' ? undefined : parseAccept(accept);
  if (ranges === undefined || ranges.length === 0) return preferred(declared);
  for (const range of ranges) {
    if (range.q <= 0) continue;
    if (range.type === '*' && range.subtype === '*') return preferred(declared);
    for (const media of declared) {
      const answered = answeredType(media.type, range);
      if (answered !== undefined) return { media, contentType: answered };
    }
  }
  return undefined;
}

/** JSON first, then the first declared; a declared wildcard answers as JSON. */
function preferred<M extends Negotiable>(declared: readonly M[]): Negotiated<M> {
  const json = declared.find((media) => isJsonMediaType(media.type));
  const media = json ?? declared[0]!;
  return { media, contentType: concrete(media.type) };
}

/** The type to answer with when `declared` meets `range`, or undefined when they do not meet. */
function answeredType(declared: string, range: AcceptRange): string | undefined {
  const slash = declared.indexOf('/');
  const type = declared.slice(0, slash);
  const subtype = declared.slice(slash + 1);
  const typeMeets = type === '*' || range.type === '*' || type === range.type;
  const subtypeMeets = subtype === '*' || range.subtype === '*' || subtype === range.subtype;
  if (!typeMeets || !subtypeMeets) return undefined;
  if (type !== '*' && subtype !== '*') return declared;
  // The design said `image/*` or `*/*`: answer with what the client named, when it named one.
  if (range.type !== '*' && range.subtype !== '*') return `${range.type}/${range.subtype}`;
  return concrete(declared);
}

function concrete(type: string): string {
  if (type === '*/*' || type === 'application/*') return 'application/json';
  if (type === 'text/*') return 'text/plain';
  if (type.endsWith('/*')) return 'application/octet-stream';
  return type;
}

/** The ranges of an Accept header, best first (by q, then by specificity, then as written). */
export function parseAccept(accept: string): AcceptRange[] {
  const cached = cache.get(accept);
  if (cached) return cached;
  const ranges: Array<AcceptRange & { order: number; specificity: number }> = [];
  accept.split(',').forEach((part, order) => {
    const [range = '', ...params] = part.split(';');
    const [type = '', subtype = '*'] = range.trim().toLowerCase().split('/');
    if (type === '') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=');
      if (name?.trim().toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 1;
      }
    }
    const specificity = (type === '*' ? 0 : 2) + (subtype === '*' ? 0 : 1);
    ranges.push({ type, subtype, q, order, specificity });
  });
  ranges.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.order - b.order);
  const result = ranges.map(({ type, subtype, q }) => ({ type, subtype, q }));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(accept, result);
  return result;
}
