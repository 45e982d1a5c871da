import type { EndpointStatus } from '@heron/contract';

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
