import { Button, Modal, Typography } from 'antd';
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEBUG_CASES_TEST_IDS } from './test-ids';

export interface CaseConflictDialogProps {
  open: boolean;
  /** The case's name, as listed. */
  name: string;
  /** Drop the builder's request for the case as stored now. */
  onReload: () => void;
  /** Save the builder's request over the case as stored now. */
  onOverwrite: () => void;
  /** Neither: the builder keeps the request, nothing is saved. */
  onCancel: () => void;
  /** A reload or overwrite is under way. */
  isBusy: boolean;
}

/**
 * A save refused because someone saved the case after it was loaded here. Nothing was written:
 * the person takes their version (reload) or keeps theirs and saves it over (overwrite).
 */
export function CaseConflictDialog({
  open,
  name,
  onReload,
  onOverwrite,
  onCancel,
  isBusy,
}: CaseConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('debug.cases.conflictTitle', { name })}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={isBusy}>
          {t('debug.cases.keepEditing')}
        </Button>,
        <Button
          key="reload"
          icon={<ReloadOutlined />}
          onClick={onReload}
          disabled={isBusy}
          data-testid={DEBUG_CASES_TEST_IDS.reload}
        >
          {t('debug.cases.reload')}
        </Button>,
        <Button
          key="overwrite"
          danger
          icon={<SaveOutlined />}
          onClick={onOverwrite}
          disabled={isBusy}
          data-testid={DEBUG_CASES_TEST_IDS.overwrite}
        >
          {t('debug.cases.overwrite')}
        </Button>,
      ]}
    >
      <Typography.Paragraph data-testid={DEBUG_CASES_TEST_IDS.conflict}>
        {t('debug.cases.conflictContent')}
      </Typography.Paragraph>
    </Modal>
  );
}
