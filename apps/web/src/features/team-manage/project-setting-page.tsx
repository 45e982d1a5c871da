import { useState } from 'react';
import { Card, Flex, Select, Spin, Typography } from 'antd';
import { PAGINATION, type ProjectSummary, type TeamDetail } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Empty } from '../../components/empty';
import { ErrorAlert } from '../../components/error-alert';
import { useProject } from '../../lib/projects/get-project';
import { useProjects } from '../../lib/projects/list-projects';
import { ProjectAiCapCard } from '../ai';
import { FrozenNotice, ProjectInfoPanel, ProjectMembersPanel, ProjectStateTags } from '../projects';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ManageLayout, useManageParams } from './components/manage-layout';
import { ALL_PROJECTS, managePath, type ManagePage } from '../../lib/manage-paths';
import { projectWorkspacePath } from '../../lib/paths';

const PAGE = 'project-setting' satisfies ManagePage;
const SECTION_LEVEL = 2;
const PICKER_ID = 'project-setting-picker';
const PICKER_WIDTH = 360;
const SECONDARY = 'secondary';
const NAME_ROW = { align: 'center', gap: 8, wrap: 'wrap' } as const;
const TITLE_ROW = { align: 'center', gap: 8, wrap: 'wrap', justify: 'space-between' } as const;

/**
 * `/manage/team/:teamId/project/:projectId/project-setting` (spec §2): the settings of the
 * project in focus (its info and its members, as in its workspace, and its AI points limit). With no project in focus
 * (`all`), or one that is not a live project of this team, a picker of the team's projects.
 */
export function ProjectSettingPage() {
  const { t } = useTranslation();
  return (
    <ManageLayout active={PAGE}>
      {(team) => (
        <>
          <Typography.Title level={SECTION_LEVEL} style={{ fontSize: 20, margin: 0 }}>
            {t('screens.projectSetting')}
          </Typography.Title>
          <ProjectSetting team={team} />
        </>
      )}
    </ManageLayout>
  );
}

function ProjectSetting({ team }: { team: TeamDetail }) {
  const { projectId } = useManageParams();
  const isPicked = projectId !== ALL_PROJECTS;
  const project = useProject(isPicked ? projectId : undefined);

  if (isPicked && project.isPending) return <Spin />;
  const data = project.data;
  if (!data || data.teamId !== team.id || data.deletedAt !== null) {
    return <ProjectPicker team={team} />;
  }
  return <ProjectSettings key={data.id} team={team} project={data} />;
}

function ProjectSettings({ team, project }: { team: TeamDetail; project: ProjectSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const backToPicker = () =>
    void navigate(managePath(team.id, ALL_PROJECTS, PAGE), { replace: true });
  return (
    <Flex vertical gap={16}>
      <Flex {...TITLE_ROW}>
        <Flex {...NAME_ROW}>
          <Typography.Text strong>{project.name}</Typography.Text>
          <ProjectStateTags project={project} />
        </Flex>
        <Flex gap={16} wrap>
          <Link to={projectWorkspacePath(project.id)}>{t('projects.setting.openWorkspace')}</Link>
          <Link to={managePath(team.id, ALL_PROJECTS, PAGE)}>{t('projects.setting.another')}</Link>
        </Flex>
      </Flex>
      {project.isFrozen && <FrozenNotice teamId={project.teamId} />}
      <Card title={t('projects.workspace.info')}>
        <ProjectInfoPanel project={project} onDeleted={backToPicker} />
      </Card>
      <Card title={t('projects.workspace.members')}>
        <ProjectMembersPanel project={project} onLeft={backToPicker} />
      </Card>
      <ProjectAiCapCard projectId={project.id} canEdit={project.can.capPoints} />
    </Flex>
  );
}

function ProjectPicker({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const projects = useProjects({
    tab: 'all',
    teamId: team.id,
    page: PAGINATION.defaultPage,
    pageSize: PAGINATION.maxPageSize,
    q,
  });

  if (projects.isSuccess && projects.data.total === 0 && !q) {
    return <Empty description={t('projects.setting.noProjects')} />;
  }
  return (
    <Flex vertical gap={8}>
      <ErrorAlert error={projects.error} />
      <label htmlFor={PICKER_ID}>
        <Typography.Text type={SECONDARY}>{t('projects.setting.pick')}</Typography.Text>
      </label>
      <Select
        id={PICKER_ID}
        style={{ width: PICKER_WIDTH, maxWidth: '100%' }}
        showSearch={{ filterOption: false, onSearch: setSearch }}
        loading={projects.isFetching}
        placeholder={t('projects.setting.pickPlaceholder')}
        options={(projects.data?.items ?? []).map((project) => ({
          value: project.id,
          label: project.name,
        }))}
        onChange={(id: string) => void navigate(managePath(team.id, id, PAGE))}
      />
    </Flex>
  );
}
