import { isErrorCode, type ErrorCode, type ImportIssue } from '@heron/contract';

const LEADING_CODE = /^(AI_[A-Z_]+):/;

/**
 * Why the model gave no usable answer, for an AI parsing import's AI_MODEL finding: its message
 * starts with the model's error code (`AI_TIMEOUT: …`), which the app words in the reader's
 * language. Undefined for any other finding, or a code this build does not know.
 */
export function modelFailureCode(issue: ImportIssue): ErrorCode | undefined {
  if (issue.code !== 'AI_MODEL') return undefined;
  const code = LEADING_CODE.exec(issue.message)?.[1];
  return isErrorCode(code) ? code : undefined;
}
