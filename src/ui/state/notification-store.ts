import { proxy } from 'valtio';

/** How long a notification stays on screen (spec §9): a UI timing, so it lives here, not in core. */
export const NOTIFICATION_DURATION_MS = { success: 5000, error: 3000 } as const;
export type NotificationKind = keyof typeof NOTIFICATION_DURATION_MS;

export interface Notification {
  readonly id: number;
  readonly kind: NotificationKind;
  /** Already translated: the store knows no language. */
  readonly title: string;
  readonly message?: string;
}

export interface NotificationStore {
  readonly state: { items: Notification[] };
  /** Shows a notification; returns its id (to dismiss it early, or replace it with a newer one). */
  notify(kind: NotificationKind, title: string, message?: string): number;
  dismiss(id: number): void;
}

/** Notifications that leave on their own: success after 5 s, errors after 3 s (spec §9). */
export function createNotificationStore(timers: Pick<typeof globalThis, 'setTimeout'> = globalThis): NotificationStore {
  const state = proxy<{ items: Notification[] }>({ items: [] });
  let next = 1;
  const dismiss = (id: number) => {
    state.items = state.items.filter((n) => n.id !== id);
  };
  return {
    state,
    dismiss,
    notify(kind, title, message) {
      const id = next++;
      state.items = [...state.items, message === undefined ? { id, kind, title } : { id, kind, title, message }];
      timers.setTimeout(() => dismiss(id), NOTIFICATION_DURATION_MS[kind]);
      return id;
    },
  };
}
