import { DEFAULT_SCHEMA, dump } from 'js-yaml';
import {
  docDataSchema,
  endpointDataSchema,
  folderDataSchema,
  modelDataSchema,
  type DesignItemKind,
  type EndpointStatus,
  type MediaType,
  type ParameterLocation,
} from '@heron/contract';

/** One saved version of an item, as a compare reads it (ids and the folder are left out). */
export interface VersionSide {
  kind: DesignItemKind;
  name: string;
  data: unknown;
}

/** What names a field in the compare; the component turns it into words of the reader's language. */
export type FieldLabel =
  | {
      key:
        | 'name'
        | 'method'
        | 'path'
        | 'status'
        | 'ownerId'
        | 'tags'
        | 'description'
        | 'operationId'
        | 'requestBody'
        | 'security'
        | 'schema'
        | 'content'
        | 'auth'
        | 'extra';
    }
  | { key: 'parameter'; location: ParameterLocation; name: string }
  | { key: 'response'; status: string };

/**
 * How a value is shown: `text` is the reader's words (names, descriptions, documents), `code` is
 * something typed to the letter (a path, a schema as YAML), shown in a fixed-width font.
 */
export interface FieldValue {
  text: string;
  code: boolean;
}

export interface VersionField {
  /** Stable across versions: the same parameter or response has the same id in both. */
  id: string;
  label: FieldLabel;
  /** null: not set in this version (no description, no operation ID …). */
  value: FieldValue | null;
}

/** The words a value needs that only the interface language has. */
export interface FieldWords {
  status: (status: EndpointStatus) => string;
  /** A member's name, or "Former member" for one no longer in the project. */
  person: (userId: string) => string;
  list: (items: string[]) => string;
  /** `security: null`: the project's default applies. */
  projectSecurity: string;
  /** `security: []`: no authentication. */
  noSecurity: string;
  /** A secret of a folder's auth, hidden: the nth distinct secret of the compare. */
  secret: (n: number) => string;
}

/**
 * Hides secrets behind numbered placeholders, shared by the two sides of a compare: an unchanged
 * password reads "hidden value 1" on both, a changed one "1" then "2", and neither is shown.
 */
export function secretHider(words: FieldWords): (secret: string) => string {
  const seen = new Map<string, number>();
  return (secret) => {
    if (secret === '') return secret;
    if (!seen.has(secret)) seen.set(secret, seen.size + 1);
    return words.secret(seen.get(secret)!);
  };
}

/** Fields of a folder's auth that hold a secret (the debugger's auth types). */
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'token',
  'password',
  'value',
  'clientSecret',
  'secretAccessKey',
  'sessionToken',
]);

const text = (value: string): FieldValue | null =>
  value === '' ? null : { text: value, code: false };
const code = (value: string): FieldValue | null =>
  value === '' ? null : { text: value, code: true };

/** JSON as YAML, the shortest form a person reads a schema in; undefined fields are left out. */
export function yamlOf(value: unknown): string {
  if (value === undefined) return '';
  const plain: unknown = JSON.parse(JSON.stringify(value));
  return dump(plain, { schema: DEFAULT_SCHEMA, noRefs: true, lineWidth: -1 }).trimEnd();
}

/** A structured value as YAML, or not set when it holds nothing. */
function structured(value: unknown): FieldValue | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return code(yamlOf(value));
}

/** A body's content types as one map, as OpenAPI writes it: `application/json: {schema …}`. */
function contentMap(content: readonly MediaType[]): Record<string, unknown> | undefined {
  if (content.length === 0) return undefined;
  return Object.fromEntries(
    content.map(({ contentType, examples, ...rest }) => [
      contentType,
      { ...rest, ...(examples.length > 0 ? { examples } : {}) },
    ]),
  );
}

const nonEmpty = (value: string) => (value === '' ? undefined : value);

function endpointFields(data: unknown, words: FieldWords): VersionField[] | null {
  const parsed = endpointDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const endpoint = parsed.data;
  const fields: VersionField[] = [
    { id: 'method', label: { key: 'method' }, value: code(endpoint.method.toUpperCase()) },
    { id: 'path', label: { key: 'path' }, value: code(endpoint.path) },
    { id: 'status', label: { key: 'status' }, value: text(words.status(endpoint.status)) },
    {
      id: 'ownerId',
      label: { key: 'ownerId' },
      value: endpoint.ownerId === null ? null : text(words.person(endpoint.ownerId)),
    },
    { id: 'tags', label: { key: 'tags' }, value: text(words.list(endpoint.tags)) },
    { id: 'operationId', label: { key: 'operationId' }, value: code(endpoint.operationId ?? '') },
    { id: 'description', label: { key: 'description' }, value: text(endpoint.description) },
    ...endpoint.parameters.map(({ name, in: location, description, ...rest }) => ({
      id: `parameter:${location}:${name}`,
      label: { key: 'parameter' as const, location, name },
      value: structured({ ...rest, description: nonEmpty(description) }),
    })),
    {
      id: 'requestBody',
      label: { key: 'requestBody' },
      value:
        endpoint.requestBody === null
          ? null
          : structured({
              required: endpoint.requestBody.required,
              description: nonEmpty(endpoint.requestBody.description),
              content: contentMap(endpoint.requestBody.content),
              extra: endpoint.requestBody.extra,
            }),
    },
    ...endpoint.responses.map((response) => ({
      id: `response:${response.status}`,
      label: { key: 'response' as const, status: response.status },
      value: structured({
        description: nonEmpty(response.description),
        headers: response.headers.length > 0 ? response.headers : undefined,
        content: contentMap(response.content),
        extra: response.extra,
      }),
    })),
    {
      id: 'security',
      label: { key: 'security' },
      value:
        endpoint.security === null
          ? text(words.projectSecurity)
          : endpoint.security.length === 0
            ? text(words.noSecurity)
            : code(yamlOf(endpoint.security)),
    },
    { id: 'extra', label: { key: 'extra' }, value: structured(endpoint.extra) },
  ];
  return fields;
}

function modelFields(data: unknown): VersionField[] | null {
  const parsed = modelDataSchema.safeParse(data);
  if (!parsed.success) return null;
  return [
    { id: 'schema', label: { key: 'schema' }, value: code(yamlOf(parsed.data.schema)) },
    { id: 'extra', label: { key: 'extra' }, value: structured(parsed.data.extra) },
  ];
}

function docFields(data: unknown): VersionField[] | null {
  const parsed = docDataSchema.safeParse(data);
  if (!parsed.success) return null;
  return [{ id: 'content', label: { key: 'content' }, value: text(parsed.data.content) }];
}

function folderFields(data: unknown, hide: (secret: string) => string): VersionField[] | null {
  const parsed = folderDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const auth = Object.fromEntries(
    Object.entries(parsed.data.auth).map(([key, value]) => [
      key,
      SECRET_FIELDS.has(key) && typeof value === 'string' ? hide(value) : value,
    ]),
  );
  return [
    { id: 'description', label: { key: 'description' }, value: text(parsed.data.description) },
    { id: 'auth', label: { key: 'auth' }, value: structured(auth) },
    { id: 'extra', label: { key: 'extra' }, value: structured(parsed.data.extra) },
  ];
}

/**
 * A version as the fields a person recognises from the editor, in the editor's order. Internal
 * fields (the item's folder, ids, its place among siblings) are not among them. Data that does
 * not read as its kind (written by an older or newer server) is shown whole under "other fields".
 */
export function versionFields(
  side: VersionSide,
  words: FieldWords,
  hide: (secret: string) => string = secretHider(words),
): VersionField[] {
  const byKind = {
    endpoint: () => endpointFields(side.data, words),
    model: () => modelFields(side.data),
    doc: () => docFields(side.data),
    folder: () => folderFields(side.data, hide),
  } satisfies Record<DesignItemKind, () => VersionField[] | null>;
  const fields = byKind[side.kind]() ?? [
    { id: 'extra', label: { key: 'extra' }, value: structured(side.data) },
  ];
  return [{ id: 'name', label: { key: 'name' }, value: text(side.name) }, ...fields];
}
