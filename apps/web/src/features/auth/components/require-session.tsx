import type { ReactNode } from 'react';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullLoading } from '../../../components/full-loading';
import { PageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/get-session';
import { loginPathFor } from '../../../lib/redirect';

const WINDOW = { vertical: true, justify: 'center', style: { minHeight: '100vh' } } as const;
const ERROR = 'error';

/**
 * Shows `children` only to a signed-in visitor. Anyone else is sent to sign in, with the page
 * they asked for as the `redirect` to come back to.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const session = useSession();

  if (session.isPending) {
    return (
      <Flex {...WINDOW}>
        <FullLoading />
      </Flex>
    );
  }
  if (session.isError) {
    // Not a "signed out" answer: the server could not say (down, or failing). Retry, not sign in.
    return (
      <Flex {...WINDOW}>
        <Result
          status={ERROR}
          title={<PageTitle>{t('routeError.title')}</PageTitle>}
          subTitle={errorMessage(session.error)}
          extra={
            <Button type="primary" onClick={() => void session.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </Flex>
    );
  }
  if (!session.data) {
    return <Navigate replace to={loginPathFor(`${location.pathname}${location.search}`)} />;
  }
  return children;
}
