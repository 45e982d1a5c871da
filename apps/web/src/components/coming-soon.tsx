import type { ReactElement } from 'react';
import { Button, Result, theme } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Translation } from '../locales/resources';
import { HOME_PATH } from '../lib/paths';
import { PageTitle } from './page-title';

export type ScreenKey = keyof Translation['screens'];

export interface ComingSoonProps {
  /** Which screen this stands in for; its translated name is the title. */
  screen: ScreenKey;
  /** False on the home screen itself, where "Back to home" would go nowhere. */
  showHomeButton?: boolean;
}

/** Stands in for a screen a later release builds, so no route is ever a blank page. */
export function ComingSoon({ screen, showHomeButton = true }: ComingSoonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Result
      icon={<RocketOutlined aria-hidden style={{ color: token.colorPrimary }} />}
      title={<PageTitle>{t(`screens.${screen}`)}</PageTitle>}
      subTitle={t('comingSoon.description')}
      extra={
        showHomeButton ? (
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('common.backHome')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A whole screen that is only a ComingSoon, for a route that a later release builds. */
export function comingSoonScreen(
  screen: ScreenKey,
  options: Omit<ComingSoonProps, 'screen'> = {},
): () => ReactElement {
  return function ComingSoonScreen() {
    return <ComingSoon screen={screen} {...options} />;
  };
}
