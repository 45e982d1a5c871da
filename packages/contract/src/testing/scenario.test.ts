import { describe, expect, it } from 'vitest';
import {
  MAX_STEP_DEPTH,
  scenarioBodySchema,
  scenarioStepProblems,
  type TestStep,
} from './scenario.js';

const request = (id: string) => ({ id, type: 'request', request: { method: 'GET', url: '/a' } });

describe('scenario steps', () => {
  it('reads nested groups, conditions and loops with their defaults', () => {
    const scenario = scenarioBodySchema.parse({
      name: 'Checkout',
      steps: [
        request('a'),
        { id: 'g', type: 'group', name: 'Group', steps: [request('b')] },
        {
          id: 'i',
          type: 'if',
          condition: { left: '{{n}}', comparator: 'greater', right: '1' },
          then: [request('c')],
        },
        { id: 'f', type: 'for-each', list: '{{ids}}', as: 'id', steps: [request('d')] },
        { id: 'r', type: 'repeat', times: 3, steps: [{ id: 'w', type: 'wait', ms: 10 }] },
      ],
    });
    expect(scenario.settings).toMatchObject({
      onFailure: 'continue',
      iterations: 1,
      data: { kind: 'none' },
    });
    const group = scenario.steps[1] as Extract<TestStep, { type: 'group' }>;
    expect(group.steps[0]).toMatchObject({ type: 'request', assertions: [], enabled: true });
    expect(scenarioStepProblems(scenario.steps)).toEqual([]);
  });

  it('refuses an unknown step type, a bad variable name and a repeat of zero, saying where', () => {
    const result = scenarioBodySchema.safeParse({
      name: 'Bad',
      steps: [
        { id: 'x', type: 'teleport' },
        { id: 'f', type: 'for-each', list: '[]', as: '1bad', steps: [] },
        { id: 'r', type: 'repeat', times: 0, steps: [] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'steps.0.type',
      'steps.1.as',
      'steps.2.times',
    ]);
  });

  it('names steps nested too deep and ids used twice', () => {
    let steps: TestStep[] = [
      scenarioBodySchema.parse({ name: 'x', steps: [request('leaf')] }).steps[0] as TestStep,
    ];
    for (let depth = 0; depth < MAX_STEP_DEPTH; depth++) {
      steps = [{ id: `g${depth}`, name: '', enabled: true, type: 'group', steps }];
    }
    expect(scenarioStepProblems(steps)).toEqual([
      `step leaf: nested deeper than ${MAX_STEP_DEPTH}`,
    ]);
    const twice = scenarioBodySchema.parse({ name: 'x', steps: [request('a'), request('a')] });
    expect(scenarioStepProblems(twice.steps)).toEqual(['step a: the id is used twice']);
  });
});
