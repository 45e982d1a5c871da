import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CODE_TARGETS, generateCode, type ResolvedRequest } from '@heron/engine/debug';
import { renderPage } from '../../../test/render-with-providers';
import { CodeDialog } from './code-dialog';
import { CODE_TARGET_STORAGE_KEY } from './code-target-storage';
import { DEBUG_CODE_TEST_IDS } from './test-ids';

const SAMPLE: ResolvedRequest = {
  method: 'POST',
  url: 'https://api.example.com/pets?limit=2',
  headers: [
    { name: 'Authorization', value: 'Bearer abc123' },
    { name: 'Content-Type', value: 'application/json' },
  ],
  body: { kind: 'text', contentType: 'application/json', text: '{"name":"Rex"}' },
};

const UPLOAD: ResolvedRequest = {
  method: 'POST',
  url: 'https://api.example.com/pets/1/photo',
  headers: [],
  body: {
    kind: 'multipart',
    parts: [
      {
        kind: 'file',
        name: 'photo',
        fileName: 'rex.png',
        contentType: 'image/png',
        base64: 'AAEC',
      },
    ],
  },
};

function renderDialog(request: ResolvedRequest | null, onClose = () => {}) {
  return renderPage(<CodeDialog open onClose={onClose} request={request} />);
}

/** Opens the language select and picks `label`. */
async function pickTarget(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Language'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => candidate.textContent === label,
    );
    if (found.length === 0) throw new Error(`No option "${label}"`);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

const codeShown = () => screen.getByTestId(DEBUG_CODE_TEST_IDS.code).textContent;

describe('CodeDialog', { timeout: 30_000 }, () => {
  it('writes the request in every target, and remembers the last one chosen', async () => {
    const first = renderDialog(SAMPLE);
    // cURL first when nothing was chosen before.
    expect(await screen.findByTestId(DEBUG_CODE_TEST_IDS.code)).toBeTruthy();
    expect(codeShown()).toBe(generateCode(SAMPLE, 'curl'));
    // cURL last: picking the target already shown is no change.
    for (const target of [...CODE_TARGETS.slice(1), CODE_TARGETS[0]]) {
      await pickTarget(target.label);
      await waitFor(() => expect(codeShown()).toBe(generateCode(SAMPLE, target.id)));
      expect(codeShown()).toContain('api.example.com/pets');
      expect(window.localStorage.getItem(CODE_TARGET_STORAGE_KEY)).toBe(target.id);
    }
    first.unmount();

    window.localStorage.setItem(CODE_TARGET_STORAGE_KEY, 'python-requests');
    renderDialog(SAMPLE);
    await waitFor(() => expect(codeShown()).toBe(generateCode(SAMPLE, 'python-requests')));
  });

  it('ignores a remembered target this build does not know', async () => {
    window.localStorage.setItem(CODE_TARGET_STORAGE_KEY, 'cobol');
    renderDialog(SAMPLE);
    await waitFor(() => expect(codeShown()).toBe(generateCode(SAMPLE, 'curl')));
  });

  it('copies the code shown to the clipboard and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog(SAMPLE);
    await pickTarget('Go (net/http)');
    fireEvent.click(screen.getByTestId(DEBUG_CODE_TEST_IDS.copy));
    expect(await screen.findByText('Copy successful')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(generateCode(SAMPLE, 'go-net-http'));
  });

  it('says the copy failed when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderDialog(SAMPLE);
    fireEvent.click(await screen.findByTestId(DEBUG_CODE_TEST_IDS.copy));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
  });

  it('tells where the files of the body come from', async () => {
    renderDialog(UPLOAD);
    await waitFor(() => expect(codeShown()).toContain('rex.png'));
    expect(screen.getByText(/reads the files of the body from disk/)).toBeTruthy();
  });

  it('explains why there is no code for a request with problems, with nothing to copy', async () => {
    renderDialog(null);
    const note = await screen.findByTestId(DEBUG_CODE_TEST_IDS.unavailable);
    expect(note.textContent).toContain('the request has problems');
    expect(screen.queryByTestId(DEBUG_CODE_TEST_IDS.code)).toBeNull();
    expect(screen.getByTestId(DEBUG_CODE_TEST_IDS.copy)).toHaveProperty('disabled', true);
  });

  it('closes from its Close button', async () => {
    const onClose = vi.fn();
    renderDialog(SAMPLE, onClose);
    await screen.findByTestId(DEBUG_CODE_TEST_IDS.code);
    fireEvent.click(
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Close')!,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
