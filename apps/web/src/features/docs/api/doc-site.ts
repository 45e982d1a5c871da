import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_FILE_FIELD,
  getDocSiteRoute,
  updateDocSiteRoute,
  uploadDocLogoRoute,
  type DocSite,
  type UpdateDocSiteBody,
} from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { docsKeys } from './keys';

/**
 * The project's doc site (`packages/contract/src/docs/site.ts`): every member reads it (before
 * it is first saved, the defaults at version 0); only project admins change it (403 otherwise).
 */

export function getDocSite(projectId: string, signal?: AbortSignal): Promise<DocSite> {
  return callApi(getDocSiteRoute, { params: { projectId } }, { signal });
}

export function docSiteQuery(projectId: string) {
  return queryOptions({
    queryKey: docsKeys.site(projectId),
    queryFn: ({ signal }) => getDocSite(projectId, signal),
  });
}

export function useDocSite(projectId: string, enabled = true) {
  return useQuery({ ...docSiteQuery(projectId), enabled });
}

/** Saves from `body.baseVersion`: EDIT_CONFLICT when someone saved first, DOC_SLUG_TAKEN. */
export function updateDocSite({
  projectId,
  body,
}: {
  projectId: string;
  body: UpdateDocSiteBody;
}): Promise<DocSite> {
  return callApi(updateDocSiteRoute, { params: { projectId }, body });
}

export function useUpdateDocSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocSite,
    onSuccess: (saved, { projectId }) => queryClient.setQueryData(docsKeys.site(projectId), saved),
  });
}

/**
 * Uploads the site's logo (multipart, field `file`): it becomes the logo at once, as a new
 * version of the site. 409 DOC_SITE_MISSING before the site is saved; 415
 * IMAGE_TYPE_NOT_ALLOWED unless PNG, JPEG, GIF or WebP by content; 413 IMAGE_TOO_LARGE.
 */
export function uploadDocLogo({ projectId, file }: { projectId: string; file: Blob }) {
  const body = new FormData();
  body.append(AVATAR_FILE_FIELD, file);
  return callApi(uploadDocLogoRoute, { params: { projectId }, body });
}

export function useUploadDocLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocLogo,
    onSuccess: (saved, { projectId }) => queryClient.setQueryData(docsKeys.site(projectId), saved),
  });
}
