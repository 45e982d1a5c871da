import type { DesignBundle, JsonSchema } from '@heron/contract';
import { ChangeList, type ChangeSubject } from './change-list.js';
import { diffSchemas, type WorkBudget } from './diff-schemas.js';
import { modelUses, type ModelUse } from './model-usage.js';
import { codeOfSchemaChange, type SchemaPlace } from './schema-change-codes.js';

/**
 * Schema comparisons one diff may make. Comparing a design with itself, or with its next version,
 * follows few references (the same model on both sides is not followed), so this is only reached
 * by designs built to explode: hundreds of models renamed at once, each referring to the others.
 * Measured: GitHub's description (1,223 operations, 969 models) against a changed copy uses a few
 * thousand.
 */
export const SCHEMA_WORK_BUDGET = 500_000;

/** `body application/json` + `items[].id` → `body application/json: items[].id`. */
export function schemaLocation(prefix: string, path: string): string {
  if (path === '') return prefix;
  if (prefix === '') return path;
  return `${prefix}: ${path}`;
}

/** One diff's state: the two versions, the changes found, the schema work left. */
export class DiffContext {
  readonly changes = new ChangeList();
  readonly budget: WorkBudget = { remaining: SCHEMA_WORK_BUDGET };
  private readonly modelsBefore: ReadonlyMap<string, JsonSchema>;
  private readonly modelsAfter: ReadonlyMap<string, JsonSchema>;
  private useOf: ((name: string) => ModelUse) | null = null;

  constructor(
    readonly before: DesignBundle,
    readonly after: DesignBundle,
  ) {
    this.modelsBefore = new Map(before.models.map((model) => [model.name, model.data.schema]));
    this.modelsAfter = new Map(after.models.map((model) => [model.name, model.data.schema]));
  }

  /** How a model is used; worked out for the whole design the first time a change needs it. */
  modelUse(name: string): ModelUse {
    this.useOf ??= modelUses(this.before, this.after);
    return this.useOf(name);
  }

  /**
   * Compares two schemas found at `prefix` (`query.limit`, `body application/json`, `response
   * 200 application/json`, or `''` for a model) and lists their changes with the codes of `place`.
   */
  diffSchema(
    before: JsonSchema | undefined,
    after: JsonSchema | undefined,
    place: SchemaPlace,
    subject: ChangeSubject,
    prefix: string,
  ): void {
    const options = {
      modelsBefore: this.modelsBefore,
      modelsAfter: this.modelsAfter,
      budget: this.budget,
    };
    diffSchemas(before, after, options, (change) => {
      const location = schemaLocation(prefix, change.path);
      const placed = codeOfSchemaChange(change, place);
      if (!placed.byUse) {
        this.changes.add(placed.code, subject, location, change.before, change.after);
        return;
      }
      const use = this.modelUse(subject.item ?? '');
      const breaking =
        (use.request && change.breaksRequests) || (use.response && change.breaksResponses);
      this.changes.addJudged(placed.code, breaking, subject, location, change.before, change.after);
    });
  }
}
