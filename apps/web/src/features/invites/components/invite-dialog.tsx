import { Modal, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTeam } from '../../../lib/teams/get-team';
import { InviteEmailTab } from './invite-email-tab';
import { InviteFromTeamTab } from './invite-from-team-tab';
import { InviteLinkTab } from './invite-link-tab';

export interface InviteDialogProps {
  open: boolean;
  teamId: string;
  /** The project in focus; without it, tabs that need a project show a project picker. */
  projectId?: string;
  onClose: () => void;
}

const MODAL_WIDTH = 640;
const TAB = { link: 'link', email: 'email', team: 'team' } as const;

/**
 * The invite dialog (spec §2): invite to a team or one of its projects by link, by email, or by
 * adding people who are already in the team.
 */
export function InviteDialog({ open, teamId, projectId, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const team = useTeam(open ? teamId : undefined);

  const items: TabsProps['items'] = [
    {
      key: TAB.link,
      label: t('invites.tabs.link'),
      children: <InviteLinkTab teamId={teamId} projectId={projectId} />,
    },
    {
      key: TAB.email,
      label: t('invites.tabs.email'),
      children: <InviteEmailTab teamId={teamId} projectId={projectId} />,
    },
    {
      key: TAB.team,
      label: t('invites.tabs.team'),
      children: <InviteFromTeamTab teamId={teamId} projectId={projectId} />,
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={MODAL_WIDTH}
      destroyOnHidden
      title={team.data ? t('invites.titleOf', { name: team.data.name }) : t('invites.title')}
    >
      <Tabs items={items} destroyOnHidden />
    </Modal>
  );
}
