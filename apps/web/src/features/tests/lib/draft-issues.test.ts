import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { endpointStep, groupStep, makeScenario, waitStep } from '../../../test/testing-fixtures';
import { draftIssues, extractionField, variableNameIssue } from './draft-issues';
import { ISSUE_KEYS } from './issue-keys';
import { draftOf } from './scenario-draft';
import { serverIssues } from './server-issues';

const extraction = (variable: string) => ({
  id: 'x1',
  enabled: true,
  variable,
  source: 'json' as const,
  path: '$.id',
  group: 1,
  scope: 'run' as const,
});

describe('a draft’s issues', () => {
  it('checks variable names as the contract does, with messages of their own', () => {
    expect(variableNameIssue('')).toBe(ISSUE_KEYS.variableRequired);
    expect(variableNameIssue('1st')).toBe(ISSUE_KEYS.variableName);
    expect(variableNameIssue('a b')).toBe(ISSUE_KEYS.variableName);
    expect(variableNameIssue('user.id-2')).toBeNull();
  });

  it('puts each issue on its step, and the empty name on the scenario', () => {
    const steps = [groupStep('g', [endpointStep('r1', { extractions: [extraction('9lives')] })])];
    const draft = { ...draftOf(makeScenario({ steps })), name: '  ' };
    const issues = draftIssues({ baseVersion: 3, draft });
    expect(issues.fields).toEqual({ name: ISSUE_KEYS.nameRequired });
    expect(issues.steps).toEqual({
      r1: [{ field: extractionField('x1'), message: ISSUE_KEYS.variableName }],
    });
  });

  it('finds what the contract refuses beyond the editor’s own checks', () => {
    const draft = draftOf(makeScenario({ steps: [waitStep('w', -1)] }));
    expect(Object.keys(draftIssues({ baseVersion: 3, draft }).steps)).toEqual(['w']);
  });
});

describe('a refused save', () => {
  it('marks the step a pointer falls in, never with the server’s English', () => {
    const steps = [waitStep('a'), groupStep('g', [endpointStep('r1')])];
    const error = new ApiError({
      code: 'VALIDATION_FAILED',
      status: 400,
      errors: [
        {
          in: 'body',
          pointer: '/steps/1/steps/0/source/endpointId',
          message: 'No such endpoint in this project',
        },
        { in: 'body', pointer: '/steps/0', message: 'step a: nested deeper than 8' },
      ],
    });
    expect(serverIssues(error, steps)?.steps).toEqual({
      r1: [{ field: 'source/endpointId', message: ISSUE_KEYS.endpointGone }],
      a: [{ field: '', message: ISSUE_KEYS.tooDeep }],
    });
    expect(serverIssues(new ApiError({ code: 'EDIT_CONFLICT', status: 409 }), steps)).toBeNull();
  });
});
