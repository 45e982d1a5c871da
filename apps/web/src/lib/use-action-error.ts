import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from './api-client';
import { useErrorMessage } from './error-message';
import { subscriptionPath } from './paths';

const SEATS_FULL = new Set(['READ_WRITE_SEATS_FULL', 'READ_ONLY_SEATS_FULL']);

/**
 * Shows the failure of a team or member action: a full plan as the upgrade prompt (spec §8) with
 * a way to the subscription page, cancelling admin status in a personal space with the spec's
 * sentence, anything else as its translated error. The upgrade leads to the subscription of
 * `teamId`, the team the action was about.
 */
export function useActionError(teamId?: string): (error: unknown) => void {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && SEATS_FULL.has(error.code)) {
        void modal.confirm({
          title: t('teamManage.upgrade.title'),
          content: t('messages.upgradeForSeats'),
          okText: t('teamManage.upgrade.action'),
          cancelText: t('teamManage.common.cancel'),
          onOk: () => navigate(subscriptionPath(teamId)),
        });
        return;
      }
      if (error instanceof ApiError && error.code === 'PERSONAL_ADMIN_REQUIRED') {
        void message.error(t('messages.cancelAdminNotSupported'));
        return;
      }
      void message.error(errorMessage(error));
    },
    [t, message, modal, navigate, errorMessage, teamId],
  );
}
