import type { EndpointMock, MockExpectation, MockLogEntry, MockSettings } from '@heron/contract';
import { fireEvent, waitFor } from '@testing-library/react';

// Data for the mock screens' component tests: ids are real UUIDs, as the contract checks them.

export const PROJECT = 'c0000000-0000-4000-8000-000000000001';
export const ENDPOINT = 'c0000000-0000-4000-8000-000000000002';
export const FIRST = 'e0000000-0000-4000-8000-000000000001';
export const SECOND = 'e0000000-0000-4000-8000-000000000002';

export const MOCK_ROUTE = `/api/v1/projects/${PROJECT}/mock`;
export const TOKEN_ROUTE = `${MOCK_ROUTE}/token`;
export const RESET_ROUTE = `${MOCK_ROUTE}/reset`;
export const LOG_ROUTE = `${MOCK_ROUTE}/log`;
export const ENVIRONMENT_ROUTE = `${MOCK_ROUTE}/environment`;
export const ENDPOINT_ROUTE = `${MOCK_ROUTE}/endpoints/${ENDPOINT}`;
export const ENVIRONMENTS_ROUTE = `/api/v1/projects/${PROJECT}/environments`;

export const BASE_URL = `http://localhost:3000/mock/${PROJECT}`;

export function makeSettings(overrides: Partial<MockSettings> = {}): MockSettings {
  return {
    projectId: PROJECT,
    access: 'public',
    locale: 'en',
    seed: '',
    validateRequests: false,
    stateful: false,
    latencyMs: 0,
    token: 'tok-1',
    version: 2,
    baseUrl: BASE_URL,
    portBaseUrl: null,
    stats: null,
    ...overrides,
  };
}

export function makeLogEntry(seq: number, overrides: Partial<MockLogEntry> = {}): MockLogEntry {
  return {
    seq,
    at: '2025-05-01T10:00:00.000Z',
    method: 'GET',
    path: `/pets/${seq}`,
    status: 200,
    rule: 'generated',
    endpointId: ENDPOINT,
    detail: null,
    durationMs: 3,
    ...overrides,
  };
}

export function makeExpectation(
  overrides: Partial<MockExpectation> & Pick<MockExpectation, 'id'>,
): MockExpectation {
  return {
    name: '',
    enabled: true,
    conditions: [],
    response: { status: 200, headers: [], contentType: 'application/json', body: '' },
    ...overrides,
  };
}

export function makeEndpointMock(overrides: Partial<EndpointMock> = {}): EndpointMock {
  return {
    endpointId: ENDPOINT,
    enabled: true,
    latencyMs: null,
    expectations: [],
    version: 4,
    url: `${BASE_URL}/pets/{id}`,
    ...overrides,
  };
}

/** CodeMirror measures text with DOM ranges, which jsdom does not lay out. */
export function allowCodeMirror() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}

/** Opens the select `field` and picks the option showing `text`. */
export async function pickOption(field: HTMLElement, text: string) {
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

/** The error message a field points at with `aria-describedby`, if any. */
export function describedError(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
