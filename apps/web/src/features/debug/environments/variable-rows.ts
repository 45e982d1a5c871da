import {
  DEBUG_VALIDATION,
  variableNameSchema,
  type Variable,
  type VariableInput,
} from '@heron/contract';

/**
 * The variables table works on rows; these functions turn loaded variables into rows, rows into
 * what a save sends, and say what must be fixed before saving.
 *
 * A secret's value never reaches the browser. The server keeps a stored secret when a save sends
 * `value: null` under the same name; so a stored secret whose field is left empty is sent as
 * null, and one that is renamed or made plain without a new value loses its value (the row says
 * so before saving).
 */

export interface VariableRow {
  /** Stable while editing, whatever the name becomes. */
  key: string;
  name: string;
  /** What the person typed; empty for a stored secret that is not being replaced. */
  value: string;
  secret: boolean;
  enabled: boolean;
  description: string;
  /** The name a stored secret value is kept under on the server; null when none is stored. */
  storedSecretName: string | null;
}

let lastKey = 0;
/** A row key, unique in this page. */
function nextKey(): string {
  lastKey += 1;
  return `variable-${lastKey}`;
}

export function emptyVariableRow(): VariableRow {
  return {
    key: nextKey(),
    name: '',
    value: '',
    secret: false,
    enabled: true,
    description: '',
    storedSecretName: null,
  };
}

export function variableRowsOf(variables: readonly Variable[]): VariableRow[] {
  return variables.map((variable) => ({
    key: nextKey(),
    name: variable.name,
    value: variable.value ?? '',
    secret: variable.secret,
    enabled: variable.enabled,
    description: variable.description,
    storedSecretName: variable.secret && variable.isSet ? variable.name : null,
  }));
}

/** A stored secret left as it is: sent as `value: null`, which keeps it. */
export function keepsStoredSecret(row: VariableRow): boolean {
  return (
    row.secret &&
    row.value === '' &&
    row.storedSecretName !== null &&
    row.name.trim() === row.storedSecretName
  );
}

/** A stored secret renamed or made plain without a new value: the save drops its value. */
export function dropsStoredSecret(row: VariableRow): boolean {
  return row.storedSecretName !== null && row.value === '' && !keepsStoredSecret(row);
}

export function variableInputsOf(rows: readonly VariableRow[]): VariableInput[] {
  return rows.map((row) => ({
    name: row.name.trim(),
    value: keepsStoredSecret(row) ? null : row.value,
    secret: row.secret,
    enabled: row.enabled,
    description: row.description,
  }));
}

/** The rows' issues as `validation.*` keys, by `<row key>.name`. */
export type VariableIssues = Map<string, string>;

/**
 * What the server would refuse, found before sending: a name is required, has no `{` or `}`
 * (the contract's rule), and is used once in the list (templates tell names apart by case).
 */
export function variableIssues(rows: readonly VariableRow[]): VariableIssues {
  const issues: VariableIssues = new Map();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = row.name.trim();
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  for (const row of rows) {
    const name = row.name.trim();
    const at = `${row.key}.name`;
    if (name === '') {
      issues.set(at, 'validation.required');
      continue;
    }
    const parsed = variableNameSchema.safeParse(name);
    if (!parsed.success) {
      issues.set(at, parsed.error.issues[0]?.message ?? 'validation.invalid');
    } else if ((counts.get(name) ?? 0) > 1) {
      issues.set(at, DEBUG_VALIDATION.duplicateName);
    }
  }
  return issues;
}
