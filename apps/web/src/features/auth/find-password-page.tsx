import { useState } from 'react';
import { Button, Form, Input, Result, Typography } from 'antd';
import { forgotPasswordBody } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { useContractForm } from '../../lib/use-contract-form';
import { useForgotPassword } from './api/forgot-password';
import { AuthScreen } from '../../components/auth-screen';
import { USER_PATHS } from '../../lib/user-paths';
import { FIELD, INPUT, FORM_PROPS } from './lib/form-fields';

const FORM_NAME = 'find-password';
const SUBMIT = 'submit';
const SECONDARY = 'secondary';
const SUCCESS = 'success';
const INITIAL = { email: '' };

/**
 * `/user/find` (spec §2): asks for a reset link. The confirmation reads the same whether or not
 * the address has an account, so the page never tells who is registered.
 */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, rule, error, submitWith } = useContractForm(forgotPasswordBody);
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | undefined>();

  const submit = (values: typeof INITIAL) =>
    submitWith(values, async (body) => {
      await forgot.mutateAsync(body);
      setSentTo(body.email);
    });

  if (sentTo !== undefined) {
    return (
      <AuthScreen title={t('screens.findPassword')}>
        <Result
          status={SUCCESS}
          title={t('auth.find.sentTitle')}
          subTitle={t('auth.find.sentDescription', { email: sentTo })}
          extra={
            <Button type="primary" onClick={() => void navigate(USER_PATHS.login)}>
              {t('auth.find.backToLogin')}
            </Button>
          }
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('screens.findPassword')}>
      <Typography.Paragraph type={SECONDARY} style={{ margin: 0 }}>
        {t('auth.find.description')}
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        {...FORM_PROPS}
        initialValues={INITIAL}
        onFinish={(values: typeof INITIAL) => void submit(values)}
      >
        <ErrorAlert error={error} />
        <Form.Item name={FIELD.email} label={t('auth.email')} rules={[rule(FIELD.email)]}>
          <Input {...INPUT.email} />
        </Form.Item>
        <Button type="primary" htmlType={SUBMIT} block loading={forgot.isPending}>
          {t('auth.find.submit')}
        </Button>
      </Form>
      <Link to={USER_PATHS.login}>{t('auth.find.backToLogin')}</Link>
    </AuthScreen>
  );
}
