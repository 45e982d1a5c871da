import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  type TableProps,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGINATION, type TeamDetail, type TeamMember } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useSession } from '../../../lib/get-session';
import { InviteDialog } from '../../invites';
import { useTeamMembers } from '../../../lib/teams/list-team-members';
import { useRemoveTeamMembers } from '../api/remove-team-members';
import { useUpdateTeamMember } from '../api/update-team-member';
import { useActionError } from '../../../lib/use-action-error';
import { AssignmentDrawer } from './assignment-drawer';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

const ROW_KEY = 'userId';
const PRIMARY = 'primary';
const LINK = 'link';
const SMALL = 'small';
const TOOLBAR = { justify: 'space-between', align: 'center', gap: 8, wrap: true } as const;
const SEARCH_WIDTH = 280;
const ADMIN_COLOR = ACCENT_TAG_COLOUR;
const COLUMN = {
  name: 'name',
  accountName: 'accountName',
  email: 'email',
  projectCount: 'projectCount',
  seat: 'seat',
  isAdmin: 'isAdmin',
  actions: 'actions',
} as const;

/**
 * The team's members (spec §6): per-team name, account name, email, projects joined, seat kind
 * and admin flag, searchable and paged. Team admins set or cancel admin, assign projects, invite,
 * and remove members one by one or several at once.
 */
export function MembersSection({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const showError = useActionError(team.id);
  const session = useSession();
  const myId = session.data?.id;
  const [page, setPage] = useState<number>(PAGINATION.defaultPage);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<TeamMember>();
  const [isInviting, setIsInviting] = useState(false);
  const members = useTeamMembers(team.id, { page, pageSize, q });
  const update = useUpdateTeamMember();
  const remove = useRemoveTeamMembers();
  const number = new Intl.NumberFormat(i18n.language);
  const canManage = team.isAdmin;
  const canInvite = team.isAdmin && !team.isPersonal;

  const setAdmin = (member: TeamMember, isAdmin: boolean) =>
    update.mutate(
      { teamId: team.id, userId: member.userId, isAdmin },
      {
        onSuccess: () => void message.success(t(isAdmin ? 'success.settings' : 'success.cancel')),
        onError: showError,
      },
    );

  const removeMembers = (userIds: string[]) =>
    remove.mutateAsync(
      { teamId: team.id, userIds },
      {
        onSuccess: () => {
          setSelected((current) => current.filter((id) => !userIds.includes(id)));
          // Emptying the last page shows the page before it rather than an empty table.
          const shown = members.data?.items ?? [];
          if (page > PAGINATION.defaultPage && shown.every((m) => userIds.includes(m.userId))) {
            setPage(page - 1);
          }
          void message.success(t('success.delete'));
        },
        onError: showError,
      },
    );

  const confirmBatchRemove = () =>
    void modal.confirm({
      title: t('teamManage.members.removeSelectedTitle', { n: number.format(selected.length) }),
      content: t('teamManage.members.removeSelectedBody'),
      okText: t('teamManage.members.remove'),
      okButtonProps: { danger: true },
      cancelText: t('teamManage.common.cancel'),
      // A refusal leaves the dialog to close; the reason shows as a message.
      onOk: () => removeMembers(selected).catch(() => undefined),
    });

  const columns: TableProps<TeamMember>['columns'] = [
    { key: COLUMN.name, dataIndex: COLUMN.name, title: t('teamManage.members.name') },
    {
      key: COLUMN.accountName,
      dataIndex: COLUMN.accountName,
      title: t('teamManage.members.accountName'),
    },
    {
      key: COLUMN.email,
      dataIndex: COLUMN.email,
      title: t('teamManage.members.email'),
      render: (email: string | null) => email ?? t('teamManage.members.noEmail'),
    },
    {
      key: COLUMN.projectCount,
      dataIndex: COLUMN.projectCount,
      title: t('teamManage.members.projectCount'),
      render: (count: number) => number.format(count),
    },
    {
      key: COLUMN.seat,
      dataIndex: COLUMN.seat,
      title: t('teamManage.members.seat'),
      render: (seat: TeamMember['seat']) => t(`teamManage.seat.${seat}`),
    },
    {
      key: COLUMN.isAdmin,
      dataIndex: COLUMN.isAdmin,
      title: t('teamManage.members.role'),
      render: (isAdmin: boolean) =>
        isAdmin ? (
          <Tag color={ADMIN_COLOR}>{t('teamManage.members.admin')}</Tag>
        ) : (
          t('teamManage.members.member')
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: COLUMN.actions,
      title: t('teamManage.members.actions'),
      render: (_value, member) => (
        <Space size={0} wrap>
          <Button
            type={LINK}
            size={SMALL}
            aria-label={t(
              member.isAdmin ? 'teamManage.members.cancelAdminOf' : 'teamManage.members.setAdminOf',
              { name: member.name },
            )}
            onClick={() => setAdmin(member, !member.isAdmin)}
          >
            {t(member.isAdmin ? 'teamManage.members.cancelAdmin' : 'teamManage.members.setAdmin')}
          </Button>
          <Button
            type={LINK}
            size={SMALL}
            aria-label={t('teamManage.members.assignOf', { name: member.name })}
            onClick={() => setAssigning(member)}
          >
            {t('teamManage.members.assign')}
          </Button>
          {member.userId !== myId && (
            <Popconfirm
              title={t('teamManage.members.removeOneTitle', { name: member.name })}
              description={t('teamManage.members.removeOneBody')}
              okText={t('teamManage.members.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('teamManage.common.cancel')}
              onConfirm={() => removeMembers([member.userId]).catch(() => undefined)}
            >
              <Button
                type={LINK}
                size={SMALL}
                danger
                aria-label={t('teamManage.members.removeOf', { name: member.name })}
              >
                {t('teamManage.members.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <Card title={t('teamManage.members.title')}>
      <Flex vertical gap={16}>
        <Flex {...TOOLBAR}>
          <Input.Search
            allowClear
            aria-label={t('teamManage.members.search')}
            placeholder={t('teamManage.members.search')}
            style={{ width: SEARCH_WIDTH }}
            onSearch={(value) => {
              setQ(value.trim());
              setPage(PAGINATION.defaultPage);
            }}
          />
          <Space wrap>
            {canManage && (
              <Button danger disabled={selected.length === 0} onClick={confirmBatchRemove}>
                {t('teamManage.members.removeSelected', { n: number.format(selected.length) })}
              </Button>
            )}
            {canInvite && (
              <Button type={PRIMARY} onClick={() => setIsInviting(true)}>
                {t('teamManage.members.invite')}
              </Button>
            )}
          </Space>
        </Flex>
        <ErrorAlert error={members.error ?? undefined} />
        <Table<TeamMember>
          rowKey={ROW_KEY}
          columns={columns}
          dataSource={members.data?.items ?? []}
          loading={members.isFetching}
          scroll={{ x: true }}
          rowSelection={
            canManage
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  // Leaving is how one goes; "remove" never takes the caller out.
                  getCheckboxProps: (member) => ({
                    disabled: member.userId === myId,
                    'aria-label': t('teamManage.members.selectOf', { name: member.name }),
                  }),
                }
              : undefined
          }
          pagination={{
            current: page,
            pageSize,
            total: members.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (nextPage, nextSize) => {
              setPage(nextSize === pageSize ? nextPage : PAGINATION.defaultPage);
              setPageSize(nextSize);
            },
          }}
        />
      </Flex>
      <AssignmentDrawer
        teamId={team.id}
        member={assigning}
        onClose={() => setAssigning(undefined)}
      />
      {canInvite && (
        <InviteDialog open={isInviting} teamId={team.id} onClose={() => setIsInviting(false)} />
      )}
    </Card>
  );
}
