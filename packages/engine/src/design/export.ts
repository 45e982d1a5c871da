import type { DesignBundle, ExportFormat, ExportSyntax } from '@heron/contract';
import { dump } from 'js-yaml';
import { exportHeronFile } from './heron-file/heron-file.js';
import { exportOpenApi } from './openapi/export-openapi.js';
import { exportPostman } from './postman/export-postman.js';

export interface ExportedFile {
  fileName: string;
  contentType: string;
  text: string;
}

/** Writes a design in one of the export formats, as JSON or YAML text. */
export function exportDesign(
  bundle: DesignBundle,
  options: { format: ExportFormat; syntax: ExportSyntax; baseName?: string },
): ExportedFile {
  const document = toDocument(bundle, options.format);
  const base = fileBaseName(options.baseName ?? bundle.meta.info.title) || 'heron-export';
  const suffix = SUFFIXES[options.format];
  if (options.syntax === 'yaml') {
    return {
      fileName: `${base}${suffix}.yaml`,
      contentType: 'application/yaml; charset=utf-8',
      text: dump(document, { noRefs: true, lineWidth: -1 }),
    };
  }
  return {
    fileName: `${base}${suffix}.json`,
    contentType: 'application/json; charset=utf-8',
    text: JSON.stringify(document, null, 2),
  };
}

const SUFFIXES: Record<ExportFormat, string> = {
  'openapi-3.1': '.openapi-3.1',
  'openapi-3.0': '.openapi-3.0',
  'postman-2.1': '.postman_collection',
  heron: '.heron',
};

function toDocument(bundle: DesignBundle, format: ExportFormat): unknown {
  switch (format) {
    case 'openapi-3.1':
      return exportOpenApi(bundle, { version: '3.1' });
    case 'openapi-3.0':
      return exportOpenApi(bundle, { version: '3.0' });
    case 'postman-2.1':
      return exportPostman(bundle);
    case 'heron':
      return exportHeronFile(bundle);
  }
}

/** A file name made of the title's letters, digits, dashes and underscores. */
function fileBaseName(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
