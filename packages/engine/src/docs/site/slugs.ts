import type { EndpointData } from '@heron/contract';

/**
 * Page addresses (doc-site-types.ts): lower-case ASCII letters, digits and hyphens, made from
 * what a reader recognises (an operationId, the method and path, a model's or document's name)
 * rather than from keys, so the same design gives the same addresses and a deep link still
 * opens the page in the next published version. A dot can never appear, so no slug ends in
 * `.md` (that suffix asks for a page's Markdown).
 */

/** Long enough for GitHub's operationIds, short enough to keep the navigation compact. */
const MAX_LENGTH = 80;

/** `Issues/Create` → `issues-create`, `Café crème` → `cafe-creme`; empty when nothing is left. */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // camelCase and PascalCase words apart: `getUserById` → `get-user-by-id`.
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_LENGTH) return slug;
  const head = slug.slice(0, MAX_LENGTH);
  const hyphen = head.lastIndexOf('-');
  return (hyphen > MAX_LENGTH / 2 ? head.slice(0, hyphen) : head).replace(/-+$/, '');
}

/**
 * A short name that stands for a text no ASCII survives in (`用户` as a model name): the same
 * text always gives the same one (FNV-1a, in base 36).
 */
export function textHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** An endpoint's slug before it is made unique: its operationId, else method and path. */
export function endpointSlugBase(data: EndpointData): string {
  const fromId = data.operationId ? slugify(data.operationId) : '';
  if (fromId !== '') return fromId;
  const fromPath = slugify(`${data.method} ${data.path.replace(/[{}]/g, '')}`);
  return fromPath === data.method ? `${data.method}-root` : fromPath;
}

/** A model's or document's slug before it is made unique. */
export function nameSlugBase(name: string, fallback: string): string {
  return slugify(name) || `${fallback}-${textHash(name)}`;
}

/** Hands out slugs under one prefix, each once: a taken one gets `-2`, `-3` … */
export class SlugAllocator {
  private readonly taken = new Set<string>();

  constructor(private readonly prefix: string) {}

  /** Keeps `base` from being handed out as another's numbered slug. */
  reserve(base: string): void {
    this.taken.add(base);
  }

  /** `prefix/base`, or `prefix/base-N` with the smallest N free. */
  take(base: string): string {
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return `${this.prefix}${slug}`;
  }
}

export interface SlugRequest {
  key: string;
  base: string;
  /** Orders items that want the same base: something that stays when the design changes. */
  rank: string;
}

/**
 * Slugs for items under one prefix, by key. An item whose base no other item wants gets it as
 * it is, whatever else changes in the design; items that want the same base get it and then
 * `-2`, `-3` … in the order of their `rank` (for endpoints, the method and path, which are
 * unique in a design), not of their place in the tree, so moving an item keeps its slug. A
 * numbered slug never takes a base another item wants as it is (`pet-2` stays free for a model
 * named `Pet 2`).
 */
export function assignSlugs(prefix: string, requests: readonly SlugRequest[]): Map<string, string> {
  const groups = new Map<string, SlugRequest[]>();
  for (const request of requests) {
    const group = groups.get(request.base);
    if (group) group.push(request);
    else groups.set(request.base, [request]);
  }
  const allocator = new SlugAllocator(prefix);
  for (const base of groups.keys()) allocator.reserve(base);
  const slugs = new Map<string, string>();
  for (const [base, group] of groups) {
    const ranked = [...group].sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
    ranked.forEach((request, i) => {
      slugs.set(request.key, i === 0 ? `${prefix}${base}` : allocator.take(base));
    });
  }
  return slugs;
}
