import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainFields } from '../../../lib/use-plain-contract-form';
import { FIELD } from './form-fields';

/**
 * A sign-up's "Send code" sends nothing until the terms box is ticked (spec §5). The box is
 * further down the form, so its error alone left the button looking dead: `note` says why beside
 * the button, from the first such try until the box is ticked. `send` is the button's action.
 */
export function useAgreementBeforeCode(
  form: PlainFields<typeof FIELD.agreed>,
  send: () => Promise<number | undefined>,
) {
  const { t } = useTranslation();
  const [hasTried, setHasTried] = useState(false);
  const isAgreed = form.valueOf(FIELD.agreed) === true;
  return {
    note: hasTried && !isAgreed ? t('messages.agreeToTerms') : undefined,
    send: () => {
      setHasTried(true);
      return send();
    },
  };
}
