import { App, Button, Descriptions, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { InvitePreview } from '@heron/contract';
import { AuthScreen } from '../../components/auth-screen';
import { FullLoading } from '../../components/full-loading';
import { PageTitle } from '../../components/page-title';
import { ApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { HOME_PATH, projectWorkspacePath } from '../../lib/paths';
import { useSession } from '../../lib/get-session';
import { loginPathFor, REDIRECT_PARAM } from '../../lib/redirect';
import { USER_PATHS } from '../../lib/user-paths';
import { teamSettingPath } from '../../lib/manage-paths';
import { useAcceptInvite } from './api/accept-invite';
import { useInvitePreview } from './api/get-invite-preview';
import { permissionKey } from './components/invite-link-tab';
import { useFormatDateTime } from '../../lib/format-time';

const TOKEN_PARAM = 'token';
const ERROR = 'error';
const WARNING = 'warning';
const PRIMARY = 'primary';
const ONE_COLUMN = 1;
const SMALL = 'small';
const ACTIONS = { vertical: true, gap: 8 } as const;
const DETAIL = {
  inviter: 'inviter',
  team: 'team',
  project: 'project',
  permission: 'permission',
  expiresAt: 'expiresAt',
} as const;

/** Where an accepted invite leads: the project's workspace, or the team's settings. */
function destinationOf(target: { teamId: string; projectId: string | null }): string {
  return target.projectId ? projectWorkspacePath(target.projectId) : teamSettingPath(target.teamId);
}

/** The sign-up address that comes back to `path` once the account exists. */
function registerPathFor(path: string): string {
  return `${USER_PATHS.register}?${new URLSearchParams({ [REDIRECT_PARAM]: path }).toString()}`;
}

/**
 * `/user/invite?token=…` (spec §2, §4): who invites to which team or project, with which
 * permission until when. A signed-out visitor logs in or signs up and comes back here; a
 * signed-in one joins. An expired, reset or deleted invite says so (spec §8).
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM)?.trim() ?? '';
  const preview = useInvitePreview(token, token !== '');

  if (!token) return <InvalidInvite />;
  if (preview.isPending) return <FullLoading />;
  if (preview.isError) {
    if (preview.error instanceof ApiError && preview.error.code === 'INVITE_INVALID') {
      return <InvalidInvite />;
    }
    return <PreviewFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  return <InviteDetails token={token} invite={preview.data} />;
}

function InvalidInvite() {
  const { t } = useTranslation();
  return (
    <Result
      status={WARNING}
      title={<PageTitle>{t('screens.invite')}</PageTitle>}
      subTitle={t('messages.inviteExpired')}
      extra={<Link to={HOME_PATH}>{t('common.backHome')}</Link>}
    />
  );
}

function PreviewFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Result
      status={ERROR}
      title={<PageTitle>{t('screens.invite')}</PageTitle>}
      subTitle={errorMessage(error)}
      extra={
        <Button type={PRIMARY} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

function InviteDetails({ token, invite }: { token: string; invite: InvitePreview }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const target = invite.projectName
    ? t('invites.landing.projectOfTeam', { project: invite.projectName, team: invite.teamName })
    : invite.teamName;

  return (
    <AuthScreen title={t('screens.invite')}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('invites.landing.invitesYou', { inviter: invite.inviterName, target })}
      </Typography.Paragraph>
      <Descriptions
        column={ONE_COLUMN}
        size={SMALL}
        items={[
          {
            key: DETAIL.inviter,
            label: t('invites.landing.inviter'),
            children: invite.inviterName,
          },
          { key: DETAIL.team, label: t('invites.landing.team'), children: invite.teamName },
          ...(invite.projectName
            ? [
                {
                  key: DETAIL.project,
                  label: t('invites.landing.project'),
                  children: invite.projectName,
                },
              ]
            : []),
          {
            key: DETAIL.permission,
            label: t('invites.common.permission'),
            children: t(`invites.permission.${permissionKey(invite.permission)}`),
          },
          {
            key: DETAIL.expiresAt,
            label: t('invites.landing.expiresAt'),
            children: formatTime(invite.expiresAt),
          },
        ]}
      />
      <JoinActions token={token} invite={invite} />
    </AuthScreen>
  );
}

function JoinActions({ token, invite }: { token: string; invite: InvitePreview }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const accept = useAcceptInvite();
  const here = `${location.pathname}${location.search}`;

  if (session.isPending) return <FullLoading />;

  if (!session.data) {
    return (
      <Flex {...ACTIONS}>
        <Typography.Text>{t('invites.landing.signInFirst')}</Typography.Text>
        <Button type={PRIMARY} block onClick={() => void navigate(loginPathFor(here))}>
          {t('invites.landing.logIn')}
        </Button>
        <Button block onClick={() => void navigate(registerPathFor(here))}>
          {t('invites.landing.register')}
        </Button>
      </Flex>
    );
  }

  if (invite.alreadyMember) {
    return (
      <Flex {...ACTIONS}>
        <Typography.Text>
          {t(
            invite.projectId ? 'invites.landing.alreadyOnProject' : 'invites.landing.alreadyInTeam',
          )}
        </Typography.Text>
        <Button type={PRIMARY} block onClick={() => void navigate(destinationOf(invite))}>
          {t(invite.projectId ? 'invites.landing.openProject' : 'invites.landing.openTeam')}
        </Button>
      </Flex>
    );
  }

  const join = () =>
    accept.mutate(token, {
      onSuccess: (result) => {
        void message.success(t(result.joined ? 'success.join' : 'invites.landing.alreadyJoined'));
        void navigate(destinationOf(result), { replace: true });
      },
    });

  if (accept.error instanceof ApiError && accept.error.code === 'INVITE_INVALID') {
    return <Typography.Text type="danger">{t('messages.inviteExpired')}</Typography.Text>;
  }

  return (
    <Flex {...ACTIONS}>
      <Typography.Text>
        {t('invites.landing.signedInAs', { name: session.data.name })}
      </Typography.Text>
      {accept.isError && (
        <Typography.Text type="danger">{errorMessage(accept.error)}</Typography.Text>
      )}
      <Button type={PRIMARY} block loading={accept.isPending} onClick={join}>
        {t('invites.landing.join')}
      </Button>
    </Flex>
  );
}
