import { Button, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';

const PRIMARY = 'primary';
const CENTER = 'center';
const END = 'end';
const WAIT_STYLE = { padding: 24 };

/** What the dialogs need of a preview's query to show it loading or failed. */
export interface PreviewQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A cost preview being read, or why it could not be, with a retry: what each AI dialog shows
 * before its figures are in. Nothing once they are.
 */
export function PreviewWait({ query }: { query: PreviewQuery }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Flex justify={CENTER} style={WAIT_STYLE}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (!query.isError) return null;
  return (
    <div>
      <ErrorAlert error={query.error} />
      <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
    </div>
  );
}

export interface StartFooterProps {
  onClose: () => void;
  onStart: () => void;
  /** The preview is not in, or it says the action cannot start. */
  isBlocked: boolean;
  isStarting: boolean;
  startLabel: string;
  startTestId: string;
}

/** Close, and the Start an AI dialog holds back until its preview allows it. */
export function StartFooter({
  onClose,
  onStart,
  isBlocked,
  isStarting,
  startLabel,
  startTestId,
}: StartFooterProps) {
  const { t } = useTranslation();
  return (
    <Flex justify={END} gap={8}>
      <Button onClick={onClose}>{t('ai.annotate.close')}</Button>
      <Button
        type={PRIMARY}
        disabled={isBlocked}
        loading={isStarting}
        onClick={onStart}
        data-testid={startTestId}
      >
        {startLabel}
      </Button>
    </Flex>
  );
}
