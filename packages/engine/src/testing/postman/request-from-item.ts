import { debugRequestSchema, type DebugAuth, type DebugRequest } from '@heron/contract';
import { asText, isRecord } from '../../design/import/import-context.js';
import { headerList } from '../../design/postman/postman-responses.js';
import { bodyFromPostman, type ReadPostmanFile } from './request-body.js';
import { requestUrlFromPostman } from './request-url.js';

/** What a request item is sent with besides its own fields, decided from its whole chain. */
export interface RequestChain {
  auth: DebugAuth;
  preRequestScript: string;
  postResponseScript: string;
  readFile: ReadPostmanFile | undefined;
}

export type RequestFromItem =
  { ok: true; request: DebugRequest; problems: string[] } | { ok: false; problem: string };

/**
 * A Postman item's `request` (an object, or just a URL) as a Heron debugger request. Settings
 * keep the contract's defaults. The result is checked against the contract, so a request
 * beyond its limits (a URL over 100,000 characters, a script over 200,000) is refused with the reason.
 */
export function requestFromItem(request: unknown, chain: RequestChain): RequestFromItem {
  const fields: Record<string, unknown> =
    typeof request === 'string' ? { url: request } : isRecord(request) ? request : {};
  const { url, pathParams } = requestUrlFromPostman(fields.url);
  const headers = headerList(fields.header).map(({ name, value, description, entry }) => {
    const header = { key: name, value, enabled: entry.disabled !== true };
    return description === '' ? header : { ...header, description: description.slice(0, 10_000) };
  });
  const contentType = headers.find(
    (header) => header.enabled && header.key.toLowerCase() === 'content-type',
  )?.value;
  const { body, problems } = bodyFromPostman(fields.body, contentType, chain.readFile);
  const method = (asText(fields.method) ?? '').trim().toUpperCase() || 'GET';
  if (!/^[A-Z]{1,20}$/.test(method)) {
    return {
      ok: false,
      problem: `its method ${JSON.stringify(method)} cannot be sent; it is left out`,
    };
  }
  const checked = debugRequestSchema.safeParse({
    method,
    url,
    pathParams,
    headers,
    body,
    auth: chain.auth,
    preRequestScript: chain.preRequestScript,
    postResponseScript: chain.postResponseScript,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue === undefined ? 'request' : issue.path.join('.') || 'request';
    return {
      ok: false,
      problem: `it cannot be run (${where}: ${issue?.message ?? 'not valid'}); it is left out`,
    };
  }
  return { ok: true, request: checked.data, problems };
}

/** The text a request item shows when it has no name: its method and URL. */
export function fallbackRequestName(request: unknown): string {
  if (typeof request === 'string') return `GET ${request.trim()}`;
  if (!isRecord(request)) return '';
  const method = (asText(request.method) ?? 'GET').toUpperCase();
  return `${method} ${requestUrlFromPostman(request.url).url}`.trim();
}
