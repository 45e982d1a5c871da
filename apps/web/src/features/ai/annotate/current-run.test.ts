import { describe, expect, it } from 'vitest';
import { doneRun, makeRun } from '../ai-test-data';
import { currentRun } from './current-run';

describe('currentRun', () => {
  const running = makeRun({ id: '60000000-0000-4000-8000-000000000002' });
  const reviewed = doneRun(0);
  const waiting = doneRun(3);

  it('is the run still going, wherever it is in the list', () => {
    expect(currentRun([waiting, running])).toBe(running);
  });

  it('else the newest run, when proposals of it wait for review', () => {
    expect(currentRun([waiting, reviewed])).toBe(waiting);
    expect(currentRun([reviewed, waiting])).toBeUndefined();
    expect(currentRun([])).toBeUndefined();
  });
});
