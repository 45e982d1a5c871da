import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import { SIGNED_OUT, TEST_USER, json, stubApi } from '../../test/stub-api';
import { RegisterPhonePage } from './register-phone-page';

const AGREE_FIRST = 'Please agree to the terms and privacy policy first.';

/** What the button's `aria-describedby` points at: the note shown beside it. */
function noteOf(button: HTMLElement): string {
  const id = button.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

function renderRegisterPhone() {
  return renderRoutes(
    [
      { path: '/user/register-phone', element: <RegisterPhonePage /> },
      { path: '*', element: null },
    ],
    '/user/register-phone',
  );
}

describe('RegisterPhonePage', () => {
  it('asks for the agreement before texting a code', async () => {
    const api = stubApi(SIGNED_OUT);
    renderRegisterPhone();
    expect(screen.getByText('Sign up with your phone number and get 20 AI credits.')).toBeTruthy();
    fillIn('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please agree to the terms and privacy policy first'),
    ).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says beside Send code why it texts nothing until the terms are agreed (bug: Send code was silently disabled until the terms box was ticked)', async () => {
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/sms-codes': () => json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
    });
    renderRegisterPhone();
    fillIn('Phone number', '13800138000');
    const sendButton = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(sendButton);
    await waitFor(() => expect(noteOf(sendButton)).toBe(AGREE_FIRST));
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(noteOf(sendButton)).toBe(''));
    fireEvent.click(sendButton);
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.callsTo('POST /api/v1/auth/sms-codes')).toHaveLength(1);
  });

  it('texts a code for registering, registers and goes to registration complete', async () => {
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/sms-codes': () => json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      'POST /api/v1/auth/register/phone': () => json({ user: TEST_USER }, 201),
    });
    const { router } = renderRegisterPhone();
    fillIn('Name', 'Ada');
    fillIn('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(api.callsTo('POST /api/v1/auth/sms-codes')[0]?.body).toEqual({
      phone: '+8613800138000',
      purpose: 'register',
    });

    fillIn('Verification code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register-success'));
    expect(api.callsTo('POST /api/v1/auth/register/phone')[0]?.body).toEqual({
      name: 'Ada',
      phone: '+8613800138000',
      code: '654321',
      agreed: true,
    });
  });
});
