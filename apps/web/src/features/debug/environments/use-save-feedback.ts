import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/contract-form';
import { useErrorMessage } from '../../../lib/error-message';

/** The spec's success messages (`success.*`) the environments drawer uses. */
export type SaveSuccess = 'create' | 'edit' | 'delete';

export interface SaveFeedback {
  succeed: (key: SaveSuccess) => void;
  /** A translated error; a field the server refused reads as the contract's message for it. */
  fail: (error: unknown) => void;
  /** Any other translated sentence, as a warning. */
  warn: (text: string) => void;
}

/** The one way the environments drawer reports the outcome of a save or a delete. */
export function useSaveFeedback(): SaveFeedback {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorMessage = useErrorMessage();
  const succeed = useCallback(
    (key: SaveSuccess) => void message.success(t(`success.${key}`)),
    [message, t],
  );
  const fail = useCallback(
    (error: unknown) => {
      const field = error instanceof ApiError ? error.errors[0] : undefined;
      void message.error(field ? validationMessage(t, field.message) : errorMessage(error));
    },
    [message, errorMessage, t],
  );
  const warn = useCallback((text: string) => void message.warning(text), [message]);
  return { succeed, fail, warn };
}
