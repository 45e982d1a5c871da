import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '@heron/contract';
import type { OutboxMessageDraft } from '../../adapters/messaging/messenger.js';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/dev-outbox.js';
import { AppError } from '../../http/app-error.js';

/** The newest messages a read shows: the outbox is for looking up a code, not an archive. */
const OUTBOX_PAGE = 200;

export interface OutboxContext {
  db: Database;
  /** DEV_OUTBOX: never on in production, since the outbox shows codes and links. */
  isEnabled: boolean;
}

function assertEnabled(ctx: OutboxContext): void {
  if (!ctx.isEnabled) throw new AppError('OUTBOX_DISABLED');
}

/** Emails and SMS the instance "sent" while no provider is set up, newest first. */
export async function listOutbox(ctx: OutboxContext): Promise<{ items: OutboxMessage[] }> {
  assertEnabled(ctx);
  const rows = await ctx.db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(OUTBOX_PAGE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel as 'email' | 'sms',
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function clearOutbox(ctx: OutboxContext): Promise<void> {
  assertEnabled(ctx);
  await ctx.db.delete(outboxMessages);
}

/**
 * Keeps one message the messenger did not send (no provider set up, DEV_OUTBOX on). The messenger
 * reaches the outbox only through this writer, handed to it by app.ts: the table is this module's.
 */
export async function keepInOutbox(db: Database, message: OutboxMessageDraft): Promise<void> {
  await db.insert(outboxMessages).values(message);
}
