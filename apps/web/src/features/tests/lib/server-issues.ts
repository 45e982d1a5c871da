import { DEBUG_VALIDATION, type TestStep } from '@heron/contract';
import { ApiError } from '../../../lib/api-client';
import type { DraftIssues } from './draft-issues';
import { stepAt, stepPointers } from './draft-issues';
import { ISSUE_KEYS } from './issue-keys';

/**
 * The message key of one field the server refused. Its messages are English sentences for
 * developers, so only their kind is read: what the pointer names (an endpoint, a case, a
 * variable) or the limit the sentence is about.
 */
function messageOf(rest: string, message: string): string {
  if (rest.endsWith('/source/endpointId')) return ISSUE_KEYS.endpointGone;
  if (rest.endsWith('/source/caseId')) return ISSUE_KEYS.caseGone;
  if (message === DEBUG_VALIDATION.variableName) return ISSUE_KEYS.variableName;
  if (/nested deeper/i.test(message)) return ISSUE_KEYS.tooDeep;
  if (/used twice/i.test(message)) return ISSUE_KEYS.duplicateId;
  return message.startsWith('validation.') ? message : ISSUE_KEYS.invalid;
}

/**
 * A refused save's field errors put where they belong: on the step each pointer falls in
 * (`/steps/0/then/2/source/endpointId`), else on the scenario's own field. Null when the failure
 * names no field (a conflict, a lost connection), to be shown as a whole.
 */
export function serverIssues(error: unknown, sent: readonly TestStep[]): DraftIssues | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  if (error.errors.length === 0) return null;
  const pointers = stepPointers(sent);
  const issues: DraftIssues = { fields: {}, steps: {} };
  for (const field of error.errors) {
    const at = stepAt(pointers, field.pointer);
    if (at) {
      const message = messageOf(at.rest, field.message);
      issues.steps[at.stepId] = [
        ...(issues.steps[at.stepId] ?? []),
        { field: at.rest.slice(1), message },
      ];
    } else {
      const name = field.pointer.split('/')[1] ?? '';
      issues.fields[name] = messageOf('', field.message);
    }
  }
  return issues;
}
