import type { ImportFormat } from '@heron/contract';
import { IMPORT_LIMITS } from '@heron/contract';
import { ImportContext, isRecord, guardedImporter } from '../import/import-context.js';
import type { Importer, SourceFile } from '../import/types.js';
import { convertCollection } from './convert-collection.js';
import type { HeronEnvironment } from './postman-environment.js';
import { isPostmanEnvironment, readEnvironment } from './postman-environment.js';

/**
 * Imports a Postman collection (v2.0 or v2.1), with any Postman environments given as other files
 * of the source. v1 collections are refused with a message saying how to convert them.
 */
export const importPostman: Importer = guardedImporter('postman-2.1', async (source, options) => {
  const context = new ImportContext(options.format ?? 'postman-2.1', options);
  if (source.files.length === 0) {
    context.error('EMPTY', 'There is nothing to import.');
    return context.finish(null);
  }
  if (source.files.length > IMPORT_LIMITS.maxFiles) {
    context.error(
      'TOO_MANY_FILES',
      `The source has ${source.files.length} files; an import reads at most ${IMPORT_LIMITS.maxFiles}.`,
    );
    return context.finish(null);
  }
  if (!context.checkSize(source.files)) return context.finish(null);

  const parsed: Array<{ file: SourceFile; value: unknown }> = [];
  for (const file of source.files) {
    context.checkAborted();
    if (file.text.trim() === '') {
      context.file = file;
      context.error('EMPTY', 'The file is empty.');
      context.file = null;
      continue;
    }
    const value = context.parseFile(file);
    if (value !== null) parsed.push({ file, value });
  }
  if (context.hasError) return context.finish(null);

  const entryName = source.entry ?? source.files[0]!.name;
  const isCollectionShaped = (value: unknown) =>
    isRecord(value) && ('item' in value || 'info' in value || 'requests' in value);
  const collection =
    parsed.find((p) => p.file.name === entryName && isCollectionShaped(p.value)) ??
    parsed.find((p) => isCollectionShaped(p.value));

  const environments: HeronEnvironment[] = [];
  for (const { file, value } of parsed) {
    if (collection !== undefined && file === collection.file) continue;
    context.file = file;
    if (isPostmanEnvironment(value, file.name) && isRecord(value)) {
      environments.push(readEnvironment(value, file.name));
    } else if (collection !== undefined) {
      context.warning(
        'IGNORED_FILE',
        'This file is neither the collection nor a Postman environment; it was ignored.',
      );
    }
  }
  context.file = collection?.file ?? parsed[0]?.file ?? null;

  if (collection === undefined) {
    context.error(
      'NOT_A_COLLECTION',
      environments.length > 0
        ? 'This is a Postman environment, not a collection: import it together with the collection it belongs to.'
        : 'This is not a Postman collection: a collection is a JSON object with "info" and an "item" list.',
    );
    return context.finish(null);
  }
  const value = collection.value as Record<string, unknown>;
  const schema =
    isRecord(value.info) && typeof value.info.schema === 'string' ? value.info.schema : '';
  if ((Array.isArray(value.requests) && !('item' in value)) || /collection\/v1/.test(schema)) {
    context.error(
      'POSTMAN_V1',
      'Postman collection v1 is not supported. Open it in Postman and export it again as a Collection v2.1 file, then import that.',
    );
    return context.finish(null);
  }
  if (!Array.isArray(value.item)) {
    context.error(
      'NOT_A_COLLECTION',
      'A Postman collection needs an "item" list of requests and folders.',
      {
        pointer: '/item',
      },
    );
    return context.finish(null);
  }

  const format: ImportFormat = /collection\/v2\.0/.test(schema) ? 'postman-2.0' : 'postman-2.1';
  const converted = convertCollection(value, context, environments);
  const result = context.finish(converted.bundle);
  return { ...result, format: options.format ?? format };
});
