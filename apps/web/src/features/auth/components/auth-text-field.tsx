import type { InputHTMLAttributes } from 'react';
import { PlainField } from '../../../components/plain/plain-field';
import { PlainInput } from '../../../components/plain/plain-input';
import { PlainPasswordInput } from '../../../components/plain/plain-password-input';
import type { PlainFields } from '../../../lib/use-plain-contract-form';

/** A labelled text (or password) field of an account form drawn without antd. */
export function AuthTextField<F extends string>({
  form,
  field,
  label,
  isPassword = false,
  ...input
}: {
  form: PlainFields<F>;
  field: NoInfer<F>;
  label: string;
  isPassword?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  const Input = isPassword ? PlainPasswordInput : PlainInput;
  return (
    <PlainField id={form.id(field)} label={label} errors={form.errorsOf(field)}>
      {(control) => <Input {...input} {...control} {...form.text(field)} />}
    </PlainField>
  );
}
