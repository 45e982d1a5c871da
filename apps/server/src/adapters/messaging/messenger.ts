import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { createOutboundClient, type OutboundResponse } from '../outbound/index.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Sms {
  /** E.164. */
  to: string;
  text: string;
}

/** A message kept in the dev outbox instead of being sent. */
export interface OutboxMessageDraft {
  channel: 'email' | 'sms';
  to: string;
  /** Emails only. */
  subject: string | null;
  text: string;
}

/**
 * Keeps a message in the dev outbox. The outbox's table belongs to the dev-outbox module, so the
 * messenger is handed its writer (app.ts) rather than reaching the table itself.
 */
export type KeepInOutbox = (message: OutboxMessageDraft) => Promise<void>;

/** Sends the instance's email and SMS: through real providers, or into the dev outbox. */
export interface Messenger {
  sendEmail(email: Email): Promise<void>;
  sendSms(sms: Sms): Promise<void>;
}

/**
 * The SMS webhook is the operator's own endpoint, not an address people type, so it is not under
 * OUTBOUND_ADDRESS_POLICY (a gateway on the private network works under `public-only`). Its
 * answer is not read beyond the status; redirects are followed as fetch, which sent these
 * before, did (up to 20).
 */
const smsClient = createOutboundClient({
  purpose: 'sms-webhook',
  policy: 'open',
  deadlineMs: 10_000,
  maxBytes: 64 * 1024,
  overflow: 'truncate',
  maxRedirects: 20,
});

function notConfigured(channel: 'email' | 'SMS'): never {
  throw new AppError('SERVICE_UNAVAILABLE', {
    detail: `No ${channel} provider is set up on this instance.`,
  });
}

/**
 * Each channel goes to its real provider when one is configured (SMTP_URL, SMS_WEBHOOK_URL),
 * otherwise to the dev outbox when it is on, otherwise fails with SERVICE_UNAVAILABLE.
 */
export function createMessenger(config: Config, toOutbox: KeepInOutbox): Messenger {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  return {
    async sendEmail(email) {
      if (smtp) {
        try {
          await smtp.sendMail({ from: config.mailFrom, ...email });
        } catch (cause) {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'The mail server did not accept the message.',
            cause,
          });
        }
        return;
      }
      if (config.devOutbox) return toOutbox({ channel: 'email', ...email });
      notConfigured('email');
    },

    async sendSms(sms) {
      if (config.smsWebhookUrl) {
        let response: OutboundResponse;
        try {
          response = await smsClient.request({
            method: 'POST',
            url: config.smsWebhookUrl,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(sms),
          });
        } catch (cause) {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'The SMS provider could not be reached.',
            cause,
          });
        }
        if (response.status < 200 || response.status > 299) {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: `The SMS provider answered HTTP ${response.status}.`,
          });
        }
        return;
      }
      if (config.devOutbox) return toOutbox({ channel: 'sms', subject: null, ...sms });
      notConfigured('SMS');
    },
  };
}
