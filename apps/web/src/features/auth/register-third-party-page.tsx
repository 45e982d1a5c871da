import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { registerWithTicketBody } from '@heron/contract';
import { ErrorAlert } from '../../components/error-alert';
import { FullLoading } from '../../components/full-loading';
import { ApiError } from '../../lib/api-client';
import { useContractForm } from '../../lib/use-contract-form';
import {
  forgetTicket,
  OAuthFailure,
  PROVIDER_NAME_KEY,
  useRegisterWithTicket,
  useTicketProfile,
} from '../oauth';
import { AgreementField } from './components/agreement-field';
import { AuthScreen } from '../../components/auth-screen';
import { FIELD, FORM_PROPS, INPUT } from './lib/form-fields';
import { USER_PATHS } from '../../lib/user-paths';

const FORM_NAME = 'register-3party';
const SUBMIT = 'submit';
const PRIMARY = 'primary';
const TICKET_EXPIRED = 'OAUTH_TICKET_INVALID';

type Values = Record<string, unknown>;

/**
 * `/user/register-3party` (spec §2): a new account for a first provider sign-in, named as the
 * provider knows the person. Email login or a phone can be added later in account settings.
 */
export function RegisterThirdPartyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ticket, data: profile, error: ticketError, isLoading } = useTicketProfile();
  const { form, rule, error, submitWith } = useContractForm(registerWithTicketBody, {
    ticket: ticket ?? '',
  });
  const register = useRegisterWithTicket();

  if (!ticket)
    return <OAuthFailure screenTitle={t('screens.register3party')} code={TICKET_EXPIRED} />;
  if (isLoading) return <FullLoading />;
  if (!profile) {
    return (
      <OAuthFailure
        screenTitle={t('screens.register3party')}
        code={ticketError instanceof ApiError ? ticketError.code : TICKET_EXPIRED}
      />
    );
  }

  const submit = (values: Values) =>
    submitWith(values, async (body) => {
      await register.mutateAsync(body);
      forgetTicket();
      void navigate(USER_PATHS.registerSuccess, { replace: true });
    });

  return (
    <AuthScreen title={t('screens.register3party')}>
      <Typography.Paragraph type="secondary">
        {t('oauth.register.description', { provider: t(PROVIDER_NAME_KEY[profile.provider]) })}
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={{ name: profile.displayName ?? '', agreed: false }}
        onFinish={(values: Values) => void submit(values)}
      >
        <ErrorAlert error={error} />
        <Form.Item name={FIELD.name} label={t('auth.name')} rules={[rule(FIELD.name)]}>
          <Input {...INPUT.name} />
        </Form.Item>
        <AgreementField rule={rule(FIELD.agreed)} />
        <Button type={PRIMARY} htmlType={SUBMIT} block loading={register.isPending}>
          {t('oauth.register.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
