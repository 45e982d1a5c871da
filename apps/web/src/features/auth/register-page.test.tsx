import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fieldErrors, fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import { SIGNED_OUT, TEST_USER, json, problem, stubApi } from '../../test/stub-api';
import { RegisterPage } from './register-page';

const CODE_SENT = () => json({ resendAfterSeconds: 60, expiresInSeconds: 600 });

const AGREE_FIRST = 'Please agree to the terms and privacy policy first.';

/** What the button's `aria-describedby` points at: the note shown beside it. */
function noteOf(button: HTMLElement): string {
  const id = button.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

function renderRegister(path = '/user/register') {
  return renderRoutes(
    [
      { path: '/user/register', element: <RegisterPage /> },
      { path: '*', element: null },
    ],
    path,
  );
}

function fillValidForm() {
  fillIn('Name', 'Ada Lovelace');
  fillIn('Email address', 'ada@example.com');
  fillIn('Verification code', '123456');
  fillIn('Password', 'correct horse');
  fillIn('Confirm password', 'correct horse');
  fireEvent.click(
    screen.getByRole('checkbox', {
      name: 'I have read and agree to the terms of service and the privacy policy',
    }),
  );
}

describe('RegisterPage', () => {
  it('sends no code before the agreement is ticked, and says why', async () => {
    const api = stubApi({ ...SIGNED_OUT, 'POST /api/v1/auth/email-codes': CODE_SENT });
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    fillIn('Email address', 'ada@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText('Please agree to the terms and privacy policy first'),
    ).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/email-codes')[0]?.body).toEqual({
      email: 'ada@example.com',
      purpose: 'register',
    });
  });

  it('says beside Send code why it sent nothing until the terms are agreed (bug: Send code was silently disabled until the terms box was ticked)', async () => {
    const api = stubApi({ ...SIGNED_OUT, 'POST /api/v1/auth/email-codes': CODE_SENT });
    renderRegister();
    fillIn('Email address', 'ada@example.com');
    const sendButton = screen.getByRole('button', { name: 'Send code' });
    // Nothing is said before the person tries.
    expect(noteOf(sendButton)).toBe('');

    fireEvent.click(sendButton);
    await waitFor(() => expect(noteOf(sendButton)).toBe(AGREE_FIRST));
    // The note is in the code's field, beside the button, not only at the box further down.
    const note = document.getElementById(sendButton.getAttribute('aria-describedby')!)!;
    expect(note.closest('.plain-field')).toBe(sendButton.closest('.plain-field'));
    expect(api.fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(noteOf(sendButton)).toBe(''));
    expect(note.textContent).toBe('');
    fireEvent.click(sendButton);
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/email-codes')).toHaveLength(1);
  });

  it('sends no code to an invalid address', async () => {
    const api = stubApi(SIGNED_OUT);
    renderRegister();
    fireEvent.click(screen.getByRole('checkbox'));
    fillIn('Email address', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(fieldErrors('Email address')).toEqual(['Enter a valid email address']),
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says so on the confirmation when the passwords differ', async () => {
    const api = stubApi(SIGNED_OUT);
    renderRegister();
    fillValidForm();
    fillIn('Confirm password', 'correct horsf');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(fieldErrors('Confirm password')).toEqual(['Passwords do not match']),
    );
    expect(api.callsTo('POST /api/v1/auth/register/email')).toHaveLength(0);
  });

  it('checks the confirmation as it is typed, and again when the password changes', async () => {
    stubApi(SIGNED_OUT);
    renderRegister();
    fillIn('Name', 'Ada Lovelace');
    fillIn('Email address', 'ada@example.com');
    fillIn('Verification code', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    fillIn('Password', 'correct horse battery');
    // Not reached yet: no complaint about a confirmation nobody has typed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldErrors('Confirm password')).toEqual([]);

    fillIn('Confirm password', 'correct horse');
    await waitFor(() =>
      expect(fieldErrors('Confirm password')).toEqual(['Passwords do not match']),
    );
    fillIn('Password', 'correct horse');
    await waitFor(() => expect(fieldErrors('Confirm password')).toEqual([]));
  });

  it('shows the server’s field errors on the matching fields', async () => {
    stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/register/email': () =>
        problem('VALIDATION_FAILED', {
          errors: [
            { in: 'body', pointer: '/confirmPassword', message: 'validation.passwordMismatch' },
            { in: 'body', pointer: '/name', message: 'validation.nameLength' },
          ],
        }),
    });
    renderRegister();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(fieldErrors('Confirm password')).toEqual(['Passwords do not match']),
    );
    expect(fieldErrors('Name')).toEqual(['The name can be at most 64 characters long']);
    // Every error found its field: nothing is repeated above the form.
    expect(
      screen.queryByText('Some fields are invalid. Check your input and try again.'),
    ).toBeNull();
  });

  it('shows a taken address as ACCOUNT_EXISTS', async () => {
    stubApi({ ...SIGNED_OUT, 'POST /api/v1/auth/register/email': () => problem('ACCOUNT_EXISTS') });
    renderRegister();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('An account with this address already exists. Log in instead.'),
    ).toBeTruthy();
  });

  it('goes back where the visitor was going (an invitation) once registered', async () => {
    stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/register/email': () => json({ user: TEST_USER }, 201),
    });
    const { router } = renderRegister('/user/register?redirect=%2Fuser%2Finvite%3Ftoken%3Dabc');
    expect(
      screen.getByRole('link', { name: 'Already have an account? Log in' }).getAttribute('href'),
    ).toBe('/user/login?redirect=%2Fuser%2Finvite%3Ftoken%3Dabc');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/invite'));
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('registers and goes to the registration-complete page', async () => {
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/v1/auth/register/email': () => json({ user: TEST_USER }, 201),
    });
    const { router } = renderRegister();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register-success'));
    expect(api.callsTo('POST /api/v1/auth/register/email')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      code: '123456',
      password: 'correct horse',
      confirmPassword: 'correct horse',
      agreed: true,
    });
  });
});
