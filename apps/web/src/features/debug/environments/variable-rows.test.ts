import { describe, expect, it } from 'vitest';
import type { Variable } from '@heron/contract';
import {
  dropsStoredSecret,
  emptyVariableRow,
  variableInputsOf,
  variableIssues,
  variableRowsOf,
} from './variable-rows';

const STORED_SECRET: Variable = {
  name: 'token',
  value: null,
  secret: true,
  enabled: true,
  description: '',
  isSet: true,
};

describe('variable rows', () => {
  it('keeps a stored secret left empty, and drops it when renamed or made plain', () => {
    const [row] = variableRowsOf([STORED_SECRET]);
    expect(variableInputsOf([row!])[0]!.value).toBeNull();
    const renamed = { ...row!, name: 'apiToken' };
    expect(dropsStoredSecret(renamed)).toBe(true);
    expect(variableInputsOf([renamed])[0]!.value).toBe('');
    const plain = { ...row!, secret: false };
    expect(dropsStoredSecret(plain)).toBe(true);
    expect(variableInputsOf([plain])[0]).toMatchObject({ value: '', secret: false });
    // Typing a value replaces the stored one, whatever the name.
    expect(variableInputsOf([{ ...renamed, value: 'new' }])[0]!.value).toBe('new');
  });

  it('never sends null for a secret with nothing stored', () => {
    const unset = variableRowsOf([{ ...STORED_SECRET, isSet: false }]);
    expect(variableInputsOf(unset)[0]!.value).toBe('');
    const added = { ...emptyVariableRow(), name: 'fresh', secret: true };
    expect(variableInputsOf([added])[0]!.value).toBe('');
  });

  it('checks names as the server does: required, no braces, once per list (trimmed, by case)', () => {
    const rows = [
      { ...emptyVariableRow(), name: 'a' },
      { ...emptyVariableRow(), name: ' a ' },
      { ...emptyVariableRow(), name: 'A' },
      { ...emptyVariableRow(), name: '' },
      { ...emptyVariableRow(), name: 'x}' },
    ];
    const issues = variableIssues(rows);
    expect(rows.map((row) => issues.get(`${row.key}.name`))).toEqual([
      'validation.duplicateName',
      'validation.duplicateName',
      undefined,
      'validation.required',
      'validation.variableName',
    ]);
  });
});
