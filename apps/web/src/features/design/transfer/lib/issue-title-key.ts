import { isImportIssueCode, type ImportIssueCode } from '@heron/contract';

/**
 * The translation key of the title of a finding's kind. A code this build does not know (sent by
 * a newer server) reads as a plain "Finding": its English detail still says what it is.
 */
export function issueTitleKey(
  code: string,
): `design.transfer.issues.codes.${ImportIssueCode | 'unknown'}` {
  return `design.transfer.issues.codes.${isImportIssueCode(code) ? code : 'unknown'}`;
}
