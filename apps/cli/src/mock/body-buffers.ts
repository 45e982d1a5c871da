/**
 * The UTF-8 bytes of large answer bodies, kept by their text. The engine answers large generated
 * bodies from a pool of variants (the engine's `answer/variant-pool.ts`), so the same body string
 * comes back again and again; Node would otherwise copy it behind the headers and encode it on
 * every answer. Writing the kept bytes made Stripe-sized answers (15 kB) about 1.5× faster here.
 * Bounded by bytes, and simply emptied when full: a seeded mock, whose bodies never repeat,
 * only ever holds the last few megabytes.
 */
export class BodyBuffers {
  private readonly byText = new Map<string, Buffer>();
  private bytes = 0;

  /** @param maxBytes what the kept bytes may add up to before they are dropped. */
  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The text's UTF-8 bytes: the same `Buffer` each time while it is kept. */
  get(text: string): Buffer {
    let buffer = this.byText.get(text);
    if (buffer === undefined) {
      buffer = Buffer.from(text, 'utf8');
      if (this.bytes + buffer.length > this.maxBytes) {
        this.byText.clear();
        this.bytes = 0;
      }
      this.byText.set(text, buffer);
      this.bytes += buffer.length;
    }
    return buffer;
  }

  /** How many texts are kept (for tests). */
  get size(): number {
    return this.byText.size;
  }
}
