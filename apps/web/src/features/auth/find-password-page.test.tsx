import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fillIn } from '../../test/form-helpers';
import { renderRoutes } from '../../test/render-with-providers';
import { noContent, problem, stubApi } from '../../test/stub-api';
import { FindPasswordPage } from './find-password-page';

describe('FindPasswordPage', () => {
  it('asks for a link and confirms without saying whether the account exists', async () => {
    const api = stubApi({ 'POST /api/v1/auth/password/forgot': () => noContent() });
    renderRoutes([{ path: '/user/find', element: <FindPasswordPage /> }], '/user/find');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();
    fillIn('Email address', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(
      screen.getByText(
        'If an account exists for someone@example.com, we have sent it a link to reset the password. The link works for one hour.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to log in' })).toBeTruthy();
    expect(api.callsTo('POST /api/v1/auth/password/forgot')[0]?.body).toEqual({
      email: 'someone@example.com',
    });
  });

  it('says how long to wait when too many links were asked for (issue 19)', async () => {
    stubApi({
      'POST /api/v1/auth/password/forgot': () =>
        problem('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 42 }),
    });
    renderRoutes([{ path: '/user/find', element: <FindPasswordPage /> }], '/user/find');
    fillIn('Email address', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});
