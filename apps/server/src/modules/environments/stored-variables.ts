import { DEBUG_VALIDATION, type Variable, type VariableInput } from '@heron/contract';
import type { SecretBox } from '../../adapters/crypto/secret-box.js';
import { AppError } from '../../http/app-error.js';

/**
 * Variables as stored: JSON text of a list in which a secret's value is sealed. Plain values are
 * stored as typed. Answers never carry a secret's value; sending opens them.
 */
export interface StoredVariable {
  name: string;
  /** Sealed (`v1:…`) for a secret, plain otherwise. */
  value: string;
  secret: boolean;
  enabled: boolean;
  description: string;
}

export function parseStored(text: string): StoredVariable[] {
  return JSON.parse(text) as StoredVariable[];
}

/**
 * The list to store from a save: names must be unique (case-sensitive, as templates are); a
 * secret saved with `value: null` keeps the value stored under its name (empty if none). A
 * value that stops being secret is stored plain only when the save sends it again.
 */
export function toStored(
  input: readonly VariableInput[],
  previous: readonly StoredVariable[],
  box: SecretBox,
  pointer: string,
): StoredVariable[] {
  const seen = new Set<string>();
  const before = new Map(previous.map((v) => [v.name, v]));
  return input.map((variable, i) => {
    const name = variable.name.trim();
    if (seen.has(name)) {
      throw new AppError('VALIDATION_FAILED', {
        detail: `body${pointer}/${i}/name: the name ${JSON.stringify(name)} is used twice`,
        errors: [
          { in: 'body', pointer: `${pointer}/${i}/name`, message: DEBUG_VALIDATION.duplicateName },
        ],
      });
    }
    seen.add(name);
    const secret = variable.secret ?? false;
    let value = variable.value;
    if (value === null) {
      const kept = before.get(name);
      if (!secret || !kept) value = '';
      else value = kept.secret ? null : kept.value;
      // A kept secret stays sealed as it was.
      if (value === null) return storedOf(variable, name, kept!.value, true);
    }
    return storedOf(variable, name, secret && value !== '' ? box.seal(value) : value, secret);
  });
}

function storedOf(
  variable: VariableInput,
  name: string,
  value: string,
  secret: boolean,
): StoredVariable {
  return {
    name,
    value,
    secret,
    enabled: variable.enabled ?? true,
    description: variable.description ?? '',
  };
}

/** The variables as answers show them: secrets without their value. */
export function toView(stored: readonly StoredVariable[]): Variable[] {
  return stored.map((v) =>
    v.secret ? { ...v, value: null, isSet: v.value !== '' } : { ...v, isSet: v.value !== '' },
  );
}

/** Name → value of the enabled variables, secrets opened, for sending a request. */
export function toValues(
  stored: readonly StoredVariable[],
  box: SecretBox,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const v of stored) {
    if (v.enabled) values[v.name] = v.secret && v.value !== '' ? box.open(v.value) : v.value;
  }
  return values;
}

/** The opened values of the enabled secrets, to mask wherever a request or its output shows them. */
export function secretValues(stored: readonly StoredVariable[], box: SecretBox): string[] {
  return stored
    .filter((v) => v.enabled && v.secret && v.value !== '')
    .map((v) => box.open(v.value));
}

/** The names of the enabled secrets that hold a value. */
export function secretNamesOf(stored: readonly StoredVariable[]): string[] {
  return stored.filter((v) => v.enabled && v.secret && v.value !== '').map((v) => v.name);
}
