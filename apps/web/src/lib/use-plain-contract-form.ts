import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { serverFieldErrors, validationMessage } from './contract-form';
import type { FieldName } from './use-contract-form';

type Values = Record<string, unknown>;
type Errors = Record<string, readonly string[]>;

const NO_ERRORS: readonly string[] = [];

/** What a field component needs of a plain form (methods, so a form of more fields fits). */
export interface PlainFields<F extends string> {
  id(field: F): string;
  /** The shown errors of a field. */
  errorsOf(field: F): readonly string[];
  /** Value and change handler of a text input. */
  text(field: F): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Checked state and change handler of a checkbox. */
  checkbox(field: F): {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Checks these fields now and shows their errors; true when all pass. */
  validate(fields: readonly F[]): boolean;
  /** The current value of a field. */
  valueOf(field: F): unknown;
  /** Shows a failure: field errors on their fields, anything else in `error`. */
  fail(error: unknown): void;
  /** Clears the failure shown above the form, before a new attempt. */
  clearError(): void;
}

export interface PlainContractForm<S extends z.ZodType> extends PlainFields<FieldName<S>> {
  values: Values;
  /** The failure to show above the form (not one already shown on its fields). */
  error: unknown;
  /** The form element's submit handler: check every field, then run `action` with the body. */
  onSubmit(action: (body: z.output<S>) => Promise<unknown>): (event: FormEvent) => void;
}

export interface PlainContractFormOptions<S extends z.ZodType> {
  /** The form's name: its fields' ids are `<name>_<field>`, as antd names them. */
  name: string;
  /** The fields and their first values; only these are checked and shown. */
  initial: Partial<Record<FieldName<S>, unknown>>;
  /** Values the schema needs that are not fields (a token from the address). */
  extra?: Values;
  /**
   * Fields checked again whenever another field changes, once the person has filled them in:
   * a check across fields ("passwords match") that the contract runs only once the rest is valid.
   */
  revalidate?: readonly FieldName<S>[];
}

/**
 * A form validated by a contract schema, for the screens drawn without antd (issue 20). It
 * behaves as `useContractForm` does with antd's Form: a field is checked as it changes (the
 * whole form is parsed, so checks across fields apply, and the field's first issue is its
 * error), every field on submit, and the parsed body goes to the action; a server's field
 * errors land on their fields, any other failure in `error`, above the form.
 */
export function usePlainContractForm<S extends z.ZodType>(
  schema: S,
  { name, initial, extra = {}, revalidate = [] }: PlainContractFormOptions<S>,
): PlainContractForm<S> {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  // The latest values, for checks run in the same tick as a change.
  const latest = useRef<Values>(initial);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<unknown>();
  const fields = Object.keys(initial);

  /**
   * Checks `checked` against the current values and shows their errors; answers the parse, whose
   * `success` says the whole form is valid, and `ok` when the checked fields pass.
   */
  const check = (checked: readonly string[]) => {
    const result = schema.safeParse({ ...latest.current, ...extra });
    const found: Errors = {};
    for (const field of checked) found[field] = NO_ERRORS;
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (checked.includes(field) && found[field]?.length === 0) {
          found[field] = [validationMessage(t, issue.message)];
        }
      }
    }
    setErrors((current) => ({ ...current, ...found }));
    return { result, ok: checked.every((field) => found[field]?.length === 0) };
  };
  const validate = (checked: readonly string[]): boolean => check(checked).ok;

  const setValue = (field: string, value: unknown) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    touched.current.add(field);
    validate([field, ...revalidate.filter((f) => f !== field && touched.current.has(f))]);
  };

  const fail = (failure: unknown) => {
    const found = serverFieldErrors(failure, fields, t);
    if (found) setErrors((current) => ({ ...current, ...Object.fromEntries(found.byField) }));
    setError(found?.isComplete ? undefined : failure);
  };
  const clearError = () => setError(undefined);

  /** The whole submit: check every field, then run `action` with the parsed body. */
  const submit = async (action: (body: z.output<S>) => Promise<unknown>) => {
    const { result: parsed, ok } = check(fields);
    if (!ok || !parsed.success) return;
    clearError();
    try {
      await action(parsed.data);
    } catch (failure) {
      fail(failure);
    }
  };
  /** The form element's submit handler, running `submit`. */
  const onSubmit = (action: (body: z.output<S>) => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void submit(action);
  };

  const id = (field: FieldName<S>) => `${name}_${field}`;
  return {
    values,
    errorsOf: (field: FieldName<S>) => errors[field] ?? NO_ERRORS,
    id,
    text: (field: FieldName<S>) => ({
      name: field,
      value: String(values[field] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    }),
    checkbox: (field: FieldName<S>) => ({
      name: field,
      checked: values[field] === true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.checked),
    }),
    validate: (checked: readonly FieldName<S>[]) => validate(checked),
    valueOf: (field: FieldName<S>) => latest.current[field],
    onSubmit,
    error,
    fail,
    clearError,
  };
}
