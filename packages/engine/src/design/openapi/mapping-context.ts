import {
  ITEM_NAME_MAX_LENGTH,
  PATH_MAX_LENGTH,
  type DesignMeta,
  type DesignServer,
  type JsonSchema,
  type SecurityRequirement,
} from '@heron/contract';
import type { ImportBudget } from '../import/import-budget.js';
import { parseFolderPath } from './design-folders.js';
import { HERON_FOLDER } from './heron-extensions.js';
import { fragmentSegments, valueAt } from './json-pointer.js';
import { isObject, put, restOf, type JsonObject } from './json-value.js';
import type { ImportLimits } from './limits.js';
import type { StructureReader, Trail } from './structure-reader.js';

/** Fields that only OpenAPI 3.2 has, by the object they appear in: listed as unsupported. */
const OAS32_FIELDS: Readonly<Record<string, readonly string[]>> = {
  document: ['$self'],
  tag: ['summary', 'parent', 'kind'],
  pathItem: ['query', 'additionalOperations'],
  mediaType: ['itemSchema', 'itemEncoding', 'prefixEncoding'],
  example: ['dataValue', 'serializedValue'],
  response: ['summary'],
  server: ['name'],
  securityScheme: ['deprecated', 'oauth2MetadataUrl'],
  components: ['mediaTypes'],
};

const SERVER_FIELDS = new Set(['url', 'description', 'variables']);
const REF_FIELD = new Set(['$ref']);

export interface MapInput {
  document: JsonObject;
  /** The version the design came from: the document's `openapi`, or `2.0` for Swagger. */
  sourceVersion: string;
  /** 3.0 and 2.0 need `paths` and `responses`; 3.1 does not. */
  strict30: boolean;
  is32: boolean;
  reader: StructureReader;
  limits: ImportLimits;
  /** Pays for the parts that references repeat in each place (IMPORT_LIMITS.maxWork). */
  budget: ImportBudget;
  /** Called every so many paths: the caller reports progress and may stop the import. */
  pause: (done: number, total: number) => Promise<void>;
}

/**
 * What every part of the mapping shares: the document, the findings, references followed once,
 * and the readers of fields that appear in several places (servers, security, names, folders).
 */
export class MappingContext {
  protected readonly document: JsonObject;
  protected readonly reader: StructureReader;

  constructor(protected readonly input: MapInput) {
    this.document = input.document;
    this.reader = input.reader;
  }

  /** Parts kept as written but not editable yet (webhooks, callbacks, links): first place, count. */
  private readonly kept = new Map<string, { trail: Trail; count: number }>();

  protected noteKept(part: 'webhooks' | 'callbacks' | 'links', trail: Trail): void {
    const seen = this.kept.get(part);
    if (seen === undefined) this.kept.set(part, { trail, count: 1 });
    else seen.count += 1;
  }

  /** One finding per kind of part Heron keeps without modelling, so nothing is hidden. */
  protected reportKept(): void {
    for (const [part, { trail, count }] of this.kept) {
      this.reader.unsupported(
        'KEPT_AS_WRITTEN',
        `${part[0]!.toUpperCase()}${part.slice(1)} (${count} ${count === 1 ? 'place' : 'places'}) are kept as written and exported again, but cannot be edited in Heron yet.`,
        trail,
      );
    }
  }

  // --- references ---------------------------------------------------------------------------

  /** Where each `$ref` text points, looked up once (GitHub's description has 6,000 of them). */
  protected readonly targets = new Map<string, { segments: string[] | null; target: unknown }>();

  /** Follows `$ref`s to other parts of the document (non-schema objects are copied in). */
  protected resolve(
    value: unknown,
    trail: Trail,
    what: string,
  ): { value: unknown; trail: Trail; siblings?: JsonObject } | null {
    if (!isObject(value) || typeof value.$ref !== 'string') return { value, trail };
    let current: unknown = value;
    let currentTrail: Trail = trail;
    const seen = new Set<string>();
    const siblings = Object.keys(value).length > 1 ? restOf(value, REF_FIELD) : undefined;
    while (isObject(current) && typeof current.$ref === 'string') {
      const ref = current.$ref;
      let found = this.targets.get(ref);
      if (found === undefined) {
        const segments = ref.startsWith('#') ? fragmentSegments(ref.slice(1)) : null;
        found = {
          segments,
          target: segments === null ? undefined : valueAt(this.document, segments),
        };
        this.targets.set(ref, found);
      }
      const { segments, target } = found;
      if (segments !== null && segments.length === 0) {
        this.reader.error('REF_CYCLE', `${what} refers to "${ref}", the whole document.`, [
          ...currentTrail,
          '$ref',
        ]);
        return null;
      }
      if (segments === null || target === undefined) {
        this.reader.error('REF_UNRESOLVED', `${what} refers to "${ref}", which does not exist.`, [
          ...currentTrail,
          '$ref',
        ]);
        return null;
      }
      if (seen.has(ref)) {
        this.reader.error(
          'REF_CYCLE',
          `${what} refers to "${ref}", which leads back to itself; only schemas may refer to themselves.`,
          [...currentTrail, '$ref'],
        );
        return null;
      }
      seen.add(ref);
      current = target;
      currentTrail = segments;
    }
    // What a reference names is repeated, with everything in it, in each place that names it.
    if (current !== value && !this.input.budget.spendOnCopies(current)) {
      if (this.input.budget.isFirstRefusal()) {
        this.reader.error(
          'TOO_COMPLEX',
          this.input.budget.overWorkMessage(`${what} that references repeat`),
          trail,
        );
      }
      return null;
    }
    return siblings === undefined
      ? { value: current, trail: currentTrail }
      : { value: current, trail: currentTrail, siblings };
  }

  protected note32(kind: keyof typeof OAS32_FIELDS, object: JsonObject, trail: Trail): void {
    if (!this.input.is32) return;
    for (const field of OAS32_FIELDS[kind]!) {
      if (Object.hasOwn(object, field)) {
        this.reader.unsupported(
          'OAS32_FEATURE',
          `"${field}" is an OpenAPI 3.2 feature that Heron does not model yet; it is kept as written and exported again.`,
          [...trail, field],
        );
      }
    }
  }

  protected text(object: JsonObject, key: string, trail: Trail, max: number): string | undefined {
    const value = this.reader.string(object, key, trail);
    if (value !== undefined && value.length > max) {
      this.reader.error('TOO_LONG', `"${key}" is longer than ${max} characters.`, [...trail, key]);
      return undefined;
    }
    return value;
  }

  protected schema(object: JsonObject, key: string, trail: Trail): JsonSchema | undefined {
    if (!Object.hasOwn(object, key)) return undefined;
    const value = object[key];
    if (typeof value === 'boolean' || isObject(value)) return value;
    this.reader.wrongType(value, 'an object', `"${key}"`, [...trail, key]);
    return undefined;
  }

  protected setExtra(meta: DesignMeta, key: string, value: unknown): void {
    meta.extra ??= {};
    put(meta.extra, key, value);
  }

  protected itemName(
    object: JsonObject,
    key: string,
    trail: Trail,
    what: string,
  ): string | undefined {
    if (!Object.hasOwn(object, key)) {
      this.reader.required(object, key, what, trail);
      return undefined;
    }
    const name = this.reader.string(object, key, trail);
    if (name === undefined) return undefined;
    if (name === '' || name.length > ITEM_NAME_MAX_LENGTH) {
      this.reader.error(
        'INVALID_NAME',
        `${what}'s "${key}" must have 1 to ${ITEM_NAME_MAX_LENGTH} characters.`,
        [...trail, key],
      );
      return undefined;
    }
    return name;
  }

  protected servers(owner: JsonObject, trail: Trail): DesignServer[] | undefined {
    const list = this.reader.array(owner, 'servers', trail);
    if (list === undefined) return undefined;
    const servers: DesignServer[] = [];
    list.forEach((value, index) => {
      const at = [...trail, 'servers', index];
      const server = this.reader.object(value, 'A server', at);
      if (server === null) return;
      this.note32('server', server, at);
      if (!Object.hasOwn(server, 'url')) {
        this.reader.required(server, 'url', 'A server', at);
        return;
      }
      const url = this.text(server, 'url', at, PATH_MAX_LENGTH);
      if (url === undefined) return;
      const entry: DesignServer = { url };
      const description = this.reader.string(server, 'description', at);
      if (description !== undefined) entry.description = description;
      const variables = this.reader.map(server, 'variables', at);
      if (variables !== undefined) entry.variables = variables;
      const extra = restOf(server, SERVER_FIELDS);
      if (extra !== undefined) entry.extra = extra;
      servers.push(entry);
    });
    return servers;
  }

  /** A list of security requirements, or null when absent. */
  protected security(owner: JsonObject, trail: Trail): SecurityRequirement[] | null {
    const list = this.reader.array(owner, 'security', trail);
    if (list === undefined) return null;
    const requirements: SecurityRequirement[] = [];
    list.forEach((value, index) => {
      const at = [...trail, 'security', index];
      const requirement = this.reader.object(value, 'A security requirement', at);
      if (requirement === null) return;
      const entry: SecurityRequirement = {};
      for (const [name, scopes] of Object.entries(requirement)) {
        if (Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string')) {
          put(entry, name, scopes as string[]);
        } else {
          this.reader.wrongType(scopes, 'a list of strings', `The scopes of "${name}"`, [
            ...at,
            name,
          ]);
        }
      }
      requirements.push(entry);
    });
    return requirements;
  }

  protected folderPath(value: unknown, trail: Trail): string[] | null {
    const path = parseFolderPath(value);
    if (path === null || path.some((name) => name.length > ITEM_NAME_MAX_LENGTH)) {
      this.reader.warning(
        'INVALID_FOLDER',
        `"${HERON_FOLDER}" must be a folder path like "a/b" (names of at most ${ITEM_NAME_MAX_LENGTH} characters); it is ignored.`,
        trail,
      );
      return null;
    }
    return path;
  }
}
