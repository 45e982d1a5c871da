import type { DesignMeta } from '@heron/contract';
import { WHOLE_DESIGN } from './change-list.js';
import type { DiffContext } from './diff-context.js';
import { jsonEqual } from './json-equal.js';

function urlsText(servers: DesignMeta['servers']): string | null {
  return servers.length === 0 ? null : servers.map((server) => server.url).join(', ');
}

// Short info fields are quoted; long ones (a description, a license object) are only named.
function shortValue(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 100 && !value.includes('\n') ? value : null;
}

function diffInfo(ctx: DiffContext, before: DesignMeta['info'], after: DesignMeta['info']): void {
  const fields: [string, unknown, unknown][] = [
    ['title', before.title, after.title],
    ['version', before.version, after.version],
    ['description', before.description ?? '', after.description ?? ''],
  ];
  const extraKeys = new Set([
    ...Object.keys(before.extra ?? {}),
    ...Object.keys(after.extra ?? {}),
  ]);
  for (const key of [...extraKeys].sort()) {
    fields.push([key, before.extra?.[key], after.extra?.[key]]);
  }
  for (const [field, left, right] of fields) {
    if (jsonEqual(left, right)) continue;
    ctx.changes.add(
      'INFO_CHANGED',
      WHOLE_DESIGN,
      `info.${field}`,
      shortValue(left),
      shortValue(right),
    );
  }
}

/** The tag list (names and their descriptions), as the reader's navigation may group by it. */
function diffTagDefinitions(
  ctx: DiffContext,
  before: DesignMeta['tags'],
  after: DesignMeta['tags'],
): void {
  const names = (tags: DesignMeta['tags']) => tags.map((tag) => tag.name);
  if (!jsonEqual([...names(before)].sort(), [...names(after)].sort())) {
    const text = (tags: DesignMeta['tags']) => (tags.length === 0 ? null : names(tags).join(', '));
    ctx.changes.add('TAGS_CHANGED', WHOLE_DESIGN, 'tags', text(before), text(after));
  }
  for (const tag of after) {
    const earlier = before.find((other) => other.name === tag.name);
    if (earlier && (earlier.description ?? '') !== (tag.description ?? '')) {
      ctx.changes.add('DESCRIPTION_CHANGED', WHOLE_DESIGN, `tags.${tag.name}`);
    }
  }
}

/** The design as a whole: info, servers and tags (its security: diff-security.ts). */
export function diffMeta(ctx: DiffContext): void {
  const before = ctx.before.meta;
  const after = ctx.after.meta;
  diffInfo(ctx, before.info, after.info);
  if (!jsonEqual(before.servers, after.servers)) {
    ctx.changes.add(
      'SERVERS_CHANGED',
      WHOLE_DESIGN,
      'servers',
      urlsText(before.servers),
      urlsText(after.servers),
    );
  }
  diffTagDefinitions(ctx, before.tags, after.tags);
}
