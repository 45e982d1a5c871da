import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import type { DebugAuth, DebugOAuthTokenStatus } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useWhereLabel } from '../request/where-label';
import {
  startOAuthSignIn,
  useForgetOAuthToken,
  useOAuthTokenStatus,
  useRefreshTokenStatus,
  type OAuthSignInContext,
} from './oauth-api';
import { defaultRedirectUri, listenForSignIn, type SignInOutcome } from './sign-in-message';
import { DEBUG_OAUTH_TEST_IDS } from './test-ids';

type OAuth2Auth = Extract<DebugAuth, { type: 'oauth2' }>;

// One named window: a second click reuses the popup instead of stacking them.
const POPUP_NAME = 'heron-oauth-sign-in';
const POPUP_FEATURES = 'popup=yes,width=520,height=680';
const SMALL = 'small';
const PRIMARY = 'primary';
const SECONDARY = 'secondary';
const SUCCESS = 'success';
const WARNING = 'warning';
const ERROR = 'error';
const CENTER = 'center';
const ROW = {
  display: 'grid',
  gridTemplateColumns: '180px minmax(0, 480px)',
  gap: 8,
  alignItems: 'start',
} as const;

export interface OAuthSignInProps {
  /** An authorization-code auth as typed, `{{variables}}` and all. */
  auth: OAuth2Auth;
  context: OAuthSignInContext;
}

interface Fault {
  title: string;
  /** The provider's or the token endpoint's own words, when they said something. */
  detail?: string;
}

/**
 * Signing in for an authorization-code token: the callback address to register at the
 * provider, "Get new access token" (the provider's page in a popup; the callback page reports
 * back), the token the person holds for this auth, and "Clear token".
 */
export function OAuthSignIn({ auth, context }: OAuthSignInProps) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const whereLabel = useWhereLabel();
  const status = useOAuthTokenStatus(context, auth);
  const refreshStatus = useRefreshTokenStatus(context, auth);
  const forget = useForgetOAuthToken(context, auth);
  const [isWaiting, setIsWaiting] = useState(false);
  const [fault, setFault] = useState<Fault | null>(null);
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);
  const callbackUrl = defaultRedirectUri();

  /** Why the server would not start: the fields it refused, by name, or the error's sentence. */
  const startFault = (error: unknown): Fault => {
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.errors.length) {
      const fields = [...new Set(error.errors.map((e) => whereLabel(e.pointer.slice(1))))];
      return { title: t('debug.oauth.errors.checkFields', { fields: fields.join(', ') }) };
    }
    return { title: t('debug.oauth.errors.startFailed'), detail: errorMessage(error) };
  };

  const onOutcome = (outcome: SignInOutcome) => {
    stopListening.current = null;
    setIsWaiting(false);
    if (outcome.ok) {
      void refreshStatus();
      return;
    }
    setFault({
      title:
        outcome.code === 'PROVIDER_ERROR'
          ? t('debug.oauth.errors.providerRefused')
          : t('debug.oauth.errors.exchangeFailed'),
      detail: outcome.message,
    });
  };

  const getToken = async () => {
    setFault(null);
    stopListening.current?.();
    stopListening.current = null;
    // Opened within the click: browsers block a popup opened after an await.
    const popup = window.open('', POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      setIsWaiting(false);
      setFault({ title: t('debug.oauth.errors.popupBlocked') });
      return;
    }
    setIsWaiting(true);
    try {
      // Without a redirect URI of its own, the provider sends the browser to our callback page.
      const started = await startOAuthSignIn(
        context,
        auth.redirectUri.trim() === '' ? { ...auth, redirectUri: callbackUrl } : auth,
      );
      stopListening.current = listenForSignIn(started.state, onOutcome);
      popup.location.href = started.url;
    } catch (error) {
      popup.close();
      setIsWaiting(false);
      setFault(startFault(error));
    }
  };

  const clearToken = () => {
    setFault(null);
    forget.mutate(undefined, {
      onError: (error) =>
        setFault({ title: t('debug.oauth.errors.clearFailed'), detail: errorMessage(error) }),
    });
  };

  return (
    <Flex vertical gap={10} data-testid={DEBUG_OAUTH_TEST_IDS.section}>
      <div style={ROW}>
        <Typography.Text>{t('debug.oauth.callbackLabel')}</Typography.Text>
        <Flex vertical gap={2}>
          <Typography.Text code copyable data-testid={DEBUG_OAUTH_TEST_IDS.callbackUrl}>
            {callbackUrl}
          </Typography.Text>
          <Typography.Text type={SECONDARY}>{t('debug.oauth.callbackHint')}</Typography.Text>
        </Flex>
      </div>
      <div style={ROW}>
        <Typography.Text>{t('debug.oauth.tokenLabel')}</Typography.Text>
        <Flex vertical gap={8}>
          {status.data && (
            <TokenStatus
              status={status.data}
              checkedAt={status.dataUpdatedAt}
              language={i18n.language}
            />
          )}
          <Flex gap={8} align={CENTER} wrap>
            <Button
              type={PRIMARY}
              size={SMALL}
              icon={<LoginOutlined />}
              loading={isWaiting}
              onClick={() => void getToken()}
              data-testid={DEBUG_OAUTH_TEST_IDS.getToken}
            >
              {t('debug.oauth.getToken')}
            </Button>
            <Button
              size={SMALL}
              disabled={!status.data?.hasToken}
              loading={forget.isPending}
              onClick={clearToken}
              data-testid={DEBUG_OAUTH_TEST_IDS.clearToken}
            >
              {t('debug.oauth.clearToken')}
            </Button>
          </Flex>
          {isWaiting && (
            <Typography.Text type={SECONDARY} data-testid={DEBUG_OAUTH_TEST_IDS.waiting}>
              {t('debug.oauth.waiting')}
            </Typography.Text>
          )}
          {fault && (
            <Alert
              type={ERROR}
              showIcon
              title={fault.title}
              description={fault.detail}
              data-testid={DEBUG_OAUTH_TEST_IDS.error}
            />
          )}
        </Flex>
      </div>
    </Flex>
  );
}

interface TokenStatusProps {
  status: DebugOAuthTokenStatus;
  /** When the server said so (epoch ms): the token had expired by then or not. */
  checkedAt: number;
  language: string;
}

function TokenStatus({ status, checkedAt, language }: TokenStatusProps) {
  const { t } = useTranslation();
  const format = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  let text: string;
  let tone: typeof SECONDARY | typeof SUCCESS | typeof WARNING = SUCCESS;
  if (!status.hasToken) {
    text = t('debug.oauth.status.none');
    tone = SECONDARY;
  } else if (status.expiresAt === null) {
    text = t('debug.oauth.status.noExpiry');
  } else if (Date.parse(status.expiresAt) <= checkedAt) {
    text = t('debug.oauth.status.expired', { time: format(status.expiresAt) });
    tone = WARNING;
  } else {
    text = t('debug.oauth.status.valid', { time: format(status.expiresAt) });
  }
  return (
    <Typography.Text
      type={tone}
      data-testid={DEBUG_OAUTH_TEST_IDS.status}
      data-has-token={status.hasToken}
    >
      {text}
    </Typography.Text>
  );
}
