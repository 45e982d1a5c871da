import { useState } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProjectListTab } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { PageTitle } from '../../components/page-title';
import { NewProjectDialog, ProjectBrowser } from '../projects';
import { usePersonalSpace } from '../../lib/teams/get-personal-space';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
// Everything in the personal space is the owner's own: "mine" and "joined" would say nothing new.
const PERSONAL_TABS: readonly ProjectListTab[] = ['all', 'trash'];

/**
 * `/personal` (spec §1, §2): the personal space, a team of one that is never shared, with its
 * projects and its trash. Its projects' admin is always the owner.
 */
export function PersonalSpacePage() {
  const { t, i18n } = useTranslation();
  const space = usePersonalSpace();
  const [isCreating, setIsCreating] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  let body;
  if (space.isPending) {
    body = <Spin />;
  } else if (space.isError) {
    body = <ErrorAlert error={space.error} />;
  } else {
    const { projects } = space.data.usage;
    body = (
      <>
        <Typography.Text type={SECONDARY}>
          {projects.limit === null
            ? t('personal.projectCount', { used: number.format(projects.used) })
            : t('personal.projectUsage', {
                used: number.format(projects.used),
                limit: number.format(projects.limit),
              })}
        </Typography.Text>
        <ProjectBrowser
          tabs={PERSONAL_TABS}
          teamId={space.data.id}
          extra={
            <Button type={PRIMARY} icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
              {t('projects.create.open')}
            </Button>
          }
        />
        <NewProjectDialog
          open={isCreating}
          teamId={space.data.id}
          onClose={() => setIsCreating(false)}
        />
      </>
    );
  }

  return (
    <Flex vertical gap={8}>
      <PageTitle>{t('screens.personal')}</PageTitle>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('personal.description')}
      </Typography.Paragraph>
      {body}
    </Flex>
  );
}
