import fs from 'node:fs';
import path from 'node:path';
import { act, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyActions, HANDOVER_EVENT } from '../../src/composition/early-actions';
import { afterFirstRender, watchTyped } from '../../src/composition/typed-before-start';

const LOADER = fs.readFileSync(path.resolve(__dirname, '../../scripts/lib/paint-first.js'), 'utf8');

/** A prerendered page (the banner, a login form) with its loader run, as the server sends it. */
function prerenderedWithLoader() {
  return runLoaderOn(
    '<section><button type="button">Cookies nécessaires uniquement</button></section>' +
      '<main><form><input type="email" name="email" value=""><button type="submit">Se connecter</button></form></main>',
  );
}

/** A prerendered page of `markup`, its loader run. */
function runLoaderOn(markup: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="fr-FR"><div>${markup}</div></div>`;
  const script = document.createElement('script');
  script.setAttribute('data-entry', '/assets/index-test.js');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(LOADER)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
  return document.getElementById('root')!;
}

/** The app's page: the same banner and form, with what they do. */
function App({ onRefuse, onSignIn }: { onRefuse: () => void; onSignIn: (email: string) => void }) {
  const [email, setEmail] = useState('');
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
      <main>
        <form onSubmit={submit}>
          <input type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit">Se connecter</button>
        </form>
      </main>
    </div>
  );
}

/** The app as src/main.tsx starts it over the page: it watches what is typed, renders, then takes over. */
async function startApp(root: HTMLElement) {
  const onRefuse = vi.fn();
  const onSignIn = vi.fn();
  const typed = watchTyped(root);
  const app = createRoot(root);
  await act(async () => {
    app.render(<App onRefuse={onRefuse} onSignIn={onSignIn} />);
    afterFirstRender(root, typed);
  });
  await act(() => new Promise((r) => setTimeout(r, 150)));
  return { onRefuse, onSignIn, unmount: () => app.unmount() };
}

afterEach(() => document.body.replaceChildren());

describe('what a customer does on a prerendered page before the app has come', () => {
  it('a form sent is held from the browser (it would put what was typed in the address), then sent by the app with what was typed', async () => {
    const root = prerenderedWithLoader();
    const form = root.querySelector('form')!;
    root.querySelector('input')!.value = 'ada@example.com';
    let sentByBrowser = true;
    form.addEventListener('submit', (event) => (sentByBrowser = !event.defaultPrevented));
    form.requestSubmit();
    expect(sentByBrowser).toBe(false);

    const { onSignIn, unmount } = await startApp(root);
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSignIn).toHaveBeenCalledWith('ada@example.com');
    unmount();
  });

  it('a button tapped shows that it is under way, as the app’s buttons do; tapped again meanwhile, it is done once, and a form sent twice is sent once', async () => {
    const root = prerenderedWithLoader();
    const refuse = root.querySelector('section button') as HTMLButtonElement;
    const signIn = root.querySelector('button[type="submit"]') as HTMLButtonElement;
    refuse.click();
    expect(refuse.getAttribute('aria-busy'), 'the tapped button is busy').toBe('true');
    expect(refuse.style.opacity, 'and looks it').toBe('0.75');
    expect(signIn.hasAttribute('aria-busy'), 'the others are not').toBe(false);
    refuse.click();
    root.querySelector('form')!.requestSubmit(signIn);
    root.querySelector('form')!.requestSubmit(signIn);
    expect(signIn.getAttribute('aria-busy'), 'the form’s button is busy').toBe('true');

    const { onRefuse, onSignIn, unmount } = await startApp(root);
    expect(onRefuse).toHaveBeenCalledOnce();
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(root.querySelector('[aria-busy]'), 'the app’s page has its own buttons, none held').toBeNull();
    unmount();
  });

  it('two different buttons tapped are both done, in their order', async () => {
    runLoaderOn('<button type="button">Un</button><button type="button">Deux</button>');
    const [one, two] = document.querySelectorAll('button');
    two!.click();
    one!.click();
    expect(takeEarlyActions()).toEqual([
      { kind: 'click', label: 'Deux', nth: 0 },
      { kind: 'click', label: 'Un', nth: 0 },
    ]);
  });

  it('once the app has taken the page over, holds nothing more: the app’s page is the app’s', async () => {
    const root = prerenderedWithLoader();
    const { onRefuse, onSignIn, unmount } = await startApp(root);
    expect(onRefuse).not.toHaveBeenCalled();
    expect(onSignIn).not.toHaveBeenCalled();
    await act(async () => (root.querySelector('section button') as HTMLButtonElement).click());
    expect(onRefuse).toHaveBeenCalledOnce();
    const plain = document.createElement('form');
    document.body.append(plain);
    let prevented = false;
    plain.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    plain.requestSubmit();
    expect(prevented, 'a form sent after the handover is not held by the loader').toBe(false);
    expect(takeEarlyActions(), 'nothing left to take').toEqual([]);
    unmount();
  });
});

describe('taking the page over', () => {
  it('gives nothing without a loader, and only the actions it knows from one', () => {
    expect(takeEarlyActions()).toEqual([]);
    const answer = (event: Event) => {
      (event as CustomEvent<{ actions?: unknown }>).detail.actions = [
        { kind: 'click', label: 'OK', nth: 0 },
        { kind: 'submit', form: -1 },
        { kind: 'navigate', to: 'https://elsewhere.example' },
        { kind: 'submit', form: 1 },
      ];
    };
    document.addEventListener(HANDOVER_EVENT, answer, { once: true });
    expect(takeEarlyActions()).toEqual([
      { kind: 'click', label: 'OK', nth: 0 },
      { kind: 'submit', form: 1 },
    ]);
  });
});
