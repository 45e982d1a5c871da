import { useState } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { endpointDataSchema, type EndpointData } from '@heron/contract';
import { AppProviders } from '../../../app/app-providers';
import { json, stubApi } from '../../../test/stub-api';
import { makeMember } from '../../../test/project-fixtures';
import { EndpointEditor } from './endpoint-editor';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
const MODELS = ['User'];
const SCHEMES = ['bearer', 'oauth'];
export const OWNER_ID = '22222222-2222-4222-8222-222222222222';

/** An endpoint's data as the server would hand it over (defaults filled in). */
export function makeEndpoint(data: Partial<EndpointData> = {}): EndpointData {
  return endpointDataSchema.parse({ method: 'get', path: '/users', ...data });
}

export interface EditorValue {
  name: string;
  data: EndpointData;
}

/**
 * Renders the editor inside a parent that keeps the value, as the shell does, and records every
 * value handed to `onChange`.
 */
export function renderEditor(
  data: Partial<EndpointData> = {},
  options: { readOnly?: boolean; name?: string } = {},
) {
  stubApi({
    [`GET /api/v1/projects/${PROJECT_ID}/members`]: () =>
      json({ items: [makeMember({ userId: OWNER_ID, name: 'Grace Hopper' })] }),
  });
  const onChange = vi.fn<(next: EditorValue) => void>();
  const initial: EditorValue = { name: options.name ?? 'Get users', data: makeEndpoint(data) };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <EndpointEditor
        name={value.name}
        data={value.data}
        readOnly={options.readOnly}
        projectId={PROJECT_ID}
        models={MODELS}
        securitySchemes={SCHEMES}
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
  /** The last value handed to onChange (throws when there was none). */
  const last = (): EditorValue => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error('onChange was never called');
    return call[0];
  };
  return { ...view, initial, onChange, last };
}
