import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie a reader gets for typing a site's or a share link's password (issue 23): the
 * password epoch and an HMAC of what it unlocks under a key derived from the server's secrets
 * key. Nothing is stored per reader; changing a site's password moves its epoch, which signs
 * every reader out.
 */
export class ReaderPass {
  private readonly key: Buffer;

  constructor(secretsKey: Buffer) {
    this.key = createHmac('sha256', secretsKey).update('heron-docs-reader-pass').digest();
  }

  /** The cookie's name for a site (`site`) or a share link (`share`). */
  cookieName(kind: 'site' | 'share', id: string): string {
    return `heron_docs_${kind}_${id.replace(/-/g, '').slice(0, 16)}`;
  }

  issue(kind: 'site' | 'share', id: string, epoch: number): string {
    return `${epoch}.${this.sign(kind, id, epoch)}`;
  }

  /** Whether the cookie's value unlocks `id` at the current `epoch`. */
  holds(value: string | undefined, kind: 'site' | 'share', id: string, epoch: number): boolean {
    if (!value) return false;
    const [given, mac] = value.split('.', 2);
    if (given !== String(epoch) || !mac) return false;
    const expected = Buffer.from(this.sign(kind, id, epoch), 'base64url');
    const actual = Buffer.from(mac, 'base64url');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private sign(kind: string, id: string, epoch: number): string {
    return createHmac('sha256', this.key).update(`${kind}:${id}:${epoch}`).digest('base64url');
  }
}
