import { DestinationNotice } from './DestinationNotice';
import { AccountNews } from './news/AccountNews';

/**
 * What the account says under the balance, in one part loaded after the page (AccountScreen): a new
 * payout destination's notice (issue 47 point 4), then what changed since the last look (point 1).
 */
export function AccountNotices() {
  return (
    <>
      <DestinationNotice />
      <AccountNews />
    </>
  );
}
