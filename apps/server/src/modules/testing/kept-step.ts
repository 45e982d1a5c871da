import type { StepResult } from '@heron/contract';
import { maskHeaderValue, maskText } from '../debug/index.js';

/**
 * A step as a stored report keeps it (issue 22). Reports are stored, streamed and downloaded by
 * anyone who may see the project, so secrets are masked wherever the debugger masks them: the
 * request as sent, what scripts printed and the texts of checks and extracted values.
 *
 * The runner cuts each body at REPORT_BODY_CHARS; a run of thousands of requests could still
 * keep hundreds of megabytes, past what one JSON value in PostgreSQL may hold (255 MB). So a run
 * keeps at most REPORT_KEPT_BODY_CHARS of bodies in all: the steps after that keep their
 * status, headers, checks and sizes, and their bodies are marked cut.
 */
export const REPORT_KEPT_BODY_CHARS = 32 * 1024 * 1024;

/** What is left of a run's allowance for bodies; shared by its steps as they end. */
export interface BodyAllowance {
  chars: number;
}

export function keptStep(
  result: StepResult,
  secrets: readonly string[],
  allowance: BodyAllowance,
): StepResult {
  const mask = (text: string) => (secrets.length === 0 ? text : maskText(text, secrets));
  const request = result.request && {
    ...result.request,
    url: mask(result.request.url),
    headers: result.request.headers.map((h) => ({
      name: h.name,
      value: secrets.length === 0 ? h.value : maskHeaderValue(h.value, secrets),
    })),
    body: result.request.body === null ? null : keep(mask(result.request.body), allowance),
  };
  const response = result.response && {
    ...result.response,
    // Read before `keep` below spends the allowance on this body.
    truncated: result.response.truncated || result.response.body.length > allowance.chars,
    body: keep(result.response.body, allowance),
  };
  return {
    ...result,
    request,
    response,
    error: result.error && { ...result.error, message: mask(result.error.message) },
    assertions: result.assertions.map((a) => ({
      ...a,
      name: mask(a.name),
      actual: a.actual === null ? null : mask(a.actual),
      message: a.message === null ? null : mask(a.message),
    })),
    extracted: result.extracted.map((e) => ({
      ...e,
      value: e.value === null ? null : mask(e.value),
    })),
    console: result.console.map(mask),
  };
}

/** The body, or nothing once the run's allowance is spent. */
function keep(body: string, allowance: BodyAllowance): string {
  if (body.length > allowance.chars) {
    allowance.chars = 0;
    return '';
  }
  allowance.chars -= body.length;
  return body;
}
