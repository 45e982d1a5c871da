import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import { i18n } from '../app/i18n';
import { Empty } from './empty';

describe('Empty', () => {
  it('says common.empty in the interface language', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    render(
      <AppProviders>
        <Empty />
      </AppProviders>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows a given description instead', () => {
    render(
      <AppProviders>
        <Empty description="Nothing in the trash" />
      </AppProviders>,
    );
    expect(screen.getByText('Nothing in the trash')).toBeTruthy();
    // The image's SVG <title> keeps antd's own wording; only the description is ours.
    expect(screen.queryByText('No data', { selector: ':not(title)' })).toBeNull();
  });
});
