import { useTranslation } from 'react-i18next';
import { PlainSpinner } from './plain/plain-spinner';
import './full-loading.css';

/**
 * A spinner filling the area it is given: the whole window while the first screen loads. Without
 * antd, since it shows before any screen (and on the sign-in screens).
 */
export function FullLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-loading" role="status" aria-live="polite" aria-label={t('common.loading')}>
      <PlainSpinner />
    </div>
  );
}
