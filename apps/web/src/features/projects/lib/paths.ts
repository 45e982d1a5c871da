/** Where a plan is upgraded (spec §8 upgrade prompts lead here), with the team in `?teamId=`. */
export { SUBSCRIPTION_PATH, subscriptionPath } from '../../../lib/paths';

/** The project list, home of the signed-in app. */
export const PROJECT_LIST_PATH = '/project/list';
