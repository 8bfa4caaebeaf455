import { useSession } from './use-session';

/**
 * The customer this page shows: an action it sends is prepared for them, and goes only while they
 * are the one signed in on this browser (issue 42). Empty when nobody is (nothing is then sent).
 */
export function useCustomerId(): string {
  return useSession().me?.id ?? '';
}
