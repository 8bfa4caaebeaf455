import { waitFor } from '@testing-library/react';

/**
 * A customer page drawn by its screen: no longer its frame (the heading above the loading state that
 * stands while the saved session is checked: src/ui/app/RequireSession.tsx).
 */
export const frameLeft = () => waitFor(() => expect(document.querySelector('main .page > [role="status"]')).toBeNull());

/**
 * Whether the page on screen shows nothing of the customer's yet: a customer page's frame (see
 * `frameLeft`), or the account drawn before the customer is known (issue 46: from the device's copy,
 * or its loading states), its greeting still blank.
 */
export const inFrame = () =>
  document.querySelector('main .page > [role="status"]') !== null ||
  document.querySelector('main .page > p.lead')?.textContent?.trim() === '';
