import { useState } from 'react';
import { Button, Card, Tooltip } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import type { DocSite } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDocVersions } from '../api/doc-versions';
import { DOCS_TEST_IDS } from '../test-ids';
import { PublishDialog } from './publish-dialog';
import { VersionTable } from './version-table';

const PRIMARY = 'primary';

export interface VersionsCardProps {
  projectId: string;
  site: DocSite;
  /** `can.publishDocs`: publish and withdraw versions. */
  canPublish: boolean;
  /** On screen: only then is the list fetched. */
  isOpen: boolean;
}

/** The published versions of the documentation, and the button that publishes the next. */
export function VersionsCard({ projectId, site, canPublish, isOpen }: VersionsCardProps) {
  const { t } = useTranslation();
  const versions = useDocVersions(projectId, isOpen);
  const [isPublishing, setIsPublishing] = useState(false);
  // A version is a snapshot readers reach through the site: there is none to reach before it
  // is saved (the server would answer DOC_SITE_MISSING).
  const hasSite = site.version > 0;

  const publishButton = canPublish && (
    <Tooltip title={hasSite ? undefined : t('docs.versions.publishNeedsSite')}>
      <Button
        type={PRIMARY}
        icon={<CloudUploadOutlined />}
        disabled={!hasSite}
        onClick={() => setIsPublishing(true)}
        data-testid={DOCS_TEST_IDS.publish}
      >
        {t('docs.versions.publish')}
      </Button>
    </Tooltip>
  );

  return (
    <Card
      title={t('docs.versions.title')}
      extra={publishButton}
      data-testid={DOCS_TEST_IDS.versionsCard}
    >
      <ErrorAlert error={versions.error} />
      <VersionTable
        projectId={projectId}
        site={site}
        versions={versions.data ?? []}
        isLoading={versions.isPending && isOpen}
        canPublish={canPublish}
      />
      <PublishDialog
        projectId={projectId}
        site={site}
        open={isPublishing}
        onClose={() => setIsPublishing(false)}
      />
    </Card>
  );
}
