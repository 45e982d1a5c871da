import { resolvedBodyText, type ResolvedRequest } from '@heron/engine';
import { maskHeaderValue, maskText } from './mask-secrets.js';

/** The request as the response area shows what went out, secrets masked. */
export interface SentView {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  bodyText: string;
}

const MAX_SHOWN = 256 * 1024;

export function sentViewOf(request: ResolvedRequest, secrets: readonly string[]): SentView {
  return {
    method: request.method,
    url: maskText(request.url, secrets),
    headers: request.headers.map((h) => ({
      name: h.name,
      value: maskHeaderValue(h.value, secrets),
    })),
    bodyText: maskText(resolvedBodyText(request.body).slice(0, MAX_SHOWN), secrets),
  };
}
