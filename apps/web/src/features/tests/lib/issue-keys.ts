import type { TFunction } from 'i18next';
import { validationMessage } from '../../../lib/contract-form';

/**
 * Why the editor or the server refused part of a scenario, as translation keys: the contract's
 * `validation.*` keys where it has one, these where it has none or says it in English only.
 */
export const ISSUE_KEYS = {
  variableRequired: 'tests.issues.variableRequired',
  variableName: 'tests.issues.variableName',
  endpointGone: 'tests.issues.endpointGone',
  caseGone: 'tests.issues.caseGone',
  tooDeep: 'tests.issues.tooDeep',
  duplicateId: 'tests.issues.duplicateId',
  invalid: 'tests.issues.invalid',
  nameRequired: 'tests.issues.nameRequired',
} as const;
type IssueKey = (typeof ISSUE_KEYS)[keyof typeof ISSUE_KEYS];

const KEYS = new Set<string>(Object.values(ISSUE_KEYS));

function isIssueKey(message: string): message is IssueKey {
  return KEYS.has(message);
}

/** An issue's message in the person's language; never the server's English. */
export function issueText(t: TFunction, message: string): string {
  return isIssueKey(message) ? t(message) : validationMessage(t, message);
}
