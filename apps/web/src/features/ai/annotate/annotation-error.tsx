import { Alert } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { BuyPointsLink } from './buy-points-link';

const ERROR = 'error';

/**
 * A refused start, stop or resume, or a run that could not be read, by its translated code; a
 * shortfall of points comes with the way to buy more. Nothing when there is no error.
 */
export function AnnotationError({
  error,
  teamId,
}: {
  error: unknown;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
}) {
  const errorMessage = useErrorMessage();
  if (error === undefined || error === null) return null;
  const isShortOfPoints = error instanceof ApiError && error.code === 'POINTS_INSUFFICIENT';
  return (
    <Alert
      type={ERROR}
      showIcon
      title={errorMessage(error)}
      action={isShortOfPoints ? <BuyPointsLink teamId={teamId} /> : undefined}
    />
  );
}
