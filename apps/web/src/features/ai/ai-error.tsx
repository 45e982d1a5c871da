import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { ApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { BuyPointsLink } from './annotate/buy-points-link';

const ERROR = 'error';

/**
 * A refused AI action (an annotation's start, stop or resume, an AI import's start), or a run
 * that could not be read, by its translated code; a shortfall of points comes with the way to
 * buy more. Nothing when there is no error.
 */
export function AiError({
  error,
  teamId,
  style,
}: {
  error: unknown;
  /** The team whose points a purchase tops up; none: the personal space. */
  teamId: string | undefined;
  style?: CSSProperties;
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
      style={style}
    />
  );
}
