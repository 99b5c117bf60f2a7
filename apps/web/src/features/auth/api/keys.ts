/** The query-key factory of the auth feature: keys are built here, never typed by hand. */
export const authKeys = {
  all: ['auth'] as const,
  self: () => [...authKeys.all, 'self'] as const,
  isLoggedIn: () => [...authKeys.all, 'isLoggedIn'] as const,
  checkLogin: (login: string) => [...authKeys.all, 'checkLogin', login] as const,
};
