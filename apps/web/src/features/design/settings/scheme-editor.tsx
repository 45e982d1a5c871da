import { Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_LOCATIONS,
  EDITABLE_SCHEME_TYPES,
  FLOW_URLS,
  OAUTH_FLOWS,
  type SchemeRow,
  type SettingsIssue,
} from './settings-draft';
import { DESIGN_TEST_IDS } from '../shell/test-ids';

const CENTER = 'center';
const NAME = 'name';
const API_KEY_NAME = 'apiKeyName';

const TEXT = 'text';
const DASHED = 'dashed';
const SMALL = 'small';
const ERROR = 'error';
const DANGER = 'danger';
const SECONDARY = 'secondary';
const BOX_STYLE = { border: '1px solid #f0f0f0', borderRadius: 4, padding: 12 } as const;
const LABEL_STYLE = { width: 140, flex: 'none' } as const;

export interface SchemeEditorProps {
  row: SchemeRow;
  onChange: (next: SchemeRow) => void;
  onRemove: () => void;
  issues: ReadonlyMap<string, SettingsIssue>;
  readOnly: boolean;
}

/** One labelled field of a scheme. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap={8} align={CENTER}>
      <Typography.Text style={LABEL_STYLE}>{label}</Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Flex>
  );
}

/**
 * One security scheme: its name (what endpoints refer to), its type and that type's fields:
 * HTTP bearer or basic, an API key in a header, query or cookie, or OAuth 2 with one flow, its
 * URLs and scopes. A type the form does not edit (OpenID Connect, mutual TLS …) is kept as read.
 */
export function SchemeEditor({ row, onChange, onRemove, issues, readOnly }: SchemeEditorProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SchemeRow>) => onChange({ ...row, ...patch });
  const status = (field: string) => (issues.has(`${row.key}.${field}`) ? ERROR : undefined);
  const issueOf = (field: string) => issues.get(`${row.key}.${field}`);
  const label = row.name.trim() || t('design.settings.unnamedScheme');

  return (
    <Flex vertical gap={8} style={BOX_STYLE} data-testid={DESIGN_TEST_IDS.settingsScheme}>
      <Field label={t('design.settings.schemeName')}>
        <Flex gap={8}>
          <Input
            aria-label={t('design.settings.schemeName')}
            value={row.name}
            status={status(NAME)}
            disabled={readOnly}
            onChange={(event) => set({ name: event.target.value })}
          />
          {!readOnly && (
            <Button
              type={TEXT}
              icon={<DeleteOutlined />}
              aria-label={t('design.settings.removeScheme', { name: label })}
              onClick={onRemove}
            />
          )}
        </Flex>
        {issueOf(NAME) && (
          <Typography.Text type={DANGER}>
            {t(`design.settings.issue.${issueOf(NAME)!}`)}
          </Typography.Text>
        )}
      </Field>
      <Field label={t('design.settings.schemeType')}>
        {row.type === 'other' ? (
          <Typography.Text type={SECONDARY}>
            {t('design.settings.type.other', { type: String(row.original.type ?? '') })}
          </Typography.Text>
        ) : (
          <Select
            aria-label={t('design.settings.schemeType')}
            value={row.type}
            disabled={readOnly}
            onChange={(type) => set({ type })}
            options={EDITABLE_SCHEME_TYPES.map((type) => ({
              value: type,
              label: t(`design.settings.type.${type}`),
            }))}
            style={{ width: '100%' }}
          />
        )}
      </Field>
      <Field label={t('design.settings.schemeDescription')}>
        <Input
          aria-label={t('design.settings.schemeDescription')}
          value={row.description}
          disabled={readOnly}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      {row.type === 'http-bearer' && (
        <Field label={t('design.settings.bearerFormat')}>
          <Input
            aria-label={t('design.settings.bearerFormat')}
            placeholder={t('design.settings.bearerFormatPlaceholder')}
            value={row.bearerFormat}
            disabled={readOnly}
            onChange={(event) => set({ bearerFormat: event.target.value })}
          />
        </Field>
      )}
      {row.type === 'apiKey' && (
        <>
          <Field label={t('design.settings.apiKeyIn')}>
            <Select
              aria-label={t('design.settings.apiKeyIn')}
              value={row.apiKeyIn}
              disabled={readOnly}
              onChange={(apiKeyIn) => set({ apiKeyIn })}
              options={API_KEY_LOCATIONS.map((location) => ({
                value: location,
                label: t(`design.settings.location.${location}`),
              }))}
              style={{ width: '100%' }}
            />
          </Field>
          <Field label={t('design.settings.apiKeyName')}>
            <Input
              aria-label={t('design.settings.apiKeyName')}
              value={row.apiKeyName}
              status={status(API_KEY_NAME)}
              disabled={readOnly}
              onChange={(event) => set({ apiKeyName: event.target.value })}
            />
          </Field>
        </>
      )}
      {row.type === 'oauth2' && (
        <>
          <Field label={t('design.settings.flow')}>
            <Select
              aria-label={t('design.settings.flow')}
              value={row.flow}
              disabled={readOnly}
              onChange={(flow) => set({ flow })}
              options={OAUTH_FLOWS.map((flow) => ({
                value: flow,
                label: t(`design.settings.flows.${flow}`),
              }))}
              style={{ width: '100%' }}
            />
          </Field>
          {FLOW_URLS[row.flow].map((field) => (
            <Field key={field} label={t(`design.settings.${field}`)}>
              <Input
                aria-label={t(`design.settings.${field}`)}
                value={row[field]}
                status={status(field)}
                disabled={readOnly}
                onChange={(event) => set({ [field]: event.target.value })}
              />
            </Field>
          ))}
          <Field label={t('design.settings.refreshUrl')}>
            <Input
              aria-label={t('design.settings.refreshUrl')}
              value={row.refreshUrl}
              disabled={readOnly}
              onChange={(event) => set({ refreshUrl: event.target.value })}
            />
          </Field>
          <Field label={t('design.settings.scopes')}>
            <Flex vertical gap={4}>
              {row.scopes.map((scope, at) => (
                <Flex key={at} gap={4}>
                  <Input
                    aria-label={t('design.settings.scopeName', { index: at + 1 })}
                    placeholder={t('design.settings.scopeNamePlaceholder')}
                    value={scope.name}
                    disabled={readOnly}
                    onChange={(event) =>
                      set({
                        scopes: row.scopes.map((other, i) =>
                          i === at ? { ...other, name: event.target.value } : other,
                        ),
                      })
                    }
                  />
                  <Input
                    aria-label={t('design.settings.scopeDescription', { index: at + 1 })}
                    placeholder={t('design.settings.scopeDescriptionPlaceholder')}
                    value={scope.description}
                    disabled={readOnly}
                    onChange={(event) =>
                      set({
                        scopes: row.scopes.map((other, i) =>
                          i === at ? { ...other, description: event.target.value } : other,
                        ),
                      })
                    }
                  />
                  {!readOnly && (
                    <Button
                      type={TEXT}
                      icon={<DeleteOutlined />}
                      aria-label={t('design.settings.removeScope', { index: at + 1 })}
                      onClick={() => set({ scopes: row.scopes.filter((_, i) => i !== at) })}
                    />
                  )}
                </Flex>
              ))}
              {!readOnly && (
                <Button
                  size={SMALL}
                  type={DASHED}
                  icon={<PlusOutlined />}
                  onClick={() => set({ scopes: [...row.scopes, { name: '', description: '' }] })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('design.settings.addScope')}
                </Button>
              )}
            </Flex>
          </Field>
        </>
      )}
    </Flex>
  );
}
