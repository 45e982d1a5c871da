import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ModelData } from '@heron/contract';
import { ModelEditor } from './model-editor';

beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

type Content = { name: string; data: ModelData };
const SLOW = { timeout: 60_000 };

function renderModel(initial: Content, options: { readOnly?: boolean; models?: string[] } = {}) {
  const onChange = vi.fn<(next: Content) => void>();
  let setModels: (models: string[]) => void = () => {};
  function Host() {
    const [content, setContent] = useState(initial);
    const [models, setModelList] = useState(options.models ?? [initial.name, 'Owner']);
    setModels = setModelList;
    return (
      <ModelEditor
        name={content.name}
        data={content.data}
        models={models}
        readOnly={options.readOnly}
        onChange={(next) => {
          onChange(next);
          setContent(next);
        }}
      />
    );
  }
  render(<Host />);
  return { onChange, last: () => onChange.mock.lastCall?.[0], setModels };
}

const pet: Content = {
  name: 'Pet',
  data: {
    schema: { type: 'object', properties: { id: { type: 'integer' } } },
    extra: { 'x-keep': 1 },
  },
};

describe('ModelEditor', SLOW, () => {
  it('renames, says references follow on save, and refuses a taken name', () => {
    const { last, setModels } = renderModel(pet);
    const name = screen.getByLabelText('Model name');
    fireEvent.change(name, { target: { value: 'Animal' } });
    expect(last()).toEqual({ name: 'Animal', data: pet.data });
    expect(screen.getByText(/Renamed from “Pet”/)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Owner' } });
    expect(screen.getByText(/Another model already has this name/)).toBeTruthy();

    // Saved under the new name: the project's list changes, and the name is simply its own.
    fireEvent.change(name, { target: { value: 'Animal' } });
    act(() => setModels(['Animal', 'Owner']));
    expect(screen.queryByText(/Renamed from/)).toBeNull();
    expect(screen.queryByText(/Another model already has this name/)).toBeNull();
  });

  it('keeps the description in the schema and the extra fields untouched', () => {
    const { last } = renderModel(pet);
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A pet' } });
    expect(last()).toEqual({
      name: 'Pet',
      data: {
        schema: { type: 'object', properties: { id: { type: 'integer' } }, description: 'A pet' },
        extra: { 'x-keep': 1 },
      },
    });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '' } });
    expect(last()!.data.schema).toEqual(pet.data.schema);
  });

  it('edits the schema, which can refer to the model itself', () => {
    const { last } = renderModel(pet);
    const rootRow = screen.getByTestId('schema-row-#');
    fireEvent.click(within(rootRow).getByLabelText('Add child to root'));
    const select = screen.getByLabelText('Type of field1');
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'Pet' } });
    fireEvent.click(
      document.querySelector('.ant-select-dropdown .ant-select-item-option[title="Pet"]')!,
    );
    expect(last()).toEqual({
      name: 'Pet',
      data: {
        schema: {
          type: 'object',
          properties: { id: { type: 'integer' }, field1: { $ref: '#/components/schemas/Pet' } },
        },
        extra: { 'x-keep': 1 },
      },
    });
  });

  it('is read-only when asked', () => {
    const { onChange } = renderModel(pet, { readOnly: true });
    expect(screen.getByLabelText('Model name').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByLabelText('Add child to root')).toBeNull();
    fireEvent.change(screen.getByLabelText('Model name'), { target: { value: 'X' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
