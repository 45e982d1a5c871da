/** The addresses of the account screens (spec §2). */
export const USER_PATHS = {
  login: '/user/login',
  register: '/user/register',
  registerPhone: '/user/register-phone',
  registerSuccess: '/user/register-success',
  find: '/user/find',
  success: '/user/success',
} as const;
