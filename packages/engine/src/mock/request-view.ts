import type { MockRequest } from './types.js';

/**
 * One request as the mock's stages read it. Everything past the method and path is read on demand
 * and at most once: most answers never look at the body, and the hot path must stay cheap.
 */

export type ParsedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Form fields (`application/x-www-form-urlencoded`), repeated names as arrays. */
  | { kind: 'form'; value: Record<string, string | string[]> }
  | { kind: 'text'; text: string }
  | { kind: 'malformed-json'; text: string; message: string };

const decoder = new TextDecoder();

export class RequestView {
  private text: string | undefined | null = null;
  private parsed: ParsedBody | undefined;

  constructor(
    readonly request: MockRequest,
    /** Upper case; `GET` for a HEAD answered as GET. */
    readonly method: string,
    /** Path parameters, percent-decoded. */
    readonly params: Readonly<Record<string, string>>,
  ) {}

  /** Every value of a query parameter, in order. */
  queryAll(name: string): string[] {
    const query = this.request.query;
    if (query instanceof URLSearchParams) return query.getAll(name);
    const value = query[name];
    if (value === undefined) return [];
    return typeof value === 'string' ? [value] : [...value];
  }

  queryFirst(name: string): string | undefined {
    const query = this.request.query;
    if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
    const value = query[name];
    return typeof value === 'string' ? value : value?.[0];
  }

  /** A header's value (`name` in lower case); several values are joined with `, ` as HTTP allows. */
  header(name: string): string | undefined {
    const value = this.request.headers[name];
    if (value === undefined || typeof value === 'string') return value;
    return value.join(', ');
  }

  cookie(name: string): string | undefined {
    return this.request.cookies[name];
  }

  /** The body as text (UTF-8), or undefined when there is none. */
  bodyText(): string | undefined {
    if (this.text === null) {
      const body = this.request.body;
      this.text =
        body === undefined ? undefined : typeof body === 'string' ? body : decoder.decode(body);
      if (this.text === '') this.text = undefined;
    }
    return this.text;
  }

  /** The media type of the body, lower case, without parameters (`application/json`). */
  mediaType(): string | undefined {
    const type = this.request.contentType ?? this.header('content-type');
    return type === undefined ? undefined : mediaTypeOf(type);
  }

  body(): ParsedBody {
    if (this.parsed) return this.parsed;
    const text = this.bodyText();
    const type = this.mediaType();
    if (text === undefined) this.parsed = { kind: 'none' };
    else if (type === 'application/x-www-form-urlencoded') {
      this.parsed = { kind: 'form', value: formFields(text) };
    } else if (type === undefined || isJsonMediaType(type)) {
      try {
        this.parsed = { kind: 'json', value: JSON.parse(text) as unknown };
      } catch (error) {
        // Without a content type, a body that is not JSON is just text.
        this.parsed =
          type === undefined
            ? { kind: 'text', text }
            : { kind: 'malformed-json', text, message: (error as Error).message };
      }
    } else this.parsed = { kind: 'text', text };
    return this.parsed;
  }

  /** The body as a value conditions and templates can walk: JSON, form fields, or the text. */
  bodyValue(): unknown {
    const body = this.body();
    switch (body.kind) {
      case 'json':
      case 'form':
        return body.value;
      case 'text':
      case 'malformed-json':
        return body.text;
      default:
        return undefined;
    }
  }
}

export function mediaTypeOf(contentType: string): string {
  const semicolon = contentType.indexOf(';');
  return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

export const isJsonMediaType = (type: string) =>
  type === 'application/json' || type.endsWith('+json') || type === 'text/json';

function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  }
  return fields;
}
