/** Query keys of the signed-in admin. */
export const adminKeys = {
  all: ['admin'] as const,
  profile: () => [...adminKeys.all, 'profile'] as const,
};
