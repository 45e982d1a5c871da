import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * Tabs as antd draws them (a line under the active one). A panel is rendered once it has been
 * opened and kept (hidden) afterwards, so what was typed in it survives a switch. The keyboard
 * follows the ARIA tabs pattern: arrows, Home and End move between tabs and open them.
 */
export function PlainTabs({ items }: { items: PlainTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(items[0]?.key);
  const [opened, setOpened] = useState(() => new Set(active === undefined ? [] : [active]));
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const open = (key: string, shouldFocus = false) => {
    setActive(key);
    setOpened((current) => (current.has(key) ? current : new Set([...current, key])));
    if (shouldFocus) tabs.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === active);
    let next: number | undefined;
    if (NEXT_KEYS.has(event.key)) next = (at + 1) % items.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    open(item.key, true);
  };

  return (
    <div>
      <div className="plain-tabs-nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isActive = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              className="plain-tab"
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => open(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map(
        (item) =>
          opened.has(item.key) && (
            <div
              key={item.key}
              role="tabpanel"
              id={`${baseId}-panel-${item.key}`}
              aria-labelledby={`${baseId}-tab-${item.key}`}
              hidden={item.key !== active}
            >
              {item.children}
            </div>
          ),
      )}
    </div>
  );
}
