/**
 * What a customer did on a prerendered page before the app had hydrated it: the forms sent and the
 * buttons tapped. Until React has the page, a tap on a button does nothing and a form would be sent by
 * the browser itself (to the page's address, with what was typed in it); the page's loader
 * (scripts/lib/paint-first.js) holds them and hands them over here once the page is hydrated, and the
 * app does each once, on the same elements (hydration keeps the page's DOM, its values and its focus).
 */

/** A form sent (with the button that sent it), or a button tapped, as the loader held it. */
export type EarlyAction = { readonly form: HTMLFormElement; readonly submitter: HTMLElement | null } | { readonly button: HTMLElement };

/** The event the loader answers: it stops holding and puts what it held in `detail.held`. */
export const HANDOVER_EVENT = 'prerendered-page:handover';

function isAction(value: unknown): value is EarlyAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  return action.form instanceof HTMLFormElement || action.button instanceof HTMLElement;
}

/** Takes over the page from its loader: what the customer did on it so far (none without a loader). */
export function takeEarlyActions(doc: Document = document): EarlyAction[] {
  const detail: { held?: unknown } = {};
  doc.dispatchEvent(new CustomEvent(HANDOVER_EVENT, { detail }));
  return Array.isArray(detail.held) ? detail.held.filter(isAction) : [];
}

/** Does `actions` once each, in order, on the elements still in the page (a form or button gone is skipped). */
export function doEarlyActions(actions: readonly EarlyAction[]): void {
  for (const action of actions) {
    if ('form' in action) {
      const { form, submitter } = action;
      if (!form.isConnected) continue;
      if (submitter?.isConnected && form.contains(submitter)) form.requestSubmit(submitter);
      else form.requestSubmit();
    } else if (action.button.isConnected) action.button.click();
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field): boolean =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : isCheckable(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/**
 * What was typed into the page's fields before it was hydrated, told to the app. Hydration keeps
 * what the page shows, but the app's state still holds what the build rendered (an empty field): each
 * field changed is announced to React as if changed now, so the form sends what the customer sees.
 */
export function announceTyped(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (!changed(field)) continue;
    if (isCheckable(field)) {
      // Put back as rendered, then tapped as the customer did: React sees the tap.
      field.checked = field.defaultChecked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // React keeps the value it last set on the element: set it to the rendered one, then the typed
      // one past React (the prototype's setter), and the input event carries the change.
      const typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** The next task: what React was given in this one (a state set by an event) is drawn by then. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Takes the page over once React has hydrated it, from the effect that says so: what was typed is
 * told to React at once (its next render of a field would put back the value the build rendered),
 * and once React has drawn it — in the next task: it draws after its effects — what was done is done,
 * so a form held is sent with what the customer typed.
 */
export async function takeOver(root: HTMLElement): Promise<void> {
  announceTyped(root);
  await nextTask();
  doEarlyActions(takeEarlyActions(root.ownerDocument));
}
