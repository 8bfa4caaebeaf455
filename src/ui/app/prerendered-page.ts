import { isLocale, type Locale } from '../../core/content/locale';

/** A page's variants as the server picks them (deploy/nginx): a first visit, consent answered, headless. */
export const VARIANTS = ['banner', 'chosen', 'headless'] as const;
export type Variant = (typeof VARIANTS)[number];

/** What a page rendered at build time was rendered for, as the build wrote it on its root (scripts/lib/page-head.mjs). */
export interface PrerenderedPage {
  readonly locale: Locale;
  readonly variant: Variant;
  /** The address it was sent for (path and query): the router hydrates at it, even if a link tapped meanwhile has moved on. */
  readonly address: string;
}

const isVariant = (value: string | null): value is Variant => VARIANTS.some((variant) => variant === value);

/**
 * The page the server sent, when it is one the build rendered: the app's first render must draw it
 * as it is — its language, its banner or none — and hydrate it (issue 43 point 3). Null for the
 * app's shell (a page the browser renders itself). `address`: the path and query it was sent for
 * (the browser's, as the app starts).
 */
export function prerenderedPage(root: Element, address: string): PrerenderedPage | null {
  const locale = root.getAttribute('data-prerendered');
  const variant = root.getAttribute('data-variant');
  return isLocale(locale) && isVariant(variant) ? { locale, variant, address } : null;
}
