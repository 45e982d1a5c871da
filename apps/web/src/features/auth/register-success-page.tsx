import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainResult } from '../../components/plain/plain-result';
import { HOME_PATH } from '../../lib/paths';

const SUCCESS = 'success';
const PRIMARY = 'primary';

/** `/user/register-success` (spec §2): the new account is signed in; on to the projects. */
export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PlainResult
      status={SUCCESS}
      title={<PageTitle>{t('screens.registerSuccess')}</PageTitle>}
      subTitle={t('auth.registerSuccess.description')}
      extra={
        <PlainButton variant={PRIMARY} onClick={() => void navigate(HOME_PATH)}>
          {t('auth.registerSuccess.toProjects')}
        </PlainButton>
      }
    />
  );
}
