import type { z } from 'zod';

/** The verbs the Heron API uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the Heron API, declared once (issue 20): the server registers it from this
 * declaration (validation, serialization, the OpenAPI document) and the web app calls it through
 * it, so a path, a parameter or an answer's shape cannot drift between the two.
 *
 * `path` uses Fastify's `:name` segments; every `:name` is a key of `params`. `responses` holds
 * the success answers only; every route may also answer a problem document (errors.ts).
 */
export interface ApiRoute {
  readonly method: ApiMethod;
  readonly path: `/${string}`;
  /** Unique; names the route in the OpenAPI document and in error reports. */
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Body content types other than JSON the route takes (a multipart upload). */
  readonly consumes?: readonly string[];
  /**
   * Success status → answer: a JSON schema, `z.undefined()` for an empty answer (204, 302), or
   * for an answer that is not JSON (a file, a provider's acknowledgement) its content types.
   */
  readonly responses: Readonly<Record<number, z.ZodType | RawAnswer>>;
  /** Left out of the published OpenAPI document (development-only routes). */
  readonly hide?: boolean;
  /**
   * A personal access token (`Authorization: Bearer heron_pat_…`) may call this route; every
   * other route refuses one (403 ACCESS_TOKEN_NOT_ALLOWED). What the token may do there is still
   * decided per project and action by the server's access policy (issue 22).
   */
  readonly acceptsAccessToken?: true;
}

/** An answer that is not JSON: its content types, each with the schema the OpenAPI document shows. */
export interface RawAnswer {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: z.ZodType }>>;
}

/**
 * Declares a route; `const` keeps its literal method, path and schemas in the type. Marked free
 * of side effects so a bundle keeps only the routes it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

type SchemaAt<R, K extends string> = R extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the server's handler receives, after validation and defaults. */
export type ParsedParams<R> =
  SchemaAt<R, 'params'> extends z.ZodType ? z.output<SchemaAt<R, 'params'>> : undefined;
export type ParsedQuery<R> =
  SchemaAt<R, 'query'> extends z.ZodType ? z.output<SchemaAt<R, 'query'>> : undefined;
export type ParsedBody<R> =
  SchemaAt<R, 'body'> extends z.ZodType ? z.output<SchemaAt<R, 'body'>> : undefined;

/** What a caller sends, before defaults. */
export type ParamsInput<R> =
  SchemaAt<R, 'params'> extends z.ZodType ? z.input<SchemaAt<R, 'params'>> : undefined;
export type QueryInput<R> =
  SchemaAt<R, 'query'> extends z.ZodType ? z.input<SchemaAt<R, 'query'>> : undefined;
export type BodyInput<R> =
  SchemaAt<R, 'body'> extends z.ZodType ? z.input<SchemaAt<R, 'body'>> : undefined;

type SuccessAnswers<R extends ApiRoute> = R['responses'][keyof R['responses'] & number];
type SchemaOf<A> = A extends z.ZodType
  ? A
  : A extends RawAnswer
    ? A['content'][keyof A['content']]['schema']
    : never;

/** The success answer as the server's handler returns it (before serialization). */
export type AnswerInput<R extends ApiRoute> = z.input<SchemaOf<SuccessAnswers<R>>>;
/** The success answer as a caller receives it. */
export type Answer<R extends ApiRoute> = z.output<SchemaOf<SuccessAnswers<R>>>;
