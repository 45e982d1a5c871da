import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fieldErrors, fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import {
  SIGNED_IN,
  SIGNED_OUT,
  TEST_USER,
  json,
  problem,
  stubApi,
  type StubHandler,
} from '../../test/stub-api';
import { LoginPage } from './login-page';

function renderLogin(search = '') {
  return renderRoutes(
    [
      { path: '/user/login', element: <LoginPage /> },
      { path: '*', element: null },
    ],
    `/user/login${search}`,
  );
}

function stubLogin(answer: StubHandler = () => json({ user: TEST_USER })) {
  return stubApi({ ...SIGNED_OUT, 'POST /api/v1/auth/login/email': answer });
}

async function logInByEmail() {
  fillIn('Email address', ' Ada@Example.com ');
  fillIn('Password', 'correct horse');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage, by email', () => {
  it('signs in, says so and goes to the redirect parameter', async () => {
    const api = stubLogin();
    const { router } = renderLogin('?redirect=%2Fteam%2Flist%3Ftab%3Dmine');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Phone' })).toBeTruthy();

    await logInByEmail();

    await waitFor(() => expect(router.state.location.pathname).toBe('/team/list'));
    expect(router.state.location.search).toBe('?tab=mine');
    expect(await screen.findByText('Login successful')).toBeTruthy();
    // The contract's schema normalised the address before it was sent.
    expect(api.callsTo('POST /api/v1/auth/login/email')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)'])(
    'refuses the unsafe redirect %s and goes home',
    async (redirect) => {
      stubLogin();
      const { router } = renderLogin(`?redirect=${encodeURIComponent(redirect)}`);
      await logInByEmail();
      await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
    },
  );

  it('shows wrong credentials as the translated message of their code', async () => {
    stubLogin(() => problem('INVALID_CREDENTIALS'));
    const { router } = renderLogin();
    await logInByEmail();
    expect(await screen.findByText('Wrong account or password.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it('says how long to wait after too many attempts', async () => {
    stubLogin(() => problem('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 }));
    renderLogin();
    await logInByEmail();
    expect(
      await screen.findByText('Too many attempts. Please try again in 30 seconds.'),
    ).toBeTruthy();
  });

  it('checks the fields with the contract before sending anything', async () => {
    const api = stubLogin();
    renderLogin();
    fillIn('Email address', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(fieldErrors('Email address')).toEqual(['Enter a valid email address']);
      expect(fieldErrors('Password')).toEqual(['This field is required']);
    });
    expect(api.callsTo('POST /api/v1/auth/login/email')).toHaveLength(0);
  });

  it('sends a visitor who is already signed in on', async () => {
    stubApi(SIGNED_IN);
    const { router } = renderLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
  });

  it('follows the interface language', async () => {
    stubApi(SIGNED_OUT);
    renderLogin();
    const { i18n } = await import('../../app/i18n');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '手机号' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe(
      '/user/find',
    );
  });
});

describe('LoginPage, by phone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openPhoneTab() {
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    await screen.findByLabelText('Phone number');
  }

  /** The phone form's terms box. */
  const agreement = () =>
    within(document.getElementById('login-phone')!).getByRole('checkbox', {
      name: /terms/,
    });

  it('asks for the agreement before a phone sign-in, which may create the account (bug: a phone sign-in created accounts without the terms agreed)', async () => {
    const api = stubApi(SIGNED_OUT);
    renderLogin();
    await openPhoneTab();
    fillIn('Phone number', '+8613800138000');
    fillIn('Verification code', '123456');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    expect(
      await screen.findByText('Please agree to the terms and privacy policy first'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(api.callsTo('POST /api/v1/auth/login/phone')).toHaveLength(0);
    expect(api.callsTo('POST /api/v1/auth/sms-codes')).toHaveLength(0);
  });

  it('counts down resendAfterSeconds on the Send code button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/sms-codes': () => json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
    });
    renderLogin();
    await openPhoneTab();

    fillIn('Phone number', '138 0013 8000');
    fireEvent.click(agreement());
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const button = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('POST /api/v1/auth/sms-codes')[0]?.body).toEqual({
      phone: '+8613800138000',
      purpose: 'login',
    });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again.hasAttribute('disabled')).toBe(false);
  });

  it('sends no code to an invalid number', async () => {
    const api = stubApi(SIGNED_OUT);
    renderLogin();
    await openPhoneTab();
    fillIn('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual(['Invalid phone number']));
    expect(api.callsTo('POST /api/v1/auth/sms-codes')).toHaveLength(0);
  });

  it('signs in with the code and shows a wrong code as INVALID_CODE', async () => {
    let isCodeRight = false;
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/login/phone': () =>
        isCodeRight ? json({ user: TEST_USER }) : problem('INVALID_CODE'),
    });
    const { router } = renderLogin();
    await openPhoneTab();
    fillIn('Phone number', '+8613800138000');
    fillIn('Verification code', '123456');
    fireEvent.click(agreement());
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    expect(await screen.findByText('The verification code is wrong or has expired.')).toBeTruthy();

    isCodeRight = true;
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/list'));
    expect(api.callsTo('POST /api/v1/auth/login/phone').at(-1)?.body).toEqual({
      phone: '+8613800138000',
      code: '123456',
      agreed: true,
    });
  });
});
