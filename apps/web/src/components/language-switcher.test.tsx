import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RootProviders } from '../app/root-providers';
import { LanguageSwitcher } from './language-switcher';
import { i18n } from '../app/i18n';

describe('LanguageSwitcher', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('is a keyboard menu button that switches the language', async () => {
    render(
      <RootProviders>
        <LanguageSwitcher />
      </RootProviders>,
    );
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const english = screen.getByRole('menuitem', { name: 'English' });
    expect(document.activeElement).toBe(english);
    expect(english.getAttribute('aria-current')).toBe('true');

    fireEvent.keyDown(english, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    const chinese = screen.getByRole('menuitem', { name: '简体中文' });
    expect(document.activeElement).toBe(chinese);
    await act(async () => {
      fireEvent.keyDown(chinese, { key: 'Enter' });
    });
    await waitFor(() => expect(i18n.language).toBe('zh-CN'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
