import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlainTabs } from './plain-tabs';

const ITEMS = [
  { key: 'a', label: 'First', children: <input aria-label="In first" /> },
  { key: 'b', label: 'Second', children: <p>Second panel</p> },
  { key: 'c', label: 'Third', children: <p>Third panel</p> },
];

describe('PlainTabs', () => {
  it('opens tabs by click and by arrow keys, keeping an opened panel', () => {
    render(<PlainTabs items={ITEMS} />);
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'First' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('In first'), { target: { value: 'kept' } });

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole('tabpanel', { name: 'Second' }).textContent).toBe('Second panel');
    // Only the active tab is in the tab order.
    expect(first.tabIndex).toBe(-1);

    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    expect((screen.getByLabelText('In first') as HTMLInputElement).value).toBe('kept');

    fireEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'First' })).toBeNull();
  });
});
