import type { BundleDoc, BundleEndpoint, BundleModel, DesignBundle } from '@heron/contract';
import {
  bundleDocSchema,
  bundleModelSchema,
  designMetaSchema,
  endpointDataSchema,
  folderDataSchema,
} from '@heron/contract';
import type { ImportContext, KeyMaker } from '../import/import-context.js';
import { isRecord } from '../import/import-context.js';
import { escapePointer } from '../import/parse-text.js';
import type { CollectionExtension, ItemExtension } from './heron-extension.js';
import {
  applyPatch,
  ENDPOINT_FIELDS,
  HERON_EXTENSION,
  HERON_ONLY_ENDPOINT_FIELDS,
  META_FIELDS,
  signatureOf,
} from './heron-extension.js';

/** Reading the x-heron parts of a collection back into the design (see heron-extension.ts). */

/**
 * Applies a request's x-heron part to the endpoint read from its Postman parts: all of it when the
 * request is as exported, else only the fields Postman has no place for.
 */
export function applyItemExtension(
  item: Record<string, unknown>,
  endpoint: BundleEndpoint,
  pointer: string,
  context: ImportContext,
): void {
  const extension = item[HERON_EXTENSION];
  if (!isRecord(extension)) return;
  const typed = extension as ItemExtension;
  const isUnchanged = typeof typed.sig === 'string' && typed.sig === signatureOf(item);
  const data: Record<string, unknown> = { ...endpoint.data };
  if (isUnchanged) {
    applyPatch(data, typed.data, ENDPOINT_FIELDS);
    if (typeof typed.name === 'string') endpoint.name = typed.name;
  } else {
    applyPatch(data, typed.data, HERON_ONLY_ENDPOINT_FIELDS);
    context.warning(
      'POSTMAN_EDITED',
      "This request was changed in Postman after Heron exported it: the Postman version is imported, with Heron's status, owner, tags and operation id.",
      { pointer: pointer },
    );
  }
  const checked = endpointDataSchema.safeParse(data);
  if (checked.success) endpoint.data = checked.data;
  else badExtension(context, `${pointer}/${HERON_EXTENSION}`);
}

/** Models, documents and the project settings Postman has no place for. */
/** Adds the models, documents and project settings kept in the collection's x-heron part. */
export function applyCollectionExtension(
  collection: Record<string, unknown>,
  bundle: DesignBundle,
  keys: KeyMaker,
  context: ImportContext,
): void {
  const extension = collection[HERON_EXTENSION];
  if (!isRecord(extension)) return;
  const pointer = `/${escapePointer(HERON_EXTENSION)}`;
  const typed = extension as Partial<CollectionExtension>;
  const meta: Record<string, unknown> = { ...bundle.meta };
  applyPatch(meta, typed.meta, META_FIELDS);
  const checkedMeta = designMetaSchema.safeParse(meta);
  if (checkedMeta.success) bundle.meta = checkedMeta.data;
  else badExtension(context, `${pointer}/meta`);

  const modelFolderKeys: string[] = [];
  for (const folder of Array.isArray(typed.modelFolders) ? typed.modelFolders : []) {
    const data = folderDataSchema.safeParse(isRecord(folder) ? folder.data : undefined);
    if (!isRecord(folder) || typeof folder.name !== 'string' || !data.success) {
      badExtension(context, `${pointer}/modelFolders`);
      modelFolderKeys.push('');
      continue;
    }
    const key = keys.next('mf');
    const parent = typeof folder.parent === 'number' ? modelFolderKeys[folder.parent] : undefined;
    bundle.folders.push({
      key,
      parentKey: parent ? parent : null,
      section: 'model',
      name: folder.name,
      data: data.data,
    });
    modelFolderKeys.push(key);
  }
  for (const model of Array.isArray(typed.models) ? typed.models : []) {
    const folder =
      isRecord(model) && typeof model.folder === 'number'
        ? modelFolderKeys[model.folder]
        : undefined;
    const parsed = bundleModelSchema.safeParse({
      ...(isRecord(model) ? model : {}),
      key: keys.next('m'),
      folderKey: folder ? folder : null,
    });
    if (parsed.success) bundle.models.push(parsed.data as BundleModel);
    else badExtension(context, `${pointer}/models`);
  }
  const apiFolders = bundle.folders.filter((folder) => folder.section === 'api');
  for (const doc of Array.isArray(typed.docs) ? typed.docs : []) {
    const folder =
      isRecord(doc) && typeof doc.folder === 'number' ? apiFolders[doc.folder] : undefined;
    const parsed = bundleDocSchema.safeParse({
      ...(isRecord(doc) ? doc : {}),
      key: keys.next('d'),
      folderKey: folder?.key ?? null,
    });
    if (parsed.success) bundle.docs.push(parsed.data as BundleDoc);
    else badExtension(context, `${pointer}/docs`);
  }
}

function badExtension(context: ImportContext, pointer: string): void {
  context.warning(
    'HERON_EXTENSION',
    "Heron's own data in this collection (x-heron) is not valid; it was ignored.",
    { pointer },
  );
}
