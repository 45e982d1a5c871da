import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import { noContent, problem, stubApi } from '../../test/stub-api';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(search: string) {
  return renderRoutes(
    [
      { path: '/user/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: null },
    ],
    `/user/reset-password${search}`,
  );
}

describe('ResetPasswordPage', () => {
  it('refuses a link without a token', () => {
    stubApi({});
    renderReset('?email=ada%40example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Token is empty');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/user/find',
    );
  });

  it('refuses a link without an email', () => {
    stubApi({});
    renderReset('?token=abc');
    expect(screen.getByRole('alert').textContent).toBe('Email is empty');
  });

  it('sets the new password with the link’s token and email, then says so', async () => {
    const api = stubApi({ 'POST /api/v1/auth/password/reset': () => noContent() });
    const { router } = renderReset('?token=tok-1&email=Ada%40Example.com');
    expect(screen.getByText('Choose a new password for Ada@Example.com.')).toBeTruthy();
    fillIn('New password', 'battery staple');
    fillIn('Confirm password', 'battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/success'));
    expect(api.callsTo('POST /api/v1/auth/password/reset')[0]?.body).toEqual({
      token: 'tok-1',
      email: 'ada@example.com',
      password: 'battery staple',
      confirmPassword: 'battery staple',
    });
  });

  it('says when the link is no longer valid and offers a new one', async () => {
    stubApi({ 'POST /api/v1/auth/password/reset': () => problem('RESET_LINK_INVALID') });
    renderReset('?token=old&email=ada%40example.com');
    fillIn('New password', 'battery staple');
    fillIn('Confirm password', 'battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired. Request a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
