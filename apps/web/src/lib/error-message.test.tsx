import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ErrorAlert } from '../components/error-alert';
import { i18n } from '../app/i18n';
import { renderPage } from '../test/render-with-providers';
import { ApiError } from './api-client';
import { formatWait } from './error-message';

describe('ErrorAlert', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'Wrong account or password.'],
    ['INVALID_CODE', 'The verification code is wrong or has expired.'],
    ['ACCOUNT_DISABLED', 'This account is disabled.'],
  ] as const)('shows %s as its translated message', (code, text) => {
    renderPage(<ErrorAlert error={new ApiError({ code, status: 400, message: 'server text' })} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('adds the wait of a rate limit in the interface language', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const error = new ApiError({ code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfterSeconds: 300 });
    renderPage(<ErrorAlert error={error} />);
    expect(screen.getByRole('alert').textContent).toBe(
      `試行回数が多すぎます。${formatWait(300, 'ja')}後にもう一度お試しください。`,
    );
  });

  it.each([
    [
      'en',
      'This text contains a character that cannot be saved (a NUL character or a broken emoji). Remove it and try again.',
    ],
    ['zh-CN', '文本中含有无法保存的字符（NUL 字符或残缺的表情符号），请删除后重试。'],
    [
      'ja',
      '保存できない文字（NUL 文字または壊れた絵文字）が含まれています。削除してからもう一度お試しください。',
    ],
    [
      'id',
      'Teks berisi karakter yang tidak dapat disimpan (karakter NUL atau emoji yang rusak). Hapus lalu coba lagi.',
    ],
    ['zh-Hant', '文字中含有無法儲存的字元（NUL 字元或殘缺的表情符號），請刪除後重試。'],
  ])('says in %s why text that cannot be stored was refused (issue 19)', async (language, text) => {
    await act(() => i18n.changeLanguage(language));
    const error = new ApiError({
      code: 'VALIDATION_FAILED',
      status: 400,
      errors: [{ in: 'body', pointer: '/request/url', message: 'validation.unsafeText' }],
    });
    renderPage(<ErrorAlert error={error} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows any other failure as an internal error, never its text', () => {
    renderPage(<ErrorAlert error={new Error('TypeError: x is undefined')} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong on the server. Please try again later.',
    );
  });

  it('shows nothing without an error', () => {
    renderPage(<ErrorAlert error={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('formatWait', () => {
  it('says seconds up to two minutes and whole minutes beyond', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(90, 'en')).toBe('90 seconds');
    expect(formatWait(121, 'en')).toBe('3 minutes');
    expect(formatWait(600, 'en')).toBe('10 minutes');
  });
});
