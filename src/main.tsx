import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from './composition/create-container';
import { App } from './ui/app/App';
import { bootI18n } from './composition/boot-i18n';
import './ui/styles/global.css';

async function start() {
  const profile = import.meta.env.MODE === 'demo' ? 'demo' : 'production';
  const container = await createContainer(profile);
  const { pathname, search } = window.location;
  const i18n = await bootI18n(container, pathname, search);
  const headless = new URLSearchParams(search).has('headless');
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App container={container} i18n={i18n} headless={headless} />
    </StrictMode>,
  );
}

void start();
