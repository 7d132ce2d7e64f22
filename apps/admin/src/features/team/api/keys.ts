/** Query keys of the team: its admins and the invites waiting (a team write refreshes both). */
export const teamKeys = {
  all: ['team'] as const,
  admins: () => [...teamKeys.all, 'admins'] as const,
  invites: () => [...teamKeys.all, 'invites'] as const,
};
