import type { FastifyRequest } from 'fastify';
import { normalizeLanguage, type Language } from '@heron/contract';

/**
 * The language to write emails and SMS in: the web app's own choice (`x-heron-language`), else
 * the browser's first Accept-Language that we support.
 */
export function requestLanguage(request: FastifyRequest): Language | undefined {
  const chosen = request.headers['x-heron-language'];
  const fromApp = normalizeLanguage(typeof chosen === 'string' ? chosen : undefined);
  if (fromApp) return fromApp;
  const accepted = request.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const language = normalizeLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return undefined;
}
