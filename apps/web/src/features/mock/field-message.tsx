import { Typography } from 'antd';

const DANGER = 'danger';
const ALERT = 'alert';

/**
 * The error of one field, under it. Its `id` goes in the field's `aria-describedby`, so a screen
 * reader reads it with the field (and tests find the message beside its field).
 */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Typography.Text type={DANGER} id={id} role={ALERT}>
      {message}
    </Typography.Text>
  );
}

/** The props a field takes when it has an error (or none). */
export function invalidProps(id: string, message: string | undefined) {
  return message === undefined
    ? {}
    : ({ status: 'error', 'aria-invalid': true, 'aria-describedby': id } as const);
}
