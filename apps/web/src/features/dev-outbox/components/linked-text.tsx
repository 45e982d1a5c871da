import type { ReactNode } from 'react';

// Absolute http(s) links, and site paths standing alone ("/user/reset-password?token=…").
const LINK = /(https?:\/\/[^\s<>"']+|(?<=^|\s)\/[^\s<>"']*)/g;
// Sentence punctuation right after a link belongs to the sentence.
const TRAILING = /[.,;:!?)\]]+$/;

/** Text with its links made clickable; only http(s) and same-site paths become links. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    const href = raw.replace(TRAILING, '');
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href}>
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
