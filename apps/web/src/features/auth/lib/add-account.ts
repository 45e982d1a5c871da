import { MAX_BROWSER_ACCOUNTS } from '@heron/contract';
import { USER_PATHS } from '../../../lib/user-paths';

/** `/user/login?add=1`: sign in to one more account, staying signed in to the others. */
export const ADD_ACCOUNT_PARAM = 'add';

/** Where "Add account" goes. */
export const ADD_ACCOUNT_PATH = `${USER_PATHS.login}?${ADD_ACCOUNT_PARAM}=1`;

export { MAX_BROWSER_ACCOUNTS };
