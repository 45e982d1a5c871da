import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '../../../test/stub-api';
import { P1 } from '../../../test/project-fixtures';
import { DESIGN, GUIDE, makeDoc } from '../../../test/design-fixtures';
import { buttonsNamed, renderDesign, where } from './design-test-render';

vi.mock('./lazy-editors', () => import('./design-test-stubs'));
vi.mock('./transfer-dialogs', () => import('./design-test-stubs'));

/** antd's confirm writes its title twice (once for screen readers); the visible one. */
const CONFIRM = { selector: '.ant-modal-confirm-title' };

describe('Leaving the project with unsaved drafts (issue 21)', { timeout: 30_000 }, () => {
  it('lets the person move between the workspace’s sections, and asks before leaving the project', async () => {
    const { router } = renderDesign({
      path: `/project/${P1}?item=${GUIDE}`,
      routes: { [`GET ${DESIGN}/items/${GUIDE}`]: () => json(makeDoc()) },
    });
    fireEvent.change(await screen.findByLabelText('Markdown'), { target: { value: 'Unsaved' } });

    // Another section of the same project keeps the designer, and its changes, mounted.
    await act(() => router.navigate(`/project/${P1}/members`));
    expect(where()).toBe(`/project/${P1}/members`);
    await act(() => router.navigate(`/project/${P1}?item=${GUIDE}`));
    expect(screen.getByLabelText('Markdown')).toHaveProperty('value', 'Unsaved');

    // The header's way back to the projects (or any way out of the project) asks first.
    await act(() => router.navigate('/project/list'));
    expect(await screen.findByText('Leave with unsaved changes?', CONFIRM)).toBeTruthy();
    fireEvent.click(buttonsNamed('Stay').at(-1)!);
    await waitFor(() => expect(where()).toBe(`/project/${P1}?item=${GUIDE}`));

    await act(() => router.navigate('/project/list'));
    await waitFor(() => expect(buttonsNamed('Leave').length).toBeGreaterThan(0));
    fireEvent.click(buttonsNamed('Leave').at(-1)!);
    await waitFor(() => expect(where()).toBe('/project/list'));
  });
});
