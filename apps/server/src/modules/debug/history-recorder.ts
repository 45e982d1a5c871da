import type { FastifyBaseLogger } from 'fastify';
import type { SendRecord } from './history-service.js';

/**
 * Writes the debugger's history after the answer has gone out: the write (an insert and a trim
 * to the newest 100, in a transaction) is a third of the time the send route spends in the
 * database, and the person waiting on the answer does not need it.
 *
 * The writes of one person in one project run one after another, in the order of the sends, and
 * reading or clearing that history first waits for them, so this process never shows a history
 * without a send it has answered. A failed write is logged: the send it records has succeeded.
 */
export class HistoryRecorder {
  readonly #write: (input: SendRecord) => Promise<void>;
  readonly #log: Pick<FastifyBaseLogger, 'error'>;
  readonly #pending = new Map<string, Promise<void>>();

  /** `write` is `recordSend` on the app's database. */
  constructor(write: (input: SendRecord) => Promise<void>, log: Pick<FastifyBaseLogger, 'error'>) {
    this.#write = write;
    this.#log = log;
  }

  /** Queues the record; it starts once the current request's answer has been written. */
  record(input: SendRecord): void {
    const key = keyOf(input.userId, input.projectId);
    const write = (this.#pending.get(key) ?? Promise.resolve())
      .then(afterThisTurn)
      .then(() => this.#write(input))
      .catch((error: unknown) => {
        this.#log.error({ err: error, projectId: input.projectId }, 'debug history not recorded');
      });
    this.#pending.set(key, write);
    void write.finally(() => {
      if (this.#pending.get(key) === write) this.#pending.delete(key);
    });
  }

  /** Resolves once every send of the person in the project recorded so far is written. */
  async settled(userId: string, projectId: string): Promise<void> {
    await this.#pending.get(keyOf(userId, projectId));
  }

  /** Resolves once every queued write is done: before the database closes. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending.values());
  }
}

const keyOf = (userId: string, projectId: string) => `${userId} ${projectId}`;

/** setImmediate runs after the I/O of this turn: the reply is on the wire by then. */
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
