import { waitFor } from '@testing-library/react';

/**
 * A customer page drawn by its screen: no longer its frame (the heading above the loading state that
 * stands while the saved session is checked: src/ui/app/RequireSession.tsx).
 */
export const frameLeft = () => waitFor(() => expect(document.querySelector('main .page > [role="status"]')).toBeNull());

/** Whether the page on screen is a customer page's frame (see `frameLeft`). */
export const inFrame = () => document.querySelector('main .page > [role="status"]') !== null;
