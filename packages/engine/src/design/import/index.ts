import type { ImportFormat, KnownImportIssue } from '@heron/contract';
import { importCurl } from '../curl/import-curl.js';
import { importHar } from '../har/import-har.js';
import { importHeronFile } from '../heron-file/heron-file.js';
import { importOpenApi } from '../openapi/import-openapi.js';
import { importPostman } from '../postman/import-postman.js';
import { detectFormat } from './detect.js';
import { nothingToImport } from './import-context.js';
import type { ImportOptions, ImportResult, ImportSource, Importer } from './types.js';

export type { ImportOptions, ImportResult, ImportSource, Importer, SourceFile } from './types.js';

const IMPORTERS: Record<ImportFormat, Importer> = {
  'openapi-3.0': importOpenApi,
  'openapi-3.1': importOpenApi,
  'swagger-2.0': importOpenApi,
  'postman-2.0': importPostman,
  'postman-2.1': importPostman,
  har: importHar,
  curl: importCurl,
  heron: importHeronFile,
};

/** Reads a source in any supported format into a design bundle, or says why it cannot. */
export async function importDesign(
  source: ImportSource,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const entry = source.files.find((f) => f.name === source.entry) ?? source.files[0];
  if (entry === undefined) {
    return nothingToImport();
  }
  const format = options.format ?? detectFormat(entry.text);
  if (format === null) {
    return {
      format: null,
      bundle: null,
      issues: [
        {
          severity: 'error',
          code: 'UNKNOWN_FORMAT',
          file: entry.name,
          message:
            'The format was not recognised: expected OpenAPI 3.x, Swagger 2.0, a Postman collection, a HAR file, a curl command or a Heron project file.',
        } satisfies KnownImportIssue,
      ],
    };
  }
  const result = await IMPORTERS[format](source, { ...options, format });
  return { ...result, format: result.format ?? format };
}
