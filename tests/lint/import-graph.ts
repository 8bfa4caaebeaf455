// A small walker over the repository's imports, for tests/lint/import-arrows.test.ts: static and
// dynamic imports, re-exports and import.meta.glob patterns, read with regular expressions (the
// code is formatted by Prettier, so an import's `from '…'` is always on one line).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  readonly file: string;
  readonly text: string;
}

export interface ImportEdge {
  readonly from: string;
  /** A repository-relative path (a glob keeps its `*`), or `package:<name>` for a bare specifier. */
  readonly to: string;
}

const CODE = /\.(ts|tsx|js|mjs)$/;

/** The code files under `dirs` (repository-relative), skipping node_modules and build output. */
export function sourceFiles(root: string, dirs: readonly string[]): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return CODE.test(entry.name) ? [path] : [];
    });
  return dirs
    .flatMap((dir) => (CODE.test(dir) ? [dir] : walk(dir)))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/** Comments out of the way: block comments, and lines that are only a line comment. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const SPECIFIERS = [
  /\bfrom\s+['"]([^'"]+)['"]/g, // import … from '…', export … from '…'
  /^\s*import\s+['"]([^'"]+)['"]/gm, // import '…' (side effects)
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, // import('…')
  /\bimport\.meta\.glob\(\s*['"]([^'"]+)['"]/g, // import.meta.glob('…')
];

/** Every import of a file, its target resolved against the file's folder. */
export function importsOf({ file, text }: SourceFile): ImportEdge[] {
  const code = withoutComments(text);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1] ?? '')).map((spec) => ({
    from: file,
    to: spec.startsWith('.') ? posix.normalize(posix.join(dirname(file), spec)) : `package:${spec}`,
  }));
}

/** An arrow that must not exist: files `from` matches may not import targets `to` matches. */
export interface ForbiddenArrow {
  readonly name: string;
  readonly from: (file: string) => boolean;
  readonly to: (target: string) => boolean;
}

/** Every import that breaks one of `arrows`, as `from → to (arrow name)`. */
export function violations(files: readonly SourceFile[], arrows: readonly ForbiddenArrow[]): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap((edge) =>
      arrows.filter((arrow) => arrow.from(edge.from) && arrow.to(edge.to)).map((arrow) => `${edge.from} → ${edge.to} (${arrow.name})`),
    ),
  );
}

/** Repository-relative path of an absolute one. */
export const repoPath = (root: string, absolute: string) => relative(root, absolute).split('\\').join('/');
