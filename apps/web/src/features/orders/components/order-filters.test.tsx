import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../../app/i18n';
import { renderPage } from '../../../test/render-with-providers';
import { readOrderFilters } from '../lib/order-filters';
import { OrderFilters } from './order-filters';

function renderFilters(query: string) {
  const onChange = vi.fn();
  renderPage(
    <OrderFilters
      params={readOrderFilters(new URLSearchParams(query))}
      onChange={onChange}
      onClear={() => {}}
    />,
  );
  return onChange;
}

/** Opens the range picker from its first end and answers the calendar it shows. */
function openCalendar(from: string): HTMLElement {
  const input = screen.getByPlaceholderText(from);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  return document.querySelector<HTMLElement>('.ant-picker-dropdown')!;
}

/** The first month's header and its weekday row, as the calendar writes them. */
function firstMonth(calendar: HTMLElement) {
  const panel = calendar.querySelector<HTMLElement>('.ant-picker-date-panel')!;
  return {
    header: panel.querySelector('.ant-picker-header-view')!.textContent,
    weekdays: [...panel.querySelectorAll('thead th')].map((cell) => cell.textContent),
  };
}

describe('OrderFilters', () => {
  it("order filters use antd's localized date picker, not the browser's native date input (issue 21)", async () => {
    const cases = [
      { language: 'en', from: 'From', header: 'Mar2025', first: 'Su' },
      { language: 'zh-CN', from: '开始', header: '2025年3月', first: '一' },
      { language: 'ja', from: '開始日', header: '2025年3月', first: '日' },
      { language: 'id', from: 'Dari', header: 'Mar2025', first: 'Sn' },
      { language: 'zh-Hant', from: '開始', header: '2025年3月', first: '日' },
    ];
    for (const { language, from, header, first } of cases) {
      await i18n.changeLanguage(language);
      const { unmount } = renderPage(
        <OrderFilters
          params={readOrderFilters(new URLSearchParams('from=2025-03-01&to=2025-03-31'))}
          onChange={() => {}}
          onClear={() => {}}
        />,
      );
      expect(document.querySelector('input[type="date"]'), language).toBeNull();
      expect(screen.getByPlaceholderText(from), language).toHaveProperty('value', '2025-03-01');
      const month = firstMonth(openCalendar(from));
      expect(month.header, language).toBe(header);
      expect(month.weekdays[0], language).toBe(first);
      unmount();
      document.body.innerHTML = '';
    }
  });

  it('writes the days picked into the filters, and clears both', () => {
    const onChange = renderFilters('from=2025-03-01&to=2025-03-31');
    expect(screen.getByRole('group', { name: 'Placed between' })).toBeTruthy();
    const calendar = openCalendar('From');
    fireEvent.click(within(calendar).getAllByTitle('2025-03-05')[0]!);
    fireEvent.click(within(calendar).getAllByTitle('2025-03-20')[0]!);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-05', to: '2025-03-20' });

    fireEvent.mouseDown(document.querySelector('.ant-picker-clear')!);
    fireEvent.click(document.querySelector('.ant-picker-clear')!);
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: undefined });
  });
});
