import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Alert, Badge, Button, Progress, Steps, Tag, theme, Typography } from 'antd';
import { THEME_TOKENS } from '@heron/contract';
import { AntdProviders } from './antd-providers';

// antd's own blue: the accent it falls back to where a theme sets only colorPrimary.
const ANTD_BLUE = /^(#1677ff|rgba?\(\s*22,\s*119,\s*255\b)/i;
// Its preset palette keeps the colour under its own name ('blue', 'blue-6'); nothing else may.
const BLUE_PALETTE = /^--ant-blue(-\d+)?$/;
const PRIMARY = THEME_TOKENS.colorPrimary.toLowerCase();

type Tokens = ReturnType<typeof theme.useToken>['token'];

function TokenProbe({ onToken }: { onToken: (token: Tokens) => void }) {
  onToken(theme.useToken().token);
  return null;
}

/** The CSS variables antd declared for what was rendered, by name (antd 6 styles through them). */
function declaredVariables(): Map<string, string> {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return new Map(
    [...css.matchAll(/(--ant-[\w-]+):\s*([^;}]+)/g)].map(([, name, value]) => [
      name ?? '',
      (value ?? '').trim().toLowerCase(),
    ]),
  );
}

describe('the app theme (bug: links, progress bars and info tags were antd’s blue)', () => {
  it('takes the info and link colours from the primary', () => {
    let token: Tokens | undefined;
    render(
      <AntdProviders>
        <TokenProbe onToken={(value) => (token = value)} />
      </AntdProviders>,
    );
    expect(token?.colorPrimary.toLowerCase()).toBe(PRIMARY);
    expect(token?.colorInfo.toLowerCase()).toBe(PRIMARY);
    expect(token?.colorLink.toLowerCase()).toBe(PRIMARY);
    // The shades are derived from it, not left at antd's blue ones.
    expect(token?.colorLinkActive.toLowerCase()).toBe(token?.colorPrimaryActive.toLowerCase());
    expect(token?.colorInfoBg.toLowerCase()).toBe(token?.colorPrimaryBg.toLowerCase());
  });

  it('draws links, progress, info alerts, processing tags and badges, and steps without antd’s blue', () => {
    render(
      <AntdProviders>
        <Typography.Link href="#here">link</Typography.Link>
        <Button type="link">link button</Button>
        <Progress percent={40} />
        <Progress type="circle" percent={40} />
        <Alert type="info" showIcon title="info" />
        <Tag color="processing">tag</Tag>
        <Badge status="processing" text="badge" />
        <Steps current={1} items={[{ title: 'one' }, { title: 'two' }]} />
      </AntdProviders>,
    );
    const variables = declaredVariables();
    expect(variables.get('--ant-color-info')).toBe(PRIMARY);
    expect(variables.get('--ant-color-link')).toBe(PRIMARY);
    expect(variables.get('--ant-progress-default-color')).toBe(PRIMARY);
    const blue = [...variables].filter(
      ([name, value]) => ANTD_BLUE.test(value) && !BLUE_PALETTE.test(name),
    );
    expect(blue).toEqual([]);
  });
});
