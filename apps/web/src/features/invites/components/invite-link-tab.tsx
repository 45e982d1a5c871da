import { useState } from 'react';
import { App, Button, Descriptions, Flex, Form, Input, Space } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSION_LEVEL, type InviteLink, type ProjectPermission } from '@heron/contract';
import { Empty } from '../../../components/empty';
import { ErrorAlert } from '../../../components/error-alert';
import { FullLoading } from '../../../components/full-loading';
import { useErrorMessage } from '../../../lib/error-message';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useDeleteInviteLink } from '../api/delete-invite-link';
import { useInviteLink } from '../api/get-invite-link';
import { useTeam } from '../../../lib/teams/get-team';
import { copyText } from '../../../lib/copy-text';
import { useFormatDateTime } from '../../../lib/format-time';
import { PermissionField } from './permission-field';
import { ProjectPicker, TEAM_SCOPE } from './project-picker';

const VERTICAL = 'vertical';
const PRIMARY = 'primary';
const ONE_COLUMN = 1;
const SMALL = 'small';
const SCOPE_FIELD_ID = 'invite-link-scope';
const PERMISSION_FIELD_ID = 'invite-link-permission';
const URL_FIELD_ID = 'invite-link-url';
const ACTIONS = { gap: 8, wrap: true } as const;
const DETAIL = {
  creator: 'creator',
  permission: 'permission',
  createdAt: 'createdAt',
  expiresAt: 'expiresAt',
} as const;

export interface InviteLinkTabProps {
  teamId: string;
  /** The project in focus; without it the person picks the team or one of its projects. */
  projectId: string | undefined;
}

/**
 * Link invite (spec §3, §4): the scope's valid link with its creator, permission, creation time
 * and expiry (7 days), to copy; resetting makes a new one and ends the old, deleting ends it.
 */
export function InviteLinkTab({ teamId, projectId: fixedProjectId }: InviteLinkTabProps) {
  const { t } = useTranslation();
  // A team link is for team admins; anyone else picks a project they may invite to.
  const isTeamAdmin = useTeam(teamId).data?.isAdmin === true;
  const [pickedScope, setPickedScope] = useState<string>();
  const scope = pickedScope ?? (isTeamAdmin ? TEAM_SCOPE : undefined);
  const projectId = fixedProjectId ?? (scope || undefined);
  const hasScope = fixedProjectId !== undefined || scope !== undefined;

  return (
    <Form layout={VERTICAL} component={false}>
      {fixedProjectId === undefined && (
        <Form.Item label={t('invites.link.scope')} htmlFor={SCOPE_FIELD_ID}>
          <ProjectPicker
            id={SCOPE_FIELD_ID}
            teamId={teamId}
            value={scope}
            onChange={setPickedScope}
            allowTeam={isTeamAdmin}
          />
        </Form.Item>
      )}
      {hasScope ? (
        <LinkOfScope key={projectId ?? teamId} teamId={teamId} projectId={projectId} />
      ) : (
        <Empty description={t('invites.link.pickScope')} />
      )}
    </Form>
  );
}

function LinkOfScope({ teamId, projectId }: { teamId: string; projectId: string | undefined }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const formatTime = useFormatDateTime();
  const current = useInviteLink({ teamId, projectId });
  const create = useCreateInviteLink();
  const remove = useDeleteInviteLink();
  const [permission, setPermission] = useState<ProjectPermission>();
  const link = current.data?.link ?? null;
  const isProject = projectId !== undefined;
  const linkPermission =
    link && link.permission !== PERMISSION_LEVEL.default ? link.permission : undefined;
  const chosenPermission = permission ?? linkPermission ?? PERMISSION_LEVEL.read;

  if (current.isPending) return <FullLoading />;
  if (current.isError) return <ErrorAlert error={current.error} />;

  const makeLink = (nextPermission: ProjectPermission) =>
    create.mutateAsync(
      {
        teamId,
        ...(isProject
          ? { projectId, permission: nextPermission }
          : { permission: PERMISSION_LEVEL.default }),
      },
      {
        onSuccess: () => {
          setPermission(undefined);
          void message.success(t('success.create'));
        },
        onError: (failure) => void message.error(errorMessage(failure)),
      },
    );

  const confirmReset = (nextPermission: ProjectPermission) =>
    void modal.confirm({
      title: t('invites.link.resetTitle'),
      content: t('invites.link.resetBody'),
      okText: t('invites.link.reset'),
      cancelText: t('invites.common.cancel'),
      onOk: () => makeLink(nextPermission).catch(() => undefined),
    });

  const confirmDelete = (target: InviteLink) =>
    void modal.confirm({
      title: t('invites.link.deleteTitle'),
      content: t('invites.link.deleteBody'),
      okText: t('invites.link.delete'),
      okButtonProps: { danger: true },
      cancelText: t('invites.common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(target, {
            onSuccess: () => void message.success(t('success.delete')),
            onError: (failure) => void message.error(errorMessage(failure)),
          })
          .catch(() => undefined),
    });

  const copy = async (url: string) => {
    if (await copyText(url)) void message.success(t('messages.copySuccess'));
    else void message.error(t('messages.copyFailed'));
  };

  return (
    <Flex vertical gap={16}>
      {isProject && (
        <PermissionField
          id={PERMISSION_FIELD_ID}
          label={t('invites.link.permission')}
          extra={link ? t('invites.link.permissionHint') : undefined}
          style={{ marginBottom: 0 }}
          value={chosenPermission}
          onChange={(next) => {
            // A link's permission is fixed: another permission needs a new link.
            if (link) confirmReset(next);
            else setPermission(next);
          }}
        />
      )}
      {link ? (
        <>
          <Form.Item
            label={t('invites.link.url')}
            htmlFor={URL_FIELD_ID}
            style={{ marginBottom: 0 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input id={URL_FIELD_ID} readOnly value={link.url} />
              <Button icon={<CopyOutlined />} onClick={() => void copy(link.url)}>
                {t('invites.link.copy')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Descriptions
            column={ONE_COLUMN}
            size={SMALL}
            items={[
              {
                key: DETAIL.creator,
                label: t('invites.link.creator'),
                children: link.creator.name,
              },
              {
                key: DETAIL.permission,
                label: t('invites.link.permission'),
                children: t(`invites.permission.${permissionKey(link.permission)}`),
              },
              {
                key: DETAIL.createdAt,
                label: t('invites.link.createdAt'),
                children: formatTime(link.createdAt),
              },
              {
                key: DETAIL.expiresAt,
                label: t('invites.link.expiresAt'),
                children: formatTime(link.expiresAt),
              },
            ]}
          />
          <Flex {...ACTIONS}>
            <Button loading={create.isPending} onClick={() => confirmReset(chosenPermission)}>
              {t('invites.link.reset')}
            </Button>
            <Button danger loading={remove.isPending} onClick={() => confirmDelete(link)}>
              {t('invites.link.delete')}
            </Button>
          </Flex>
        </>
      ) : (
        <Empty description={t('invites.link.none')}>
          <Button
            type={PRIMARY}
            loading={create.isPending}
            onClick={() => void makeLink(chosenPermission).catch(() => undefined)}
          >
            {t('invites.link.create')}
          </Button>
        </Empty>
      )}
    </Flex>
  );
}

/** The translation key part of a permission level. */
export function permissionKey(permission: number): 'team' | 'read' | 'write' {
  if (permission === PERMISSION_LEVEL.write) return 'write';
  if (permission === PERMISSION_LEVEL.read) return 'read';
  return 'team';
}
