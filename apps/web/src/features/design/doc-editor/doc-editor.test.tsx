import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '../../../app/app-providers';
import { DocEditor } from './doc-editor';

function renderEditor(value: string, readOnly = false) {
  const onChange = vi.fn();
  render(
    <AppProviders>
      <DocEditor value={value} onChange={onChange} readOnly={readOnly} />
    </AppProviders>,
  );
  return onChange;
}

describe('DocEditor', { timeout: 30_000 }, () => {
  it('edits the markdown and previews it beside', () => {
    const onChange = renderEditor('# Title\n\nSome **bold** text');
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    fireEvent.change(screen.getByLabelText('Markdown'), { target: { value: '# New' } });
    expect(onChange).toHaveBeenCalledWith('# New');
    fireEvent.click(screen.getByText('Preview'));
    expect(screen.queryByLabelText('Markdown')).toBeNull();
  });

  it('never renders raw HTML from the text', () => {
    renderEditor('Hello <img src=x onerror="alert(1)"> <script>alert(2)</script> <b>raw</b>');
    const preview = screen.getByTestId('design-doc-preview');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('b')).toBeNull();
  });

  it('previews GitHub-flavoured tables and strikethrough, not pipes (issue 21)', () => {
    renderEditor('| Code | Meaning |\n| --- | --- |\n| 404 | ~~Found~~ Missing |');
    const preview = screen.getByTestId('design-doc-preview');
    expect(preview.querySelector('table td del')?.textContent).toBe('Found');
    expect(preview.textContent).not.toContain('|');
  });

  it('shows only the preview when read-only', () => {
    renderEditor('Read me', true);
    expect(screen.getByText('Read me')).toBeTruthy();
    expect(screen.queryByLabelText('Markdown')).toBeNull();
    expect(screen.queryByText('Edit')).toBeNull();
  });
});
