import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  AI_VALIDATION,
  BILLING_VALIDATION,
  DEBUG_VALIDATION,
  DESIGN_VALIDATION,
  DOC_VALIDATION,
  POINTS_VALIDATION,
  TEXT_VALIDATION,
  VALIDATION,
  WORKSPACE_VALIDATION,
} from '@heron/contract';
import { ApiError } from './api-client';

// Forms validate with the contract's schemas (one set of rules for server and web): each
// schema issue's message is a `validation.*` key, translated here.

type ValidationKey =
  | (typeof VALIDATION)[keyof typeof VALIDATION]
  | (typeof WORKSPACE_VALIDATION)[keyof typeof WORKSPACE_VALIDATION]
  | (typeof DESIGN_VALIDATION)[keyof typeof DESIGN_VALIDATION]
  | (typeof DEBUG_VALIDATION)[keyof typeof DEBUG_VALIDATION]
  | (typeof DOC_VALIDATION)[keyof typeof DOC_VALIDATION]
  | (typeof BILLING_VALIDATION)[keyof typeof BILLING_VALIDATION]
  | (typeof POINTS_VALIDATION)[keyof typeof POINTS_VALIDATION]
  | (typeof AI_VALIDATION)[keyof typeof AI_VALIDATION]
  | (typeof TEXT_VALIDATION)[keyof typeof TEXT_VALIDATION];
const VALIDATION_KEYS = new Set<string>([
  ...Object.values(VALIDATION),
  ...Object.values(WORKSPACE_VALIDATION),
  ...Object.values(DESIGN_VALIDATION),
  ...Object.values(DEBUG_VALIDATION),
  ...Object.values(DOC_VALIDATION),
  ...Object.values(BILLING_VALIDATION),
  ...Object.values(POINTS_VALIDATION),
  ...Object.values(AI_VALIDATION),
  ...Object.values(TEXT_VALIDATION),
]);

function isValidationKey(message: string): message is ValidationKey {
  return VALIDATION_KEYS.has(message);
}

/**
 * A schema or server message in the person's language. Anything that is not a `validation.*`
 * key (zod's own English for a wrong type, a future server message) reads as "invalid".
 */
export function validationMessage(t: TFunction, message: string): string {
  return isValidationKey(message) ? t(message) : t('validation.invalid');
}

type Values = Record<string, unknown>;

/**
 * The antd rule for one field: the whole form is parsed with `schema` (so checks across fields,
 * like "passwords match", apply) and this field's first issue is its error. `extra` adds values
 * the schema needs that are not fields of the form (a token from the address).
 */
export function contractRule(
  schema: z.ZodType,
  field: string,
  t: TFunction,
  extra: Values = {},
): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const values: Values = { ...(form.getFieldsValue(true) as Values), ...extra, [field]: value };
      const result = schema.safeParse(values);
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(validationMessage(t, issue.message));
    },
  });
}

/**
 * Checks `field` again after another field changed, once the person has filled it in. For a
 * check across fields ("passwords match"), which the contract runs only when the rest of the
 * form is valid: antd's `dependencies` would also flag the field before anyone reached it.
 */
export function revalidateIfTouched(form: FormInstance, field: string): void {
  if (form.isFieldTouched(field)) form.validateFields([field]).catch(() => undefined);
}

/**
 * Parses submitted values with the contract schema. On failure the issues are shown on their
 * fields and `undefined` is returned; on success the parsed (normalised) body is.
 */
export function parseForm<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  values: Values,
  t: TFunction,
): z.output<S> | undefined {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    byField.set(field, [...(byField.get(field) ?? []), validationMessage(t, issue.message)]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return undefined;
}

/** The field a JSON pointer like `/confirmPassword` names (RFC 6901 escapes undone). */
function pointerField(pointer: string): string | undefined {
  const [first, ...rest] = pointer.split('/').slice(1);
  if (first === undefined || rest.length > 0) return undefined;
  return first.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * The field errors of a VALIDATION_FAILED answer, by field (only `fields`); `isComplete` when
 * every error found its field, so nothing is left to say above the form. Undefined for any other
 * failure.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  t: TFunction,
): { byField: Map<string, string[]>; isComplete: boolean } | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return undefined;
  if (error.errors.length === 0) return undefined;
  const byField = new Map<string, string[]>();
  let isComplete = true;
  for (const fieldError of error.errors) {
    const field = fieldError.in === 'body' ? pointerField(fieldError.pointer) : undefined;
    if (field === undefined || !fields.includes(field)) {
      isComplete = false;
      continue;
    }
    byField.set(field, [...(byField.get(field) ?? []), validationMessage(t, fieldError.message)]);
  }
  return { byField, isComplete };
}

/**
 * Puts the field errors of a VALIDATION_FAILED answer on the form's matching fields. Returns
 * true when every error found its field, so nothing is left to say above the form.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  t: TFunction,
): boolean {
  const found = serverFieldErrors(error, fields, t);
  if (!found) return false;
  form.setFields([...found.byField].map(([name, errors]) => ({ name, errors })));
  return found.isComplete;
}
