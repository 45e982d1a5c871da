import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { EditorView } from 'codemirror';
import { CodeField, type CodeFieldHandle } from './code-field';

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

const KNOWN = new Set(['host']);
const isKnown = (name: string) => KNOWN.has(name);

describe('CodeField', () => {
  it('reports typing, not values set from outside', () => {
    const onChange = vi.fn<(text: string) => void>();
    const view = render(<CodeField value="a" ariaLabel="Code" onChange={onChange} />);
    const editor = EditorView.findFromDOM(screen.getByLabelText('Code'))!;
    act(() => editor.dispatch({ changes: { from: 1, insert: 'b' } }));
    expect(onChange).toHaveBeenLastCalledWith('ab');
    onChange.mockClear();
    view.rerender(<CodeField value="xyz" ariaLabel="Code" onChange={onChange} />);
    expect(editor.state.doc.toString()).toBe('xyz');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks {{variables}}, the unknown ones apart, and follows a new list of known names', () => {
    const view = render(
      <CodeField value="{{host}} {{ nope }}" ariaLabel="Code" isKnownVariable={isKnown} />,
    );
    const unknown = () =>
      [...document.querySelectorAll('[data-unknown-variable]')].map((mark) => mark.textContent);
    expect(unknown()).toEqual(['{{ nope }}']);
    expect(document.querySelector('.cm-heron-variable')?.textContent).toBe('{{host}}');
    view.rerender(
      <CodeField value="{{host}} {{ nope }}" ariaLabel="Code" isKnownVariable={() => true} />,
    );
    expect(unknown()).toEqual([]);
  });

  it('is read-only when asked, and opens its search panel', () => {
    const handle = createRef<CodeFieldHandle>();
    render(<CodeField value={'{\n  "a": 1\n}'} ariaLabel="Body" readOnly handle={handle} />);
    const editor = EditorView.findFromDOM(screen.getByLabelText('Body'))!;
    expect(editor.state.readOnly).toBe(true);
    expect(document.querySelector('.cm-search')).toBeNull();
    act(() => handle.current!.openSearch());
    expect(document.querySelector('.cm-search')).not.toBeNull();
  });
});
