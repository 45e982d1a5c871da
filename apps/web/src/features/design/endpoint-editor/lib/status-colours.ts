import { THEME_TOKENS, type EndpointStatus } from '@heron/contract';
import { ACCENT_TAG_COLOUR } from '../../../../components/accent-tag-colour';

/** antd tag colours of the endpoint statuses. */
export const ENDPOINT_STATUS_COLOURS: Record<EndpointStatus, string> = {
  designing: ACCENT_TAG_COLOUR,
  developing: 'orange',
  testing: 'cyan',
  released: 'green',
  deprecated: 'default',
};

/** A response's colour by its class: 2XX green, 3XX the theme's accent, 4XX orange, 5XX red. */
export function responseStatusColour(status: string): string {
  switch (status[0]) {
    case '2':
      return '#17B26A';
    case '3':
      return THEME_TOKENS.colorPrimary;
    case '4':
      return '#F79009';
    case '5':
      return '#F04438';
    default:
      return '#667085';
  }
}
