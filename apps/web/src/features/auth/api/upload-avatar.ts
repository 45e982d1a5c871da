import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_FILE_FIELD, uploadAvatarRoute } from '@heron/contract';
import { callApi } from '../../../lib/call-api';
import { SESSION_QUERY_KEY, type SessionResponse } from '../../../lib/get-session';

/**
 * Uploads a new avatar (multipart, field `file`); answers the updated user. 415
 * IMAGE_TYPE_NOT_ALLOWED unless PNG, JPEG, GIF or WebP by content; 413 IMAGE_TOO_LARGE.
 */
export function uploadAvatar(file: Blob): Promise<SessionResponse> {
  const body = new FormData();
  body.append(AVATAR_FILE_FIELD, file);
  return callApi(uploadAvatarRoute, { body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
