import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title';
import { HOME_PATH } from '../lib/paths';
import { isChunkLoadError } from '../lib/load-chunk';

const FILL_CENTRED = { vertical: true, justify: 'center', style: { flex: 1 } } as const;
const WARNING = 'warning';
const ERROR = 'error';

// A full reload is the reliable retry: it fetches the current index.html, so a chunk removed by
// a new deployment is replaced by its new name, and a failed lazy() is not cached by the router.
function retry() {
  window.location.reload();
}

/** What a route shows when its screen failed to load or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retryButton = (
    <Button key="retry" type="primary" onClick={retry}>
      {t('common.retry')}
    </Button>
  );

  if (isChunkLoadError(error)) {
    return (
      <Flex {...FILL_CENTRED}>
        <Result
          status={WARNING}
          title={<PageTitle>{t('chunkError.title', { id: error.chunkId })}</PageTitle>}
          subTitle={
            <Flex vertical gap={4}>
              <span>{t('chunkError.reason', { type: t(`chunkError.types.${error.type}`) })}</span>
              <span>{t('chunkError.hint')}</span>
            </Flex>
          }
          extra={retryButton}
        />
      </Flex>
    );
  }

  return (
    <Flex {...FILL_CENTRED}>
      <Result
        status={ERROR}
        title={<PageTitle>{t('routeError.title')}</PageTitle>}
        subTitle={t('routeError.description')}
        extra={[
          retryButton,
          <Button key="home" onClick={() => void navigate(HOME_PATH)}>
            {t('common.backHome')}
          </Button>,
        ]}
      />
    </Flex>
  );
}
