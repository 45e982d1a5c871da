import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render-with-providers';
import { SIGNED_IN, TEST_USER, json, noContent, problem, stubApi } from '../../../test/stub-api';

async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { name: 'Account: Ada Lovelace' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: /Account settings/ }));
  return screen.findByRole('dialog', { name: 'Account settings' });
}

describe('account settings', () => {
  it('renames the account and the header follows', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'PATCH /api/v1/account/profile': (request) =>
        json({ user: { ...TEST_USER, name: (request.body as { name: string }).name.trim() } }),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Not set')).toBeTruthy(); // no phone
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: ' Grace Hopper ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/v1/account/profile')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/v1/account/profile')[0]!.body).toEqual({ name: 'Grace Hopper' });
    expect(await screen.findByRole('button', { name: 'Account: Grace Hopper' })).toBeTruthy();
  });

  it('refuses an empty name without calling the server', async () => {
    const api = stubApi(SIGNED_IN);
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('PATCH /api/v1/account/profile')).toHaveLength(0);
  });

  it('shows a wrong current password, and the mismatch before sending', async () => {
    const api = stubApi({
      ...SIGNED_IN,
      'POST /api/v1/account/password': () => problem('WRONG_PASSWORD'),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Password' }));
    fireEvent.change(await within(dialog).findByLabelText('Current password'), {
      target: { value: 'old password' },
    });
    fireEvent.change(within(dialog).getByLabelText('New password'), {
      target: { value: 'new password 1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), {
      target: { value: 'new password 2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/account/password')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Confirm password'), {
      target: { value: 'new password 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy();
  });

  it('changes the password and empties the form', async () => {
    const api = stubApi({ ...SIGNED_IN, 'POST /api/v1/account/password': () => noContent() });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Password' }));
    for (const [label, value] of [
      ['Current password', 'old password'],
      ['New password', 'new password 1'],
      ['Confirm password', 'new password 1'],
    ] as const) {
      fireEvent.change(await within(dialog).findByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/account/password')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/account/password')[0]!.body).toEqual({
      currentPassword: 'old password',
      password: 'new password 1',
      confirmPassword: 'new password 1',
    });
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Current password') as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });
});
