import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { endpointDataSchema } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { i18n } from '../../../app/i18n';
import { json, stubApi } from '../../../test/stub-api';
import { makeMember, P1 } from '../../../test/project-fixtures';
import { PETS } from '../../../test/design-fixtures';
import { VersionComparison } from './version-comparison';
import type { VersionSide } from './version-fields';

const BOB = '00000000-0000-4000-8000-00000000000b';
const SCHEMA_LINES = Array.from({ length: 12 }, (_, index) => ({ [`field${index}`]: 'string' }));

function endpoint(name: string, data: object): VersionSide {
  // What the revision API answers: the item with its folder, which a compare must not show.
  return {
    kind: 'endpoint',
    name,
    data: endpointDataSchema.parse(data),
    ...({ parentId: PETS, id: 'x', sort: 3 } as object),
  };
}

const properties = (extra: object) =>
  Object.fromEntries(
    SCHEMA_LINES.map((line) => [Object.keys(line)[0], { type: 'string' }]).concat(
      Object.entries(extra),
    ),
  );

const OLDER = endpoint('Get a pet', {
  method: 'get',
  path: '/pets/{petId}',
  parameters: [{ name: 'petId', in: 'path', required: true }],
  responses: [
    {
      status: '200',
      description: 'A pet',
      content: [
        { contentType: 'application/json', schema: { type: 'object', properties: properties({}) } },
      ],
    },
  ],
});
const NEWER = endpoint('Fetch a pet', {
  method: 'get',
  path: '/pets/{petId}',
  ownerId: BOB,
  parameters: [
    { name: 'petId', in: 'path', required: true },
    { name: 'fields', in: 'query', description: 'Which fields' },
  ],
  responses: [
    {
      status: '200',
      description: 'A pet',
      content: [
        {
          contentType: 'application/json',
          schema: { type: 'object', properties: properties({ name: { type: 'integer' } }) },
        },
      ],
    },
  ],
});

function renderComparison(older = OLDER, newer = NEWER) {
  const api = stubApi({
    [`GET /api/v1/projects/${P1}/members`]: () =>
      json({ items: [makeMember(), makeMember({ userId: BOB, name: 'Bob Builder' })] }),
  });
  render(
    <AppProviders>
      <VersionComparison
        projectId={P1}
        older={older}
        newer={newer}
        leftLabel="Version 1"
        rightLabel="Version 2"
      />
    </AppProviders>,
  );
  return { api, view: screen.getByTestId('design-compare') };
}

/** The row of a field, by the label it shows. */
function rowOf(view: HTMLElement, label: string): HTMLElement {
  return within(view).getByText(label, { selector: 'th strong, th span' }).closest('tr')!;
}

describe('VersionComparison', () => {
  it('shows the changed fields with their labels, what changed marked, never the folder id', async () => {
    const { view } = renderComparison();
    expect(screen.getByText('Fields changed: 4')).toBeTruthy();
    expect(screen.getByTestId('design-compare-left').textContent).toBe('Version 1');
    expect(screen.getByTestId('design-compare-right').textContent).toBe('Version 2');

    const name = rowOf(view, 'Name');
    expect(within(name).getByText('Changed')).toBeTruthy();
    expect(within(name).getByText('Get a pet').dataset.change).toBe('removed');
    expect(within(name).getByText('Fetch a pet').dataset.change).toBe('added');

    // The owner by name, once the members are known; before, there was none.
    const owner = rowOf(view, 'Owner');
    await waitFor(() => expect(within(owner).getByText('Bob Builder')).toBeTruthy());
    expect(within(owner).getByText('Added')).toBeTruthy();
    expect(within(owner).getByText('Not set')).toBeTruthy();

    const query = rowOf(view, 'Query parameter fields');
    expect(within(query).getByText('Added')).toBeTruthy();
    expect(query.textContent).toContain('description: Which fields');

    // The schema line that changed, beside its old self; the unchanged ones folded.
    const response = rowOf(view, 'Response 200');
    expect(within(response).getByText('Changed')).toBeTruthy();
    const removed = [...response.querySelectorAll('[data-change="removed"]')];
    const added = [...response.querySelectorAll('[data-change="added"]')];
    expect(added.map((line) => line.textContent)).toEqual([
      '+        name:',
      '+          type: integer',
    ]);
    expect(removed).toEqual([]);
    fireEvent.click(within(response).getByRole('button', { name: /unchanged lines/ }));
    expect(response.textContent).toContain('field0:');

    // Internal fields are not part of an item's content.
    expect(view.textContent).not.toMatch(/parentId|Folder|sort/);
    expect(view.textContent).not.toContain(PETS);
    // Unchanged fields wait until asked for.
    expect(within(view).queryByText('Method')).toBeNull();
  });

  it('shows the unchanged fields too when asked', () => {
    const { view } = renderComparison();
    fireEvent.click(screen.getByRole('switch', { name: 'Show unchanged fields' }));
    const method = rowOf(view, 'Method');
    expect(method.dataset.change).toBe('same');
    expect(within(method).getAllByText('GET')).toHaveLength(2);
    expect(within(method).queryByText('Changed')).toBeNull();
    expect(rowOf(view, 'Path parameter petId').dataset.change).toBe('same');
  });

  it('says so when two versions have the same content', () => {
    renderComparison(OLDER, { ...OLDER });
    expect(
      screen.getByText(
        "Both versions have the same content (a move changes only the item's place in the tree).",
      ),
    ).toBeTruthy();
  });

  it("compares a document's text line by line", () => {
    const doc = (content: string): VersionSide => ({
      kind: 'doc',
      name: 'Guide',
      data: { content },
    });
    const { view } = renderComparison(
      doc('# Guide\n\nFirst words\n'),
      doc('# Guide\n\nLatest words\n'),
    );
    const content = rowOf(view, 'Content');
    expect(content.querySelector('[data-change="removed"]')?.textContent).toBe('-First words');
    expect(content.querySelector('[data-change="added"]')?.textContent).toBe('+Latest words');
  });

  it("speaks the reader's language", async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    const { view } = renderComparison();
    expect(within(rowOf(view, '名称')).getByText('修改')).toBeTruthy();
    expect(within(rowOf(view, 'Query 参数 fields')).getByText('新增')).toBeTruthy();
    expect(rowOf(view, '响应 200')).toBeTruthy();
    expect(screen.getByText('修改的字段：4')).toBeTruthy();
  });
});
