import { useState } from 'react';
import { App, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TeamDetail } from '@heron/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteTeam } from '../../teams';
import { TEAM_LIST_PATH } from '../../../lib/manage-paths';

const CONFIRM_INPUT_ID = 'delete-team-confirm-name';
const NAME_INPUT = { autoComplete: 'off', spellCheck: false } as const;

export interface DeleteTeamDialogProps {
  team: TeamDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * Deleting a team removes all its projects irreversibly (spec §6), so its name is typed exactly
 * before the delete button enables; the server checks the same name (CONFIRMATION_MISMATCH).
 */
export function DeleteTeamDialog({ team, open, onClose }: DeleteTeamDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteTeam();
  const [typed, setTyped] = useState('');

  const close = () => {
    setTyped('');
    remove.reset();
    onClose();
  };

  const submit = () =>
    remove.mutate(
      { teamId: team.id, confirmName: typed },
      {
        onSuccess: () => {
          void message.success(t('success.delete'));
          void navigate(TEAM_LIST_PATH, { replace: true });
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('teamManage.delete.title', { name: team.name })}
      okText={t('teamManage.delete.confirm')}
      okButtonProps={{ danger: true, disabled: typed !== team.name }}
      cancelText={t('teamManage.common.cancel')}
      confirmLoading={remove.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <ErrorAlert error={remove.error ?? undefined} />
      <Typography.Paragraph>{t('teamManage.delete.warning')}</Typography.Paragraph>
      <label htmlFor={CONFIRM_INPUT_ID}>
        <Typography.Paragraph>
          {t('teamManage.delete.typeName')} <Typography.Text strong>{team.name}</Typography.Text>
        </Typography.Paragraph>
      </label>
      <Input
        id={CONFIRM_INPUT_ID}
        {...NAME_INPUT}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => {
          if (typed === team.name) submit();
        }}
      />
    </Modal>
  );
}
