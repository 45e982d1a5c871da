import type { DiffContext } from './diff-context.js';
import { jsonEqual } from './json-equal.js';
import { pairByKey } from './pair-by-key.js';

/**
 * Data models, matched by name (names are unique in a design; a renamed model is one removed and
 * one added). A model's own changes are listed here, once, with MODEL_* codes judged by where the
 * model is used, rather than at every endpoint that uses it: in GitHub's description
 * `simple-user` is in hundreds of responses, and one property removed from it would otherwise be
 * hundreds of lines that say the same thing. The endpoints' own lines stop at a reference to the
 * same model (diff-schemas.ts), and the reader's endpoint pages link the model.
 */
export function diffModels(ctx: DiffContext): void {
  const { pairs, removed, added } = pairByKey(
    ctx.before.models,
    ctx.after.models,
    (model) => model.name,
  );
  for (const model of removed)
    ctx.changes.add('MODEL_REMOVED', { endpoint: null, item: model.name });
  for (const model of added) ctx.changes.add('MODEL_ADDED', { endpoint: null, item: model.name });
  for (const [before, after] of pairs) {
    if (jsonEqual(before.data.schema, after.data.schema)) continue;
    const subject = { endpoint: null, item: after.name };
    ctx.diffSchema(before.data.schema, after.data.schema, 'model', subject, '');
  }
}
