import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Language } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocShares } from '../api/doc-shares';
import { DOCS_TEST_IDS } from '../test-ids';
import { ShareDialog } from './share-dialog';
import { ShareTable } from './share-table';

const SECONDARY = 'secondary';

export interface SharesCardProps {
  projectId: string;
  /** The site's default language, which a new link starts with. */
  siteLanguage: Language;
  /** `can.publishDocs`: create and revoke links. */
  canPublish: boolean;
  /** On screen: only then is the list fetched. */
  isOpen: boolean;
}

/** Share links: the whole project or parts of it, each at a link of its own. */
export function SharesCard({ projectId, siteLanguage, canPublish, isOpen }: SharesCardProps) {
  const { t } = useTranslation();
  const shares = useDocShares(projectId, isOpen);
  const [isCreating, setIsCreating] = useState(false);

  const newButton = canPublish && (
    <Button
      icon={<PlusOutlined />}
      onClick={() => setIsCreating(true)}
      data-testid={DOCS_TEST_IDS.newShare}
    >
      {t('docs.shares.new')}
    </Button>
  );

  return (
    <Card title={t('docs.shares.title')} extra={newButton} data-testid={DOCS_TEST_IDS.sharesCard}>
      <Flex vertical gap={12}>
        <Typography.Text type={SECONDARY}>{t('docs.shares.intro')}</Typography.Text>
        <ErrorAlert error={shares.error} />
        <ShareTable
          projectId={projectId}
          shares={shares.data ?? []}
          isLoading={shares.isPending && isOpen}
          canPublish={canPublish}
        />
      </Flex>
      <ShareDialog
        projectId={projectId}
        defaultLanguage={siteLanguage}
        open={isCreating}
        onClose={() => setIsCreating(false)}
      />
    </Card>
  );
}
