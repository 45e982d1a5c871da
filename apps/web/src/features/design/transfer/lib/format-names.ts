import type { ExportFormat, ImportFormat } from '@heron/contract';

// Translation keys cannot hold the formats' own ids ("openapi-3.1": the dot splits a key), so
// each format has a key-safe name here.

export const IMPORT_FORMAT_NAMES = {
  'openapi-3.0': 'openapi30',
  'openapi-3.1': 'openapi31',
  'swagger-2.0': 'swagger20',
  'postman-2.0': 'postman20',
  'postman-2.1': 'postman21',
  har: 'har',
  curl: 'curl',
  heron: 'heron',
} as const satisfies Record<ImportFormat, string>;

export const EXPORT_FORMAT_NAMES = {
  'openapi-3.1': 'openapi31',
  'openapi-3.0': 'openapi30',
  'postman-2.1': 'postman21',
  heron: 'heron',
} as const satisfies Record<ExportFormat, string>;

/** The import formats with a Postman environment beside the collection. */
export function isPostmanFormat(format: ImportFormat | undefined): boolean {
  return format === 'postman-2.0' || format === 'postman-2.1';
}

/** YAML is offered where the format has a YAML form: OpenAPI and the Heron file. */
export function hasYamlSyntax(format: ExportFormat): boolean {
  return format !== 'postman-2.1';
}
