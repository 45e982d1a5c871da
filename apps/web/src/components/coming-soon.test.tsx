import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../app/i18n';
import { renderPage } from '../test/render-with-providers';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('shows the screen name as heading, the release note and a primary home button', () => {
    const { router } = renderPage(<ComingSoon screen="teamList" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(screen.getByText('This screen arrives in a coming release.')).toBeTruthy();
    const home = screen.getByRole('button', { name: 'Back to home' });
    expect(home.className).toContain('ant-btn-primary');

    fireEvent.click(home);
    expect(router.state.location.pathname).toBe('/project/list');
  });

  it('has no home button on the home screen', () => {
    renderPage(<ComingSoon screen="projectList" showHomeButton={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('follows the interface language', async () => {
    renderPage(<ComingSoon screen="teamList" />);
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByRole('heading', { level: 1, name: 'チーム' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ホームに戻る' })).toBeTruthy();
  });
});
