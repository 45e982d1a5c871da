import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MockPanelDrawer } from './lazy-mock';
import { MOCK_TEST_IDS } from './test-ids';

const SMALL = 'small';
const TEXT = 'text';

export interface MockPanelButtonProps {
  projectId: string;
  /** Read-only members open the panel too: they may call the mock and watch its log. */
  readOnly: boolean;
}

/** The designer toolbar's "Mock" button, and the panel it opens (loaded on first open). */
export function MockPanelButton({ projectId, readOnly }: MockPanelButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        size={SMALL}
        type={TEXT}
        icon={<CloudServerOutlined />}
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
        data-testid={MOCK_TEST_IDS.openPanel}
      >
        {t('mock.button')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <MockPanelDrawer
            projectId={projectId}
            readOnly={readOnly}
            open={isOpen}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
