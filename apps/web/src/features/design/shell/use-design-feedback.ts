import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/contract-form';
import { useErrorMessage } from '../../../lib/error-message';

/** The spec's success messages (`success.*`) the designer uses. */
export type DesignSuccess = 'edit' | 'delete' | 'create' | 'recover' | 'settings' | 'operation';

export interface DesignFeedback {
  succeed: (key: DesignSuccess) => void;
  /** A translated error; a refused field says where it is in the item (a JSON pointer). */
  fail: (error: unknown) => void;
}

/** The one way the designer reports the outcome of an action. */
export function useDesignFeedback(): DesignFeedback {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();

  const succeed = useCallback(
    (key: DesignSuccess) => void message.success(t(`success.${key}`)),
    [message, t],
  );
  const fail = useCallback(
    (error: unknown) => {
      const field = error instanceof ApiError ? error.errors[0] : undefined;
      if (!field) {
        void message.error(errorMessage(error));
        return;
      }
      void message.error(
        t('design.shell.invalidAt', {
          message: validationMessage(t, field.message),
          pointer: field.pointer || '/',
        }),
      );
    },
    [message, errorMessage, t],
  );
  return { succeed, fail };
}
