import { useState } from 'react';
import { App, Button, Checkbox, Drawer, Flex, Select, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_LEVEL, type ProjectPermission, type TeamMember } from '@heron/contract';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { FullLoading } from '../../../components/full-loading';
import { useMemberAssignments, type MemberAssignments } from '../api/get-member-assignments';
import { useSetMemberAssignments } from '../api/set-member-assignments';
import { useActionError } from '../../../lib/use-action-error';

type Assignment = MemberAssignments['items'][number];

/** One project's row as edited: on the project or not, with what permission and admin flag. */
interface Draft {
  isAssigned: boolean;
  permission: ProjectPermission;
  isAdmin: boolean;
}

const ROW_KEY = 'projectId';
const PRIMARY = 'primary';
const SMALL = 'small';
const DRAWER_SIZE = 640;
const FOOTER = { justify: 'flex-end', gap: 8 } as const;
const SELECT_WIDTH = 140;
const COLUMN = {
  assigned: 'assigned',
  project: 'project',
  permission: 'permission',
  admin: 'admin',
} as const;

function draftsOf(items: Assignment[]): Record<string, Draft> {
  return Object.fromEntries(
    items.map((item) => [
      item.projectId,
      {
        isAssigned: item.permission !== null,
        permission: item.permission ?? PERMISSION_LEVEL.read,
        isAdmin: item.isAdmin,
      },
    ]),
  );
}

export interface AssignmentDrawerProps {
  teamId: string;
  /** The member whose projects are shown; the drawer is closed while undefined. */
  member: TeamMember | undefined;
  onClose: () => void;
}

/**
 * The project-assignment view (spec §2, §6): every project of the team, with a box to put the
 * member on it, their permission (read-only or read-write) and project admin. Saving sends the
 * whole set; projects left unticked are taken from the member.
 */
export function AssignmentDrawer({ teamId, member, onClose }: AssignmentDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={member !== undefined}
      onClose={onClose}
      size={DRAWER_SIZE}
      destroyOnHidden
      title={member ? t('teamManage.assign.title', { name: member.name }) : undefined}
    >
      {member && <AssignmentEditor teamId={teamId} member={member} onClose={onClose} />}
    </Drawer>
  );
}

function AssignmentEditor({
  teamId,
  member,
  onClose,
}: {
  teamId: string;
  member: TeamMember;
  onClose: () => void;
}) {
  const assignments = useMemberAssignments(teamId, member.userId);
  if (assignments.isPending) return <FullLoading />;
  if (assignments.isError) return <ErrorAlert error={assignments.error} />;
  return (
    <AssignmentForm
      teamId={teamId}
      member={member}
      items={assignments.data.items}
      onClose={onClose}
    />
  );
}

function AssignmentForm({
  teamId,
  member,
  items,
  onClose,
}: {
  teamId: string;
  member: TeamMember;
  items: Assignment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useActionError(teamId);
  const save = useSetMemberAssignments();
  const [drafts, setDrafts] = useState(() => draftsOf(items));

  const change = (projectId: string, patch: Partial<Draft>) =>
    setDrafts((current) => {
      const draft = current[projectId];
      return draft ? { ...current, [projectId]: { ...draft, ...patch } } : current;
    });

  const permissionOptions = [
    { value: PERMISSION_LEVEL.read, label: t('teamManage.permission.read') },
    { value: PERMISSION_LEVEL.write, label: t('teamManage.permission.write') },
  ];

  const submit = () =>
    save.mutate(
      {
        teamId,
        userId: member.userId,
        assignments: items.flatMap((item) => {
          const draft = drafts[item.projectId];
          if (!draft?.isAssigned) return [];
          return [
            { projectId: item.projectId, permission: draft.permission, isAdmin: draft.isAdmin },
          ];
        }),
      },
      {
        onSuccess: () => {
          void message.success(t('success.settings'));
          onClose();
        },
        onError: showError,
      },
    );

  const columns: TableProps<Assignment>['columns'] = [
    {
      key: COLUMN.assigned,
      title: t('teamManage.assign.assigned'),
      render: (_value, item) => (
        <Checkbox
          aria-label={t('teamManage.assign.assignTo', { project: item.projectName })}
          checked={drafts[item.projectId]?.isAssigned ?? false}
          onChange={(event) =>
            change(item.projectId, {
              isAssigned: event.target.checked,
              ...(event.target.checked ? {} : { isAdmin: false }),
            })
          }
        />
      ),
    },
    { key: COLUMN.project, dataIndex: 'projectName', title: t('teamManage.assign.project') },
    {
      key: COLUMN.permission,
      title: t('teamManage.assign.permission'),
      render: (_value, item) => {
        const draft = drafts[item.projectId];
        return (
          <Select<ProjectPermission>
            aria-label={t('teamManage.assign.permissionOf', { project: item.projectName })}
            size={SMALL}
            style={{ width: SELECT_WIDTH }}
            disabled={!draft?.isAssigned}
            value={draft?.permission}
            options={permissionOptions}
            onChange={(permission) => change(item.projectId, { permission })}
          />
        );
      },
    },
    {
      key: COLUMN.admin,
      title: t('teamManage.assign.projectAdmin'),
      render: (_value, item) => {
        const draft = drafts[item.projectId];
        return (
          <Checkbox
            aria-label={t('teamManage.assign.adminOf', { project: item.projectName })}
            disabled={!draft?.isAssigned}
            checked={draft?.isAdmin ?? false}
            onChange={(event) => change(item.projectId, { isAdmin: event.target.checked })}
          />
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Table<Assignment>
        rowKey={ROW_KEY}
        columns={columns}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: <Empty description={t('teamManage.assign.noProjects')} /> }}
      />
      <Flex {...FOOTER}>
        <Button onClick={onClose}>{t('teamManage.common.cancel')}</Button>
        <Button type={PRIMARY} loading={save.isPending} onClick={submit}>
          {t('teamManage.common.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
