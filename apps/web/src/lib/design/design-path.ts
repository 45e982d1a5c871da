/** The address of a design route of a project: `/api/v1/projects/{id}/design{rest}`. */
export function designPath(projectId: string, rest = ''): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}/design${rest}`;
}

/** The address of one item's route: `…/design/items/{itemId}{rest}`. */
export function designItemPath(projectId: string, itemId: string, rest = ''): string {
  return designPath(projectId, `/items/${encodeURIComponent(itemId)}${rest}`);
}
