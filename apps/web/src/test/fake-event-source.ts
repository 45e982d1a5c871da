import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An EventSource for component tests (jsdom has none): the test opens it, sends it events and
 * breaks it, as a server would. Every one the page creates is listed, newest last.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The connection is made (a reconnection too). */
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** One `data:` event, as JSON. */
  send(data: unknown) {
    act(() => {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
    });
  }

  /** The connection drops; the browser will try again. */
  drop() {
    act(() => {
      this.readyState = FakeEventSource.CONNECTING;
      this.onerror?.(new Event('error'));
    });
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('No EventSource was opened');
    return latest;
  }
}

/** Puts FakeEventSource in place of the browser's for the test. */
export function installFakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
