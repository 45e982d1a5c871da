import {
  fillPath,
  type Answer,
  type ApiRoute,
  type BodyInput,
  type ParamsInput,
  type QueryInput,
} from '@heron/contract';
import { apiRequest, apiResponse, type ApiRequestOptions } from './api-client';

// A part the route does not declare, or whose every field is optional, may be left out.
type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : object extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

// A route that takes a multipart upload takes a FormData as its body.
type BodyOf<R extends ApiRoute> = R extends { readonly consumes: readonly string[] }
  ? BodyInput<R> | FormData
  : BodyInput<R>;

/** What a call sends: the route's path parameters, query and body, typed by its declaration. */
export type CallInput<R extends ApiRoute> = Part<'params', ParamsInput<R>> &
  Part<'query', QueryInput<R>> &
  Part<'body', BodyOf<R>>;

/** How a call is sent, apart from what it sends. */
export type CallOptions = Pick<ApiRequestOptions, 'signal' | 'headers'>;

type CallArgs<R extends ApiRoute> =
  object extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

function requestOf(
  route: ApiRoute,
  input: CallInput<ApiRoute> | undefined,
  options: CallOptions | undefined,
): [string, ApiRequestOptions] {
  const request: ApiRequestOptions = { method: route.method, ...options };
  // The contract's schema is the query's type; the URL carries its values as text.
  if (input?.query !== undefined) request.query = input.query as ApiRequestOptions['query'];
  if (input?.body !== undefined) request.body = input.body;
  return [fillPath(route.path, input?.params as Record<string, unknown> | undefined), request];
}

/**
 * Calls one route of the contract's table: the path comes from its declaration with the
 * parameters filled in, and the answer has the type the server's schema gives it, so the web app
 * writes no path and casts no answer (issue 20). Failures reject with an ApiError as
 * `apiRequest` does.
 */
export function callApi<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<Answer<R>> {
  const [input, options] = args as [CallInput<ApiRoute> | undefined, CallOptions | undefined];
  return apiRequest<Answer<R>>(...requestOf(route, input, options));
}

/** The same for an answer that is not JSON (a file): resolves with the Response as is. */
export function callApiForResponse<R extends ApiRoute>(
  route: R,
  ...args: CallArgs<R>
): Promise<Response> {
  const [input, options] = args as [CallInput<ApiRoute> | undefined, CallOptions | undefined];
  return apiResponse(...requestOf(route, input, options));
}
