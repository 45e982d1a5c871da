import type { Parameter } from '@heron/contract';
import type { RequestView } from '../request-view.js';
import { schemaProperties, schemaType } from '../schema-shape.js';

/**
 * Reads one declared parameter from a request as the value its schema describes, following
 * OpenAPI's serialisation styles: a query list repeats the name (`form`, exploded, the default) or
 * joins the items with `,`, ` ` or `|`; a header or path list joins them with `,`; an object
 * query parameter is `deepObject` (`filter[status]=x`) or one query parameter per property.
 * How to read each parameter is decided at build; reading only splits text.
 */

export type ParameterReader = (view: RequestView) => unknown;

export function parameterReader(
  parameter: Parameter,
  models: ReadonlyMap<string, unknown>,
): ParameterReader {
  const extra = parameter.extra ?? {};
  const schema = parameter.schema ?? contentSchema(extra.content);
  const type = schemaType(schema, models);
  const style = typeof extra.style === 'string' ? extra.style : undefined;
  // OpenAPI: `explode` defaults to true for the `form` style (the query's default), else false.
  const explode =
    typeof extra.explode === 'boolean' ? extra.explode : style === undefined || style === 'form';
  const { name } = parameter;
  const isJsonContent = parameter.schema === undefined && extra.content !== undefined;
  const parsed = (text: string | undefined) => (isJsonContent ? parseJson(text) : text);
  switch (parameter.in) {
    case 'path':
      return type === 'array'
        ? (view) => splitList(view.params[name], ',')
        : (view) => parsed(view.params[name]);
    case 'header': {
      const lower = name.toLowerCase();
      return type === 'array'
        ? (view) => splitList(view.header(lower), ',')
        : (view) => parsed(view.header(lower));
    }
    case 'cookie':
      return type === 'array'
        ? (view) => splitList(view.cookie(name), ',')
        : (view) => parsed(view.cookie(name));
    case 'query':
      if (type === 'array') {
        const separator =
          style === 'spaceDelimited'
            ? ' '
            : style === 'pipeDelimited'
              ? '|'
              : explode
                ? undefined
                : ',';
        if (separator === undefined) {
          return (view) => {
            const values = view.queryAll(name);
            return values.length === 0 ? undefined : values;
          };
        }
        return (view) => splitList(view.queryFirst(name), separator);
      }
      if (type === 'object' && !isJsonContent) {
        const properties = [...schemaProperties(schema, models).keys()];
        return style === 'deepObject'
          ? deepObjectReader(name, properties)
          : formObjectReader(properties, name, explode);
      }
      return (view) => parsed(view.queryFirst(name));
  }
}

function splitList(text: string | undefined, separator: string): string[] | undefined {
  return text === undefined ? undefined : text === '' ? [] : text.split(separator);
}

/** `filter[status]=sold&filter[tag]=a`. */
function deepObjectReader(name: string, properties: readonly string[]): ParameterReader {
  const keys = properties.map((property) => [property, `${name}[${property}]`] as const);
  return (view) => {
    let value: Record<string, string> | undefined;
    for (const [property, key] of keys) {
      const text = view.queryFirst(key);
      if (text !== undefined) (value ??= {})[property] = text;
    }
    return value;
  };
}

/** Exploded: each property its own query parameter; otherwise `name=k1,v1,k2,v2`. */
function formObjectReader(
  properties: readonly string[],
  name: string,
  explode: boolean,
): ParameterReader {
  if (!explode) {
    return (view) => {
      const text = view.queryFirst(name);
      if (text === undefined) return undefined;
      const parts = text.split(',');
      const value: Record<string, string> = {};
      for (let i = 0; i + 1 < parts.length; i += 2) value[parts[i]!] = parts[i + 1]!;
      return value;
    };
  }
  return (view) => {
    let value: Record<string, string> | undefined;
    for (const property of properties) {
      const text = view.queryFirst(property);
      if (text !== undefined) (value ??= {})[property] = text;
    }
    return value;
  };
}

/** The schema of a parameter described by `content` (`{"application/json": {schema}}`). */
function contentSchema(content: unknown): unknown {
  if (typeof content !== 'object' || content === null) return undefined;
  const first = Object.values(content)[0] as { schema?: unknown } | undefined;
  return first?.schema;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The schema a parameter's value is validated against. */
export function parameterSchema(parameter: Parameter): unknown {
  return parameter.schema ?? contentSchema(parameter.extra?.content) ?? {};
}
