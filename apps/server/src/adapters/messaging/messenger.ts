import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

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

/** Sends the instance's email and SMS: through real providers, or into the dev outbox. */
export interface Messenger {
  sendEmail(email: Email): Promise<void>;
  sendSms(sms: Sms): Promise<void>;
}

const SMS_TIMEOUT_MS = 10_000;

function notConfigured(channel: 'email' | 'SMS'): never {
  throw new AppError('SERVICE_UNAVAILABLE', {
    detail: `No ${channel} provider is set up on this instance.`,
  });
}

/**
 * Each channel goes to its real provider when one is configured (SMTP_URL, SMS_WEBHOOK_URL),
 * otherwise to the dev outbox when it is on, otherwise fails with SERVICE_UNAVAILABLE.
 */
export function createMessenger(config: Config, db: Database): Messenger {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const toOutbox = async (message: typeof outboxMessages.$inferInsert) => {
    await db.insert(outboxMessages).values(message);
  };

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
        // An operator-configured endpoint, not a user's address: sent directly, with a deadline.
        const response = await fetch(config.smsWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sms),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        }).catch((cause: unknown) => {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'The SMS provider could not be reached.',
            cause,
          });
        });
        if (!response.ok) {
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
