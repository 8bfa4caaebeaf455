// Issue 7, points 8, 17 and 18 in the demo build: texts that never block or blank the page,
// help texts that link to the app's own pages, the sign-up terms link.
export const serve = 'demo';

const RAW_KEY = /\b[a-z]+:[a-z]+\.[a-zA-Z.]+\b/;
const COMMON_JA = '/locales/ja-JP/common.json';

/** Counts the requests for `path` and answers them with `answer(n)` (n = 1, 2, …). */
async function intercept(page, path, answer) {
  const seen = [];
  await page.route(`**${path}`, async (route) => {
    seen.push(route.request().url());
    await answer(seen.length, route);
  });
  return seen;
}

function requestsTo(page, part) {
  const urls = [];
  page.on('request', (req) => {
    if (req.url().includes(part)) urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

async function shownWithoutRawKeys(page, expect, label) {
  await page.locator('h1').first().waitFor({ timeout: 25000 });
  const text = await page.locator('body').innerText();
  expect.ok(!RAW_KEY.test(text), `${label}: no raw i18n key (${text.match(RAW_KEY)?.[0] ?? ''})`);
  return text;
}

export const scenarios = [
  {
    name: 'texts: the Japanese common texts refused twice — French shell from the build, Japanese page, no raw key',
    timeoutMs: 60000,
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      page.allowConsoleErrors('net::ERR_FAILED');
      const seen = await intercept(page, COMMON_JA, (_n, route) => route.abort('failed'));
      const french = requestsTo(page, '/locales/fr-FR/');
      await page.goto('/jp/faq');
      const text = await shownWithoutRawKeys(page, expect, 'faq with common failed');
      expect.equal(seen.length, 2, 'the Japanese common texts were asked for twice (one retry)');
      // The page's own texts (content) are Japanese; the shell (common) is French, from the build.
      expect.equal((await page.locator('h1').first().textContent())?.trim(), 'Questions fréquentes', 'title from the French common texts');
      expect.ok(text.includes('どこに返却'), 'the FAQ answers are in Japanese');
      await expect.eventually(
        () => page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).isVisible(),
        'the footer in French',
      );
      expect.equal(french.length, 0, 'the unreachable server was not asked for French as well');
      await screenshot(page, 'texts-ja-common-refused');
    },
  },
  {
    name: 'texts: the Japanese common texts missing (404) — French from /locales, no raw key',
    async run({ newPage, expect }) {
      const page = await newPage({ viewport: { width: 1280, height: 800 } });
      page.allowConsoleErrors('404');
      const seen = await intercept(page, COMMON_JA, (_n, route) => route.fulfill({ status: 404, body: 'Not found' }));
      const french = requestsTo(page, '/locales/fr-FR/');
      await page.goto('/jp/how-it-works');
      await shownWithoutRawKeys(page, expect, 'how-it-works with common missing');
      expect.equal(seen.length, 1, 'a missing file is not asked for again');
      expect.equal(french, ['/locales/fr-FR/common.json'], 'French common texts from the server, nothing else');
      expect.equal((await page.locator('h1').first().textContent())?.trim(), 'Comment ça marche', 'title in French');
    },
  },
  {
    name: 'texts: the Japanese common texts stuck past the 8 s timeout — the retry brings them, page in Japanese',
    timeoutMs: 60000,
    async run({ newPage, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      page.allowConsoleErrors('net::ERR_FAILED', 'ERR_ABORTED');
      const seen = await intercept(page, COMMON_JA, async (n, route) => {
        if (n === 1) {
          // Never answered: the app gives up on it after 8 s.
          await new Promise((r) => setTimeout(r, 12000));
          await route.abort('timedout').catch(() => {});
          return;
        }
        await route.continue();
      });
      const started = Date.now();
      await page.goto('/jp/faq');
      // Until the texts are there, the page is not blank: the boot indicator is shown.
      expect.ok(await page.getByRole('status').first().isVisible(), 'a loading indicator while the texts load');
      await shownWithoutRawKeys(page, expect, 'faq after the retry');
      expect.equal((await page.locator('h1').first().textContent())?.trim(), 'よくある質問', 'title in Japanese');
      expect.equal(seen.length, 2, 'asked twice');
      const waited = Date.now() - started;
      expect.ok(waited >= 7500 && waited < 15000, `shown after the 8 s timeout and the retry (${waited} ms)`);
      await screenshot(page, 'texts-ja-common-retried');
    },
  },
];
