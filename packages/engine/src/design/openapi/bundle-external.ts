import { numberedName } from '../import/numbered-name.js';
import { modelRef } from '../model-utils.js';
import type { IssueList } from './issue-list.js';
import { fragmentSegments, pointerOf, splitRef, valueAt } from './json-pointer.js';
import { isObject, put, type JsonObject } from './json-value.js';
import { REFERABLE, rewriteTyped, type OasFamily, type OasKind } from './oas-structure.js';
import { resolveFileName, type LoadedFile, type SourceFiles } from './source-files.js';

/**
 * A cheap look at the text: could any `$ref` point outside the document? Not when every `$ref`
 * is followed by a local pointer (`"#/…"`, or a YAML block scalar whose text starts with `#`) or
 * by an object or a list, which is a property named `$ref` in a schema (Kubernetes and Stripe
 * describe JSON Schema itself), never a reference. The look-ahead holds the spaces after the
 * colon: with `\s*` outside it, the pattern backtracked over a space and answered yes for every
 * pretty-printed document, which then went through the whole bundling pass for nothing.
 */
export function mayReferOtherFiles(text: string): boolean {
  return /\$ref["']?\s*:(?!\s*(?:[{[]|["']?#|[>|][+-]?\d?[ \t]*\r?\n\s*#))/.test(text);
}

interface Target {
  file: string;
  fragment: string;
  kind: OasKind;
}

/**
 * Makes one document of a description spread over several files. A schema in another file
 * becomes a data model of its own (named after its fragment's last segment, or else the file
 * name; `Pet`, `Pet_2` … when the name is taken); any other object (parameter, response …) is
 * copied into the place that refers to it. References inside another file that point into that
 * same file (`#/definitions/Tag`) are followed the same way.
 */
export async function bundleExternalRefs(
  entry: LoadedFile,
  family: OasFamily,
  files: SourceFiles,
  issues: IssueList,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  // 1. Read every file the references reach (asynchronously: a URL import fetches them).
  const seen = new Set<string>();
  let pending: { target: Target; from: { file: string; pointer: string } }[] = [];
  const collect = (file: string, node: unknown, kind: OasKind) => {
    rewriteTyped(
      node,
      family,
      (object, childKind, trail) => {
        if (childKind !== 'schema' && !REFERABLE.has(childKind)) return undefined;
        const target = targetOf(file, object.$ref);
        if (target !== null) {
          pending.push({
            target: { ...target, kind: childKind },
            from: { file, pointer: pointerOf(trail) },
          });
        }
        return undefined;
      },
      kind,
    );
  };
  const targetOf = (file: string, ref: unknown): Omit<Target, 'kind'> | null => {
    if (typeof ref !== 'string') return null;
    if (ref.startsWith('#')) {
      return file === entry.name ? null : { file, fragment: ref.slice(1) };
    }
    const parts = splitRef(ref);
    const name = resolveFileName(file, parts.file);
    if (name === null) return { file: '', fragment: ref };
    return name === entry.name ? null : { file: name, fragment: parts.fragment };
  };

  collect(entry.name, entry.value, 'document');
  while (pending.length > 0) {
    signal?.throwIfAborted();
    const batch = pending;
    pending = [];
    for (const { target, from } of batch) {
      const key = `${target.file}#${target.fragment}|${target.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (target.file === '') {
        issues.error(
          'REF_FILE_MISSING',
          `The reference "${target.fragment}" climbs out of the imported folder.`,
          from,
        );
        continue;
      }
      const loaded = await files.load(target.file, from);
      if (files.isOverLimit) return entry.value;
      if (loaded === null) continue;
      const segments = fragmentSegments(target.fragment);
      const value = segments === null ? undefined : valueAt(loaded.value, segments);
      if (value === undefined) {
        issues.error(
          'REF_UNRESOLVED',
          `The reference points to "#${target.fragment}" in "${target.file}", which does not exist.`,
          from,
        );
        continue;
      }
      collect(target.file, value, target.kind);
    }
  }

  // 2. Rewrite: copy objects in, turn schemas into models.
  const takenNames = new Set(Object.keys(modelSection(entry.value, family) ?? {}));
  const models = new Map<string, { name: string; schema: unknown }>();
  const inlined = new Map<string, unknown>();
  const inlining = new Set<string>();

  const modelName = (file: string, fragment: string): string => {
    const segments = fragmentSegments(fragment) ?? [];
    const base =
      segments.length > 0
        ? segments[segments.length - 1]!
        : (file.split('/').pop() ?? '').replace(/\?.*$/, '').replace(/\.(json|ya?ml)$/i, '');
    const clean = base.replace(/[^A-Za-z0-9._-]+/g, '_') || 'Schema';
    return numberedName(takenNames, clean, (n) => `${clean}_${n}`);
  };

  const rewrite = (file: string, node: unknown, kind: OasKind): unknown =>
    rewriteTyped(
      node,
      family,
      (object, childKind, trail) => {
        if (childKind !== 'schema' && !REFERABLE.has(childKind)) return undefined;
        const target = targetOf(file, object.$ref);
        if (target === null) {
          // A reference into the entry written with its file name: the same document.
          if (typeof object.$ref === 'string' && !object.$ref.startsWith('#')) {
            return { ...object, $ref: '#' + splitRef(object.$ref).fragment };
          }
          return undefined;
        }
        const loaded = target.file === '' ? null : files.files.get(target.file);
        const segments = fragmentSegments(target.fragment);
        const value = loaded && segments !== null ? valueAt(loaded.value, segments) : undefined;
        // Already reported while reading; the import stops with those errors.
        if (value === undefined) return {};
        const key = `${target.file}#${target.fragment}`;
        const { $ref: _ref, ...siblings } = object;
        if (childKind === 'schema') {
          let model = models.get(key);
          if (model === undefined) {
            model = { name: modelName(target.file, target.fragment), schema: {} };
            models.set(key, model);
            model.schema = rewrite(target.file, value, 'schema');
          }
          const reference =
            family === '2.0' ? `#/definitions/${escape(model.name)}` : modelRef(model.name);
          if (Object.keys(siblings).length === 0) return { $ref: reference };
          return { ...(rewrite(file, siblings, 'schema') as JsonObject), $ref: reference };
        }
        const inlineKey = `${key}|${childKind}`;
        // Copied into each place that refers to it: paid for each time, with all it holds.
        if (!files.budget.spendOnCopies(value)) {
          if (files.budget.isFirstRefusal()) {
            issues.error(
              'TOO_COMPLEX',
              files.budget.overWorkMessage(`The ${childKind} that references repeat`),
              { file, pointer: pointerOf(trail) },
            );
          }
          return {};
        }
        const done = inlined.get(inlineKey);
        if (done !== undefined) {
          if (childKind === 'pathItem' && isObject(done))
            return { ...done, ...(rewrite(file, siblings, 'pathItem') as JsonObject) };
          return withSiblings(done, siblings);
        }
        if (inlining.has(inlineKey)) {
          issues.error(
            'REF_CYCLE',
            `The reference to "#${target.fragment}" in "${target.file}" leads back to itself.`,
            { file: target.file, pointer: target.fragment },
          );
          return {};
        }
        inlining.add(inlineKey);
        const copy = rewrite(target.file, value, childKind);
        inlining.delete(inlineKey);
        inlined.set(inlineKey, copy);
        // A path item's own fields apply beside its reference (operations included).
        if (childKind === 'pathItem' && isObject(copy))
          return { ...copy, ...(rewrite(file, siblings, 'pathItem') as JsonObject) };
        return withSiblings(copy, siblings);
      },
      kind,
    );

  const bundled = rewrite(entry.name, entry.value, 'document');
  if (models.size === 0 || !isObject(bundled)) return bundled;
  const root: JsonObject = { ...bundled };
  if (family === '2.0') {
    const definitions: JsonObject = isObject(root.definitions) ? { ...root.definitions } : {};
    for (const { name, schema } of models.values()) put(definitions, name, schema);
    root.definitions = definitions;
  } else {
    const components: JsonObject = isObject(root.components) ? { ...root.components } : {};
    const schemas: JsonObject = isObject(components.schemas) ? { ...components.schemas } : {};
    for (const { name, schema } of models.values()) put(schemas, name, schema);
    components.schemas = schemas;
    root.components = components;
  }
  return root;
}

function escape(name: string): string {
  return name.replaceAll('~', '~0').replaceAll('/', '~1');
}

function modelSection(document: unknown, family: OasFamily): JsonObject | undefined {
  if (!isObject(document)) return undefined;
  if (family === '2.0') return isObject(document.definitions) ? document.definitions : undefined;
  const components = document.components;
  return isObject(components) && isObject(components.schemas) ? components.schemas : undefined;
}

/** OpenAPI 3.1 lets a reference override the summary and description of what it points at. */
function withSiblings(value: unknown, siblings: JsonObject): unknown {
  if (!isObject(value)) return value;
  const overrides: JsonObject = {};
  if (typeof siblings.summary === 'string') overrides.summary = siblings.summary;
  if (typeof siblings.description === 'string') overrides.description = siblings.description;
  return Object.keys(overrides).length === 0 ? value : { ...value, ...overrides };
}
