/** Where "home" is: the bare `/` redirects here (spec §2). */
export const HOME_PATH = '/project/list';
