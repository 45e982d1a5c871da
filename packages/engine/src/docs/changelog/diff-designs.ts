import type { DesignBundle, DocChange } from '@heron/contract';
import { DiffContext } from './diff-context.js';
import { diffDocs } from './diff-docs.js';
import { diffEndpoints } from './diff-endpoints.js';
import { diffMeta } from './diff-meta.js';
import { diffModels } from './diff-models.js';
import { diffDesignSecurity } from './diff-security.js';
import { sortChanges } from './sort-changes.js';

/**
 * What changed from one published version of a design to the next, each change classified as
 * breaking (a client written against `before` may fail against `after`) or not, sorted (see
 * sortChanges). With no `before` the list is empty: the first version has nothing to compare
 * with, and the caller says "first version" rather than listing everything as new.
 */
export function diffDesigns(before: DesignBundle | null, after: DesignBundle): DocChange[] {
  if (before === null) return [];
  const ctx = new DiffContext(before, after);
  diffMeta(ctx);
  diffDesignSecurity(ctx);
  diffEndpoints(ctx);
  diffModels(ctx);
  diffDocs(ctx);
  return sortChanges(ctx.changes.changes);
}
