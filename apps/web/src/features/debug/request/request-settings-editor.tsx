import type { ReactNode } from 'react';
import { Flex, InputNumber, Switch, Typography } from 'antd';
import type { DebugSettings } from '@heron/contract';
import { useTranslation } from 'react-i18next';
import { REQUEST_TEST_IDS } from './test-ids';

const SECONDARY = 'secondary';
const GRID = {
  display: 'grid',
  gridTemplateColumns: '220px auto',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'start',
} as const;

// The contract's bounds (debugSettingsSchema).
const TIMEOUT = { min: 100, max: 300_000, step: 1000 } as const;
const REDIRECTS = { min: 0, max: 20 } as const;

function Row({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div style={GRID}>
      <Flex vertical>
        <Typography.Text>{label}</Typography.Text>
        {hint && <Typography.Text type={SECONDARY}>{hint}</Typography.Text>}
      </Flex>
      {children}
    </div>
  );
}

export interface RequestSettingsEditorProps {
  settings: DebugSettings;
  onChange: (settings: DebugSettings) => void;
}

/** How the request is sent: its time limit and redirects. */
export function RequestSettingsEditor({ settings, onChange }: RequestSettingsEditorProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Flex vertical gap={12}>
      <Row
        label={t('debug.request.settings.timeout')}
        hint={t('debug.request.settings.timeoutHint', {
          min: number.format(TIMEOUT.min),
          max: number.format(TIMEOUT.max),
        })}
      >
        <InputNumber
          {...TIMEOUT}
          value={settings.timeoutMs}
          aria-label={t('debug.request.settings.timeout')}
          data-testid={REQUEST_TEST_IDS.timeout}
          style={{ width: 160 }}
          onChange={(timeoutMs) => {
            if (typeof timeoutMs === 'number') onChange({ ...settings, timeoutMs });
          }}
        />
      </Row>
      <Row label={t('debug.request.settings.followRedirects')}>
        <Switch
          checked={settings.followRedirects}
          aria-label={t('debug.request.settings.followRedirects')}
          data-testid={REQUEST_TEST_IDS.followRedirects}
          onChange={(followRedirects) => onChange({ ...settings, followRedirects })}
        />
      </Row>
      <Row
        label={t('debug.request.settings.verifyTls')}
        hint={t('debug.request.settings.verifyTlsHint')}
      >
        <Switch
          checked={settings.verifyTls}
          aria-label={t('debug.request.settings.verifyTls')}
          data-testid={REQUEST_TEST_IDS.verifyTls}
          onChange={(verifyTls) => onChange({ ...settings, verifyTls })}
        />
      </Row>
      <Row label={t('debug.request.settings.maxRedirects')}>
        <InputNumber
          {...REDIRECTS}
          value={settings.maxRedirects}
          disabled={!settings.followRedirects}
          aria-label={t('debug.request.settings.maxRedirects')}
          data-testid={REQUEST_TEST_IDS.maxRedirects}
          style={{ width: 160 }}
          onChange={(maxRedirects) => {
            if (typeof maxRedirects === 'number') onChange({ ...settings, maxRedirects });
          }}
        />
      </Row>
    </Flex>
  );
}
