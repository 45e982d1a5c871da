import { describe, expect, it } from 'vitest';
import { modelNameProblem } from './model-name';

describe('modelNameProblem', () => {
  const models = ['Pet', 'Owner'];
  it('accepts the saved name and new unique names', () => {
    expect(modelNameProblem('Pet', 'Pet', models)).toBeNull();
    expect(modelNameProblem('Animal', 'Pet', models)).toBeNull();
  });
  it('blocks empty, too long and taken names', () => {
    expect(modelNameProblem('  ', 'Pet', models)).toMatchObject({
      kind: 'empty',
      isBlocking: true,
    });
    expect(modelNameProblem('x'.repeat(201), 'Pet', models)).toMatchObject({ kind: 'tooLong' });
    expect(modelNameProblem('Owner', 'Pet', models)).toMatchObject({
      kind: 'taken',
      isBlocking: true,
    });
  });
  it('warns about names OpenAPI tools may refuse', () => {
    expect(modelNameProblem('Pet Owner', 'Pet', models)).toEqual({
      kind: 'notPortable',
      isBlocking: false,
    });
  });
});
