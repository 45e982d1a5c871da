import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { USER_PATHS } from '../../lib/user-paths';

const SUCCESS = 'success';

/** `/user/success` (spec §2): the password was changed; sign in with the new one. */
export function UserSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={SUCCESS}
      title={<PageTitle>{t('screens.userSuccess')}</PageTitle>}
      subTitle={t('auth.userSuccess.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(USER_PATHS.login)}>
          {t('auth.userSuccess.toLogin')}
        </Button>
      }
    />
  );
}
