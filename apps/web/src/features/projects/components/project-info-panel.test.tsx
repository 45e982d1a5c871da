import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProjectSummary } from '@heron/contract';
import { renderPage } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import { makeProject, P1, SIGNED_IN_AS_ME } from '../../../test/project-fixtures';
import { ProjectInfoPanel } from './project-info-panel';

const LOCK = `PUT /api/v1/projects/${P1}/lock`;

function renderPanel(project: ProjectSummary) {
  const api = stubApi({
    ...SIGNED_IN_AS_ME,
    [LOCK]: (request) =>
      json(makeProject({ isLocked: (request.body as { locked: boolean }).locked })),
  });
  renderPage(<ProjectInfoPanel project={project} onDeleted={() => {}} />);
  return api;
}

/** The open confirmation whose title is `title`. */
async function confirmation(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest<HTMLElement>('.ant-popover')!;
}

function buttonIn(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

describe('ProjectInfoPanel (bug: Lock locked at once, without saying what a lock does)', () => {
  it('asks before locking and explains it; Cancel sends nothing, Lock locks', async () => {
    const api = renderPanel(makeProject());
    fireEvent.click(screen.getByRole('button', { name: /Lock/ }));
    const confirm = await confirmation('Lock the project "Payments"?');
    expect(confirm.textContent).toContain('nobody can change its endpoints, data models');
    expect(confirm.textContent).toContain('send requests and export it');

    fireEvent.click(buttonIn(confirm, 'Cancel'));
    await waitFor(() => expect(confirm.classList.contains('ant-popover-hidden')).toBe(true));
    expect(api.callsTo(LOCK)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Lock/ }));
    fireEvent.click(buttonIn(await confirmation('Lock the project "Payments"?'), 'Lock'));
    await waitFor(() => expect(api.callsTo(LOCK)).toHaveLength(1));
    expect(api.callsTo(LOCK)[0]?.body).toEqual({ locked: true });
  });

  it('asks before unlocking and says who can change it again', async () => {
    const api = renderPanel(makeProject({ isLocked: true }));
    fireEvent.click(screen.getByRole('button', { name: /Unlock/ }));
    const confirm = await confirmation('Unlock the project "Payments"?');
    expect(confirm.textContent).toContain('Members with read-write permission can change');
    expect(api.callsTo(LOCK)).toHaveLength(0);
    fireEvent.click(buttonIn(confirm, 'Unlock'));
    await waitFor(() => expect(api.callsTo(LOCK)[0]?.body).toEqual({ locked: false }));
  });
});
