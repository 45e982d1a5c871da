import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title';
import { PlainButton } from '../components/plain/plain-button';
import { PlainResult } from '../components/plain/plain-result';
import { HOME_PATH } from '../lib/paths';
import { isChunkLoadError } from '../lib/load-chunk';

const FILL_CENTRED = {
  className: 'plain-root plain-stack',
  style: { flex: 1, justifyContent: 'center' },
} as const;
const WARNING = 'warning';
const ERROR = 'error';
const PRIMARY = 'primary';
const REASON_LINES = { gap: 4 } as const;

// A full reload is the reliable retry: it fetches the current index.html, so a chunk removed by
// a new deployment is replaced by its new name, and a failed lazy() is not cached by the router.
function retry() {
  window.location.reload();
}

/**
 * What a route shows when its screen failed to load or threw while rendering. Without antd: it
 * must show when antd's own chunks are the ones that failed, and on the sign-in screens.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retryButton = (
    <PlainButton variant={PRIMARY} onClick={retry}>
      {t('common.retry')}
    </PlainButton>
  );

  if (isChunkLoadError(error)) {
    return (
      <div {...FILL_CENTRED}>
        <PlainResult
          status={WARNING}
          title={<PageTitle>{t('chunkError.title', { id: error.chunkId })}</PageTitle>}
          subTitle={
            <div className="plain-stack" style={REASON_LINES}>
              <span>{t('chunkError.reason', { type: t(`chunkError.types.${error.type}`) })}</span>
              <span>{t('chunkError.hint')}</span>
            </div>
          }
          extra={retryButton}
        />
      </div>
    );
  }

  return (
    <div {...FILL_CENTRED}>
      <PlainResult
        status={ERROR}
        title={<PageTitle>{t('routeError.title')}</PageTitle>}
        subTitle={t('routeError.description')}
        extra={
          <>
            {retryButton}
            <PlainButton onClick={() => void navigate(HOME_PATH)}>
              {t('common.backHome')}
            </PlainButton>
          </>
        }
      />
    </div>
  );
}
