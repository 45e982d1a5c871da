import { Suspense, type ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { LazyJsonCompare } from '../history/lazy-json-compare';
import { DESIGN_TEST_IDS } from './test-ids';

const END = 'flex-end';
const WRAP = 'wrap';

const WARNING = 'warning';
const PRIMARY = 'primary';
const MODAL_WIDTH = 1100;

export interface ConflictModalProps {
  open: boolean;
  /** Who saved the other version and when, once known. */
  explanation: ReactNode;
  /** The saved version (theirs) and this person's unsaved one, as pretty JSON; null while loading. */
  theirs: string | null;
  mine: string;
  /** A failure to load theirs or to save. */
  error: unknown;
  isKeeping: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onCancel: () => void;
}

/**
 * Someone saved first: both versions side by side, and a choice. Nothing is written until the
 * person picks "keep mine"; cancel keeps their changes unsaved.
 */
export function ConflictModal({
  open,
  explanation,
  theirs,
  mine,
  error,
  isKeeping,
  onKeepMine,
  onTakeTheirs,
  onCancel,
}: ConflictModalProps) {
  const { t } = useTranslation();
  const loading = <Spin aria-label={t('common.loading')} />;
  return (
    <Modal
      open={open}
      width={MODAL_WIDTH}
      title={t('design.shell.conflict.title')}
      onCancel={onCancel}
      footer={
        <Flex gap={8} justify={END} wrap={WRAP}>
          <Button onClick={onCancel} data-testid={DESIGN_TEST_IDS.conflictCancel}>
            {t('design.shell.conflict.cancel')}
          </Button>
          <Button
            onClick={onTakeTheirs}
            disabled={theirs === null || isKeeping}
            data-testid={DESIGN_TEST_IDS.conflictTakeTheirs}
          >
            {t('design.shell.conflict.takeTheirs')}
          </Button>
          <Button
            type={PRIMARY}
            danger
            onClick={onKeepMine}
            loading={isKeeping}
            disabled={theirs === null}
            data-testid={DESIGN_TEST_IDS.conflictKeepMine}
          >
            {t('design.shell.conflict.keepMine')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12} data-testid={DESIGN_TEST_IDS.conflict}>
        <Alert
          type={WARNING}
          showIcon
          title={t('errors.EDIT_CONFLICT')}
          description={explanation}
        />
        <ErrorAlert error={error} />
        {theirs === null ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <LazyJsonCompare
              left={theirs}
              right={mine}
              leftLabel={t('design.shell.conflict.theirs')}
              rightLabel={t('design.shell.conflict.mine')}
            />
          </Suspense>
        )}
      </Flex>
    </Modal>
  );
}
