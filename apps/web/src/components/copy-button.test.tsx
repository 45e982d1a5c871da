import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../test/render-with-providers';
import { CopyButton } from './copy-button';

const TEST_ID = 'copy';

function renderButton() {
  renderPage(
    <CopyButton text="https://mock.example/p1" label="Copy the base URL" data-testid={TEST_ID} />,
  );
}

/** Stands in for document.execCommand, which jsdom does not have; answers `works`. */
function stubExecCommand(works: boolean) {
  const execCommand = vi.fn(() => works);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyButton', () => {
  it('copies through the Clipboard API and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderButton();
    fireEvent.click(screen.getByTestId(TEST_ID));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://mock.example/p1'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('falls back to the older copy command where the Clipboard API is missing or refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const execCommand = stubExecCommand(true);
    renderButton();
    fireEvent.click(screen.getByTestId(TEST_ID));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says the browser refused when neither way copies', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    stubExecCommand(false);
    renderButton();
    fireEvent.click(screen.getByTestId(TEST_ID));
    expect(
      await screen.findByText(
        'The browser did not allow copying. Select the text and copy it instead.',
      ),
    ).toBeTruthy();
  });
});
