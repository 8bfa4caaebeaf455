/**
 * A prerendered page can be typed into before the app's script has run; the app then renders over
 * it with new fields. What was typed is read from the page before, and typed again into the app's
 * fields after, as the customer would (an `input` event per field, so the app's state has it), and
 * the field they were in keeps the focus — or the button or link, for a customer on the keyboard.
 * Fields are matched by their order and kind within <main>: the app draws the same form the page
 * shows.
 */

import { labelled, labelOf, replayEarlyActions, takeEarlyActions, type EarlyAction } from './early-actions';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedValue {
  readonly index: number;
  readonly kind: string;
  readonly value: string;
  readonly checked: boolean;
}

/** A button or link of the page, as the app draws it again: its tag, its label, its order among the same. */
export interface FocusedControl {
  readonly tag: 'a' | 'button';
  readonly label: string;
  readonly nth: number;
}

export interface Typed {
  readonly values: readonly TypedValue[];
  /** The order of the field that had the focus, if one had. */
  readonly focus: number | null;
  /** The button or link that had the focus (a keyboard customer's place on the page), if one had. */
  readonly control: FocusedControl | null;
}

const CONTROLS = 'input, textarea, select';

function controls(root: ParentNode): Control[] {
  const main = root.querySelector('main');
  return main ? [...main.querySelectorAll<Control>(CONTROLS)].filter((c) => !(c instanceof HTMLInputElement && c.type === 'hidden')) : [];
}

const kindOf = (c: Control) => (c instanceof HTMLInputElement ? `input:${c.type}` : c.tagName.toLowerCase());

function changed(c: Control): boolean {
  if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) return c.checked !== c.defaultChecked;
  if (c instanceof HTMLSelectElement) {
    // With no option marked, the first one is the page's own choice, not the customer's.
    const marked = [...c.options].some((o) => o.defaultSelected);
    return marked ? [...c.options].some((o) => o.selected !== o.defaultSelected) : c.selectedIndex > 0;
  }
  return c.value !== c.defaultValue;
}

/** What has been typed into the page's fields (none: nothing to do after). */
export function readTyped(root: ParentNode): Typed {
  const all = controls(root);
  const values = all.flatMap((c, index) =>
    changed(c) ? [{ index, kind: kindOf(c), value: c.value, checked: c instanceof HTMLInputElement ? c.checked : false }] : [],
  );
  const active = root.ownerDocument?.activeElement ?? null;
  const focus = all.findIndex((c) => c === active);
  return { values, focus: focus >= 0 ? focus : null, control: focus >= 0 ? null : focusedControl(root, active) };
}

function focusedControl(root: ParentNode, active: Element | null): FocusedControl | null {
  const tag = active?.tagName.toLowerCase();
  if (!active || !root.contains(active) || (tag !== 'a' && tag !== 'button')) return null;
  const label = labelOf(active);
  return { tag, label, nth: labelled(root, tag, label).indexOf(active) };
}

/**
 * What has been typed into the page, kept up to the moment the app draws over it: the app renders in
 * slices (issue 22), and a customer may go on typing meanwhile. Returns the last reading; once the
 * page is gone, it no longer changes.
 */
export function watchTyped(root: HTMLElement): () => Typed {
  const page = root.firstElementChild;
  let last = readTyped(root);
  const events = ['input', 'change', 'focusin'];
  const read = (event?: Event) => {
    if (!page?.isConnected) {
      for (const type of events) root.removeEventListener(type, read, true);
      return;
    }
    const now = readTyped(root);
    // The field in use changes when another takes the focus — not when the page's fields are taken
    // away (their blur fires a last change with the focus already gone).
    last = event?.type === 'focusin' || event === undefined ? now : { ...last, values: now.values };
  };
  for (const type of events) root.addEventListener(type, read, true);
  return () => {
    read();
    return last;
  };
}

function setValue(c: Control, value: string) {
  const proto = Object.getPrototypeOf(c) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(c, value);
  else c.value = value;
}

/**
 * Types `typed` into the fields now in `root`; false while the app's fields are not there yet (or
 * are not the same form), true once done.
 */
export function replayTyped(root: ParentNode, typed: Typed): boolean {
  const all = controls(root);
  const fits = typed.values.every((t) => all[t.index] && kindOf(all[t.index] as Control) === t.kind);
  if (!fits || (typed.focus !== null && !all[typed.focus])) return false;
  for (const t of typed.values) {
    const c = all[t.index] as Control;
    if (c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')) {
      if (c.checked !== t.checked) c.click();
      continue;
    }
    setValue(c, t.value);
    c.dispatchEvent(new Event(c instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (typed.focus !== null) (all[typed.focus] as Control).focus();
  else if (typed.control) (labelled(root, typed.control.tag, typed.control.label)[typed.control.nth] as HTMLElement | undefined)?.focus();
  return true;
}

/**
 * Once the app has drawn over the prerendered page (its first node is gone), takes the page over from
 * its loader and says so (`data-prerendered` leaves the root), types again what was typed into it
 * (`watchTyped`), then does again what the customer did on it (`early-actions.ts`: a form sent, a
 * button tapped). Tries on each frame for up to ~2 s for the fields, then gives up (the app shows
 * another page: what was done there is not done on this one).
 */
export function afterFirstRender(root: HTMLElement, typed: () => Typed, frames = 120): void {
  const prerendered = root.firstElementChild;
  if (!root.hasAttribute('data-prerendered') || !prerendered) return;
  let done: EarlyAction[] | null = null;
  const attempt = (left: number) => {
    if (!done && prerendered.isConnected) {
      requestAnimationFrame(() => attempt(left));
      return;
    }
    if (!done) {
      done = takeEarlyActions(root.ownerDocument);
      root.removeAttribute('data-prerendered');
    }
    if (replayTyped(root, typed())) {
      void replayEarlyActions(root, done);
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}
