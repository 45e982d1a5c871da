import { useId, type ReactNode } from 'react';
import { Form, Input, InputNumber, Switch } from 'antd';

const ERROR = 'error';
const FULL_WIDTH = { width: '100%' } as const;
const DESCRIPTION_ROWS = { minRows: 2, maxRows: 8 };

interface FieldProps {
  label: string;
  /** An inline error under the field. */
  error?: ReactNode;
  help?: ReactNode;
  testId?: string;
}

/** A labelled field whose label is tied to its control (for screen readers and tests). */
function Field({
  label,
  error,
  help,
  testId,
  children,
}: FieldProps & { children(id: string): ReactNode }) {
  const id = useId();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? ERROR : undefined}
      help={error ?? help}
      data-testid={testId}
    >
      {children(id)}
    </Form.Item>
  );
}

export function TextField({
  value,
  onChange,
  isMultiline = false,
  ...field
}: FieldProps & {
  value: unknown;
  onChange(value: string | undefined): void;
  isMultiline?: boolean;
}) {
  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => onChange(next === '' ? undefined : next);
  return (
    <Field {...field}>
      {(id) =>
        isMultiline ? (
          <Input.TextArea
            id={id}
            value={text}
            autoSize={DESCRIPTION_ROWS}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <Input
            id={id}
            value={text}
            status={field.error ? ERROR : undefined}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    </Field>
  );
}

export function NumberField({
  value,
  onChange,
  isCount = false,
  ...field
}: FieldProps & {
  value: unknown;
  onChange(value: number | undefined): void;
  /** A length or count: a whole number, zero or more. */
  isCount?: boolean;
}) {
  return (
    <Field {...field}>
      {(id) => (
        <InputNumber<number>
          id={id}
          style={FULL_WIDTH}
          value={typeof value === 'number' ? value : null}
          min={isCount ? 0 : undefined}
          precision={isCount ? 0 : undefined}
          status={field.error ? ERROR : undefined}
          onChange={(next) => onChange(next ?? undefined)}
        />
      )}
    </Field>
  );
}

export function SwitchField({
  value,
  onChange,
  disabled,
  ...field
}: FieldProps & { value: boolean; onChange(value: boolean): void; disabled?: boolean }) {
  return (
    <Field {...field}>
      {(id) => <Switch id={id} checked={value} disabled={disabled} onChange={onChange} />}
    </Field>
  );
}

/** A field around any control; `children` gets the id to give the control. */
export function CustomField(props: FieldProps & { children(id: string): ReactNode }) {
  return <Field {...props} />;
}
