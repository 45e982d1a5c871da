/** Where "home" is: the bare `/` redirects here (spec §2). */
export const HOME_PATH = '/project/list';

/** `/project/{projectId}`: the workspace of one project. */
export function projectWorkspacePath(projectId: string): string {
  return `/project/${encodeURIComponent(projectId)}`;
}

/** Where plans, seats and support are bought (spec §2); spec §8's upgrade prompts lead here. */
export const SUBSCRIPTION_PATH = '/order/subscription';

/** The subscription screen of one team (its id in `?teamId=`), or of the personal space. */
export function subscriptionPath(teamId?: string): string {
  return teamId
    ? `${SUBSCRIPTION_PATH}?${new URLSearchParams({ teamId }).toString()}`
    : SUBSCRIPTION_PATH;
}
