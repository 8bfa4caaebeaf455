// The app's route table (src/ui/app/route-table.js, which the router reads too) with each route's
// screen module: what the prerender renders and the budget measures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_FOUND_SCREEN, PUBLIC_ROUTES, USER_ROUTES } from '../../src/ui/app/route-table.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENS_DIR = 'src/ui/screens';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (name) => name[0].toUpperCase() + name.slice(1);

/**
 * The module of a screen the table names, as the build's manifest keys it: `howItWorks` is
 * src/ui/screens/<context>/how-it-works/HowItWorksScreen.tsx, the one file of that name.
 */
/** @returns {string} */
export function screenModule(name, root = ROOT) {
  const contexts = fs.readdirSync(path.join(root, SCREENS_DIR));
  const found = contexts
    .map((context) => `${SCREENS_DIR}/${context}/${kebab(name)}/${pascal(name)}Screen.tsx`)
    .filter((file) => fs.existsSync(path.join(root, file)));
  if (found.length !== 1) {
    const wanted = `${SCREENS_DIR}/<context>/${kebab(name)}/${pascal(name)}Screen.tsx`;
    throw new Error(`route table: the screen ${name} is ${found.length ? `ambiguous: ${found.join(', ')}` : `not at ${wanted}`}`);
  }
  return found[0];
}

/**
 * Every route: its path (null: any other path), its screen's module, whether it is prerendered,
 * whether only its frame is (a customer page's heading), whether it draws a map.
 */
export const ROUTES = [
  ...PUBLIC_ROUTES.map((r) => ({ path: r.path, screen: r.screen, prerendered: r.prerendered === true, frame: false, map: r.map === true })),
  ...USER_ROUTES.map((r) => ({ path: `/user/${r.page}`, screen: r.screen, prerendered: false, frame: 'frame' in r, map: false })),
  { path: null, screen: NOT_FOUND_SCREEN, prerendered: false, frame: false, map: false },
].map((r) => ({ ...r, module: screenModule(r.screen) }));

/** The pages rendered at build time: route → its screen's module. */
export const PRERENDERED = Object.fromEntries(ROUTES.filter((r) => r.prerendered).map((r) => [r.path, r.module]));

/** The customer pages whose frame is rendered at build time (their paths). */
export const FRAMED = ROUTES.filter((r) => r.frame).map((r) => /** @type {string} */ (r.path));
