import { useState } from 'react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorView } from 'codemirror';
import { vi } from 'vitest';
import { debugRequestSchema, type DebugRequest, type DebugRequestInput } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { NO_VARIABLES, type PreviewVariables } from './preview-variables';
import { RequestBuilder } from './request-builder';
import { requestTestIdOf } from './test-ids';

// antd renders a lot per row; on a busy machine that is slowness, not failure.
configure({ asyncUtilTimeout: 5_000 });

// CodeMirror measures text with DOM ranges, which jsdom does not lay out.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/** These tests render the whole builder (antd tabs, selects, CodeMirror): slow on a busy machine. */
export const SLOW = { timeout: 60_000 };

export function makeRequest(input: Partial<DebugRequestInput> = {}): DebugRequest {
  return debugRequestSchema.parse({ method: 'GET', url: '', ...input });
}

/**
 * Renders the builder inside a parent that keeps the request, as the panel does, and records
 * every request handed to `onChange`.
 */
export function renderBuilder(
  input: Partial<DebugRequestInput> = {},
  variables: PreviewVariables = NO_VARIABLES,
) {
  const onChange = vi.fn<(next: DebugRequest) => void>();
  const onSend = vi.fn();
  const onCode = vi.fn();
  function Harness() {
    const [value, setValue] = useState(() => makeRequest(input));
    return (
      <RequestBuilder
        value={value}
        variables={variables}
        onSend={onSend}
        onCode={onCode}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(
    <AppProviders>
      <Harness />
    </AppProviders>,
  );
  /** The last request handed to onChange (throws when there was none). */
  const last = (): DebugRequest => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error('onChange was never called');
    return call[0];
  };
  return { ...view, onChange, onSend, onCode, last };
}

export const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Opens a request tab (`params`, `headers`, `body`, `auth`, `preRequestScript` …). */
export function openTab(key: string) {
  fireEvent.click(screen.getByTestId(requestTestIdOf.tab(key)));
}

/** Opens the antd select labelled `label` and picks the option showing `text`. */
export async function choose(label: string, text: string) {
  const field = screen.getByLabelText(label);
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === text,
    );
    if (found.length === 0) throw new Error(`No option "${text}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

/** Replaces the text of the code field labelled `label`, as typing would. */
export function typeCode(label: string, text: string) {
  // Tab panels are labelled by their tab too: the editing area is CodeMirror's content.
  const content = screen
    .getAllByLabelText(label)
    .find((element) => element.classList.contains('cm-content'));
  if (!content) throw new Error(`No code field "${label}"`);
  const editor = EditorView.findFromDOM(content)!;
  act(() => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }));
}

/** A file of `size` bytes, all of them `fill`. */
export function makeFile(name: string, size: number, type = 'application/octet-stream', fill = 65) {
  return new File([new Uint8Array(size).fill(fill)], name, { type });
}

/** Picks a file in the hidden file input labelled `label`. */
export function pickFile(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}
