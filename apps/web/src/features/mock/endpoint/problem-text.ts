import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import type { MockExpectation } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../../../lib/contract-form';
import type { FieldProblem } from './expectation-draft';

const CONDITION_VALUE = /^conditions\.(\d+)\.value$/;
const HEADER_NAME = /^response\.headers\.\d+\.name$/;
const TEMPLATE = /^response\.(body|headers\.\d+\.value)$/;

/**
 * A field problem in the person's language. The server explains a refused expectation in
 * English (the engine's compile error); only where it is tells which sentence to show: a
 * condition's value fails as a regular expression, a body or header value as a template.
 */
export function problemText(
  t: TFunction,
  problem: FieldProblem,
  expectation: MockExpectation | undefined,
): string {
  if (problem.message === 'validation.required') return t('validation.required');
  const condition = CONDITION_VALUE.exec(problem.path);
  if (condition && expectation) {
    const operator = expectation.conditions[Number(condition[1])]?.operator;
    if (operator === 'regex' || operator === 'notRegex') return t('mock.errors.regex');
  }
  if (HEADER_NAME.test(problem.path)) return t('mock.errors.headerName');
  if (TEMPLATE.test(problem.path)) return t('mock.errors.template');
  return validationMessage(t, problem.message);
}

export function useProblemText() {
  const { t } = useTranslation();
  return useCallback(
    (problem: FieldProblem, expectation: MockExpectation | undefined) =>
      problemText(t, problem, expectation),
    [t],
  );
}
