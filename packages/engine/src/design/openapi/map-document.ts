import {
  HTTP_METHODS,
  ITEM_NAME_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  MODEL_NAME_MAX_LENGTH,
  PATH_MAX_LENGTH,
  type BundleDoc,
  type BundleEndpoint,
  type BundleModel,
  type DesignBundle,
  type DesignMeta,
  type JsonSchema,
} from '@heron/contract';
import { buildFolders, parseFolderPath, type Placed } from './design-folders.js';
import {
  HERON_COMPONENTS_EXTRA,
  HERON_DOCS,
  HERON_FOLDER,
  HERON_PATHS_EXTENSIONS,
} from './heron-extensions.js';
import { isObject, put, restOf, type JsonObject } from './json-value.js';
import { NO_PARAMETERS, OperationMapper, type EndpointDraft } from './map-operation.js';
import type { MapInput } from './mapping-context.js';

export type { MapInput } from './mapping-context.js';

const METHOD_SET = new Set<string>(HTTP_METHODS);
const INFO_FIELDS = new Set(['title', 'version', 'description']);
const TAG_FIELDS = new Set(['name', 'description']);

/**
 * Maps an OpenAPI 3 document (schemas in the 3.1 dialect, other files bundled in) to a design
 * bundle, checking the structure on the way. Returns null when a finding is an error.
 */
export async function mapDocument(input: MapInput): Promise<DesignBundle | null> {
  const mapper = new DocumentMapper(input);
  return mapper.run();
}

class DocumentMapper extends OperationMapper {
  private keyCount = 0;

  private nextKey = (prefix: string) => () => `${prefix}${(this.keyCount += 1)}`;

  async run(): Promise<DesignBundle | null> {
    const { reader } = this;
    const meta = this.mapMeta();
    const models = this.mapModels();
    const endpoints = await this.mapPaths();
    const docs = this.mapDocs(meta);
    if (Object.hasOwn(this.document, 'webhooks')) this.noteKept('webhooks', ['webhooks']);
    this.reportKept();
    if (reader.issues.hasErrors || meta === null || models === null || endpoints === null)
      return null;
    this.checkOperationIds(endpoints);
    meta.pathExtras = this.pathExtras;
    if (this.pathsExtensions !== undefined)
      this.setExtra(meta, HERON_PATHS_EXTENSIONS, this.pathsExtensions);

    const tagOrder = meta.tags.map((tag) => tag.name);
    const api = buildFolders<
      | { kind: 'endpoint'; draft: EndpointDraft }
      | { kind: 'doc'; doc: Placed<{ name: string; content: string }> }
    >(
      'api',
      [
        ...endpoints.map((draft) => ({
          item: { kind: 'endpoint' as const, draft },
          folderPath: draft.folderPath,
        })),
        ...docs.map((doc) => ({ item: { kind: 'doc' as const, doc }, folderPath: doc.folderPath })),
      ],
      tagOrder,
      this.nextKey('f'),
    );
    const modelTree = buildFolders('model', models, [], this.nextKey('f'));
    const bundleEndpoints: BundleEndpoint[] = [];
    const bundleDocs: BundleDoc[] = [];
    const endpointKey = this.nextKey('e');
    const docKey = this.nextKey('d');
    for (const { item, folderKey } of api.items) {
      if (item.kind === 'endpoint') {
        bundleEndpoints.push({
          key: endpointKey(),
          folderKey,
          name: item.draft.name,
          data: item.draft.data,
        });
      } else {
        bundleDocs.push({
          key: docKey(),
          folderKey,
          name: item.doc.item.name,
          data: { content: item.doc.item.content },
        });
      }
    }
    const modelKey = this.nextKey('m');
    const bundleModels: BundleModel[] = modelTree.items.map(({ item, folderKey }) => ({
      key: modelKey(),
      folderKey,
      name: item.name,
      data: { schema: item.schema },
    }));
    return {
      meta,
      folders: [...api.folders, ...modelTree.folders],
      endpoints: bundleEndpoints,
      models: bundleModels,
      docs: bundleDocs,
    };
  }

  // --- meta ---------------------------------------------------------------------------------

  private mapMeta(): DesignMeta | null {
    const { document, reader } = this;
    this.note32('document', document, []);
    const meta: DesignMeta = {
      openapi: this.input.sourceVersion,
      info: { title: '', version: '' },
      servers: [],
      security: [],
      securitySchemes: {},
      tags: [],
      components: {},
      pathExtras: {},
    };
    if (!Object.hasOwn(document, 'info')) {
      reader.required(document, 'info', 'The document', []);
    } else {
      const info = reader.object(document.info, '"info"', ['info']);
      if (info !== null) {
        if (!Object.hasOwn(info, 'title')) reader.required(info, 'title', '"info"', ['info']);
        if (!Object.hasOwn(info, 'version')) reader.required(info, 'version', '"info"', ['info']);
        meta.info.title = reader.string(info, 'title', ['info']) ?? '';
        meta.info.version = reader.string(info, 'version', ['info']) ?? '';
        const description = this.text(info, 'description', ['info'], MARKDOWN_MAX_LENGTH);
        if (description !== undefined) meta.info.description = description;
        const extra = restOf(info, INFO_FIELDS);
        if (extra !== undefined) meta.info.extra = extra;
      }
    }
    const servers = this.servers(document, []);
    if (servers !== undefined) meta.servers = servers;
    const security = this.security(document, []);
    if (security !== null) meta.security = security;

    const tags = reader.array(document, 'tags', []);
    const tagNames = new Set<string>();
    tags?.forEach((value, index) => {
      const trail = ['tags', index];
      const tag = reader.object(value, 'A tag', trail);
      if (tag === null) return;
      this.note32('tag', tag, trail);
      const name = this.itemName(tag, 'name', trail, 'A tag');
      if (name === undefined) return;
      if (tagNames.has(name))
        reader.warning('DUPLICATE_TAG', `The tag "${name}" is defined twice.`, trail);
      tagNames.add(name);
      const entry: DesignMeta['tags'][number] = { name };
      const description = this.text(tag, 'description', trail, MARKDOWN_MAX_LENGTH);
      if (description !== undefined) entry.description = description;
      const extra = restOf(tag, TAG_FIELDS);
      if (extra !== undefined) entry.extra = extra;
      meta.tags.push(entry);
    });

    const components = reader.map(document, 'components', []);
    if (components !== undefined) {
      this.note32('components', components, ['components']);
      const odd: JsonObject = {};
      for (const [kind, value] of Object.entries(components)) {
        if (kind === 'schemas') continue;
        if (kind === 'securitySchemes') {
          const schemes = reader.object(value, '"securitySchemes"', ['components', kind]);
          if (schemes === null) continue;
          for (const [name, scheme] of Object.entries(schemes)) {
            const trail = ['components', 'securitySchemes', name];
            const object = reader.object(scheme, 'A security scheme', trail);
            if (object === null) continue;
            this.note32('securityScheme', object, trail);
            put(meta.securitySchemes, name, object);
          }
        } else if (isObject(value)) {
          put(meta.components, kind, value);
        } else if (kind.startsWith('x-')) {
          put(odd, kind, value);
        } else {
          reader.wrongType(value, 'an object', `"components.${kind}"`, ['components', kind]);
        }
      }
      if (Object.keys(odd).length > 0) this.setExtra(meta, HERON_COMPONENTS_EXTRA, odd);
    }

    const taken = new Set([
      'openapi',
      'swagger',
      'info',
      'servers',
      'security',
      'tags',
      'paths',
      'components',
      HERON_DOCS,
    ]);
    for (const key of Object.keys(document)) {
      if (!taken.has(key)) this.setExtra(meta, key, document[key]);
    }
    if (this.input.strict30 && !Object.hasOwn(document, 'paths')) {
      reader.required(document, 'paths', 'An OpenAPI 3.0 document', []);
    }
    return meta;
  }

  // --- models -------------------------------------------------------------------------------

  private mapModels(): Placed<{ name: string; schema: JsonSchema }>[] | null {
    const { reader } = this;
    const components = this.document.components;
    if (!isObject(components) || !Object.hasOwn(components, 'schemas')) return [];
    const schemas = reader.object(components.schemas, '"components.schemas"', [
      'components',
      'schemas',
    ]);
    if (schemas === null) return null;
    const names = Object.keys(schemas);
    if (names.length > this.input.limits.maxModels) {
      reader.error(
        'TOO_MANY_MODELS',
        `The document has ${names.length} schemas; at most ${this.input.limits.maxModels} can be imported.`,
        ['components', 'schemas'],
      );
      return null;
    }
    const models: Placed<{ name: string; schema: JsonSchema }>[] = [];
    for (const name of names) {
      const trail = ['components', 'schemas', name];
      if (name === '' || name.length > MODEL_NAME_MAX_LENGTH) {
        reader.error(
          'INVALID_NAME',
          `A schema name must have 1 to ${MODEL_NAME_MAX_LENGTH} characters.`,
          trail,
        );
        continue;
      }
      const value = schemas[name];
      if (typeof value !== 'boolean' && !isObject(value)) {
        reader.wrongType(value, 'an object', `The schema "${name}"`, trail);
        continue;
      }
      let schema: JsonSchema = value;
      let folderPath: string[] = [];
      if (isObject(schema) && Object.hasOwn(schema, HERON_FOLDER)) {
        folderPath = this.folderPath(schema[HERON_FOLDER], [...trail, HERON_FOLDER]) ?? [];
        const { [HERON_FOLDER]: _folder, ...rest } = schema;
        schema = rest;
      }
      models.push({ item: { name, schema }, folderPath });
    }
    return models;
  }

  // --- docs ---------------------------------------------------------------------------------

  private mapDocs(meta: DesignMeta | null): Placed<{ name: string; content: string }>[] {
    const value = this.document[HERON_DOCS];
    if (value === undefined) return [];
    const docs: Placed<{ name: string; content: string }>[] = [];
    const valid =
      Array.isArray(value) &&
      value.every(
        (doc) =>
          isObject(doc) &&
          typeof doc.name === 'string' &&
          doc.name.length <= ITEM_NAME_MAX_LENGTH &&
          typeof doc.content === 'string' &&
          doc.content.length <= MARKDOWN_MAX_LENGTH &&
          (doc.folder === undefined || parseFolderPath(doc.folder) !== null),
      );
    if (!valid) {
      this.reader.warning(
        'INVALID_DOCS',
        `"${HERON_DOCS}" must be a list of {name, content, folder}; it is kept as an extension.`,
        [HERON_DOCS],
      );
      if (meta !== null) this.setExtra(meta, HERON_DOCS, value);
      return [];
    }
    for (const doc of value as JsonObject[]) {
      docs.push({
        item: { name: doc.name as string, content: doc.content as string },
        folderPath: doc.folder === undefined ? [] : parseFolderPath(doc.folder)!,
      });
    }
    return docs;
  }

  // --- paths --------------------------------------------------------------------------------

  private async mapPaths(): Promise<EndpointDraft[] | null> {
    const { reader, document } = this;
    if (!Object.hasOwn(document, 'paths')) return [];
    const paths = reader.object(document.paths, '"paths"', ['paths']);
    if (paths === null) return null;
    const keys = Object.keys(paths);
    let operations = 0;
    for (const key of keys) {
      const item = paths[key];
      if (isObject(item))
        for (const method of HTTP_METHODS) if (Object.hasOwn(item, method)) operations += 1;
    }
    if (operations > this.input.limits.maxEndpoints) {
      reader.error(
        'TOO_MANY_ENDPOINTS',
        `The document has ${operations} operations; at most ${this.input.limits.maxEndpoints} can be imported.`,
        ['paths'],
      );
      return null;
    }
    const endpoints: EndpointDraft[] = [];
    const extensions: JsonObject = {};
    for (let index = 0; index < keys.length; index += 1) {
      if (index % 200 === 0) await this.input.pause(index, keys.length);
      const path = keys[index]!;
      if (path.startsWith('x-')) {
        put(extensions, path, paths[path]);
        continue;
      }
      this.mapPathItem(path, paths[path], endpoints);
    }
    // Kept beside the other top-level extensions; the exporter puts them back into `paths`.
    if (Object.keys(extensions).length > 0) this.pathsExtensions = extensions;
    return endpoints;
  }

  private pathsExtensions: JsonObject | undefined;

  private mapPathItem(path: string, value: unknown, endpoints: EndpointDraft[]): void {
    const { reader } = this;
    const trail = ['paths', path];
    if (!path.startsWith('/')) {
      reader.error('INVALID_PATH', `The path "${path}" must start with "/".`, trail);
      return;
    }
    if (path.length > PATH_MAX_LENGTH) {
      reader.error('TOO_LONG', `A path is longer than ${PATH_MAX_LENGTH} characters.`, trail);
      return;
    }
    const resolved = this.resolve(value, trail, 'A path item');
    if (resolved === null) return;
    const raw = reader.object(resolved.value, 'A path item', resolved.trail);
    if (raw === null) return;
    const item: JsonObject =
      resolved.siblings === undefined ? raw : { ...raw, ...resolved.siblings };
    const itemTrail = resolved.trail;
    this.note32('pathItem', item, itemTrail);
    // In the order the document writes them.
    const methods = Object.keys(item).filter((key): key is (typeof HTTP_METHODS)[number] =>
      METHOD_SET.has(key),
    );
    const shared = methods.length > 0 ? this.parameterList(item, itemTrail) : NO_PARAMETERS;
    const extras = restOf(
      item,
      new Set<string>([...methods, ...(methods.length > 0 ? ['parameters'] : [])]),
    );
    if (extras !== undefined) put(this.pathExtras, path, extras);
    for (const method of methods) {
      const endpoint = this.mapOperation(
        path,
        method,
        item[method],
        [...itemTrail, method],
        shared,
      );
      if (endpoint !== null) endpoints.push(endpoint);
    }
  }

  private readonly pathExtras: Record<string, JsonObject> = {};
}
