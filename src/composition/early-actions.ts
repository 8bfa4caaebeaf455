/**
 * What a customer did on a prerendered page before the app drew over it: the buttons they tapped and
 * the forms they sent. The page's loader (scripts/lib/paint-first.js) holds them — a form sent then
 * would go to the page's own address with what was typed in it — and hands them to the app as it
 * takes the page over; the app does them again on its own page, as the customer would.
 */

export type EarlyAction =
  /** The `nth` button of the page labelled `label` (its aria-label, or its text). */
  | { readonly kind: 'click'; readonly label: string; readonly nth: number }
  /** The page's `form`-th form, sent. */
  | { readonly kind: 'submit'; readonly form: number };

/** The event the loader answers: it stops holding and puts what it held in `detail.actions`. */
export const HANDOVER_EVENT = 'prerendered-page:handover';

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isAction(value: unknown): value is EarlyAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  if (action.kind === 'submit') return isIndex(action.form);
  return action.kind === 'click' && typeof action.label === 'string' && isIndex(action.nth);
}

/** Takes over the page from its loader: what the customer did on it so far (none without a loader). */
export function takeEarlyActions(doc: Document = document): EarlyAction[] {
  const detail: { actions?: unknown } = {};
  doc.dispatchEvent(new CustomEvent(HANDOVER_EVENT, { detail }));
  return Array.isArray(detail.actions) ? detail.actions.filter(isAction) : [];
}

/** As the loader reads it (an empty aria-label gives way to the text). */
export const labelOf = (button: Element) => (button.getAttribute('aria-label') || button.textContent || '').replace(/\s+/g, ' ').trim();

/** The elements `tag` of `root` labelled `label`, in the page's order: how a control of the page is found again on the app's. */
export const labelled = (root: ParentNode, tag: 'a' | 'button', label: string): Element[] =>
  [...root.querySelectorAll(tag)].filter((element) => labelOf(element) === label);

/** One turn of the event loop: what a tap changed is drawn before the next is done. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Does `actions` again on the app's page in `root`, in order. A button or form the app does not draw
 * (another page, another language) is skipped: nothing is done in its stead.
 */
export async function replayEarlyActions(root: ParentNode, actions: readonly EarlyAction[]): Promise<void> {
  for (const action of actions) {
    if (action.kind === 'submit') {
      root.querySelectorAll('form')[action.form]?.requestSubmit();
    } else {
      (labelled(root, 'button', action.label)[action.nth] as HTMLElement | undefined)?.click();
    }
    await nextTurn();
  }
}
