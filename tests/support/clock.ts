/** A moment `days` days from now: for sweeps that act on what is older than a number of days. */
export const daysFromNow = (days: number): Date => new Date(Date.now() + days * 86_400_000);
