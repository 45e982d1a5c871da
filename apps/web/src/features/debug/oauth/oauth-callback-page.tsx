import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { finishOAuthSignIn } from './oauth-api';
import { announceSignIn, type SignInOutcome } from './sign-in-message';
import { DEBUG_OAUTH_TEST_IDS } from './test-ids';

const SUCCESS = 'success';
const ERROR = 'error';
const INFO = 'info';
const LARGE = 'large';

type Phase = { kind: 'working' } | { kind: 'nothing' } | { kind: 'done'; outcome: SignInOutcome };

/**
 * `/oauth/callback`: where a provider sends the popup back after an OAuth 2.0 sign-in started in
 * the debugger. It hands the code (or the provider's error) to the server, tells the debugger
 * that opened it how it ended, and closes itself when the token is in.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  const [phase, setPhase] = useState<Phase>(() =>
    state && (code || error) ? { kind: 'working' } : { kind: 'nothing' },
  );
  // A state is taken once: the exchange must not run a second time (React's strict mode runs
  // effects twice in development).
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || !state || !(code || error)) return;
    hasStarted.current = true;
    const body = error
      ? {
          state,
          error,
          ...(params.get('error_description')
            ? { errorDescription: params.get('error_description')! }
            : {}),
        }
      : { state, code: code! };
    finishOAuthSignIn(body)
      .then(
        (result): SignInOutcome =>
          result.ok
            ? { ok: true, expiresAt: result.expiresAt }
            : { ok: false, code: result.error.code, message: result.error.message },
        (failure: unknown): SignInOutcome => ({
          ok: false,
          code: failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR',
          message: errorMessage(failure),
        }),
      )
      .then((outcome) => {
        setPhase({ kind: 'done', outcome });
        announceSignIn(state, outcome);
        if (outcome.ok) window.close();
      });
  }, [state, code, error, params, errorMessage]);

  const close = (
    <Button onClick={() => window.close()} data-testid={DEBUG_OAUTH_TEST_IDS.callbackClose}>
      {t('debug.oauth.callback.close')}
    </Button>
  );
  const title = <PageTitle>{t('debug.oauth.callback.title')}</PageTitle>;

  return (
    <div data-testid={DEBUG_OAUTH_TEST_IDS.callbackPage}>
      {phase.kind === 'working' && (
        <Result
          icon={<Spin size={LARGE} />}
          title={title}
          subTitle={t('debug.oauth.callback.working')}
        />
      )}
      {phase.kind === 'nothing' && (
        <Result
          status={INFO}
          title={title}
          subTitle={t('debug.oauth.callback.nothing')}
          extra={close}
        />
      )}
      {phase.kind === 'done' && (
        <Result
          status={phase.outcome.ok ? SUCCESS : ERROR}
          title={title}
          subTitle={
            <span data-testid={DEBUG_OAUTH_TEST_IDS.callbackOutcome}>
              {phase.outcome.ok
                ? t('debug.oauth.callback.done')
                : t(
                    phase.outcome.code === 'PROVIDER_ERROR'
                      ? 'debug.oauth.errors.providerRefused'
                      : 'debug.oauth.errors.exchangeFailed',
                  )}
              {!phase.outcome.ok && (
                <>
                  <br />
                  {phase.outcome.message}
                </>
              )}
            </span>
          }
          extra={close}
        />
      )}
    </div>
  );
}
