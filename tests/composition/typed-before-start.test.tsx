import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstRender, readTyped, replayTyped, watchTyped } from '../../src/composition/typed-before-start';

/** A login-like form the way the app draws it: controlled fields whose state the test can read. */
function Form() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <main>
      <label>
        Email <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Remember <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      </label>
      <output>{`${email}|${remember}`}</output>
    </main>
  );
}

/** The prerendered page: the same form as static HTML, typed into before the script ran. */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = '<main><label>Email <input type="email" value=""></label><label>Remember <input type="checkbox"></label></main>';
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('what was typed into a prerendered page before the app ran', () => {
  it('is typed again into the app’s fields, so its state has it, and the field keeps the focus', async () => {
    const root = prerendered();
    const [email, remember] = root.querySelectorAll('input');
    email!.value = 'ada@example.com';
    remember!.checked = true;
    email!.focus();
    const typed = readTyped(root);
    expect(typed).toEqual({
      values: [
        { index: 0, kind: 'input:email', value: 'ada@example.com', checked: false },
        { index: 1, kind: 'input:checkbox', value: 'on', checked: true },
      ],
      focus: 0,
      control: null,
    });

    const app = createRoot(root);
    await act(async () => app.render(<Form />));
    expect(root.querySelector('output')?.textContent).toBe('|false'); // the app's fresh fields
    await act(async () => expect(replayTyped(root, typed)).toBe(true));
    expect(root.querySelector('output')?.textContent).toBe('ada@example.com|true');
    expect(document.activeElement).toBe(root.querySelector('input[type=email]'));
    app.unmount();
  });

  it('waits while the app’s fields are not drawn, and nothing is read from untouched fields', async () => {
    const root = prerendered();
    expect(readTyped(root)).toEqual({ values: [], focus: null, control: null });
    root.querySelector('input')!.value = 'x';
    const typed = readTyped(root);
    root.replaceChildren(); // the app has not drawn its form yet
    expect(replayTyped(root, typed)).toBe(false);
    root.innerHTML = '<main><textarea></textarea></main>'; // another page: not the same form
    expect(replayTyped(root, typed)).toBe(false);
  });
});

describe('after the app’s first render over a prerendered page', () => {
  it('types nothing into the page’s own fields while they are still there, then into the app’s, and leaves data-prerendered', async () => {
    const root = prerendered();
    root.setAttribute('data-prerendered', 'fr-FR');
    root.querySelector('input')!.value = 'ada@example.com';
    afterFirstRender(root, watchTyped(root));
    await new Promise((r) => setTimeout(r, 50)); // frames pass; the app has not drawn yet
    expect(root.hasAttribute('data-prerendered')).toBe(true);

    const app = createRoot(root);
    await act(async () => app.render(<Form />));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(root.querySelector('output')?.textContent).toBe('ada@example.com|false');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    app.unmount();
  });
});

describe('what is typed while the app draws over the page (it renders in slices, issue 22)', () => {
  it('is kept up to the moment the app’s page replaces it, with the field in use', async () => {
    const root = prerendered();
    root.setAttribute('data-prerendered', 'fr-FR');
    const typed = watchTyped(root); // the start reads the page, then renders
    afterFirstRender(root, typed);
    const email = root.querySelector('input')!;
    email.focus();
    email.value = 'late@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));

    const app = createRoot(root);
    await act(async () => app.render(<Form />));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(root.querySelector('output')?.textContent).toBe('late@example.com|false');
    expect(document.activeElement).toBe(root.querySelector('input[type=email]'));
    // Once the app's fields are there, typing into them is the app's own business.
    expect(typed()).toEqual({
      values: [{ index: 0, kind: 'input:email', value: 'late@example.com', checked: false }],
      focus: 0,
      control: null,
    });
    app.unmount();
  });
});

describe('the field in use when the app draws over the page', () => {
  it('is not lost to the last change the page’s field fires as it is taken away (its blur comes first)', () => {
    const root = prerendered();
    const typed = watchTyped(root);
    const email = root.querySelector('input')!;
    email.focus();
    email.value = 'ada@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    email.blur(); // the page's fields are being taken away: the focus goes first…
    email.dispatchEvent(new Event('change', { bubbles: true })); // …then their last change
    root.replaceChildren(); // the app's page has replaced them
    expect(typed()).toEqual({
      values: [{ index: 0, kind: 'input:email', value: 'ada@example.com', checked: false }],
      focus: 0,
      control: null,
    });
  });
});

describe('the button or link in use when the app draws over the page (a keyboard customer)', () => {
  /** A page with a link and two buttons of the same name, as the prerendered page and the app draw it. */
  const markup =
    '<nav><a href="/faq">FAQ</a></nav><main><button type="button">Question</button><button type="button">Question</button></main>';
  const Page = () => (
    <>
      <nav>
        <a href="/faq">FAQ</a>
      </nav>
      <main>
        <button type="button">Question</button>
        <button type="button">Question</button>
      </main>
    </>
  );

  it.each([
    ['the second of two buttons of the same name', (root: HTMLElement) => root.querySelectorAll('button')[1]!],
    ['a link', (root: HTMLElement) => root.querySelector('a')!],
  ])('keeps the focus: %s', async (_, pick) => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', 'fr-FR');
    root.innerHTML = markup;
    document.body.append(root);
    const typed = watchTyped(root);
    afterFirstRender(root, typed);
    pick(root).focus();

    const app = createRoot(root);
    await act(async () => app.render(<Page />));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement, 'the same control, on the app’s page').toBe(pick(root));
    app.unmount();
  });
});

describe('a list the page shows', () => {
  it('is not taken for a choice unless the customer changed it', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<main><select><option value="en-US">English</option><option value="fr-FR" selected>Français</option></select>' +
      '<select><option value="a">A</option><option value="b">B</option></select></main>';
    document.body.append(root);
    expect(readTyped(root).values).toEqual([]); // as the page came: nothing to replay
    const [language, plain] = root.querySelectorAll('select');
    language!.value = 'en-US';
    plain!.value = 'b';
    expect(readTyped(root).values).toEqual([
      { index: 0, kind: 'select', value: 'en-US', checked: false },
      { index: 1, kind: 'select', value: 'b', checked: false },
    ]);
  });
});
