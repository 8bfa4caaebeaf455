// A link to one transaction of the history (issue 47 point 1: the summary's lines): the address names
// it (`?tx=`), and the history opens that item and puts the focus on it — the list draws only the rows
// near the screen, so no element has to carry the id for the link to work, and Back returns.

const PARAM = 'tx';

/** The link to a transaction in the account page's history. */
export const revealHref = (id: string): string => `/user/account?${PARAM}=${encodeURIComponent(id)}`;

/** The transaction an address's query names, or null. */
export const revealedIn = (search: string): string | null => new URLSearchParams(search).get(PARAM);
