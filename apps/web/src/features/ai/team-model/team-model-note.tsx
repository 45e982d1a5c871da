import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_TEST_IDS } from '../test-ids';

const SUCCESS = 'success';

/**
 * Said beside Start in the AI dialogs when the project's team brought its own model: the run
 * calls it and spends no points, so no cost or points left are shown.
 */
export function TeamModelNote({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={SUCCESS}
      showIcon
      title={t('ai.teamModel.dialogNote')}
      data-testid={AI_TEST_IDS.teamModelNote}
      style={style}
    />
  );
}
