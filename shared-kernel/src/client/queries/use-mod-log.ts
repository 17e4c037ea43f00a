/** The administrator's user list and the moderation log are paged by 50. */
export const ADMIN_PAGE_SIZE = 50;

/** Every page of the moderation log: the shell's and the admin remote's logged writes refresh it. */
export const modLogKey = ['modlog'] as const;
