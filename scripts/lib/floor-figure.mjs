// The libraries' floor as a checked-in figure, scripts/floor.json: measured once by building the
// libraries (scripts/floor.mjs: `node scripts/floor.mjs`, and `npm run bench` each time it runs), read
// by the bundle budget of `npm test` (scripts/budget.mjs), which builds nothing but the app. The
// figure names what it was measured with — the entry points it counts, the versions of their
// packages and of the bundler that built them — and the budget refuses it when package-lock.json or
// src/ no longer match, so it cannot go stale without a word.
import fs from 'node:fs';
import path from 'node:path';
import { packageOf } from './floor-imports.mjs';

export const FLOOR_FILE = 'scripts/floor.json';
/** What built the floor besides the libraries: another bundler or minifier gives other sizes. */
export const FLOOR_BUILD_TOOLS = ['vite', 'rolldown'];
const AGAIN = `measure it again (node scripts/floor.mjs, or npm run bench) and commit ${FLOOR_FILE}`;

/** A package's version in package-lock.json (the one installed at the top of node_modules), or null. */
export const lockedVersion = (lock, name) => lock.packages?.[`node_modules/${name}`]?.version ?? null;

/**
 * The figure to check in for a measurement (`measureFloor`'s: { libraries, whole, minimal }), with
 * the versions package-lock.json holds of the packages it counts and of the tools that built it.
 */
export function floorFigure(measured, lock, date = new Date()) {
  const packages = [...new Set(measured.libraries.map(packageOf)), ...FLOOR_BUILD_TOOLS];
  return {
    measuredAt: date.toISOString().slice(0, 10),
    libraries: measured.libraries,
    whole: measured.whole,
    minimal: measured.minimal,
    versions: Object.fromEntries(packages.map((name) => [name, lockedVersion(lock, name)])),
  };
}

/**
 * Why the figure no longer holds for this tree, or []: a version package-lock.json holds is not the
 * one it was measured with, or src/ imports (`libraries`: libraryImports over src/) other entry points.
 */
export function staleFloor(figure, { libraries, lock }) {
  const problems = [];
  if (libraries.join() !== figure.libraries.join()) {
    problems.push(
      `the libraries' floor (${FLOOR_FILE}) counts ${figure.libraries.join(', ')}, but src/ imports ${libraries.join(', ')}: ${AGAIN}`,
    );
  }
  for (const [name, version] of Object.entries(figure.versions)) {
    const now = lockedVersion(lock, name);
    if (now !== version) {
      problems.push(
        `the libraries' floor (${FLOOR_FILE}) was measured with ${name} ${version}, and package-lock.json has ${name} ${now ?? 'none'}: ${AGAIN}`,
      );
    }
  }
  return problems;
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
export const readLock = (root) => readJson(path.join(root, 'package-lock.json'));

/** The figure's packages whose installed version is not the one package-lock.json holds (measured, they would be mislabelled). */
export function notAsLocked(root, figure) {
  return Object.entries(figure.versions)
    .map(([name, locked]) => [name, locked, readJson(path.join(root, 'node_modules', name, 'package.json')).version])
    .filter(([, locked, installed]) => locked !== installed)
    .map(([name, locked, installed]) => `${name} ${installed} is installed, package-lock.json has ${locked}`);
}

export function readFloor(root) {
  const file = path.join(root, FLOOR_FILE);
  if (!fs.existsSync(file)) throw new Error(`${FLOOR_FILE} is missing: ${AGAIN}`);
  return readJson(file);
}

export const writeFloor = (root, figure) => fs.writeFileSync(path.join(root, FLOOR_FILE), `${JSON.stringify(figure, null, 2)}\n`);
