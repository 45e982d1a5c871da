import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from 'codemirror';
import type { JsonSchema } from '@heron/contract';
import { SchemaEditor } from './schema-editor';
import { CODE_APPLY_DELAY_MS } from './use-schema-code';

// jsdom has no layout: CodeMirror measures text ranges, which then have no boxes.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

// Whole-editor renders of antd in jsdom are slow on a busy machine; a generous limit, not a
// timing assertion.
const SLOW = { timeout: 60_000 };

function renderEditor(
  initial: JsonSchema,
  options: { readOnly?: boolean; models?: string[] } = {},
) {
  const onChange = vi.fn<(next: JsonSchema) => void>();
  let setOutside: (next: JsonSchema) => void = () => {};
  function Host() {
    const [value, setValue] = useState(initial);
    setOutside = setValue;
    return (
      <SchemaEditor
        value={value}
        readOnly={options.readOnly}
        models={options.models ?? ['Pet', 'Owner']}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return {
    onChange,
    last: () => onChange.mock.lastCall?.[0],
    /** The owner changes the value (a restored revision, another editor). */
    replace: (next: JsonSchema) => act(() => setOutside(next)),
  };
}

const row = (pointer: string) => screen.getByTestId(`schema-row-${pointer}`);

/** Picks an option of an antd Select through its search box. */
function pick(label: string, option: string) {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: option } });
  const dropdowns = [...document.querySelectorAll('.ant-select-dropdown')];
  const item = dropdowns
    .at(-1)!
    .querySelector(`.ant-select-item-option[title="${option}"]`) as HTMLElement | null;
  if (!item) throw new Error(`No option ${option} in ${label}`);
  fireEvent.click(item);
}

/** Types into a commit-on-blur field. */
function commit(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

function showView(name: 'Visual' | 'Code' | 'Both') {
  fireEvent.click(within(screen.getByTestId('schema-view')).getByText(name));
}

async function codeEditor(syntax = 'JSON'): Promise<EditorView> {
  // The editor is a lazy chunk: the first load in a run can take a while on a busy machine.
  const content = await screen.findByLabelText(`Schema as ${syntax}`, {}, { timeout: 30_000 });
  return EditorView.findFromDOM(content)!;
}

/** Replaces the editor's text as typing would, then leaves the editor (which applies it). */
function typeCode(view: EditorView, text: string, { leave = true } = {}) {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
  if (leave) fireEvent.blur(view.contentDOM);
}

describe('SchemaEditor — visual view', SLOW, () => {
  it('adds a property, names it and marks it required', () => {
    const { last } = renderEditor({ type: 'object' });
    fireEvent.click(within(row('#')).getByLabelText('Add child to root'));
    expect(last()).toEqual({ type: 'object', properties: { field1: { type: 'string' } } });

    commit('Name of field1', 'id');
    fireEvent.click(within(row('#/properties/id')).getByLabelText('id is required'));
    expect(last()).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    });

    fireEvent.click(within(row('#/properties/id')).getByLabelText('Add sibling after id'));
    commit('Name of field1', 'id');
    expect(screen.getByText('This name is already used here.')).toBeTruthy();
    expect(Object.keys((last() as { properties: object }).properties)).toEqual(['id', 'field1']);
  });

  it('makes a property an array of a model reference', () => {
    const { last } = renderEditor({
      type: 'object',
      properties: { pets: { type: 'string', description: 'All' } },
    });
    pick('Type of pets', 'array');
    expect(last()).toEqual({
      type: 'object',
      properties: { pets: { type: 'array', description: 'All', items: { type: 'string' } } },
    });
    pick('Type of items', 'Pet');
    expect(last()).toEqual({
      type: 'object',
      properties: {
        pets: { type: 'array', description: 'All', items: { $ref: '#/components/schemas/Pet' } },
      },
    });
    // A reference shows the model's name and is not opened in place.
    expect(within(row('#/properties/pets/items')).getByText('Pet')).toBeTruthy();
    expect(screen.queryByTestId('schema-row-#/properties/pets/items/properties')).toBeNull();
  });

  it('moves and deletes properties, keeping required in step', () => {
    const { last } = renderEditor({
      type: 'object',
      required: ['a', 'b'],
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    });
    fireEvent.click(within(row('#/properties/b')).getByLabelText('Move b up'));
    expect(Object.keys((last() as { properties: object }).properties)).toEqual(['b', 'a']);
    fireEvent.click(within(row('#/properties/a')).getByLabelText('Delete a'));
    expect(last()).toEqual({
      type: 'object',
      required: ['b'],
      properties: { b: { type: 'string' } },
    });
  });

  it('edits an enum, reading values against the type', () => {
    const { last, onChange } = renderEditor({
      type: 'object',
      properties: { size: { type: 'integer' } },
    });
    fireEvent.click(within(row('#/properties/size')).getByLabelText('Settings of size'));
    const settings = screen.getByTestId('schema-settings');
    fireEvent.click(
      within(settings)
        .getByText(/Add value/)
        .closest('button')!,
    );
    fireEvent.click(
      within(settings)
        .getByText(/Add value/)
        .closest('button')!,
    );
    expect(last()).toMatchObject({ properties: { size: { type: 'integer', enum: [0, 1] } } });

    const calls = onChange.mock.calls.length;
    fireEvent.change(within(settings).getByLabelText('Enum value 2'), {
      target: { value: 'big' },
    });
    expect(settings.querySelector('[role="alert"]')!.textContent).toContain(
      'Not a valid value for integer',
    );
    expect(onChange.mock.calls.length).toBe(calls);

    fireEvent.change(within(settings).getByLabelText('Enum value 2'), {
      target: { value: '42' },
    });
    expect(last()).toMatchObject({ properties: { size: { enum: [0, 42] } } });
    fireEvent.click(within(settings).getByLabelText('Remove Enum value 1'));
    expect(last()).toMatchObject({ properties: { size: { enum: [42] } } });
    fireEvent.click(within(settings).getByLabelText('Remove Enum value 1'));
    expect((last() as { properties: { size: object } }).properties.size).toEqual({
      type: 'integer',
    });
  });

  it('shows an inline error for a pattern that does not compile', () => {
    const { last } = renderEditor({ type: 'object', properties: { code: { type: 'string' } } });
    fireEvent.click(within(row('#/properties/code')).getByLabelText('Settings of code'));
    const pattern = screen.getByTestId('schema-settings-pattern');
    const hasError = () =>
      pattern.closest('.ant-form-item')!.classList.contains('ant-form-item-has-error');
    fireEvent.change(pattern.querySelector('input')!, { target: { value: '^[A-Z' } });
    expect(pattern.textContent).toContain('Not a valid regular expression.');
    expect(hasError()).toBe(true);
    expect(
      within(row('#/properties/code')).getByLabelText('Some settings of this row are invalid.'),
    ).toBeTruthy();
    expect(last()).toMatchObject({ properties: { code: { pattern: '^[A-Z' } } });

    fireEvent.change(pattern.querySelector('input')!, { target: { value: '^[A-Z]+$' } });
    expect(hasError()).toBe(false);
    expect(
      within(row('#/properties/code')).queryByLabelText('Some settings of this row are invalid.'),
    ).toBeNull();
  });

  it('makes a node nullable the OpenAPI 3.1 way from its settings', () => {
    const { last } = renderEditor({ type: 'object', properties: { nick: { type: 'string' } } });
    fireEvent.click(within(row('#/properties/nick')).getByLabelText('Settings of nick'));
    fireEvent.click(within(screen.getByTestId('schema-settings')).getByLabelText('Nullable'));
    expect(last()).toEqual({ type: 'object', properties: { nick: { type: ['string', 'null'] } } });
    expect(within(row('#/properties/nick')).getByText('nullable')).toBeTruthy();
  });

  it('edits oneOf variants and the discriminator mapping', () => {
    const { last } = renderEditor(
      { type: 'object', properties: { pet: { type: 'string' } } },
      { models: ['Cat', 'Dog'] },
    );
    pick('Type of pet', 'oneOf');
    pick('Type of oneOf #1', 'Cat');
    fireEvent.click(
      within(row('#/properties/pet/oneOf/0')).getByLabelText('Add sibling after oneOf #1'),
    );
    pick('Type of oneOf #2', 'Dog');
    fireEvent.click(within(row('#/properties/pet')).getByLabelText('Settings of pet'));
    const settings = screen.getByTestId('schema-settings');
    fireEvent.change(within(settings).getByLabelText('Discriminator property'), {
      target: { value: 'kind' },
    });
    fireEvent.click(
      within(settings)
        .getByText(/Add mapping/)
        .closest('button')!,
    );
    expect((last() as { properties: { pet: unknown } }).properties.pet).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
      discriminator: { propertyName: 'kind', mapping: { Cat: '#/components/schemas/Cat' } },
    });
  });

  it('keeps keywords it does not show through every edit, and lists them', () => {
    const { last } = renderEditor({
      $comment: 'hand written',
      type: 'object',
      'x-order': 3,
      properties: { a: { type: 'string', 'x-mask': true, contentMediaType: 'text/html' } },
      patternProperties: { '^x-': { type: 'string' } },
      not: { required: ['b'] },
    });
    pick('Type of a', 'integer');
    fireEvent.click(within(row('#')).getByLabelText('Add child to root'));
    commit('Name of a', 'alpha');
    expect(last()).toEqual({
      $comment: 'hand written',
      type: 'object',
      'x-order': 3,
      properties: { alpha: { type: 'integer', 'x-mask': true }, field1: { type: 'string' } },
      patternProperties: { '^x-': { type: 'string' } },
      not: { required: ['b'] },
    });
    fireEvent.click(within(row('#')).getByLabelText('Settings of root'));
    expect(screen.getByTestId('schema-settings-other').textContent).toContain(
      '$commentx-orderpatternPropertiesnot',
    );
  });

  it('virtualizes a schema of hundreds of properties', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`p${i}`, { type: 'string' }]),
    );
    renderEditor({ type: 'object', properties });
    expect(row('#/properties/p0')).toBeTruthy();
    const rendered = document.querySelectorAll('[data-testid^="schema-row-"]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  });

  it('survives an owner that passes a new but equal value on every render', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SchemaEditor value={{}} onChange={onChange} models={[]} />);
    rerender(<SchemaEditor value={{}} onChange={onChange} models={[]} />);
    expect(row('#')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SchemaEditor — code view', SLOW, () => {
  it('shows the schema as JSON and applies valid edits to the value and the visual view', async () => {
    const { last } = renderEditor({ type: 'object', properties: { a: { type: 'string' } } });
    showView('Both');
    const editor = await codeEditor();
    expect(editor.state.doc.toString()).toBe(
      JSON.stringify({ type: 'object', properties: { a: { type: 'string' } } }, null, 2),
    );
    typeCode(editor, '{"type": "object", "properties": {"b": {"type": "boolean"}}}');
    expect(last()).toEqual({ type: 'object', properties: { b: { type: 'boolean' } } });
    expect(row('#/properties/b')).toBeTruthy();
    // The text stays as typed: it already means the value.
    expect(editor.state.doc.toString()).toBe(
      '{"type": "object", "properties": {"b": {"type": "boolean"}}}',
    );
  });

  it('applies typing after a pause, without leaving the editor', async () => {
    const { last } = renderEditor({ type: 'string' });
    showView('Code');
    const editor = await codeEditor();
    vi.useFakeTimers();
    try {
      typeCode(editor, '{"type": "integer"}', { leave: false });
      expect(last()).toBeUndefined();
      act(() => vi.advanceTimersByTime(CODE_APPLY_DELAY_MS));
      expect(last()).toEqual({ type: 'integer' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows where invalid JSON is wrong and keeps the last good value', async () => {
    const { onChange, last } = renderEditor({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
    showView('Both');
    const editor = await codeEditor();
    typeCode(editor, '{\n  "type": "object",\n  "properties": {\n}');
    expect(screen.getByTestId('schema-code-error').textContent).toContain(
      'JSON error at line 4, column 2: the text ends too early',
    );
    expect(onChange).not.toHaveBeenCalled();
    // The visual view still shows the last valid schema, and cannot be edited meanwhile.
    expect(row('#/properties/a')).toBeTruthy();
    expect(screen.getByTestId('schema-visual-locked')).toBeTruthy();
    expect(within(row('#')).queryByLabelText('Add child to root')).toBeNull();

    typeCode(editor, '{"type": "object", "properties": {}}');
    expect(screen.queryByTestId('schema-code-error')).toBeNull();
    expect(last()).toEqual({ type: 'object', properties: {} });
  });

  it('can throw broken text away', async () => {
    renderEditor({ type: 'string' });
    showView('Code');
    const editor = await codeEditor();
    typeCode(editor, '{"type": ');
    fireEvent.click(screen.getByText('Discard text changes').closest('button')!);
    await waitFor(() => expect(editor.state.doc.toString()).toBe('{\n  "type": "string"\n}'));
    expect(screen.queryByTestId('schema-code-error')).toBeNull();
  });

  it('follows visual edits and outside changes', async () => {
    const { replace } = renderEditor({ type: 'object', properties: { a: { type: 'string' } } });
    showView('Both');
    const editor = await codeEditor();
    fireEvent.click(within(row('#/properties/a')).getByLabelText('a is required'));
    expect(JSON.parse(editor.state.doc.toString())).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
    });
    replace({ type: 'number' });
    expect(editor.state.doc.toString()).toBe('{\n  "type": "number"\n}');
  });

  it('switches to YAML and reads YAML edits', async () => {
    const { last } = renderEditor({ type: 'object', properties: { a: { type: 'string' } } });
    showView('Code');
    await codeEditor();
    fireEvent.click(within(screen.getByTestId('schema-syntax')).getByText('YAML'));
    const editor = await codeEditor('YAML');
    expect(editor.state.doc.toString()).toBe('type: object\nproperties:\n  a:\n    type: string\n');
    typeCode(editor, 'type: array\nitems:\n  $ref: "#/components/schemas/Pet"\n');
    expect(last()).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Pet' } });
    typeCode(editor, 'type: [a, b\n');
    expect(screen.getByTestId('schema-code-error').textContent).toMatch(
      /YAML error at line 2, column 1/,
    );
  });
});

describe('SchemaEditor — read-only', SLOW, () => {
  it('shows everything and changes nothing', async () => {
    const { onChange } = renderEditor(
      { type: 'object', required: ['a'], properties: { a: { type: 'string', enum: ['x'] } } },
      { readOnly: true },
    );
    expect(within(row('#/properties/a')).getByText('a')).toBeTruthy();
    expect(screen.queryByLabelText('Type of a')).toBeNull();
    expect(screen.queryByLabelText('Name of a')).toBeNull();
    expect(screen.queryByLabelText(/Add child|Delete|Move/)).toBeNull();
    expect(
      within(row('#/properties/a')).getByLabelText('a is required').hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(within(row('#/properties/a')).getByLabelText('Settings of a'));
    const settings = screen.getByTestId('schema-settings');
    expect(within(settings).getByLabelText('Enum value 1').hasAttribute('readonly')).toBe(true);
    expect(within(settings).getByLabelText('Title').hasAttribute('disabled')).toBe(true);
    expect(within(settings).queryByText(/Add value/)).toBeNull();

    showView('Code');
    const editor = await codeEditor();
    expect(editor.contentDOM.getAttribute('contenteditable')).toBe('false');
    expect(editor.state.readOnly).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
