import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { HOME_PATH } from '../../lib/paths';

const SUCCESS = 'success';

/** `/user/register-success` (spec §2): the new account is signed in; on to the projects. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={SUCCESS}
      title={<PageTitle>{t('screens.registerSuccess')}</PageTitle>}
      subTitle={t('auth.registerSuccess.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('auth.registerSuccess.toProjects')}
        </Button>
      }
    />
  );
}
