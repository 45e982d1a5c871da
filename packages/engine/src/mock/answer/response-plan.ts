import type { MediaType, Response, ResponseHeader } from '@heron/contract';
import type { SchemaGenerator } from '../generate/types.js';
import { mediaTypeOf } from '../request-view.js';
import type { GeneratorSource } from './generator-source.js';
import { serialiserFor, type Serialiser } from './serialise-body.js';
import { VariantPool, type PoolBudget } from './variant-pool.js';

/**
 * An endpoint's declared responses, compiled at build into what answering needs: for each media
 * type its examples (serialised once, on first use) and its data generator; for each declared
 * header an example or a generator.
 */

export interface CompiledExample {
  name: string;
  value: unknown;
  /** The serialised body by answered content type, filled on first use. */
  bodies: Map<string, string>;
}

export interface CompiledMedia {
  /** As declared (`application/json; charset=utf-8`). */
  declared: string;
  /** Lower case, without parameters: what negotiation compares. */
  type: string;
  /** Named examples in declared order, then OpenAPI's single `example` (named `example`). */
  examples: CompiledExample[];
  generator: SchemaGenerator | undefined;
  /** Pools of generated bodies by answered content type, made on first use (see `variant-pool`). */
  pools: Map<string, VariantPool>;
  budget: PoolBudget;
}

export interface CompiledHeader {
  /** Lower case. */
  name: string;
  example: string | undefined;
  generator: SchemaGenerator | undefined;
}

export interface CompiledResponse {
  /** `200`, `2XX` or `default`. */
  declared: string;
  media: CompiledMedia[];
  headers: CompiledHeader[];
}

/** A response and the status it is sent with (`4XX` is sent as 400, `default` as chosen). */
export interface ChosenResponse {
  response: CompiledResponse;
  status: number;
}

export interface ResponsePlan {
  responses: CompiledResponse[];
  /** What answers when nothing is asked for; undefined when the endpoint declares no response. */
  usual: ChosenResponse | undefined;
}

export function compileResponses(
  responses: readonly Response[],
  generators: GeneratorSource,
  budget: PoolBudget,
  where: string,
): ResponsePlan {
  const compiled = responses.map((response) =>
    compileResponse(response, generators, budget, where),
  );
  return { responses: compiled, usual: usualResponse(compiled) };
}

/**
 * The first 2xx; otherwise the first other declared status; otherwise `default`, sent as 200:
 * when it is all the design says, it describes the endpoint's ordinary answer.
 */
function usualResponse(responses: readonly CompiledResponse[]): ChosenResponse | undefined {
  const success = responses.find((r) => r.declared.startsWith('2'));
  if (success) return { response: success, status: statusOf(success.declared, 200) };
  const other = responses.find((r) => r.declared !== 'default');
  if (other) return { response: other, status: statusOf(other.declared, 200) };
  const fallback = responses.find((r) => r.declared === 'default');
  return fallback ? { response: fallback, status: 200 } : undefined;
}

/**
 * The response `__code` (or `x-mock-code`) asks for: `404` takes a declared 404, else `4XX`, else
 * `default`; `4XX` takes a declared `4XX` or the first declared 4xx; `default` is sent as 500.
 */
export function responseForCode(plan: ResponsePlan, code: string): ChosenResponse | undefined {
  const wanted = code.trim().toUpperCase();
  const { responses } = plan;
  if (/^[1-5][0-9]{2}$/.test(wanted)) {
    const response =
      responses.find((r) => r.declared === wanted) ??
      responses.find((r) => r.declared === `${wanted[0]}XX`) ??
      responses.find((r) => r.declared === 'default');
    return response ? { response, status: Number(wanted) } : undefined;
  }
  if (/^[1-5]XX$/.test(wanted)) {
    const response =
      responses.find((r) => r.declared === wanted) ??
      responses.find((r) => r.declared !== 'default' && r.declared[0] === wanted[0]);
    return response ? { response, status: statusOf(response.declared, 200) } : undefined;
  }
  if (wanted === 'DEFAULT') {
    const response = responses.find((r) => r.declared === 'default');
    return response ? { response, status: 500 } : undefined;
  }
  return undefined;
}

const statusOf = (declared: string, fallback: number) =>
  /^[1-5][0-9]{2}$/.test(declared)
    ? Number(declared)
    : /^[1-5]XX$/.test(declared)
      ? Number(declared[0]) * 100
      : fallback;

function compileResponse(
  response: Response,
  generators: GeneratorSource,
  budget: PoolBudget,
  where: string,
): CompiledResponse {
  const place = `${where} response ${response.status}`;
  return {
    declared: response.status,
    media: response.content.map((media) => compileMedia(media, generators, budget, place)),
    headers: response.headers
      // The answer's own Content-Type comes from negotiation.
      .filter((header) => header.name.toLowerCase() !== 'content-type')
      .map((header) => compileHeader(header, generators, place)),
  };
}

function compileMedia(
  media: MediaType,
  generators: GeneratorSource,
  budget: PoolBudget,
  where: string,
): CompiledMedia {
  const examples: CompiledExample[] = [];
  for (const example of media.examples) {
    if (example.value !== undefined) {
      examples.push({ name: example.name, value: example.value, bodies: new Map() });
    }
  }
  if (media.example !== undefined) {
    examples.push({ name: 'example', value: media.example, bodies: new Map() });
  }
  return {
    declared: media.contentType,
    type: mediaTypeOf(media.contentType),
    examples,
    generator:
      media.schema === undefined
        ? undefined
        : generators.get(media.schema, `${where} ${media.contentType}`),
    pools: new Map(),
    budget,
  };
}

function compileHeader(
  header: ResponseHeader,
  generators: GeneratorSource,
  where: string,
): CompiledHeader {
  return {
    name: header.name.toLowerCase(),
    example: header.example === undefined ? undefined : headerText(header.example),
    generator:
      header.schema === undefined
        ? undefined
        : generators.get(header.schema, `${where} header ${header.name}`),
  };
}

/** A header's value as text: lists comma-separated (OpenAPI's `simple` style). */
export function headerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(headerText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The example's body for `contentType`, serialised on first use. */
export function exampleBody(example: CompiledExample, contentType: string, serialise: Serialiser) {
  let body = example.bodies.get(contentType);
  if (body === undefined) {
    body = serialise(example.value);
    example.bodies.set(contentType, body);
  }
  return body;
}

const serialisers = new Map<string, Serialiser>();

/** One serialiser per content type, made once. */
export function serialiserOf(contentType: string): Serialiser {
  let serialiser = serialisers.get(contentType);
  if (!serialiser) {
    serialiser = serialiserFor(mediaTypeOf(contentType));
    if (serialisers.size < 1000) serialisers.set(contentType, serialiser);
  }
  return serialiser;
}

/** The pool of generated bodies of `media` answered as `contentType`. */
export function poolOf(media: CompiledMedia, contentType: string): VariantPool {
  let pool = media.pools.get(contentType);
  if (!pool) {
    pool = new VariantPool(media.budget);
    media.pools.set(contentType, pool);
  }
  return pool;
}
