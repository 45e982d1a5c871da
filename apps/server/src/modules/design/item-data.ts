import type { z } from 'zod';
import {
  docDataSchema,
  endpointDataSchema,
  folderDataSchema,
  IMPORT_LIMITS,
  modelDataSchema,
  type DesignItemKind,
  type DesignSection,
  type DocData,
  type EndpointData,
  type FieldError,
  type FolderData,
  type ModelData,
} from '@heron/contract';
import { AppError } from '../../http/app-error.js';
import { findTooDeep, pointerOf } from '../../lib/json-values.js';

/**
 * An item's `data` by its kind: validation with pointers into the body, the columns mirrored
 * from an endpoint's data, and reading stored data back.
 */

export type ItemData = EndpointData | ModelData | DocData | FolderData;

const DATA_SCHEMAS: Record<DesignItemKind, z.ZodType<ItemData>> = {
  endpoint: endpointDataSchema,
  model: modelDataSchema,
  doc: docDataSchema,
  folder: folderDataSchema,
};

/** Endpoints and documents live in the `api` section, models in `model`; folders say which. */
export function sectionOfKind(kind: Exclude<DesignItemKind, 'folder'>): DesignSection {
  return kind === 'model' ? 'model' : 'api';
}

function refuse(errors: FieldError[]): never {
  const first = errors[0]!;
  throw new AppError('VALIDATION_FAILED', {
    detail: `body${first.pointer}: ${first.message}`,
    errors,
  });
}

/** Refuses data nested deeper than an import would accept, at the place it gets too deep. */
export function checkDataDepth(data: unknown, at = '/data'): void {
  const tooDeep = findTooDeep(data, IMPORT_LIMITS.maxDepth);
  if (tooDeep !== null) {
    refuse([
      {
        in: 'body',
        pointer: at + tooDeep,
        message: `Nested deeper than ${IMPORT_LIMITS.maxDepth} levels`,
      },
    ]);
  }
}

/**
 * `raw` checked against the schema of `kind`, defaults filled in. Refused with VALIDATION_FAILED
 * and one field error per problem, each a pointer under `at` (the body's `/data`).
 */
export function parseItemData(kind: DesignItemKind, raw: unknown, at = '/data'): ItemData {
  checkDataDepth(raw, at);
  const result = DATA_SCHEMAS[kind].safeParse(raw);
  if (result.success) return result.data;
  refuse(
    result.error.issues.map((issue) => ({
      in: 'body' as const,
      pointer: at + pointerOf(issue.path),
      message: issue.message,
    })),
  );
}

/**
 * Stored data as the API answers it: defaults of fields added since it was written are filled
 * in; data that no longer fits is answered as stored rather than hidden.
 */
export function readItemData(kind: string, text: string): ItemData {
  const value: unknown = JSON.parse(text);
  const schema = DATA_SCHEMAS[kind as DesignItemKind];
  const result = schema?.safeParse(value);
  return result?.success ? result.data : (value as ItemData);
}

/** The endpoint columns beside `data` (for the tree, search and import matching). */
export function mirroredColumns(kind: string, data: ItemData) {
  if (kind !== 'endpoint') return { method: null, path: null, status: null };
  const endpoint = data as EndpointData;
  return { method: endpoint.method, path: endpoint.path, status: endpoint.status };
}
