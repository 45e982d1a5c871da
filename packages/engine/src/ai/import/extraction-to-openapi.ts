import type { ImportIssue } from '@heron/contract';
import type { Extraction, ExtractedBody } from './extraction.js';

/**
 * Writes a model's extraction (extraction.ts) as an OpenAPI 3.1 document, for the importer to
 * read and check like any other; and the sentence each endpoint and model came from, for the
 * preview to show beside it. What cannot be written (a schema or an example that is not JSON, an
 * answer that is not the shape asked for) is left out with a finding that says so.
 */

export interface ExtractionDocument {
  /** The OpenAPI document, as JSON text. */
  text: string;
  /** The sentence each part came from: `get /pets/{id}` for an endpoint, `model Pet` for a model. */
  quotes: Record<string, string>;
  issues: ImportIssue[];
  endpoints: number;
  models: number;
}

/** The key of an endpoint's or a model's quote. */
export const quoteKeyOf = {
  endpoint: (method: string, path: string) => `${method.toLowerCase()} ${path}`,
  model: (name: string) => `model ${name}`,
};

const QUOTE_MAX = 300;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

class Writer {
  readonly issues: ImportIssue[] = [];

  /** JSON text, or undefined (with a finding when it was not JSON). */
  json(raw: unknown, where: string, what: string): unknown {
    const value = str(raw);
    if (value === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      this.issues.push({
        severity: 'warning',
        code: 'SYNTAX',
        message: `The ${what} the model wrote for ${where} is not JSON; it was left out.`,
      });
      return undefined;
    }
  }

  schema(raw: unknown, where: string): Json | undefined {
    const schema = this.json(raw, where, 'schema');
    if (schema === undefined) return undefined;
    if (!isObject(schema)) {
      this.issues.push({
        severity: 'warning',
        code: 'WRONG_TYPE',
        message: `The schema the model wrote for ${where} is not a JSON object; it was left out.`,
      });
      return undefined;
    }
    return schema;
  }

  content(body: ExtractedBody, where: string): Json | undefined {
    const contentType = str(body.contentType) || 'application/json';
    const schema = this.schema(body.schema, where);
    const example = this.json(body.example, where, 'example');
    if (schema === undefined && example === undefined) return undefined;
    return {
      [contentType]: {
        ...(schema !== undefined ? { schema } : {}),
        ...(example !== undefined ? { example } : {}),
      },
    };
  }
}

export function extractionToOpenApi(answer: unknown, title: string): ExtractionDocument {
  const writer = new Writer();
  const quotes: Record<string, string> = {};
  const extraction = (isObject(answer) ? answer : {}) as Partial<Extraction>;
  if (!isObject(answer) || !Array.isArray(extraction.endpoints)) {
    writer.issues.push({
      severity: 'error',
      code: 'UNREADABLE',
      message: 'The model did not answer with the endpoints and models asked for.',
    });
  }
  const paths: Record<string, Json> = {};
  let endpoints = 0;
  for (const raw of list(extraction.endpoints)) {
    if (!isObject(raw)) continue;
    const method = str(raw.method).toLowerCase();
    const path = str(raw.path);
    const where = `${method.toUpperCase()} ${path}`;
    if (method === '' || path === '') continue;
    const parameters = list(raw.parameters)
      .filter(isObject)
      .map((p) => {
        const example = writer.json(p.example, `${where}'s parameter ${str(p.name)}`, 'example');
        const type = str(p.type) || 'string';
        return {
          name: str(p.name),
          in: str(p.in),
          // A path parameter is required whatever the model said (OpenAPI insists).
          required: str(p.in) === 'path' || p.required === true,
          ...(str(p.description) ? { description: str(p.description) } : {}),
          schema: type === 'array' ? { type, items: { type: 'string' } } : { type },
          ...(example !== undefined ? { example } : {}),
        };
      });
    const body = isObject(raw.requestBody) ? (raw.requestBody as unknown as ExtractedBody) : null;
    const requestContent =
      body && str(body.contentType) !== ''
        ? writer.content(body, `${where}'s request body`)
        : undefined;
    const responses: Record<string, Json> = {};
    for (const r of list(raw.responses).filter(isObject)) {
      const status = str(r.status) || 'default';
      const content = writer.content(
        r as unknown as ExtractedBody,
        `${where}'s ${status} response`,
      );
      responses[status] = {
        description: str(r.description) || status,
        ...(content ? { content } : {}),
      };
    }
    const operation: Json = {
      ...(str(raw.summary) ? { summary: str(raw.summary) } : {}),
      ...(str(raw.description) ? { description: str(raw.description) } : {}),
      ...(list(raw.tags).length > 0 ? { tags: list(raw.tags).map(str).filter(Boolean) } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestContent ? { requestBody: { content: requestContent } } : {}),
      responses:
        Object.keys(responses).length > 0 ? responses : { default: { description: 'default' } },
    };
    const pathItem = (paths[path] ??= {});
    // The same endpoint described twice: the first is kept, as an import keeps the first.
    if (pathItem[method] !== undefined) continue;
    pathItem[method] = operation;
    endpoints += 1;
    const quote = str(raw.source);
    if (quote) quotes[quoteKeyOf.endpoint(method, path)] = quote.slice(0, QUOTE_MAX);
  }
  const schemas: Record<string, Json> = {};
  let models = 0;
  for (const raw of list(extraction.models)) {
    if (!isObject(raw)) continue;
    const name = str(raw.name);
    if (name === '' || schemas[name] !== undefined) continue;
    const schema = writer.schema(raw.schema, `the model ${name}`) ?? { type: 'object' };
    schemas[name] = str(raw.description)
      ? { description: str(raw.description), ...schema }
      : schema;
    models += 1;
    const quote = str(raw.source);
    if (quote) quotes[quoteKeyOf.model(name)] = quote.slice(0, QUOTE_MAX);
  }
  const document = {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    paths,
    ...(models > 0 ? { components: { schemas } } : {}),
  };
  return { text: JSON.stringify(document), quotes, issues: writer.issues, endpoints, models };
}
