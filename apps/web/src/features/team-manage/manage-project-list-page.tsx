import { useState } from 'react';
import { Button, Flex, Input, Segmented, Space, Table, Typography, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGINATION, type ProjectSummary, type TeamDetail } from '@heron/contract';
import { ErrorAlert } from '../../components/error-alert';
import { Empty } from '../../components/empty';
import { useProjects } from '../../lib/projects/list-projects';
import { NewProjectDialog, ProjectRowActions, ProjectStateTags } from '../projects';
import { useFormatDateTime } from '../../lib/format-time';
import { ManageLayout } from './components/manage-layout';
import { projectSettingPath } from '../../lib/manage-paths';
import { projectWorkspacePath } from '../../lib/paths';

type View = 'all' | 'trash';

const ROW_KEY = 'id';
const PRIMARY = 'primary';
const PAGE = 'project-list';
const SECTION_LEVEL = 2;
const SEARCH_WIDTH = 280;
const TOOLBAR = { justify: 'space-between', align: 'center', gap: 8, wrap: true } as const;
const COLUMN = {
  name: 'name',
  description: 'description',
  admins: 'admins',
  members: 'memberCount',
  state: 'state',
  createdAt: 'createdAt',
  deletedAt: 'deletedAt',
  deletedBy: 'deletedBy',
  actions: 'actions',
} as const;

/**
 * `/manage/team/:teamId/project/:projectId/project-list` (spec §2): the team's projects, and its
 * trash, with creating (team admins), opening and the way to each project's settings.
 */
export function ManageProjectListPage() {
  const { t } = useTranslation();
  return (
    <ManageLayout active={PAGE}>
      {(team) => (
        <>
          <Typography.Title level={SECTION_LEVEL} style={{ fontSize: 20, margin: 0 }}>
            {t('screens.manageProjectList')}
          </Typography.Title>
          <TeamProjects key={team.id} team={team} />
        </>
      )}
    </ManageLayout>
  );
}

function TeamProjects({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [view, setView] = useState<View>('all');
  const [page, setPage] = useState<number>(PAGINATION.defaultPage);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [q, setQ] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const projects = useProjects({ tab: view, teamId: team.id, page, pageSize, q });
  const number = new Intl.NumberFormat(i18n.language);
  const isTrash = view === 'trash';

  const views = [
    { value: 'all', label: t('teamManage.projects.all') },
    { value: 'trash', label: t('teamManage.projects.trash') },
  ] satisfies { value: View; label: string }[];

  const columns: TableProps<ProjectSummary>['columns'] = [
    {
      key: COLUMN.name,
      title: t('teamManage.projects.name'),
      render: (_value, project) =>
        isTrash ? project.name : <Link to={projectWorkspacePath(project.id)}>{project.name}</Link>,
    },
    {
      key: COLUMN.description,
      dataIndex: COLUMN.description,
      title: t('teamManage.projects.description'),
      ellipsis: true,
    },
    {
      key: COLUMN.admins,
      title: t('teamManage.projects.admins'),
      render: (_value, project) => project.admins.map((admin) => admin.name).join(', '),
    },
    ...(isTrash
      ? [
          {
            key: COLUMN.deletedAt,
            title: t('teamManage.projects.deletedAt'),
            render: (_value: unknown, project: ProjectSummary) =>
              project.deletedAt ? formatDateTime(project.deletedAt) : '',
          },
          {
            key: COLUMN.deletedBy,
            title: t('teamManage.projects.deletedBy'),
            render: (_value: unknown, project: ProjectSummary) => project.deletedBy?.name ?? '',
          },
        ]
      : [
          {
            key: COLUMN.members,
            title: t('teamManage.projects.members'),
            render: (_value: unknown, project: ProjectSummary) =>
              number.format(project.memberCount),
          },
          {
            key: COLUMN.state,
            title: t('teamManage.projects.state'),
            render: (_value: unknown, project: ProjectSummary) => (
              <ProjectStateTags project={project} />
            ),
          },
          {
            key: COLUMN.createdAt,
            title: t('teamManage.projects.createdAt'),
            render: (_value: unknown, project: ProjectSummary) => formatDateTime(project.createdAt),
          },
        ]),
    {
      key: COLUMN.actions,
      title: t('teamManage.projects.actions'),
      render: (_value, project) => (
        <Space size={0} wrap>
          {!isTrash && (
            <Space size={12} wrap style={{ marginInlineEnd: 8 }}>
              <Link to={projectWorkspacePath(project.id)}>{t('teamManage.projects.open')}</Link>
              <Link to={projectSettingPath(team.id, project.id)}>
                {t('teamManage.projects.settings')}
              </Link>
            </Space>
          )}
          <ProjectRowActions project={project} />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex {...TOOLBAR}>
        <Space wrap>
          <Segmented<View>
            aria-label={t('teamManage.projects.view')}
            options={views}
            value={view}
            onChange={(next) => {
              setView(next);
              setPage(PAGINATION.defaultPage);
            }}
          />
          <Input.Search
            allowClear
            aria-label={t('teamManage.projects.search')}
            placeholder={t('teamManage.projects.search')}
            style={{ width: SEARCH_WIDTH }}
            onSearch={(value) => {
              setQ(value.trim());
              setPage(PAGINATION.defaultPage);
            }}
          />
        </Space>
        {team.isAdmin && (
          <Button type={PRIMARY} onClick={() => setIsCreating(true)}>
            {t('teamManage.projects.create')}
          </Button>
        )}
      </Flex>
      <ErrorAlert error={projects.error ?? undefined} />
      <Table<ProjectSummary>
        rowKey={ROW_KEY}
        columns={columns}
        dataSource={projects.data?.items ?? []}
        loading={projects.isFetching}
        scroll={{ x: true }}
        locale={{
          emptyText: (
            <Empty
              description={t(
                isTrash ? 'teamManage.projects.emptyTrash' : 'teamManage.projects.empty',
              )}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: projects.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : PAGINATION.defaultPage);
            setPageSize(nextSize);
          },
        }}
      />
      {team.isAdmin && (
        <NewProjectDialog open={isCreating} teamId={team.id} onClose={() => setIsCreating(false)} />
      )}
    </Flex>
  );
}
