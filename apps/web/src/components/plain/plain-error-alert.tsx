import { useErrorMessage } from '../../lib/error-message';
import { PlainAlert } from './plain-alert';

const ERROR = 'error';
const SPACED = { marginBottom: 16 } as const;

/**
 * A failure of the last action, in the person's language; nothing when there is none. The
 * antd-free twin of `ErrorAlert`, for the screens drawn without antd.
 */
export function PlainErrorAlert({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  if (error === undefined || error === null) return null;
  return <PlainAlert type={ERROR} title={errorMessage(error)} style={SPACED} />;
}
