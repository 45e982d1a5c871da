import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OutboxMessage } from '@heron/contract';
import { renderRoutes } from '../../test/render-with-providers';
import { json, noContent, problem, stubApi } from '../../test/stub-api';
import { DevOutboxPage } from './dev-outbox-page';

const EMAIL: OutboxMessage = {
  id: 'm2',
  channel: 'email',
  to: 'ada@example.com',
  subject: 'Reset your Heron password',
  text: 'Open http://localhost:3000/user/reset-password?token=abc&email=ada%40example.com. It works once.',
  createdAt: '2025-03-04T05:06:07.000Z',
};
const SMS: OutboxMessage = {
  id: 'm1',
  channel: 'sms',
  to: '+8613800138000',
  subject: null,
  text: 'Your Heron code is 123456. Or sign in at /user/login',
  createdAt: '2025-03-04T05:00:00.000Z',
};

function renderOutbox() {
  return renderRoutes([{ path: '/dev/outbox', element: <DevOutboxPage /> }], '/dev/outbox');
}

describe('DevOutboxPage', () => {
  it('lists the messages newest first with their links clickable', async () => {
    stubApi({ 'GET /api/v1/dev/outbox': () => json({ items: [EMAIL, SMS] }) });
    renderOutbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Dev outbox' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Email')).toBeTruthy();
    expect(within(first!).getByText('To: ada@example.com')).toBeTruthy();
    expect(within(first!).getByRole('heading', { name: 'Reset your Heron password' })).toBeTruthy();
    const link = within(first!).getByRole('link');
    // The sentence's full stop is not part of the address.
    expect(link.getAttribute('href')).toBe(
      'http://localhost:3000/user/reset-password?token=abc&email=ada%40example.com',
    );
    const time = first!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(EMAIL.createdAt);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(EMAIL.createdAt),
      ),
    );

    expect(within(second!).getByText('SMS')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: '/user/login' })).toBeTruthy();
    expect(within(second!).queryByRole('heading')).toBeNull();
  });

  it('refreshes and clears', async () => {
    let items = [SMS];
    const api = stubApi({
      'GET /api/v1/dev/outbox': () => json({ items }),
      'DELETE /api/v1/dev/outbox': () => {
        items = [];
        return noContent();
      },
    });
    renderOutbox();
    await screen.findByText('To: +8613800138000');

    items = [EMAIL, SMS];
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('To: ada@example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(api.callsTo('DELETE /api/v1/dev/outbox')).toHaveLength(1);
  });

  it('says the outbox is off when the server has it disabled', async () => {
    stubApi({ 'GET /api/v1/dev/outbox': () => problem('OUTBOX_DISABLED') });
    renderOutbox();
    expect(
      await screen.findByText(
        'The outbox is off: this server sends real emails and text messages.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Clear/ }).hasAttribute('disabled')).toBe(true),
    );
  });
});
