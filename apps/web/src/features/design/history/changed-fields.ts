/**
 * The fields a revision names (`name`, `parentId`, `data.path` …) that have a translated label;
 * any other is shown by its own name (data fields are OpenAPI's own words).
 */
export const LABELLED_FIELDS = [
  'name',
  'parentId',
  'method',
  'path',
  'status',
  'ownerId',
  'tags',
  'description',
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'schema',
  'content',
  'auth',
  'extra',
] as const;
export type LabelledField = (typeof LABELLED_FIELDS)[number];

/** `data.path` → `path`; `name` stays `name`. */
export function fieldOf(changed: string): string {
  return changed.startsWith('data.') ? changed.slice('data.'.length) : changed;
}

export function isLabelledField(field: string): field is LabelledField {
  return (LABELLED_FIELDS as readonly string[]).includes(field);
}
