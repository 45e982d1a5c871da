/** Where "home" is: the bare `/` redirects here (spec §2). */
export const HOME_PATH = '/project/list';

/** `/project/{projectId}`: the workspace of one project (its APIs section). */
export function projectWorkspacePath(projectId: string): string {
  return `/project/${encodeURIComponent(projectId)}`;
}

/** `/project/{projectId}/tests?scenario={scenarioId}`: one scenario open in the Tests section. */
export function testScenarioPath(projectId: string, scenarioId: string): string {
  const query = new URLSearchParams({ scenario: scenarioId }).toString();
  return `${projectWorkspacePath(projectId)}/tests?${query}`;
}

/**
 * Whether `pathname` is inside the workspace of `projectId` (any of its sections): moving between
 * sections keeps the workspace, and what it holds unsaved, on screen.
 */
export function isInProjectWorkspace(pathname: string, projectId: string): boolean {
  const root = projectWorkspacePath(projectId);
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** Where plans, seats and support are bought (spec §2); spec §8's upgrade prompts lead here. */
export const SUBSCRIPTION_PATH = '/order/subscription';

/** The subscription screen of one team (its id in `?teamId=`), or of the personal space. */
export function subscriptionPath(teamId?: string): string {
  return teamId
    ? `${SUBSCRIPTION_PATH}?${new URLSearchParams({ teamId }).toString()}`
    : SUBSCRIPTION_PATH;
}

/** Where points are bought and their use is listed (spec §2); a shortfall of points leads here. */
export const POINTS_PATH = '/order/points';

/** The points screen of one team (its id in `?teamId=`), or of the personal space. */
export function pointsPath(teamId?: string): string {
  return teamId ? `${POINTS_PATH}?${new URLSearchParams({ teamId }).toString()}` : POINTS_PATH;
}
