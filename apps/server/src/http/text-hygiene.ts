import type { FastifySchemaCompiler } from 'fastify';
import {
  findUnsafeText,
  TEXT_VALIDATION,
  toStorableText,
  type FieldError,
  type UnsafeTextPlace,
} from '@heron/contract';
import { AppError } from './app-error.js';

/**
 * Text hygiene at the edge (issue 19): every part of a request the contract validates (body,
 * query, params, headers) is first searched for text that cannot be stored — a NUL character or
 * an unpaired UTF-16 surrogate, in a value or in an object key — and refused with
 * VALIDATION_FAILED naming each place. It wraps the validator compiler, so every route with a
 * contract, including routes added later, is covered without code of its own; a route that
 * takes a document to repair rather than refuse names the exempt fields.
 */

const PART: Record<string, FieldError['in']> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

export interface TextHygieneOptions {
  /** Body fields (paths from the root) repaired later instead of refused: imported documents. */
  exemptBodyPaths?: readonly (readonly (string | number)[])[];
}

/** RFC 6901, with unstorable characters of a key shown as U+FFFD so the answer is storable too. */
function pointerOf(path: readonly (string | number)[]): string {
  return path
    .map((key) => `/${toStorableText(String(key)).replaceAll('~', '~0').replaceAll('/', '~1')}`)
    .join('');
}

function unsafeTextError(part: FieldError['in'], places: readonly UnsafeTextPlace[]): AppError {
  const errors = places.map((place) => ({
    in: part,
    pointer: pointerOf(place.path),
    message: TEXT_VALIDATION.unsafeText,
  }));
  const first = places[0]!;
  return new AppError('VALIDATION_FAILED', {
    detail: `${part}${errors[0]!.pointer}: ${first.isKey ? 'a key' : 'the text'} holds a NUL character or an unpaired UTF-16 surrogate, which cannot be stored.`,
    errors,
  });
}

/** `compile` with the text-hygiene check run before each validation it makes. */
export function withTextHygiene<T>(
  compile: FastifySchemaCompiler<T>,
  options: TextHygieneOptions = {},
): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compile(route);
    const part = PART[route.httpPart ?? 'body'] ?? 'body';
    const exempt = part === 'body' ? options.exemptBodyPaths : undefined;
    return (data: unknown) => {
      const places = findUnsafeText(data, exempt ? { exempt } : {});
      if (places.length > 0) return { error: unsafeTextError(part, places) };
      return validate(data);
    };
  };
}
