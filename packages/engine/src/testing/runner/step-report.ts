import { REPORT_BODY_CHARS, type StepResult } from '@heron/contract';
import { resolvedBodyText } from '../../debug/resolved-body-text.js';
import type { ResolvedRequest } from '../../debug/resolved-request.js';
import type { TestResponse } from '../test-response.js';

/** How a step's exchange is written into the report: bodies cut at REPORT_BODY_CHARS. */

export function cap(text: string): { text: string; truncated: boolean } {
  return text.length > REPORT_BODY_CHARS
    ? { text: text.slice(0, REPORT_BODY_CHARS), truncated: true }
    : { text, truncated: false };
}

export function requestView(request: ResolvedRequest): NonNullable<StepResult['request']> {
  const body = request.body.kind === 'none' ? null : resolvedBodyText(request.body);
  return {
    method: request.method,
    url: request.url,
    headers: request.headers.map((h) => ({ name: h.name, value: h.value })),
    body: body === null ? null : cap(body).text,
  };
}

export function responseView(response: TestResponse): NonNullable<StepResult['response']> {
  const body = cap(response.bodyText);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers.map((h) => ({ name: h.name, value: h.value })),
    body: body.text,
    truncated: body.truncated,
    sizeBytes: response.sizeBytes,
    timeMs: response.timeMs,
  };
}
