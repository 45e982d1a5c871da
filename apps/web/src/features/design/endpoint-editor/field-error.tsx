import { Typography } from 'antd';
import { UI } from './lib/ui';

const DANGER = 'danger';
const STYLE = { display: 'block', fontSize: 12 } as const;

/** An inline message under a field whose value is wrong. */
export function FieldError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type={DANGER} style={STYLE} role={UI.alert}>
      {message}
    </Typography.Text>
  );
}
