import { useRef, type ReactNode } from 'react';
import { Flex, Select, Switch, Typography } from 'antd';
import { OAUTH2_GRANTS, type DebugAuth, type DebugAuthType } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { ScopedInheritedAuthNote } from '../inherited/inherited-auth-note';
import { OAuthSignIn, type OAuthSignInContext } from '../oauth';
import { TemplateInput } from './template-input';
import { REQUEST_TEST_IDS, requestTestIdOf } from './test-ids';
import type { AuthTextField } from './where-label';

// How `inherit` names the variables that hold a scheme's credentials (shown as written).
const INHERIT_VARIABLES = {
  tokenVar: '{{scheme}}',
  userVar: '{{scheme.username}}',
  passVar: '{{scheme.password}}',
};
const SECONDARY = 'secondary';
const CENTER = 'center';

export const AUTH_TYPES: readonly DebugAuthType[] = [
  'inherit',
  'none',
  'bearer',
  'basic',
  'apiKey',
  'digest',
  'oauth2',
  'awsv4',
];

/** A new auth of a type, with nothing filled in but what must have a value. */
export function emptyAuth(type: DebugAuthType): DebugAuth {
  switch (type) {
    case 'none':
    case 'inherit':
      return { type };
    case 'bearer':
      return { type, token: '' };
    case 'basic':
    case 'digest':
      return { type, username: '', password: '' };
    case 'apiKey':
      // The contract needs a name; this is the one most APIs use.
      return { type, key: 'X-API-Key', value: '', in: 'header' };
    case 'oauth2':
      return {
        type,
        grant: 'client_credentials',
        tokenUrl: '',
        authorizationUrl: '',
        redirectUri: '',
        clientId: '',
        clientSecret: '',
        scope: '',
        username: '',
        password: '',
        usePkce: true,
        clientAuth: 'basic',
      };
    case 'awsv4':
      return {
        type,
        accessKeyId: '',
        secretAccessKey: '',
        sessionToken: '',
        region: '',
        service: '',
      };
  }
}

/** The text fields by name, so the JSX below names none as a literal. */
const FIELD = {
  token: 'token',
  username: 'username',
  password: 'password',
  key: 'key',
  value: 'value',
  tokenUrl: 'tokenUrl',
  authorizationUrl: 'authorizationUrl',
  redirectUri: 'redirectUri',
  clientId: 'clientId',
  clientSecret: 'clientSecret',
  scope: 'scope',
  accessKeyId: 'accessKeyId',
  secretAccessKey: 'secretAccessKey',
  sessionToken: 'sessionToken',
  region: 'region',
  service: 'service',
} as const satisfies Record<AuthTextField, AuthTextField>;
const API_KEY_PLACES = ['header', 'query'] as const;
const CLIENT_AUTHS = ['basic', 'body'] as const;

const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: '180px minmax(0, 480px)',
  gap: 8,
  alignItems: 'center',
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={FIELD_GRID}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </div>
  );
}

export interface AuthEditorProps {
  auth: DebugAuth;
  onChange: (auth: DebugAuth) => void;
  /** Where an OAuth 2.0 sign-in (authorization code) takes its variables; none: no sign-in. */
  oauth?: OAuthSignInContext | undefined;
  /** Labels that replace the debugger's for some types (a folder "inherits from its parent"). */
  typeLabels?: Partial<Record<DebugAuthType, string>>;
  /** Shown for `inherit` instead of where the debugger's request inherits from. */
  inheritNote?: ReactNode;
}

/** How the request authenticates: the type, then that type's fields. */
export function AuthEditor({ auth, onChange, oauth, typeLabels, inheritNote }: AuthEditorProps) {
  const { t } = useTranslation();
  // What each type held before a switch, so switching back gives it back.
  const earlier = useRef<Partial<Record<DebugAuthType, DebugAuth>>>({});

  const switchTo = (type: DebugAuthType) => {
    earlier.current[auth.type] = auth;
    onChange(earlier.current[type] ?? emptyAuth(type));
  };

  /** A text field of the current auth, by its name in the contract. */
  const text = (field: AuthTextField, options: { isSecret?: boolean } = {}) => {
    const label = t(`debug.request.auth.fields.${field}`);
    const value = (auth as Partial<Record<AuthTextField, string>>)[field] ?? '';
    return (
      <Field label={label}>
        <TemplateInput
          value={value}
          where={`auth/${field}`}
          aria-label={label}
          isSecret={options.isSecret}
          data-testid={requestTestIdOf.authField(field)}
          onChange={(next) => onChange({ ...auth, [field]: next } as DebugAuth)}
        />
      </Field>
    );
  };

  return (
    <Flex vertical gap={10}>
      <Field label={t('debug.request.auth.type')}>
        <Select
          value={auth.type}
          aria-label={t('debug.request.auth.type')}
          data-testid={REQUEST_TEST_IDS.authType}
          style={{ maxWidth: 320 }}
          options={AUTH_TYPES.map((type) => ({
            value: type,
            label: typeLabels?.[type] ?? t(`debug.request.auth.types.${type}`),
          }))}
          onChange={switchTo}
        />
      </Field>
      {auth.type === 'none' && (
        <Typography.Text type={SECONDARY}>{t('debug.request.auth.noneHint')}</Typography.Text>
      )}
      {auth.type === 'inherit' &&
        (inheritNote ?? (
          <ScopedInheritedAuthNote
            fallback={
              <Typography.Text type={SECONDARY}>
                {t('debug.request.auth.inheritHint', INHERIT_VARIABLES)}
              </Typography.Text>
            }
          />
        ))}
      {auth.type === 'bearer' && text(FIELD.token)}
      {(auth.type === 'basic' || auth.type === 'digest') && (
        <>
          {text(FIELD.username)}
          {text(FIELD.password, { isSecret: true })}
        </>
      )}
      {auth.type === 'apiKey' && (
        <>
          {text(FIELD.key)}
          {text(FIELD.value)}
          <Field label={t('debug.request.auth.fields.in')}>
            <Select
              value={auth.in}
              aria-label={t('debug.request.auth.fields.in')}
              style={{ maxWidth: 240 }}
              options={API_KEY_PLACES.map((place) => ({
                value: place,
                label: t(`debug.request.auth.in.${place}`),
              }))}
              onChange={(where) => onChange({ ...auth, in: where })}
            />
          </Field>
        </>
      )}
      {auth.type === 'oauth2' && (
        <>
          <Field label={t('debug.request.auth.fields.grant')}>
            <Select
              value={auth.grant}
              aria-label={t('debug.request.auth.fields.grant')}
              style={{ maxWidth: 320 }}
              options={OAUTH2_GRANTS.map((grant) => ({
                value: grant,
                label: t(`debug.request.auth.grants.${grant}`),
              }))}
              onChange={(grant) => onChange({ ...auth, grant })}
            />
          </Field>
          {auth.grant === 'authorization_code' && text(FIELD.authorizationUrl)}
          {text(FIELD.tokenUrl)}
          {text(FIELD.clientId)}
          {text(FIELD.clientSecret, { isSecret: true })}
          {text(FIELD.scope)}
          {auth.grant === 'authorization_code' && text(FIELD.redirectUri)}
          {auth.grant === 'password' && (
            <>
              {text(FIELD.username)}
              {text(FIELD.password, { isSecret: true })}
            </>
          )}
          {auth.grant === 'authorization_code' && (
            <Field label={t('debug.request.auth.fields.usePkce')}>
              <Flex align={CENTER}>
                <Switch
                  checked={auth.usePkce}
                  aria-label={t('debug.request.auth.fields.usePkce')}
                  onChange={(usePkce) => onChange({ ...auth, usePkce })}
                />
              </Flex>
            </Field>
          )}
          <Field label={t('debug.request.auth.fields.clientAuth')}>
            <Select
              value={auth.clientAuth}
              aria-label={t('debug.request.auth.fields.clientAuth')}
              style={{ maxWidth: 320 }}
              options={CLIENT_AUTHS.map((clientAuth) => ({
                value: clientAuth,
                label: t(`debug.request.auth.clientAuth.${clientAuth}`),
              }))}
              onChange={(clientAuth) => onChange({ ...auth, clientAuth })}
            />
          </Field>
          {auth.grant === 'authorization_code' && oauth && (
            <OAuthSignIn auth={auth} context={oauth} />
          )}
        </>
      )}
      {auth.type === 'awsv4' && (
        <>
          {text(FIELD.accessKeyId)}
          {text(FIELD.secretAccessKey, { isSecret: true })}
          {text(FIELD.sessionToken, { isSecret: true })}
          {text(FIELD.region)}
          {text(FIELD.service)}
        </>
      )}
    </Flex>
  );
}
