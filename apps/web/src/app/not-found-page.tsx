import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../components/page-title';
import { HOME_PATH } from '../lib/paths';

/** Any address the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<PageTitle>{t('notFound.title')}</PageTitle>}
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
