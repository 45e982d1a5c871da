import { useMemo } from 'react';
import { Table, Typography, type TableProps } from 'antd';
import type { ProjectListTab, ProjectSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../../components/empty';
import type { ProjectPage } from '../../../lib/projects/list-projects';
import { useFormatDateTime } from '../../../lib/format-time';
import { projectWorkspacePath } from '../../../lib/paths';
import { ProjectRowActions } from './project-row-actions';
import { ProjectStateTags } from './project-state-tags';

const ROW_KEY = 'id';
const SECONDARY = 'secondary';
const SCROLL = { x: 'max-content' } as const;

export interface ProjectTableProps {
  tab: ProjectListTab;
  data: ProjectPage | undefined;
  /** The page asked for (shown at once, before its rows arrive). */
  page: number;
  pageSize: number;
  isLoading: boolean;
  /** Whether the team column shows (not in one team's own list). */
  showTeam: boolean;
  /** A search is in effect: an empty page says nothing matched. */
  isSearching: boolean;
  onPageChange: (page: number, pageSize: number) => void;
}

/** One page of projects; trash rows show who deleted them and when. */
export function ProjectTable({
  tab,
  data,
  page,
  pageSize,
  isLoading,
  showTeam,
  isSearching,
  onPageChange,
}: ProjectTableProps) {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatDateTime();
  const isTrash = tab === 'trash';
  const listFormat = useMemo(
    () => new Intl.ListFormat(i18n.language, { style: 'narrow', type: 'unit' }),
    [i18n.language],
  );

  const columns: TableProps<ProjectSummary>['columns'] = [
    {
      key: 'name',
      title: t('projects.columns.name'),
      render: (_, project) =>
        isTrash ? (
          <Typography.Text strong>{project.name}</Typography.Text>
        ) : (
          <Link to={projectWorkspacePath(project.id)}>{project.name}</Link>
        ),
    },
    ...(showTeam
      ? [
          {
            key: 'team',
            title: t('projects.columns.team'),
            render: (_: unknown, project: ProjectSummary) => project.teamName,
          },
        ]
      : []),
    {
      key: 'category',
      title: t('projects.columns.category'),
      render: (_, project) => t(`projects.categories.${project.category}`),
    },
    ...(isTrash
      ? [
          {
            key: 'deletedAt',
            title: t('projects.columns.deletedAt'),
            render: (_: unknown, project: ProjectSummary) =>
              project.deletedAt && (
                <time dateTime={project.deletedAt}>{formatTime(project.deletedAt)}</time>
              ),
          },
          {
            key: 'deletedBy',
            title: t('projects.columns.deletedBy'),
            render: (_: unknown, project: ProjectSummary) => project.deletedBy?.name,
          },
        ]
      : [
          {
            key: 'admins',
            title: t('projects.columns.admins'),
            render: (_: unknown, project: ProjectSummary) =>
              listFormat.format(project.admins.map((admin) => admin.name)),
          },
          {
            key: 'members',
            title: t('projects.columns.members'),
            render: (_: unknown, project: ProjectSummary) => project.memberCount,
          },
          {
            key: 'state',
            title: t('projects.columns.state'),
            render: (_: unknown, project: ProjectSummary) => <ProjectStateTags project={project} />,
          },
          {
            key: 'updatedAt',
            title: t('projects.columns.updatedAt'),
            render: (_: unknown, project: ProjectSummary) => (
              <Typography.Text type={SECONDARY}>
                <time dateTime={project.updatedAt}>{formatTime(project.updatedAt)}</time>
              </Typography.Text>
            ),
          },
        ]),
    {
      key: 'actions',
      title: t('projects.columns.actions'),
      render: (_, project) => <ProjectRowActions project={project} />,
    },
  ];

  return (
    <Table<ProjectSummary>
      rowKey={ROW_KEY}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isLoading}
      scroll={SCROLL}
      locale={{
        emptyText: <Empty description={isSearching ? t('projects.list.noMatch') : undefined} />,
      }}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        hideOnSinglePage: false,
        onChange: onPageChange,
        showTotal: (total) => t('projects.list.total', { count: total }),
      }}
    />
  );
}
