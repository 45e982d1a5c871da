import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EditorView } from 'codemirror';
import CodeEditor, { type CodeEditorHandle } from './code-editor';

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function mount(value: string, props: { readOnly?: boolean } = {}) {
  const onChange = vi.fn<(text: string) => void>();
  const onBlur = vi.fn();
  const handle = createRef<CodeEditorHandle>();
  const element = (text: string, readOnly = props.readOnly) => (
    <CodeEditor
      value={text}
      syntax="json"
      readOnly={readOnly}
      ariaLabel="Code"
      onChange={onChange}
      onBlur={onBlur}
      handle={handle}
    />
  );
  const view = render(element(value));
  const editor = EditorView.findFromDOM(screen.getByLabelText('Code'))!;
  return {
    editor,
    onChange,
    onBlur,
    handle,
    rerender: (text: string, readOnly?: boolean) => view.rerender(element(text, readOnly)),
  };
}

describe('CodeEditor (CodeMirror glue)', () => {
  it('shows the value and reports what the person types, not what the owner sets', () => {
    const { editor, onChange, rerender } = mount('{"a": 1}');
    expect(editor.state.doc.toString()).toBe('{"a": 1}');
    act(() => editor.dispatch({ changes: { from: 7, insert: ', "b": 2' } }));
    expect(onChange).toHaveBeenLastCalledWith('{"a": 1, "b": 2}');

    onChange.mockClear();
    rerender('{"c": 3}');
    expect(editor.state.doc.toString()).toBe('{"c": 3}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the cursor where it was when the value changes elsewhere in the text', () => {
    const text = '{\n  "a": 1,\n  "z": 2\n}';
    const { editor, rerender } = mount(text);
    const cursor = text.indexOf('"z"');
    act(() => editor.dispatch({ selection: { anchor: cursor } }));
    rerender('{\n  "a": 100,\n  "z": 2\n}');
    expect(editor.state.selection.main.head).toBe(cursor + 2);
    expect(editor.state.sliceDoc(editor.state.selection.main.head).startsWith('"z"')).toBe(true);
  });

  it('becomes read-only and editable again', () => {
    const { editor, rerender } = mount('{}', { readOnly: true });
    expect(editor.state.readOnly).toBe(true);
    expect(editor.contentDOM.getAttribute('contenteditable')).toBe('false');
    rerender('{}', false);
    expect(editor.state.readOnly).toBe(false);
    expect(editor.contentDOM.getAttribute('contenteditable')).toBe('true');
  });

  it('reveals a line and column, and reports leaving', () => {
    const { editor, handle, onBlur } = mount('{\n  "a": 1\n}');
    act(() => handle.current!.reveal(2, 3));
    expect(editor.state.selection.main.head).toBe(4);
    fireEvent.blur(editor.contentDOM);
    expect(onBlur).toHaveBeenCalled();
  });
});
