// What a customer does on a prerendered page before the app has hydrated it (issue 43 point 4): the
// page's loader (scripts/lib/paint-first.js) holds it, and the app does it once, on the same elements,
// when React has hydrated the page (src/main.tsx). React's own server renderer and hydrateRoot, in jsdom.
import fs from 'node:fs';
import path from 'node:path';
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyActions, takeOver, HANDOVER_EVENT } from '../../src/composition/early-actions';
import { useHydrated } from '../../src/ui/state/use-hydrated';

// React's act() outside Testing Library's: this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOADER = fs.readFileSync(path.resolve(__dirname, '../../scripts/lib/paint-first.js'), 'utf8');

/** The loader's timers (its start at the latest after 1 s): ended with each test, not left to fire once jsdom is gone. */
const loaderTimers: ReturnType<typeof setTimeout>[] = [];
const loaderSetTimeout = (task: () => void, ms?: number) => {
  const id = setTimeout(task, ms);
  loaderTimers.push(id);
  return id;
};
afterEach(() => loaderTimers.splice(0).forEach((id) => clearTimeout(id)));

/** The page: the banner's button, the menu's, and a login form. */
interface PageProps {
  readonly onRefuse: () => void;
  readonly onMenu: () => void;
  readonly onSignIn: (email: string) => void;
  /** Called from an effect once hydrated, as App's (src/ui/app/App.tsx). */
  readonly onDrawn?: () => void;
}

function Page({ onRefuse, onMenu, onSignIn, onDrawn }: PageProps) {
  const [email, setEmail] = useState('');
  // Drawn again once hydrated, as the app's screens are (who is signed in): a field is then drawn
  // with the value of its state.
  useHydrated();
  useEffect(() => onDrawn?.(), [onDrawn]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSignIn(email);
  };
  return (
    <div>
      <section>
        <button type="button" onClick={onRefuse}>
          Cookies nécessaires uniquement
        </button>
      </section>
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <main>
        <form method="post" onSubmit={submit}>
          <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit">Se connecter</button>
        </form>
      </main>
    </div>
  );
}

const noop = () => undefined;

/** The page as the build writes it (React's server renderer), its loader run, as the server sends it. */
function prerenderedWithLoader() {
  document.body.innerHTML = `<div id="root" data-prerendered="fr-FR" data-variant="banner">${renderToString(
    <Page onRefuse={noop} onMenu={noop} onSignIn={noop} />,
  )}</div>`;
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-test.js');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function('setTimeout', LOADER)(loaderSetTimeout);
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return document.getElementById('root')!;
}

/** The app as src/main.tsx starts it: hydrates the page, then does what was held. */
async function hydrate(root: HTMLElement) {
  const calls = { onRefuse: vi.fn(), onMenu: vi.fn(), onSignIn: vi.fn() };
  const errors = vi.spyOn(console, 'error');
  let app: ReturnType<typeof hydrateRoot> | undefined;
  // As src/main.tsx: once hydrated, from an effect, the page is taken over.
  let done = () => {};
  const over = new Promise<void>((resolve) => (done = resolve));
  let taken = false;
  const onDrawn = () => {
    if (!taken) void takeOver(root).then(done);
    taken = true;
  };
  await act(async () => {
    app = hydrateRoot(root, <Page {...calls} onDrawn={onDrawn} />);
  });
  await act(() => over);
  expect(errors, 'hydrated without a warning').not.toHaveBeenCalled();
  errors.mockRestore();
  return { ...calls, unmount: () => act(() => app?.unmount()) };
}

afterEach(() => document.body.replaceChildren());

describe('what a customer does on a prerendered page before the app has hydrated it', () => {
  it('a form sent is held from the browser (it would send what was typed to the page’s address), then sent once by the app with what was typed', async () => {
    const root = prerenderedWithLoader();
    const form = root.querySelector('form')!;
    const field = root.querySelector('input')!;
    field.focus();
    field.value = 'ada@example.com';
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented, 'not sent by the browser').toBe(true);
    form.requestSubmit();

    const { onSignIn, unmount } = await hydrate(root);
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSignIn).toHaveBeenCalledWith('ada@example.com');
    expect(root.querySelector('input'), 'the same field, kept by hydration').toBe(field);
    expect(document.activeElement, 'still focused').toBe(field);
    unmount();
  });

  it('buttons tapped are done once each, in their order, even when tapped twice', async () => {
    const root = prerenderedWithLoader();
    const [refuse, menu] = root.querySelectorAll('button');
    menu!.click();
    refuse!.click();
    menu!.click();
    const { onRefuse, onMenu, unmount } = await (async () => {
      const held = takeEarlyActions();
      expect(held.map((a) => ('button' in a ? a.button.textContent : 'form'))).toEqual(['Menu', 'Cookies nécessaires uniquement']);
      // Given back to the loader's place: the app does them after hydrating.
      document.addEventListener(HANDOVER_EVENT, (event) => ((event as CustomEvent<{ held?: unknown }>).detail.held = held), { once: true });
      return hydrate(root);
    })();
    expect(onMenu).toHaveBeenCalledOnce();
    expect(onRefuse).toHaveBeenCalledOnce();
    expect(onMenu.mock.invocationCallOrder[0]).toBeLessThan(onRefuse.mock.invocationCallOrder[0]!);
    unmount();
  });

  it('once the page is hydrated, holds nothing more: React has the page', async () => {
    const root = prerenderedWithLoader();
    const { onRefuse, onSignIn, unmount } = await hydrate(root);
    expect(onRefuse).not.toHaveBeenCalled();
    expect(onSignIn).not.toHaveBeenCalled();
    await act(async () => root.querySelector('button')!.click());
    expect(onRefuse, 'a tap after the handover is the app’s, once').toHaveBeenCalledOnce();
    expect(takeEarlyActions(), 'nothing left to take').toEqual([]);
    unmount();
  });
});

describe('taking the page over', () => {
  it('gives nothing without a loader, and only forms and buttons from one', () => {
    expect(takeEarlyActions()).toEqual([]);
    const button = document.createElement('button');
    document.addEventListener(
      HANDOVER_EVENT,
      (event) =>
        ((event as CustomEvent<{ held?: unknown }>).detail.held = [{ button }, { form: 'login' }, { href: 'https://elsewhere.example' }]),
      { once: true },
    );
    expect(takeEarlyActions()).toEqual([{ button }]);
  });
});
