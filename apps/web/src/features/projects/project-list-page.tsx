import { useState } from 'react';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PROJECT_LIST_TABS } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { NewProjectDialog } from './components/new-project-dialog';
import { ProjectBrowser } from './components/project-browser';

const PRIMARY = 'primary';

/**
 * `/project/list` (spec §2), home of the signed-in app: All, My Responsibilities, My
 * Participations and Trash, searchable and paged, with "New project".
 */
export function ProjectListPage() {
  const { t } = useTranslation();
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Flex vertical gap={8}>
      <PageTitle>{t('screens.projectList')}</PageTitle>
      <ProjectBrowser
        tabs={PROJECT_LIST_TABS}
        extra={
          <Button type={PRIMARY} icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
            {t('projects.create.open')}
          </Button>
        }
      />
      <NewProjectDialog open={isCreating} onClose={() => setIsCreating(false)} />
    </Flex>
  );
}
