import type { AiProposalKind } from '@heron/contract';

const INDENT = 2;

/** The kinds whose value is any JSON: an example, and a test case (reviewed as one, as JSON). */
const isJson = (kind: AiProposalKind) => kind === 'example' || kind === 'test-case';

/** A proposed value as the review shows and edits it: text as is, an example as JSON. */
export function textOfValue(kind: AiProposalKind, value: unknown): string {
  if (isJson(kind)) return JSON.stringify(value, null, INDENT) ?? '';
  return typeof value === 'string' ? value : String(value);
}

/** Why an edited value cannot be accepted: an example that is not JSON, or a text left empty. */
export type DraftProblem = 'invalidJson' | 'emptyText';

/** An edited value read back: the value to send, or why there is none. */
export type DraftReading = { ok: true; value: unknown } | { ok: false; problem: DraftProblem };

/**
 * Reads what the reviewer wrote for a proposal: an example must parse as JSON (any JSON, as the
 * place holds any value); a summary or description must not be empty (the server refuses one).
 */
export function readDraft(kind: AiProposalKind, text: string): DraftReading {
  if (isJson(kind)) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false, problem: 'invalidJson' };
    }
  }
  return text.trim() === '' ? { ok: false, problem: 'emptyText' } : { ok: true, value: text };
}
