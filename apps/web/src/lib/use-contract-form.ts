import { useState } from 'react';
import { Form, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractRule, parseForm, showServerFieldErrors } from './contract-form';

type Values = Record<string, unknown>;

/** The names of a schema's fields, so a misspelt field name does not compile. */
export type FieldName<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

export interface ContractForm<S extends z.ZodType> {
  form: FormInstance;
  /** The validation rule of one field, from the contract schema. */
  rule: (field: FieldName<S>) => FormRule;
  /** The parsed body of submitted values, or undefined after showing the issues on fields. */
  parse: (values: Values) => z.output<S> | undefined;
  /** The failure to show above the form (not one already shown on its fields). */
  error: unknown;
  /** Shows a failure: field errors on their fields, anything else above the form. */
  fail: (error: unknown) => void;
  /** Clears the failure shown above the form, before a new attempt. */
  clearError: () => void;
  /**
   * The whole submit of a form: parse the values (issues go on their fields), clear the last
   * failure, run `action` with the body, and show its failure, if any, like `fail`.
   */
  submitWith: (values: Values, action: (body: z.output<S>) => Promise<unknown>) => Promise<void>;
}

/**
 * An antd form validated by a contract schema. `extra` holds values the schema needs that are
 * not fields (a token taken from the address).
 */
export function useContractForm<S extends z.ZodType>(
  schema: S,
  extra: Values = {},
): ContractForm<S> {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [error, setError] = useState<unknown>();
  const parse = (values: Values) => parseForm(form, schema, { ...values, ...extra }, t);
  const fail = (failure: unknown) => {
    const fields = Object.keys(form.getFieldsValue(true) as Values);
    setError(showServerFieldErrors(form, failure, fields, t) ? undefined : failure);
  };
  const clearError = () => setError(undefined);
  return {
    form,
    rule: (field) => contractRule(schema, field, t, extra),
    parse,
    error,
    fail,
    clearError,
    submitWith: async (values, action) => {
      const body = parse(values);
      if (!body) return;
      clearError();
      try {
        await action(body);
      } catch (failure) {
        fail(failure);
      }
    },
  };
}
