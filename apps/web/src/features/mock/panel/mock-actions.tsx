import { App, Button, Flex, Popconfirm } from 'antd';
import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useAddMockEnvironment } from '../api/add-mock-environment';
import { useResetMockState } from '../api/reset-mock-state';
import { MOCK_TEST_IDS } from '../test-ids';

const RESET_OK_PROPS = { danger: true, 'data-testid': MOCK_TEST_IDS.resetOk };

export interface MockActionsProps {
  projectId: string;
  readOnly: boolean;
}

/** "Reset stateful data" (asked first) and "Add as environment". */
export function MockActions({ projectId, readOnly }: MockActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const reset = useResetMockState();
  const addEnvironment = useAddMockEnvironment();

  const resetState = async () => {
    try {
      await reset.mutateAsync({ projectId });
      void message.success(t('mock.actions.resetDone'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const add = async () => {
    try {
      const environment = await addEnvironment.mutateAsync({ projectId });
      void message.success(t('mock.actions.environmentReady', { name: environment.name }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t('mock.actions.resetTitle')}
        description={t('mock.actions.resetContent')}
        okText={t('mock.actions.resetOk')}
        okButtonProps={RESET_OK_PROPS}
        cancelText={t('mock.panel.cancel')}
        onConfirm={() => void resetState()}
        disabled={readOnly}
      >
        <Button
          danger
          icon={<ClearOutlined />}
          disabled={readOnly}
          loading={reset.isPending}
          data-testid={MOCK_TEST_IDS.reset}
        >
          {t('mock.actions.reset')}
        </Button>
      </Popconfirm>
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly}
        loading={addEnvironment.isPending}
        onClick={() => void add()}
        data-testid={MOCK_TEST_IDS.addEnvironment}
      >
        {t('mock.actions.addEnvironment')}
      </Button>
    </Flex>
  );
}
