import type { ImportFormat } from '@heron/contract';
import type { ImportOptions, ImportResult, ImportSource, Importer } from '../import/types.js';
import { bundleExternalRefs, mayReferOtherFiles } from './bundle-external.js';
import { IssueList } from './issue-list.js';
import { segmentsOf } from './json-pointer.js';
import { isObject, put, type JsonObject } from './json-value.js';
import { DEFAULT_LIMITS, type ImportLimits } from './limits.js';
import { nothingToImport } from '../import/import-context.js';
import { locatePointers } from '../import/locate-pointer.js';
import { mapDocument } from './map-document.js';
import { OAS31_ESCAPE } from './schema-dialect.js';
import { passSchemas } from './schema-pass.js';
import { normalFileName, SourceFiles } from './source-files.js';
import { StructureReader } from './structure-reader.js';
import { swagger2ToOpenApi3 } from './swagger2-to-openapi3.js';

/** The next turn of the event loop (setImmediate where there is one: Node, not browsers). */
const nextTurn = (resume: (value?: unknown) => void): void => {
  if (typeof setImmediate === 'function') setImmediate(resume);
  else setTimeout(resume, 0);
};

/** Reads OpenAPI 3.0, 3.1 (3.2 as 3.1) and Swagger 2.0 descriptions, JSON or YAML, one file or several. */
export const importOpenApi: Importer = (source, options) =>
  readOpenApi(source, options, DEFAULT_LIMITS);

interface Version {
  format: ImportFormat;
  /** What the design records as its origin (`meta.openapi`). */
  label: string;
  family: '2.0' | '3.x';
  is30: boolean;
  is32: boolean;
}

/**
 * `importOpenApi` with the limits given (tests use small ones). Never throws for a bad source:
 * every problem is a finding, and a bundle is returned only when no finding is an error. Only a
 * cancelled import throws (`options.signal.reason`).
 */
export async function readOpenApi(
  source: ImportSource,
  options: ImportOptions,
  limits: ImportLimits,
): Promise<ImportResult> {
  const entryFile = source.files.find((file) => file.name === source.entry) ?? source.files[0];
  if (entryFile === undefined) {
    return nothingToImport();
  }
  const entryName = normalFileName(entryFile.name);
  const issues = new IssueList(entryName);
  let format: ImportFormat | null = null;
  const files = new SourceFiles(source, options, limits, issues);
  const { signal, onProgress } = options;
  const canWait = signal !== undefined || onProgress !== undefined;
  const step = async (done: number) => {
    signal?.throwIfAborted();
    onProgress?.(done, 100);
    // Lets a cancellation (and progress polling) reach the event loop between steps. A macrotask,
    // so requests waiting on I/O are served first; not `setTimeout(…, 0)`, which Node holds for a
    // millisecond at least, and a large description takes a dozen steps.
    if (canWait) await new Promise(nextTurn);
    signal?.throwIfAborted();
  };

  try {
    await step(0);
    if (entryFile.text.trim() === '') {
      issues.error('EMPTY', 'The file is empty.');
      return finish();
    }
    const entry = await files.load(entryName);
    if (entry === null) return finish();
    const root = entry.value;
    if (!isObject(root)) {
      issues.error(
        'NOT_AN_OBJECT',
        `An OpenAPI document is an object of fields (openapi, info, paths …), not ${Array.isArray(root) ? 'a list' : 'a single value'}.`,
        { pointer: '' },
      );
      return finish();
    }
    const version = readVersion(root, issues);
    if (version === null) return finish();
    format = version.format;
    await step(20);

    let document: unknown = root;
    if (mayReferOtherFiles(entry.text)) {
      document = await bundleExternalRefs(entry, version.family, files, issues, signal);
    }
    if (issues.hasErrors || !isObject(document)) return finish();
    await step(30);

    const modelSection =
      version.family === '2.0'
        ? document.definitions
        : isObject(document.components)
          ? document.components.schemas
          : undefined;
    const modelNames = new Set(isObject(modelSection) ? Object.keys(modelSection) : []);
    document = passSchemas(document, {
      family: version.family,
      fromDialect30: version.family === '2.0' || version.is30,
      declares31: !version.is30 && version.family === '3.x',
      modelNames,
      issues,
      budget: files.budget,
    });
    if (!isObject(document)) return finish();
    await step(50);

    const reader = new StructureReader(issues);
    if (version.family === '2.0') document = swagger2ToOpenApi3(document, reader, files.budget);
    else if (version.is30) document = unescape31(document as JsonObject);
    const bundle = await mapDocument({
      document: document as JsonObject,
      sourceVersion: version.label,
      strict30: version.is30 || version.family === '2.0',
      is32: version.is32,
      reader,
      limits,
      budget: files.budget,
      pause: (done, total) => step(50 + Math.floor((45 * done) / Math.max(total, 1))),
    });
    await step(100);
    return finish(bundle);
  } catch (error) {
    if (signal?.aborted && error === signal.reason) throw error;
    issues.error(
      'UNREADABLE',
      `The document could not be read: ${error instanceof Error ? error.message : String(error)}.`,
    );
    return finish();
  }

  function finish(bundle: ImportResult['bundle'] = null): ImportResult {
    issues.locate((file, pointers) => {
      const loaded = files.texts.get(file);
      if (loaded === undefined) return pointers.map(() => null);
      return locatePointers(
        loaded.text,
        loaded.syntax,
        pointers.map((pointer) => segmentsOf(pointer) ?? []),
      );
    });
    return { format, bundle: issues.hasErrors ? null : bundle, issues: issues.toArray() };
  }
}

function readVersion(root: JsonObject, issues: IssueList): Version | null {
  if (Object.hasOwn(root, 'openapi')) {
    const value = root.openapi;
    if (typeof value !== 'string') {
      issues.error(
        'WRONG_TYPE',
        `"openapi" must be a version string like "3.1.0" (in YAML, quote it), not ${String(value)}.`,
        { pointer: '/openapi' },
      );
      return null;
    }
    const match = /^3\.([012])\.\d+(-.+)?$/.exec(value);
    if (match === null) {
      issues.error(
        'UNSUPPORTED_VERSION',
        `OpenAPI ${value} is not supported: Heron reads OpenAPI 3.0, 3.1 and 3.2, and Swagger 2.0.`,
        { pointer: '/openapi' },
      );
      return null;
    }
    const minor = match[1];
    return {
      format: minor === '0' ? 'openapi-3.0' : 'openapi-3.1',
      label: value,
      family: '3.x',
      is30: minor === '0',
      is32: minor === '2',
    };
  }
  if (Object.hasOwn(root, 'swagger')) {
    const value = root.swagger;
    if (value === 2) {
      // `swagger: 2.0` unquoted in YAML is the number 2: clearly meant, so read on.
      issues.warning('WRONG_TYPE', '"swagger" should be the string "2.0" (in YAML, quote it).', {
        pointer: '/swagger',
      });
    } else if (value !== '2.0') {
      issues.error(
        'UNSUPPORTED_VERSION',
        `Swagger ${String(value)} is not supported: Heron reads Swagger "2.0" and OpenAPI 3.x.`,
        { pointer: '/swagger' },
      );
      return null;
    }
    return { format: 'swagger-2.0', label: '2.0', family: '2.0', is30: false, is32: false };
  }
  issues.error(
    'UNKNOWN_FORMAT',
    'This is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field.',
    { pointer: '' },
  );
  return null;
}

/**
 * Undoes what an OpenAPI 3.0 export had to hide at the top level and in `components`
 * (`x-oas31-webhooks` → `webhooks`): see schema-dialect.ts for schemas.
 */
function unescape31(document: JsonObject): JsonObject {
  const unescapeKeys = (object: JsonObject): JsonObject => {
    if (!Object.keys(object).some((key) => key.startsWith(OAS31_ESCAPE))) return object;
    const out: JsonObject = {};
    for (const key of Object.keys(object)) {
      put(out, key.startsWith(OAS31_ESCAPE) ? key.slice(OAS31_ESCAPE.length) : key, object[key]);
    }
    return out;
  };
  const out = unescapeKeys(document);
  if (isObject(out.components)) {
    const components = unescapeKeys(out.components);
    if (components !== out.components) return { ...out, components };
  }
  return out;
}
