/** Where a project's mock answers: on the Heron server, and on `MOCK_PORT` when it is set. */
export interface MockUrls {
  /** `PUBLIC_URL` without a trailing slash. */
  publicUrl: string;
  mockPort: number | undefined;
}

export const mockBaseUrl = (urls: MockUrls, projectId: string): string =>
  `${urls.publicUrl.replace(/\/+$/, '')}/mock/${projectId}`;

/** The port's URL on the public URL's host: a proxy in front of Heron must forward that port too. */
export function mockPortBaseUrl(urls: MockUrls, projectId: string): string | null {
  if (urls.mockPort === undefined) return null;
  const url = new URL(urls.publicUrl);
  return `http://${url.hostname}:${urls.mockPort}/${projectId}`;
}
