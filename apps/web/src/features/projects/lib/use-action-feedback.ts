import { useCallback } from 'react';
import { App } from 'antd';
import type { ErrorCode } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { subscriptionPath } from './paths';

/** The refusals that a bigger plan would lift, and the spec §8 prompt each shows. */
const UPGRADE_MESSAGE = {
  PROJECT_LIMIT_REACHED: 'messages.upgradeForProjects',
  RECOVERY_NOT_IN_PLAN: 'messages.upgradeForRecovery',
  READ_WRITE_SEATS_FULL: 'messages.upgradeForSeats',
  READ_ONLY_SEATS_FULL: 'messages.upgradeForSeats',
} as const satisfies Partial<Record<ErrorCode, `messages.${string}`>>;

type UpgradeCode = keyof typeof UPGRADE_MESSAGE;

/** The upgrade prompt's text key when `error` is a refusal an upgrade would lift. */
export function upgradeMessageKey(error: unknown) {
  if (!(error instanceof ApiError) || !(error.code in UPGRADE_MESSAGE)) return undefined;
  return UPGRADE_MESSAGE[error.code as UpgradeCode];
}

/** The spec's success messages (`success.*`) these screens use. */
export const SUCCESS = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  recover: 'recover',
  join: 'join',
  create: 'create',
  cancel: 'cancel',
  settings: 'settings',
  operation: 'operation',
} as const;

export type SuccessKey = (typeof SUCCESS)[keyof typeof SUCCESS];

export interface ActionFeedback {
  /** Says an action worked, with one of the spec's success messages. */
  succeed: (key: SuccessKey) => void;
  /**
   * Says an action failed: a plan limit opens the upgrade prompt (with a way to the
   * subscription page of the team, `teamId` or the hook's), anything else is a translated error
   * message.
   */
  fail: (error: unknown, teamId?: string) => void;
}

/**
 * The one way the workspace screens report the outcome of an action; an upgrade prompt leads to
 * the subscription of `teamId`, the team the action was about.
 */
export function useActionFeedback(teamId?: string): ActionFeedback {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();

  const succeed = useCallback(
    (key: SuccessKey) => void message.success(t(`success.${key}`)),
    [message, t],
  );
  const fail = useCallback(
    (error: unknown, forTeamId?: string) => {
      const upgradeKey = upgradeMessageKey(error);
      if (!upgradeKey) {
        void message.error(errorMessage(error));
        return;
      }
      modal.confirm({
        title: t('projects.upgrade.title'),
        content: t(upgradeKey),
        okText: t('projects.upgrade.action'),
        cancelText: t('projects.upgrade.later'),
        onOk: () => navigate(subscriptionPath(forTeamId ?? teamId)),
      });
    },
    [message, modal, errorMessage, navigate, t, teamId],
  );
  return { succeed, fail };
}
