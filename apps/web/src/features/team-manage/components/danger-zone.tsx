import { useState } from 'react';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamDetail } from '@heron/contract';
import { useLeaveTeam } from '../../teams';
import { TEAM_LIST_PATH } from '../../../lib/manage-paths';
import { useActionError } from '../../../lib/use-action-error';
import { DeleteTeamDialog } from './delete-team-dialog';

const ROW = { justify: 'space-between', align: 'center', gap: 16, wrap: true } as const;
const SECONDARY = 'secondary';

/**
 * Leaving the team (members) and deleting it (admins). A personal space is never left or
 * deleted, so it has no danger zone.
 */
export function DangerZone({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const showError = useActionError(team.id);
  const leave = useLeaveTeam();
  const [isDeleting, setIsDeleting] = useState(false);
  if (team.isPersonal || (!team.isMember && !team.isAdmin)) return null;

  const confirmLeave = () =>
    void modal.confirm({
      title: t('teamManage.leave.title', { name: team.name }),
      content: t('teamManage.leave.body'),
      okText: t('teamManage.leave.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('teamManage.common.cancel'),
      onOk: () =>
        leave
          .mutateAsync(team.id)
          .then(async () => {
            void message.success(t('success.operation'));
            await navigate(TEAM_LIST_PATH, { replace: true });
          })
          .catch(showError),
    });

  return (
    <Card title={t('teamManage.danger.title')}>
      <Flex vertical gap={16}>
        {team.isMember && (
          <Flex {...ROW}>
            <div>
              <Typography.Text strong>{t('teamManage.leave.action')}</Typography.Text>
              <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
                {t('teamManage.leave.hint')}
              </Typography.Paragraph>
            </div>
            <Button danger onClick={confirmLeave}>
              {t('teamManage.leave.action')}
            </Button>
          </Flex>
        )}
        {team.isAdmin && (
          <Flex {...ROW}>
            <div>
              <Typography.Text strong>{t('teamManage.delete.action')}</Typography.Text>
              <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
                {t('teamManage.delete.hint')}
              </Typography.Paragraph>
            </div>
            <Button danger type="primary" onClick={() => setIsDeleting(true)}>
              {t('teamManage.delete.action')}
            </Button>
          </Flex>
        )}
      </Flex>
      <DeleteTeamDialog team={team} open={isDeleting} onClose={() => setIsDeleting(false)} />
    </Card>
  );
}
