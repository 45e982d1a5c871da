import type { EndpointStatus, HttpMethod } from '@heron/contract';

/** Method colours as API tools usually show them (GET green, POST orange, DELETE red…). */
export const METHOD_COLOURS: Record<HttpMethod, string> = {
  get: '#17B26A',
  post: '#F79009',
  put: '#2E90FA',
  patch: '#7A5AF8',
  delete: '#F04438',
  head: '#0BA5EC',
  options: '#667085',
  trace: '#667085',
};

/** antd tag colours of the endpoint statuses. */
export const ENDPOINT_STATUS_COLOURS: Record<EndpointStatus, string> = {
  designing: 'blue',
  developing: 'orange',
  testing: 'purple',
  released: 'green',
  deprecated: 'default',
};

/** A response's colour by its class: 2XX green, 3XX blue, 4XX orange, 5XX red. */
export function responseStatusColour(status: string): string {
  switch (status[0]) {
    case '2':
      return '#17B26A';
    case '3':
      return '#2E90FA';
    case '4':
      return '#F79009';
    case '5':
      return '#F04438';
    default:
      return '#667085';
  }
}
