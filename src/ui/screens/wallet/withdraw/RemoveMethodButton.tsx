import { useId } from 'react';
import type { RemovalOffer } from '../../../../core/wallet/payout-removal';
import { Button } from '../../../components/Button/Button';
import { useErrorText } from '../../../i18n/use-error-text';
import { useT } from '../../../i18n/use-t';
import styles from './WithdrawScreen.module.css';

/**
 * "Remove PayPal" — or, when core's `removalOffer` says removing is not offered (a pending withdrawal
 * is paid to it, issue 44 point 6), the same button shown as not available and why, under it: the
 * reason is on the page and is the button's description, and the button stays in the Tab order
 * (`aria-disabled`, not `disabled`), so that a keyboard or a screen reader meets it and hears why.
 * Pressing it then does nothing. `locked`: nothing can change while a withdrawal is reviewed.
 */
export function RemoveMethodButton({
  name,
  offer,
  locked,
  onRemove,
}: {
  readonly name: string;
  readonly offer: RemovalOffer;
  /** The id of the text saying why the methods are locked, while they are. */
  readonly locked: string | null;
  readonly onRemove: () => void;
}) {
  const { t } = useT();
  const errorText = useErrorText();
  const reasonId = useId();
  const describedBy = [locked, offer.offered ? null : reasonId].filter((id) => id !== null).join(' ');
  return (
    <>
      <Button
        variant="ghost"
        disabled={locked !== null}
        aria-disabled={!offer.offered || undefined}
        aria-describedby={describedBy || undefined}
        onClick={() => {
          if (offer.offered) onRemove();
        }}
      >
        {t('wallet:payout.removeTitle', { method: name })}
      </Button>
      {!offer.offered && (
        <p id={reasonId} className={styles.notOffered}>
          {errorText(offer.reason)}
        </p>
      )}
    </>
  );
}
