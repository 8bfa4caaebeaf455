import { NewsBadge } from './NewsBadge';
import { SessionFollower } from './SessionFollower';

/**
 * What runs beside every page and draws nothing, in one chunk loaded after the page's first script
 * (issue 42): following the other tabs' sign-ins and sign-outs, and the installed app icon's count
 * (issue 47 point 1).
 */
export function BesideThePage() {
  return (
    <>
      <SessionFollower />
      <NewsBadge />
    </>
  );
}
