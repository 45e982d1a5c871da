import { useQuery } from '@tanstack/react-query';
import { designMetaQuery } from '../../../lib/design/get-design-meta';

/** What try-it accepts as a server: an absolute http(s) address without `{variables}`. */
const USABLE_SERVER = /^https?:\/\/[^\s{}]+$/;

/**
 * The design's servers that try-it could send to, as suggestions for its server field: read
 * from the design settings the designer also reads (one request, shared cache). A design
 * without usable servers, or one that failed to load, suggests nothing: the field stays free.
 */
export function useServerSuggestions(projectId: string, enabled: boolean) {
  const meta = useQuery({ ...designMetaQuery(projectId), enabled });
  const urls = (meta.data?.meta.servers ?? [])
    .map((server) => server.url.trim())
    .filter((url) => USABLE_SERVER.test(url));
  return [...new Set(urls)].map((value) => ({ value }));
}
