import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCALES, type Locale } from '../../src/core/content/locale';
import { PUBLIC_ROUTES, USER_ROUTES } from '../../src/ui/app/route-table.js';
import { TEXT_LINKS, TEXT_TAGS } from '../../src/ui/i18n/text-links';
import { NAMESPACES } from '../../src/core/content/namespaces';

type Tree = { [key: string]: string | Tree };
const DIR = resolve(__dirname, '../../src/ui/locales');

/** Every text of a language, as `ns:key` → text. */
function texts(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const ns of NAMESPACES) walk(JSON.parse(readFileSync(`${DIR}/${locale}/${ns}.json`, 'utf8')) as Tree, `${ns}:`);
  return out;
}

/** Shown only in the Japanese market: how-it-works lists the market's payout methods, the withdraw page its LINE Pay form. */
const JAPAN_ONLY = /^content:howItWorks\.withdraw\.methods\.line\.|^wallet:payout\.line\.|^errors:line_reference_invalid$/;

/** Texts shown by a component of their own, with the tags it knows (SignupScreen's TermsLabel, the history's download button). */
const OWN_TAGS: Readonly<Record<string, readonly string[]>> = {
  'auth:signup.terms': ['terms', 'privacy', 'newtab'],
  'wallet:history.download': ['more'],
};

const ROUTES = new Set([...PUBLIC_ROUTES.map((r) => r.path), ...USER_ROUTES.map((r) => `/user/${r.page}`)]);

describe('help texts promise only what exists', () => {
  it.each(LOCALES.filter((l) => l !== 'ja-JP'))('%s never offers LINE Pay, a Japanese payout method', (locale) => {
    const offending = [...texts(locale)].filter(([key, text]) => /\bLINE\b/.test(text) && !JAPAN_ONLY.test(key)).map(([key]) => key);
    expect(offending).toEqual([]);
  });

  it('links only to pages the app has', () => {
    for (const href of Object.values(TEXT_LINKS)) expect(ROUTES, href).toContain(href.split('?')[0]);
  });

  it.each(LOCALES)('%s uses only formatting tags and links to known pages, each closed', (locale) => {
    for (const [key, text] of texts(locale)) {
      const known = new Set<string>([...TEXT_TAGS, ...Object.keys(TEXT_LINKS), ...(OWN_TAGS[key] ?? [])]);
      for (const [, name] of text.matchAll(/<\/?([A-Za-z][\w-]*)[^>]*>/g)) expect(known, `${locale} ${key}: <${name}>`).toContain(name);
      for (const tag of Object.keys(TEXT_LINKS)) {
        expect(text.split(`<${tag}>`).length, `${locale} ${key}: <${tag}> opened and closed`).toBe(text.split(`</${tag}>`).length);
      }
    }
  });

  /** The titles of the pages that introduce themselves (InfoPage), each in its screen's namespace. */
  const PAGE_TITLES = [
    'support:contact.title',
    'support:dsar.title',
    'support:thankYou.title',
    'content:faq.title',
    'content:howItWorks.title',
    'content:products.title',
    'content:privacy.title',
    'auth:reset.title',
    'auth:signup.title',
    'auth:verify.title',
    'auth:verificationError.title',
  ];

  it.each(LOCALES)('%s links every page it names in quotes to that page', (locale) => {
    const all = texts(locale);
    // A page is named by its title, or by the label of the link that leads to it.
    const pageNames = [...all]
      .filter(([key]) => PAGE_TITLES.includes(key) || /^wallet:account\.(withdrawLink|profileLink)$|^common:nav\.\w+$/.test(key))
      .map(([, name]) => name)
      .filter((name) => name.length > 3);
    const quoted = /«\s*([^»]+?)\s*»|“([^”]+)”|「([^」]+)」/g;
    const unlinked: string[] = [];
    for (const [key, text] of all) {
      if (/\.(title|question)$|^common:nav\./.test(key)) continue;
      // Quoted names inside a link are fine: remove the links, then look for what is left.
      const outsideLinks = text.replace(/<(\w+)>.*?<\/\1>/g, (whole, tag: string) => (tag in TEXT_LINKS ? '' : whole));
      for (const match of outsideLinks.matchAll(quoted)) {
        const name = match[1] ?? match[2] ?? match[3] ?? '';
        if (pageNames.includes(name)) unlinked.push(`${key}: ${name}`);
      }
    }
    expect(unlinked).toEqual([]);
  });
});

describe('notifications speak in one style', () => {
  // The titles of the notifications the forms show (their details go in the message under them).
  const TITLES = [
    'auth:login.failed',
    'auth:signup.failed',
    'auth:forgot.recoverySent',
    'auth:verify.codeSent',
    'auth:verify.confirmed',
    'auth:reset.done',
    'errors:sww',
    'support:contact.failed',
    'support:dsar.failed',
  ];

  it.each(LOCALES)('%s: the contact and data-request forms title their notifications like the others: short, no full stop', (locale) => {
    const all = texts(locale);
    for (const key of TITLES) {
      const title = all.get(key) ?? '';
      expect(title, `${locale} ${key}`).not.toMatch(/[.。]$/);
      if (locale !== 'ja-JP') expect(title.split(/\s+/).length, `${locale} ${key}: "${title}"`).toBeLessThanOrEqual(4);
      else expect(title, `${locale} ${key}`).toMatch(/(ました|でした)$/);
    }
  });
});
