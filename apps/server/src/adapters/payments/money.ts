/**
 * Fen ↔ yuan for the providers that speak yuan (Alipay's `total_amount`). Integer arithmetic
 * only: `0.1 + 0.2` must never reach a payment gateway.
 *
 * The rule for reading: a plain non-negative decimal with at most two decimals, nothing else.
 * `"12"`, `"12.3"` and `"12.30"` are exact (1200, 1230, 1230 fen) and accepted; `"0.001"`, `"1e3"`,
 * `"-1"`, `"+1"`, `" 1"`, `"01"`, `".5"`, `"5."` and `"1,000"` are refused, because each is either
 * not a whole number of fen or not how a provider writes an amount.
 */

export class MoneyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyFormatError';
  }
}

/** 1 → "0.01", 123456 → "1234.56". Refuses anything but a non-negative safe integer. */
export function fenToYuanString(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new MoneyFormatError('an amount in fen is a non-negative integer');
  }
  // Exact: both operations stay within safe integers.
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  return `${yuan}.${String(cents).padStart(2, '0')}`;
}

const YUAN = /^(0|[1-9][0-9]*)(?:\.([0-9]{1,2}))?$/;

/** "1234.56" → 123456, "0.1" → 10. Refuses malformed text and amounts past a safe integer. */
export function yuanStringToFen(text: string): number {
  const match = YUAN.exec(text);
  if (!match) throw new MoneyFormatError('not a yuan amount with at most two decimals');
  // BigInt so a long string cannot round on the way; checked back into a safe integer.
  const fen = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyFormatError('amount too large');
  return Number(fen);
}
