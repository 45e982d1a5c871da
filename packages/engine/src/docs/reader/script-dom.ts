/**
 * The few browser types the reader script uses. The engine compiles without the DOM library (it
 * runs on the server, and giving every file `window` would hide mistakes), so reader-script.ts
 * declares `document` and friends with these types in its own module scope. One element type
 * serves every element: the script reads `value` or `open` only on elements that have them.
 */

export interface ScriptNode {
  textContent: string | null;
}

export interface ScriptEvent {
  readonly type: string;
  readonly target: ScriptElement | null;
  /** Keyboard events only. */
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly isComposing: boolean;
  preventDefault(): void;
}

export type ScriptListener = (event: ScriptEvent) => void;

export interface ScriptElement extends ScriptNode {
  readonly tagName: string;
  id: string;
  className: string;
  hidden: boolean;
  tabIndex: number;
  readonly classList: {
    add(...tokens: string[]): void;
    remove(...tokens: string[]): void;
    toggle(token: string, force?: boolean): boolean;
    contains(token: string): boolean;
  };
  readonly dataset: Record<string, string | undefined>;
  readonly parentElement: ScriptElement | null;
  readonly childNodes: ArrayLike<ScriptNode>;
  readonly isContentEditable: boolean;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  hasAttribute(name: string): boolean;
  querySelector(selectors: string): ScriptElement | null;
  querySelectorAll(selectors: string): ArrayLike<ScriptElement>;
  closest(selectors: string): ScriptElement | null;
  contains(other: ScriptElement | null): boolean;
  /** `capture` for events that do not bubble (a `<details>`'s `toggle`). */
  addEventListener(type: string, listener: ScriptListener, capture?: boolean): void;
  append(...nodes: (ScriptNode | string)[]): void;
  replaceChildren(...nodes: (ScriptNode | string)[]): void;
  replaceWith(...nodes: (ScriptNode | string)[]): void;
  /** Only ever set on a `<template>`, with the navigation's HTML (see setUpLazyNav). */
  innerHTML: string;
  /** A `<template>`'s parsed content. */
  readonly content: { querySelector(selectors: string): ScriptElement | null };
  remove(): void;
  focus(): void;
  blur(): void;
  scrollIntoView(options?: { block?: 'nearest' | 'center' | 'start' | 'end' }): void;
  // Form controls and <details>.
  value: string;
  checked: boolean;
  disabled: boolean;
  open: boolean;
  readonly type: string;
  select(): void;
  // Layout, for scrolling the navigation to the page.
  readonly offsetTop: number;
  readonly clientHeight: number;
  scrollTop: number;
}

export interface ScriptDocument {
  readonly documentElement: ScriptElement;
  readonly body: ScriptElement;
  getElementById(id: string): ScriptElement | null;
  querySelector(selectors: string): ScriptElement | null;
  querySelectorAll(selectors: string): ArrayLike<ScriptElement>;
  createElement(tagName: string): ScriptElement;
  addEventListener(type: string, listener: ScriptListener): void;
  execCommand(command: string): boolean;
}

export interface ScriptLocation {
  href: string;
  assign(url: string): void;
}

export interface ScriptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ScriptNavigator {
  readonly clipboard?: { writeText(text: string): Promise<void> };
}
