import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import { selectedEnvironmentStorageKey, useSelectedEnvironment } from '../api/environments';
import { EnvironmentPicker } from './environment-picker';
import {
  ENVIRONMENTS_ROUTE,
  pickOption,
  PRODUCTION,
  PRODUCTION_ENV,
  PROJECT,
  STAGING,
  STAGING_ENV,
  VARIABLES_ROUTE,
} from './environments-test-fixtures';
import { DEBUG_ENV_TEST_IDS } from './test-ids';

const GONE = 'b0000000-0000-4000-8000-0000000000ff';

/** The picker wired as the request builder wires it, and what a send would use. */
function Harness({ onManage = () => {} }: { onManage?: () => void }) {
  const selected = useSelectedEnvironment(PROJECT);
  return (
    <>
      <EnvironmentPicker
        projectId={PROJECT}
        value={selected.environmentId}
        onChange={selected.select}
        onManage={onManage}
      />
      <p data-testid="sent-with">{selected.environmentId ?? 'none'}</p>
    </>
  );
}

function stub() {
  return stubApi({
    [`GET ${ENVIRONMENTS_ROUTE}`]: () => json({ items: [STAGING_ENV, PRODUCTION_ENV] }),
    [`GET ${VARIABLES_ROUTE}`]: () => json({ version: 0, variables: [] }),
  });
}

/** The text the select shows as chosen. */
function shownChoice(): string {
  const picker = screen.getByTestId(DEBUG_ENV_TEST_IDS.picker);
  return picker.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';
}

describe('EnvironmentPicker', { timeout: 30_000 }, () => {
  it('starts with no environment, remembers the choice per project and shows its base URL', async () => {
    stub();
    const first = renderPage(<Harness />);
    await waitFor(() => expect(shownChoice()).toBe('No environment'));
    expect(screen.queryByTestId(DEBUG_ENV_TEST_IDS.pickerBaseUrl)).toBeNull();

    await pickOption(screen.getByLabelText('Environment'), 'Production');
    await waitFor(() => expect(screen.getByTestId('sent-with').textContent).toBe(PRODUCTION));
    expect(window.localStorage.getItem(selectedEnvironmentStorageKey(PROJECT))).toBe(PRODUCTION);
    expect(screen.getByTestId(DEBUG_ENV_TEST_IDS.pickerBaseUrl).textContent).toBe(
      'Base URL: https://api.example.com',
    );

    // A new page of the same browser starts where the person left it.
    first.unmount();
    renderPage(<Harness />);
    await waitFor(() => expect(shownChoice()).toBe('Production'));
    expect(screen.getByTestId('sent-with').textContent).toBe(PRODUCTION);

    // Choosing none forgets it.
    await pickOption(screen.getByLabelText('Environment'), 'No environment');
    await waitFor(() => expect(screen.getByTestId('sent-with').textContent).toBe('none'));
    expect(window.localStorage.getItem(selectedEnvironmentStorageKey(PROJECT))).toBeNull();
  });

  it('reads an environment deleted meanwhile as none', async () => {
    stub();
    window.localStorage.setItem(selectedEnvironmentStorageKey(PROJECT), GONE);
    renderPage(<Harness />);
    await waitFor(() => expect(shownChoice()).toBe('No environment'));
    expect(screen.getByTestId('sent-with').textContent).toBe('none');
    // A stored environment that still exists is taken.
    window.localStorage.setItem(selectedEnvironmentStorageKey(PROJECT), STAGING);
    window.dispatchEvent(new StorageEvent('storage'));
    await waitFor(() => expect(screen.getByTestId('sent-with').textContent).toBe(STAGING));
  });

  it('opens the environments drawer from "Manage environments"', async () => {
    stub();
    const onManage = vi.fn();
    renderPage(<Harness onManage={onManage} />);
    fireEvent.click(await screen.findByLabelText('Manage environments'));
    expect(onManage).toHaveBeenCalledTimes(1);
  });
});
