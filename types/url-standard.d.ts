/**
 * The one API beyond ECMAScript that src/core may use: the URL Standard's URLSearchParams, which
 * every runtime the app runs in has (browsers, Node, jsdom), to read and write the query of a shared
 * address (the locator's `?id=&zoom=`, the history's filters). Only tsconfig.core.json includes this
 * file; it declares the part core uses, so that nothing else of the DOM or of Node reaches core.
 */
declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}
