/** How long a notification stays on screen (spec §9). */
export const NOTIFICATION_DURATION_MS = { success: 5000, error: 3000 } as const;
export type NotificationKind = keyof typeof NOTIFICATION_DURATION_MS;
