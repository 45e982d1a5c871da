import type { DesignMeta, JsonSchema } from '@heron/contract';

/** A data model as the pages refer to it: a `$ref` to it becomes a link to its page. */
export interface ModelEntry {
  name: string;
  /** `models/…`. */
  slug: string;
  schema: JsonSchema;
}

/** What every page renderer may look up besides its own item. */
export interface SiteContext {
  meta: DesignMeta;
  /** By model name (what `#/components/schemas/<name>` names). */
  models: ReadonlyMap<string, ModelEntry>;
  /** The pages of the tags (`tags/…`), by tag name; endpoint pages link to them. */
  tagSlugs?: ReadonlyMap<string, string>;
}
