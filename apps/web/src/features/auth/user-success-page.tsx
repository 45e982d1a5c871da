import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PlainButton } from '../../components/plain/plain-button';
import { PlainResult } from '../../components/plain/plain-result';
import { USER_PATHS } from '../../lib/user-paths';

const SUCCESS = 'success';
const PRIMARY = 'primary';

/** `/user/success` (spec §2): the password was changed; sign in with the new one. */
export function UserSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PlainResult
      status={SUCCESS}
      title={<PageTitle>{t('screens.userSuccess')}</PageTitle>}
      subTitle={t('auth.userSuccess.description')}
      extra={
        <PlainButton variant={PRIMARY} onClick={() => void navigate(USER_PATHS.login)}>
          {t('auth.userSuccess.toLogin')}
        </PlainButton>
      }
    />
  );
}
