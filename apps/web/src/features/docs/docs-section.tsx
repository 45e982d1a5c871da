import { Flex, Spin, Typography } from 'antd';
import type { ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useDocSite } from './api/doc-site';
import { SharesCard } from './shares/shares-card';
import { SiteCard } from './site/site-card';
import { DOCS_TEST_IDS } from './test-ids';
import { VersionsCard } from './versions/versions-card';

const SECONDARY = 'secondary';

export interface DocsSectionProps {
  project: ProjectSummary;
  /** On screen: only then is anything fetched. */
  isOpen: boolean;
}

/**
 * The workspace's Docs section (issue 23), the publisher's side of the published documentation:
 * the site readers open, the versions published to it, and the share links. What each member
 * may do follows the project's abilities: admins change the site (`manageDocs`), writers
 * publish and share (`publishDocs`), everyone else reads.
 */
export function DocsSection({ project, isOpen }: DocsSectionProps) {
  const { t } = useTranslation();
  const site = useDocSite(project.id, isOpen);
  return (
    <Flex vertical gap={16} data-testid={DOCS_TEST_IDS.section}>
      <Typography.Text type={SECONDARY}>{t('docs.intro')}</Typography.Text>
      <ErrorAlert error={site.error} />
      {site.isPending && isOpen && <Spin aria-label={t('common.loading')} />}
      {site.data && (
        <>
          <SiteCard
            projectId={project.id}
            projectName={project.name}
            loaded={site.data}
            canManage={project.can.manageDocs}
          />
          <VersionsCard
            projectId={project.id}
            site={site.data}
            canPublish={project.can.publishDocs}
            isOpen={isOpen}
          />
          <SharesCard
            projectId={project.id}
            siteLanguage={site.data.language}
            canPublish={project.can.publishDocs}
            isOpen={isOpen}
          />
        </>
      )}
    </Flex>
  );
}
