// The floor: the chosen libraries doing the least an app of this kind does with them (a container
// with a constant and a factory, a store read by a component, texts through react-i18next, two routes). No app
// built on them can ship less; scripts/floor.mjs builds this with the app's settings and gzips it.
import { StrictMode, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Switch } from 'wouter';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { Container } from 'inversify';

const GREETING = Symbol('greeting');
const GREETER = Symbol('greeter');

class Greeter {
  constructor(private readonly greeting: string) {}
  greet(name: string): string {
    return `${this.greeting} ${name}`;
  }
}

// As the app's composition root does: constants for ports, factories for use cases.
const container = new Container({ defaultScope: 'Singleton' });
container.bind<string>(GREETING).toConstantValue('Bonjour');
container.bind<Greeter>(GREETER).toDynamicValue(() => new Greeter(container.get<string>(GREETING)));
const state = proxy({ count: 0 });
const increment = () => {
  state.count += 1;
};

function Home() {
  const { t } = useTranslation();
  const snap = useSnapshot(state);
  return createElement(
    'main',
    null,
    createElement('h1', null, t('title')),
    createElement('p', null, container.get<Greeter>(GREETER).greet(String(snap.count))),
    createElement('button', { onClick: increment }, '+'),
    createElement(Link, { href: '/about' }, 'about'),
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'fr-FR', resources: { 'fr-FR': { translation: { title: 'Accueil' } } } })
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      createElement(
        StrictMode,
        null,
        createElement(
          I18nextProvider,
          { i18n: i18next },
          createElement(Switch, null, createElement(Route, { path: '/' }, createElement(Home)), createElement(Route, null, 'about')),
        ),
      ),
    );
  });
