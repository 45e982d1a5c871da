import { Alert } from 'antd';
import { useErrorMessage } from '../lib/error-message';

const ERROR = 'error';

/** A failure of the last action, in the person's language; nothing when there is none. */
export function ErrorAlert({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  if (error === undefined || error === null) return null;
  return <Alert type={ERROR} showIcon title={errorMessage(error)} style={{ marginBottom: 16 }} />;
}
