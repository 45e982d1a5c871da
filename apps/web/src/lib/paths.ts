/** Where "home" is: the bare `/` redirects here (spec §2). */
export const HOME_PATH = '/project/list';

/** Where plans, seats and support are bought (spec §2); spec §8's upgrade prompts lead here. */
export const SUBSCRIPTION_PATH = '/order/subscription';

/** The subscription screen of one team (its id in `?teamId=`), or of the personal space. */
export function subscriptionPath(teamId?: string): string {
  return teamId
    ? `${SUBSCRIPTION_PATH}?${new URLSearchParams({ teamId }).toString()}`
    : SUBSCRIPTION_PATH;
}
