import { useSyncExternalStore } from 'react';
import { PlainIcon } from './plain-icon';
import { STATUS_ICONS } from './status-icons';
import './plain.css';

interface Toast {
  id: number;
  type: 'success' | 'error';
  text: string;
}

// antd's message stays 3 s.
const TOAST_MS = 3000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(type: Toast['type'], text: string) {
  const id = nextId++;
  publish([...toasts, { id, type, text }]);
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), TOAST_MS);
}

/**
 * Short notices at the top of the window, as antd's `message`, for screens that load without
 * antd (the signed-out ones). A notice outlives the screen that raised it: "Login successful"
 * shows on the screen signing in leads to.
 */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the notices show; the app root renders it once. */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="plain-toasts plain-root" aria-live="polite">
      {shown.map((item) => (
        <div key={item.id} className={`plain-toast plain-toast-${item.type}`}>
          <PlainIcon icon={STATUS_ICONS[item.type]} />
          <span>{item.text}</span>
        </div>
      ))}
    </div>
  );
}
