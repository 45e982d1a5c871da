import { useState } from 'react';
import { Button, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PAGINATION, type TeamSummary } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty } from '../../components/empty';
import { ACCENT_TAG_COLOUR } from '../../components/accent-tag-colour';
import { ErrorAlert } from '../../components/error-alert';
import { PageTitle } from '../../components/page-title';
import { teamSettingPath } from '../../lib/manage-paths';
import { useTeams } from '../../lib/teams/list-teams';
import { NewTeamDialog } from './components/new-team-dialog';

const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const ROW_KEY = 'id';
const ADMIN_COLOUR = ACCENT_TAG_COLOUR;
const HEADER_ROW = { justify: 'space-between', align: 'center', gap: 16, wrap: 'wrap' } as const;
const SCROLL = { x: 'max-content' } as const;
const DESCRIPTION_ELLIPSIS = { rows: 2 } as const;

/**
 * `/team/list` (spec §2): the teams I belong to with their size, my role and their plan, and
 * "New team".
 */
export function TeamListPage() {
  const { t, i18n } = useTranslation();
  const teams = useTeams();
  const [isCreating, setIsCreating] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);

  const columns: TableProps<TeamSummary>['columns'] = [
    {
      key: 'name',
      title: t('teams.columns.name'),
      render: (_, team) => <Link to={teamSettingPath(team.id)}>{team.name}</Link>,
    },
    {
      key: 'description',
      title: t('teams.columns.description'),
      render: (_, team) => (
        <Typography.Paragraph
          type={SECONDARY}
          ellipsis={DESCRIPTION_ELLIPSIS}
          style={{ margin: 0 }}
        >
          {team.description}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'members',
      title: t('teams.columns.members'),
      render: (_, team) => number.format(team.memberCount),
    },
    {
      key: 'projects',
      title: t('teams.columns.projects'),
      render: (_, team) => number.format(team.projectCount),
    },
    {
      key: 'role',
      title: t('teams.columns.role'),
      render: (_, team) =>
        team.isAdmin ? (
          <Tag color={ADMIN_COLOUR}>{t('teams.roles.admin')}</Tag>
        ) : (
          <Tag>{t('teams.roles.member')}</Tag>
        ),
    },
    {
      key: 'plan',
      title: t('teams.columns.plan'),
      render: (_, team) => t(`teams.plans.${team.plan}`),
    },
    {
      key: 'actions',
      title: t('teams.columns.actions'),
      render: (_, team) => <Link to={teamSettingPath(team.id)}>{t('teams.manage')}</Link>,
    },
  ];

  const create = (
    <Button type={PRIMARY} icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
      {t('teams.create.open')}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      <Flex {...HEADER_ROW}>
        <PageTitle>{t('screens.teamList')}</PageTitle>
        {create}
      </Flex>
      <ErrorAlert error={teams.error} />
      <Table<TeamSummary>
        rowKey={ROW_KEY}
        columns={columns}
        dataSource={teams.data?.items ?? []}
        loading={teams.isPending && !teams.isError}
        scroll={SCROLL}
        pagination={{ defaultPageSize: PAGINATION.defaultPageSize, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('teams.empty')} /> }}
      />
      <NewTeamDialog open={isCreating} onClose={() => setIsCreating(false)} />
    </Flex>
  );
}
