import type { Parameter } from '@heron/contract';
import { asText, isRecord } from '../import/import-context.js';
import { splitUrl } from '../import/url-parts.js';

/**
 * A Postman request URL (a string, or the object form with `host`, `path`, `query`, `variable`)
 * read into an origin, a Heron path and parameters. Path variables become `{name}` path
 * parameters: `:name` segments (their value from `url.variable` is the example), and `{{name}}`
 * Postman variables used in the path, whose example stays `{{name}}` so the debugger still
 * resolves it from the environment.
 */
export interface PostmanUrl {
  /** `https://api.example.com`, `{{baseUrl}}` or ''. */
  origin: string;
  path: string;
  pathParameters: Parameter[];
  /** In order, possibly repeated names (the caller merges them). */
  query: QueryEntry[];
  /** Fields of the URL object we do not read, by their Postman name. */
  unread: Record<string, unknown>;
}

export interface QueryEntry {
  name: string;
  value: string | null;
  description: string;
  /** Extra fields of the entry (`disabled` …), as `x-postman-*`. */
  extra: Record<string, unknown>;
  index: number;
}

/** A Postman variable name that can also be a path parameter name. */
const VARIABLE_IN_PATH = /\{\{([^\s/{}?#]+)\}\}/g;
const PATH_VARIABLE = /^:([^\s/{}?#:]+)$/;

export function readPostmanUrl(url: unknown): PostmanUrl {
  let raw = '';
  let origin = '';
  let segments: string[] = [];
  let queryEntries: unknown[] | null = null;
  let variables: unknown[] = [];
  const unread: Record<string, unknown> = {};

  if (typeof url === 'string') {
    raw = url;
  } else if (isRecord(url)) {
    raw = asText(url.raw) ?? '';
    if (Array.isArray(url.query)) queryEntries = url.query;
    if (Array.isArray(url.variable)) variables = url.variable;
    for (const [key, value] of Object.entries(url)) {
      if (!URL_FIELDS.has(key)) unread[key] = value;
    }
  }
  const parsedRaw = splitUrl(raw);

  if (isRecord(url) && (url.host !== undefined || url.path !== undefined)) {
    const host = Array.isArray(url.host)
      ? url.host.map((part) => asText(part) ?? '').join('.')
      : (asText(url.host) ?? '');
    const protocol = asText(url.protocol);
    const port = asText(url.port);
    origin =
      host === '' ? '' : `${protocol ? `${protocol}://` : ''}${host}${port ? `:${port}` : ''}`;
    if (Array.isArray(url.path)) {
      segments = url.path.map((part) =>
        isRecord(part) ? (asText(part.value) ?? '') : (asText(part) ?? ''),
      );
    } else if (typeof url.path === 'string') {
      segments = url.path.replace(/^\//, '').split('/');
    }
  } else {
    origin = parsedRaw.origin;
    segments = parsedRaw.path.slice(1).split('/');
  }
  if (segments.length === 1 && segments[0] === '') segments = [];

  const variableEntries = new Map<string, Record<string, unknown>>();
  for (const entry of variables) {
    if (isRecord(entry) && typeof entry.key === 'string' && !variableEntries.has(entry.key)) {
      variableEntries.set(entry.key, entry);
    }
  }

  const pathParameters: Parameter[] = [];
  const seen = new Set<string>();
  const addPathParameter = (
    name: string,
    example: string | undefined,
    entry?: Record<string, unknown>,
  ) => {
    if (seen.has(name)) return;
    seen.add(name);
    const parameter: Parameter = {
      name,
      in: 'path',
      required: true,
      description: entry === undefined ? '' : descriptionText(entry.description),
      schema: { type: 'string' },
    };
    if (example !== undefined && example !== '') parameter.example = example;
    if (entry !== undefined) {
      const extra = postmanExtra(entry, PATH_VARIABLE_FIELDS);
      if (extra !== undefined) parameter.extra = extra;
    }
    pathParameters.push(parameter);
  };

  const path = segments
    .map((segment) => {
      const variable = PATH_VARIABLE.exec(segment);
      if (variable !== null && variable[1]!.length <= 200) {
        const name = variable[1]!;
        const entry = variableEntries.get(name);
        addPathParameter(name, entry === undefined ? undefined : asText(entry.value), entry);
        return `{${name}}`;
      }
      return segment.replace(VARIABLE_IN_PATH, (whole, name: string) => {
        if (name.length > 200) return whole;
        addPathParameter(name, whole);
        return `{${name}}`;
      });
    })
    .join('/');

  const query: QueryEntry[] = [];
  const rawQuery =
    queryEntries ??
    parsedRaw.query.map(
      (pair) => ({ key: pair.name, value: pair.value }) as Record<string, unknown>,
    );
  rawQuery.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const name = asText(entry.key);
    if (name === undefined || name === '') return;
    const value =
      entry.value === null || entry.value === undefined ? null : (asText(entry.value) ?? null);
    query.push({
      name,
      value,
      description: descriptionText(entry.description),
      extra: postmanExtra(entry, QUERY_FIELDS) ?? {},
      index,
    });
  });

  return { origin, path: `/${path}`, pathParameters, query, unread };
}

const URL_FIELDS = new Set(['raw', 'protocol', 'host', 'port', 'path', 'query', 'variable']);
const QUERY_FIELDS = new Set(['key', 'value', 'description']);
const PATH_VARIABLE_FIELDS = new Set(['key', 'value', 'description']);

/** Postman descriptions are a string or `{content, type}`. */
export function descriptionText(description: unknown): string {
  if (typeof description === 'string') return description;
  if (isRecord(description) && typeof description.content === 'string') return description.content;
  return '';
}

/**
 * The fields of a Postman object other than the ones read, as `x-postman-<field>` extensions;
 * undefined when there are none. A `type: "text"` (Postman's default) is not worth keeping.
 */
export function postmanExtra(
  entry: Record<string, unknown>,
  read: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  let extra: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(entry)) {
    if (read.has(key) || value === undefined) continue;
    if (key === 'type' && (value === 'text' || value === 'string')) continue;
    extra ??= {};
    extra[`x-postman-${key}`] = value;
  }
  return extra;
}

/** The fields written back from `x-postman-<field>` extensions. */
export function fromPostmanExtra(
  extra: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (extra === undefined) return {};
  return Object.fromEntries(
    Object.entries(extra)
      .filter(([key]) => key.startsWith('x-postman-'))
      .map(([key, value]) => [key.slice('x-postman-'.length), value]),
  );
}
