import { useState } from 'react';
import {
  Button,
  Flex,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import {
  PAGINATION,
  PERMISSION_LEVEL,
  type ProjectMember,
  type ProjectPermission,
  type ProjectSummary,
} from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { useSession } from '../../../lib/get-session';
import { InviteDialog } from '../../invites';
import { useLeaveProject } from '../api/leave-project';
import { useProjectMembers } from '../../../lib/projects/list-project-members';
import { useRemoveProjectMembers } from '../api/remove-project-members';
import { useUpdateProjectMember } from '../api/update-project-member';
import { useFormatDateTime } from '../../../lib/format-time';
import { SUCCESS, useActionFeedback, type SuccessKey } from '../lib/use-action-feedback';
import { ACCENT_TAG_COLOUR } from '../../../components/accent-tag-colour';

const ROW_KEY = 'userId';
const PRIMARY = 'primary';
const LINK = 'link';
const SMALL = 'small';
const SECONDARY = 'secondary';
const ADMIN_COLOUR = ACCENT_TAG_COLOUR;
const PERMISSION_WIDTH = 140;
const TOOLBAR = { gap: 8, wrap: 'wrap', align: 'center', justify: 'space-between' } as const;
const SCROLL = { x: 'max-content' } as const;

const PERMISSION_KEYS = {
  [PERMISSION_LEVEL.read]: 'projects.permission.read',
  [PERMISSION_LEVEL.write]: 'projects.permission.write',
} as const satisfies Record<ProjectPermission, string>;

export interface ProjectMembersPanelProps {
  project: ProjectSummary;
  /** After the caller left the project (it is out of their reach now). */
  onLeft: () => void;
}

/**
 * The people on a project (spec §6): project admins set or cancel project admin, change
 * read-only / read-write, and remove members one by one or several at once; members invite (when
 * allowed) and leave. Only what `project.can` allows is offered; the server decides again.
 */
export function ProjectMembersPanel({ project, onLeft }: ProjectMembersPanelProps) {
  const { t } = useTranslation();
  const feedback = useActionFeedback(project.teamId);
  const formatTime = useFormatDateTime();
  const myId = useSession().data?.id;
  const members = useProjectMembers(project.id);
  const update = useUpdateProjectMember();
  const remove = useRemoveProjectMembers();
  const leave = useLeaveProject();
  const [selected, setSelected] = useState<string[]>([]);
  const [isInviting, setIsInviting] = useState(false);
  const { can } = project;

  const permissionOptions = ([PERMISSION_LEVEL.read, PERMISSION_LEVEL.write] as const).map(
    (level) => ({ value: level, label: t(PERMISSION_KEYS[level]) }),
  );

  const change = async (
    member: ProjectMember,
    body: { permission?: ProjectPermission; isAdmin?: boolean },
    success: SuccessKey,
  ) => {
    try {
      await update.mutateAsync({ projectId: project.id, userId: member.userId, ...body });
      feedback.succeed(success);
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  const removeMembers = async (userIds: string[]) => {
    try {
      await remove.mutateAsync({ projectId: project.id, userIds });
      setSelected((current) => current.filter((id) => !userIds.includes(id)));
      feedback.succeed(SUCCESS.delete);
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  const leaveProject = async () => {
    try {
      await leave.mutateAsync(project.id);
      feedback.succeed(SUCCESS.operation);
      onLeft();
    } catch (failure) {
      feedback.fail(failure);
    }
  };

  const columns: TableProps<ProjectMember>['columns'] = [
    {
      key: 'name',
      title: t('projects.members.name'),
      render: (_, member) => (
        <Space size={4} wrap>
          <Typography.Text>{member.name}</Typography.Text>
          {member.userId === myId && <Tag>{t('projects.members.you')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'email',
      title: t('projects.members.email'),
      render: (_, member) => <Typography.Text type={SECONDARY}>{member.email}</Typography.Text>,
    },
    {
      key: 'permission',
      title: t('projects.members.permission'),
      render: (_, member) =>
        can.manageMembers ? (
          <Select<ProjectPermission>
            aria-label={t('projects.members.permissionOf', { name: member.name })}
            value={member.permission}
            options={permissionOptions}
            style={{ width: PERMISSION_WIDTH }}
            onChange={(permission) => void change(member, { permission }, SUCCESS.edit)}
          />
        ) : (
          t(PERMISSION_KEYS[member.permission])
        ),
    },
    {
      key: 'admin',
      title: t('projects.members.admin'),
      render: (_, member) =>
        can.manageMembers ? (
          <Switch
            aria-label={t('projects.members.adminOf', { name: member.name })}
            checked={member.isAdmin}
            onChange={(isAdmin) =>
              void change(member, { isAdmin }, isAdmin ? SUCCESS.settings : SUCCESS.cancel)
            }
          />
        ) : (
          member.isAdmin && <Tag color={ADMIN_COLOUR}>{t('projects.members.adminTag')}</Tag>
        ),
    },
    {
      key: 'joinedAt',
      title: t('projects.members.joinedAt'),
      render: (_, member) => <time dateTime={member.joinedAt}>{formatTime(member.joinedAt)}</time>,
    },
    ...(can.manageMembers
      ? [
          {
            key: 'actions',
            title: t('projects.members.actions'),
            render: (_: unknown, member: ProjectMember) =>
              // Leaving is how one goes: removing oneself is refused.
              member.userId !== myId && (
                <Popconfirm
                  title={t('projects.members.removeTitle', { name: member.name })}
                  okText={t('projects.members.remove')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('projects.actions.cancel')}
                  onConfirm={() => removeMembers([member.userId])}
                >
                  <Button type={LINK} size={SMALL} danger>
                    {t('projects.members.remove')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex {...TOOLBAR}>
        <Space wrap>
          {can.invite && (
            <Button type={PRIMARY} icon={<UserAddOutlined />} onClick={() => setIsInviting(true)}>
              {t('projects.members.invite')}
            </Button>
          )}
          {can.manageMembers && selected.length > 0 && (
            <Popconfirm
              title={t('projects.members.removeSelectedTitle', { count: selected.length })}
              okText={t('projects.members.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('projects.actions.cancel')}
              onConfirm={() => removeMembers(selected)}
            >
              <Button danger loading={remove.isPending}>
                {t('projects.members.removeSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
          )}
        </Space>
        {can.leave && (
          <Popconfirm
            title={t('projects.confirm.leaveTitle', { name: project.name })}
            description={t('projects.confirm.leave')}
            okText={t('projects.actions.leave')}
            cancelText={t('projects.actions.cancel')}
            onConfirm={leaveProject}
          >
            <Button loading={leave.isPending}>{t('projects.members.leave')}</Button>
          </Popconfirm>
        )}
      </Flex>
      <ErrorAlert error={members.error} />
      <Table<ProjectMember>
        rowKey={ROW_KEY}
        columns={columns}
        dataSource={members.data?.items ?? []}
        loading={members.isFetching || update.isPending}
        scroll={SCROLL}
        locale={{ emptyText: <Empty /> }}
        pagination={{ defaultPageSize: PAGINATION.defaultPageSize, hideOnSinglePage: true }}
        rowSelection={
          can.manageMembers
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (member) => ({
                  disabled: member.userId === myId,
                  'aria-label': t('projects.members.select', { name: member.name }),
                }),
              }
            : undefined
        }
      />
      {can.invite && (
        <InviteDialog
          open={isInviting}
          teamId={project.teamId}
          projectId={project.id}
          onClose={() => setIsInviting(false)}
        />
      )}
    </Flex>
  );
}
