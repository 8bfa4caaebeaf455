import type { Money } from '../../../../core/shared/money';
import { SLOT_DIGIT_HEIGHT_PX, slotParts } from '../../../components/SlotCounter/slot-parts';
import { formatMoney } from '../../../i18n/format';
import { asOfWords } from './as-of-words';
import { WHEN, type EarlyLook } from './early-look';

// The account's balance card drawn from the device's copy without React (issue 46 point 4): what the
// account's frame paints before the app has arrived (src/early/paint-account-copy.ts), the same
// elements, classes and texts as the app's first drawing of the copy (AccountScreen's AccountContent,
// BalanceFigure, AsOf, a settled SlotCounter), which takes its place once the page is hydrated, so
// that nothing moves. tests/ui/screens/wallet/early-copy.test.tsx holds the two side by side.

type Attributes = Readonly<Record<string, string>>;

function element(doc: Document, tag: string, attributes: Attributes, ...children: (Node | string)[]): HTMLElement {
  const made = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** A SlotCounter at rest on `value`: the amount as text for screen readers, its digits as columns of the strip. */
function settledCounter(doc: Document, value: Money, look: EarlyLook): HTMLElement {
  const { classes, locale } = look;
  const columns = slotParts(value, locale).map((part) => {
    if (part.kind === 'text') return element(doc, 'span', { class: classes.text }, part.text);
    const strip = element(doc, 'span', { class: classes.strip, 'data-testid': 'slot-strip' });
    // Through the object model: the policy allows no style attribute written in a page.
    strip.style.lineHeight = `${SLOT_DIGIT_HEIGHT_PX}px`;
    strip.style.transform = `translateY(-${part.digit * SLOT_DIGIT_HEIGHT_PX}px)`;
    const reel = element(doc, 'span', { class: classes.reel }, strip);
    reel.style.height = `${SLOT_DIGIT_HEIGHT_PX}px`;
    return reel;
  });
  return element(
    doc,
    'span',
    { class: classes.counter, 'data-settled': 'true' },
    element(doc, 'span', { class: 'visually-hidden' }, formatMoney(value, locale)),
    element(doc, 'span', { class: classes.reels, 'aria-hidden': 'true' }, ...columns),
  );
}

/**
 * The top of the account as the app draws it from the copy while the customer is being found: the
 * greeting's line (empty until they are), then the balance card — the balance "as of" when it was
 * read, "updating…", and the links to withdraw and to the profile.
 */
export function balanceCopyNodes(
  doc: Document,
  copy: { readonly balance: Money; readonly readAt: number },
  look: EarlyLook,
  now: Date,
): Node[] {
  const { classes, texts } = look;
  const { context, when } = asOfWords(copy.readAt, now, look.locale);
  const card = element(
    doc,
    'section',
    { 'aria-labelledby': 'balance-title', class: `${classes.card} stack` },
    element(doc, 'h2', { id: 'balance-title' }, texts.balanceTitle),
    element(
      doc,
      'p',
      { class: classes.asOf, role: 'status' },
      texts.asOf[context].replace(WHEN, () => when),
    ),
    element(doc, 'p', { class: classes.amount }, settledCounter(doc, copy.balance, look)),
    element(doc, 'a', { href: '/user/withdraw', class: `${classes.button} ${classes.withdraw}` }, texts.withdrawLink),
    element(doc, 'div', { class: 'row' }, element(doc, 'a', { href: '/user/profile' }, texts.profileLink)),
  );
  return [element(doc, 'p', { class: 'lead' }, '\u00a0'), card];
}
