import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AVATAR_MAX_BYTES, type CurrentUser } from '@heron/contract';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/render-with-providers';
import { TEST_USER, json, problem, stubApi, type StubHandler } from '../../../test/stub-api';

// Each test drives the whole dialog through several steps: antd in jsdom is slow on a busy machine.
const SLOW_TEST_MS = 30_000;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const AVATAR_URL = '/api/v1/files/avatars/AbCdEfGhIjKlMnOpQrStUv.png';

/** A signed-in session whose user the tests can change, as the server would. */
function session(initial: CurrentUser) {
  let user = initial;
  const routes: Record<string, StubHandler> = {
    'GET /api/v1/auth/session': () => json({ user }),
  };
  const answer = (changes: Partial<CurrentUser>) => {
    user = { ...user, ...changes };
    return json({ user });
  };
  return { routes, answer };
}

// Queries by text and label rather than by role and name: computing accessible names through
// antd's styles costs jsdom seconds per query.
async function openSettings(name = 'Ada Lovelace') {
  fireEvent.click(await screen.findByLabelText(`Account: ${name}`));
  fireEvent.click(await screen.findByText('Account settings'));
  const [dialog] = await screen.findAllByRole('dialog', { hidden: true });
  return dialog!;
}

async function openTab(dialog: HTMLElement, name: string) {
  const tab = within(dialog).getByText(name, { selector: '[role=tab]' });
  fireEvent.click(tab);
  return waitFor(() => {
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel?.hasChildNodes()) throw new Error(`the ${name} tab did not open`);
    return panel;
  });
}

function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const png = (size = PNG_HEAD.length, name = 'me.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

describe('avatar', { timeout: SLOW_TEST_MS }, () => {
  it('shows the initials, uploads a picture, shows it here and in the header, and removes it', async () => {
    const { routes: signedIn, answer } = session(TEST_USER);
    const api = stubApi({
      ...signedIn,
      'POST /api/v1/account/avatar': () => answer({ avatarUrl: AVATAR_URL }),
      'DELETE /api/v1/account/avatar': () => answer({ avatarUrl: null }),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    const section = within(dialog).getByLabelText('Avatar');
    expect(within(section).getByText('AL')).toBeTruthy();
    expect(within(section).getByText('PNG, JPEG, GIF or WebP, up to 2 MB')).toBeTruthy();
    expect(within(section).queryByText(/Remove/)).toBeNull();

    chooseFile(dialog, png());
    expect(await screen.findByText('Uploaded successfully')).toBeTruthy();
    const [call] = api.callsTo('POST /api/v1/account/avatar');
    const sent = api.fetchMock.mock.calls.find(([url]) => url === '/api/v1/account/avatar')?.[1]
      ?.body as FormData;
    expect(call).toBeTruthy();
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).size).toBe(PNG_HEAD.length);
    await waitFor(() =>
      expect(within(section).getByAltText('Avatar of Ada Lovelace')).toBeTruthy(),
    );
    expect(within(section).getByAltText('Avatar of Ada Lovelace').getAttribute('src')).toBe(
      AVATAR_URL,
    );
    const menu = screen.getByLabelText('Account: Ada Lovelace');
    expect(menu.querySelector('img')?.getAttribute('src')).toBe(AVATAR_URL);

    fireEvent.click(await within(section).findByText(/Remove/));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE /api/v1/account/avatar')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByText('AL')).toBeTruthy());
  });

  it('refuses a disguised or oversized file before sending it, and shows a refusal of the server', async () => {
    const api = stubApi({
      ...session(TEST_USER).routes,
      'POST /api/v1/account/avatar': () => problem('IMAGE_TOO_LARGE'),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], 'cat.png', {
      type: 'image/png',
    });
    chooseFile(dialog, svg);
    expect(
      await within(dialog).findByText('Only PNG, JPEG, GIF or WebP images can be uploaded.'),
    ).toBeTruthy();
    chooseFile(dialog, png(AVATAR_MAX_BYTES + 1));
    expect(
      await within(dialog).findByText('The image is too large. Choose one of at most 2 MB.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/v1/account/avatar')).toHaveLength(0);

    // The server has the last word (its limit may be lower).
    chooseFile(dialog, png());
    await waitFor(() => expect(api.callsTo('POST /api/v1/account/avatar')).toHaveLength(1));
    expect(
      await within(dialog).findByText('The image is too large. Choose one of at most 2 MB.'),
    ).toBeTruthy();
  });
});

describe('email', { timeout: SLOW_TEST_MS }, () => {
  it('changes the email with a code sent to the new address, without asking for a password', async () => {
    const { routes: signedIn, answer } = session(TEST_USER);
    const api = stubApi({
      ...signedIn,
      'POST /api/v1/account/email-codes': () =>
        json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      'PUT /api/v1/account/email': (request) =>
        answer({ email: (request.body as { email: string }).email }),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    const panel = await openTab(dialog, 'Email');
    expect(within(panel).getByText('ada@example.com')).toBeTruthy();
    expect(within(panel).queryByLabelText('Password')).toBeNull();

    // The current address is refused before any code is sent.
    fireEvent.change(within(panel).getByLabelText('New email address'), {
      target: { value: 'ADA@example.com' },
    });
    fireEvent.click(within(panel).getByText('Send code'));
    expect(await within(panel).findByText('This is the same as your current one')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/account/email-codes')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('New email address'), {
      target: { value: ' Grace@Example.com ' },
    });
    fireEvent.click(within(panel).getByText('Send code'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/account/email-codes')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/account/email-codes')[0]!.body).toEqual({
      email: 'grace@example.com',
    });
    expect(await within(panel).findByText(/Resend in/)).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(panel).getByText('Change email'));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/account/email')).toHaveLength(1));
    expect(api.callsTo('PUT /api/v1/account/email')[0]!.body).toEqual({
      email: 'grace@example.com',
      code: '123456',
    });
    expect(await within(panel).findByText('grace@example.com')).toBeTruthy();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('shows that another account has the address, and a wrong code', async () => {
    stubApi({
      ...session(TEST_USER).routes,
      'POST /api/v1/account/email-codes': () => problem('ADDRESS_IN_USE'),
      'PUT /api/v1/account/email': () => problem('INVALID_CODE'),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    const panel = await openTab(dialog, 'Email');
    fireEvent.change(within(panel).getByLabelText('New email address'), {
      target: { value: 'taken@example.com' },
    });
    fireEvent.click(within(panel).getByText('Send code'));
    expect(
      await within(panel).findByText(
        'This email address or phone number is already used by another account.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Verification code'), {
      target: { value: '000000' },
    });
    fireEvent.click(within(panel).getByText('Change email'));
    expect(
      await within(panel).findByText('The verification code is wrong or has expired.'),
    ).toBeTruthy();
  });

  it('an account without a password sets up email login: password and confirmation required', async () => {
    const phoneUser: CurrentUser = {
      ...TEST_USER,
      email: null,
      phone: '+8613800138000',
      hasPassword: false,
    };
    const { routes: signedIn, answer } = session(phoneUser);
    const api = stubApi({
      ...signedIn,
      'PUT /api/v1/account/email': (request) =>
        answer({ email: (request.body as { email: string }).email, hasPassword: true }),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();

    const passwordPanel = await openTab(dialog, 'Password');
    expect(within(passwordPanel).getByText(/set up email login in the Email tab/)).toBeTruthy();

    const panel = await openTab(dialog, 'Email');
    expect(within(panel).getByText(/This account has no password yet/)).toBeTruthy();
    expect(within(panel).getByText('Not set')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('New email address'), {
      target: { value: 'phone.person@example.com' },
    });
    fireEvent.change(within(panel).getByLabelText('Verification code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(panel).getByText('Set up email login'));
    expect(
      await within(panel).findByText('The password must be 8 to 128 characters long'),
    ).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Password'), {
      target: { value: 'a good password 1' },
    });
    fireEvent.change(within(panel).getByLabelText('Confirm password'), {
      target: { value: 'a good password 2' },
    });
    fireEvent.click(within(panel).getByText('Set up email login'));
    expect(await within(panel).findByText('Passwords do not match')).toBeTruthy();
    expect(api.callsTo('PUT /api/v1/account/email')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('Confirm password'), {
      target: { value: 'a good password 1' },
    });
    fireEvent.click(within(panel).getByText('Set up email login'));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/account/email')).toHaveLength(1));
    expect(api.callsTo('PUT /api/v1/account/email')[0]!.body).toEqual({
      email: 'phone.person@example.com',
      code: '123456',
      password: 'a good password 1',
      confirmPassword: 'a good password 1',
    });
    // With a password now, the form is the plain change again.
    expect(await within(panel).findByText('Change email')).toBeTruthy();
    expect(within(panel).queryByLabelText('Password')).toBeNull();
  });

  it('an account without a password whose provider gave it an email may confirm that address', async () => {
    const providerUser: CurrentUser = { ...TEST_USER, hasPassword: false };
    const api = stubApi({
      ...session(providerUser).routes,
      'POST /api/v1/account/email-codes': () =>
        json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    const panel = await openTab(dialog, 'Email');
    expect((within(panel).getByLabelText('New email address') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    fireEvent.click(within(panel).getByText('Send code'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/account/email-codes')).toHaveLength(1));
    expect(within(panel).queryByText('This is the same as your current one')).toBeNull();
  });
});

describe('phone', { timeout: SLOW_TEST_MS }, () => {
  it('adds a phone: checks the number first, sends the code, shows a wrong code', async () => {
    const { routes: signedIn, answer } = session(TEST_USER);
    let isCodeRight = false;
    const api = stubApi({
      ...signedIn,
      'POST /api/v1/account/sms-codes': () =>
        json({ resendAfterSeconds: 60, expiresInSeconds: 600 }),
      'PUT /api/v1/account/phone': (request) =>
        isCodeRight
          ? answer({ phone: (request.body as { phone: string }).phone })
          : problem('INVALID_CODE'),
    });
    renderRoutes(routes, '/project/list', { root: true });
    const dialog = await openSettings();
    const panel = await openTab(dialog, 'Phone');
    expect(within(panel).getByText('Not set')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('New phone number'), {
      target: { value: '12345' },
    });
    fireEvent.click(within(panel).getByText('Send code'));
    expect(await within(panel).findByText('Invalid phone number')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/account/sms-codes')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('New phone number'), {
      target: { value: '139 0000 0001' },
    });
    fireEvent.click(within(panel).getByText('Send code'));
    await waitFor(() => expect(api.callsTo('POST /api/v1/account/sms-codes')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/account/sms-codes')[0]!.body).toEqual({
      phone: '+8613900000001',
    });

    fireEvent.change(within(panel).getByLabelText('Verification code'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(panel).getByText('Add phone number'));
    expect(
      await within(panel).findByText('The verification code is wrong or has expired.'),
    ).toBeTruthy();

    isCodeRight = true;
    fireEvent.click(within(panel).getByText('Add phone number'));
    expect(await within(panel).findByText('+8613900000001')).toBeTruthy();
    expect(api.callsTo('PUT /api/v1/account/phone').at(-1)!.body).toEqual({
      phone: '+8613900000001',
      code: '654321',
    });
    expect(within(panel).getByText('Change phone number')).toBeTruthy();
  });
});
