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
      // The page's own texts (content, its title included) are Japanese; the shell (common) is French, from the build.
      expect.equal(
        (await page.locator('h1').first().textContent())?.trim(),
        'よくある質問',
        'the page’s title from its own Japanese texts',
      );
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
      expect.equal(
        (await page.locator('h1').first().textContent())?.trim(),
        'ご利用の流れ',
        'the page’s title from its own Japanese texts',
      );
      await expect.eventually(
        () => page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Comment ça marche' }).isVisible(),
        'the menu in French',
      );
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
  {
    name: 'help texts: every FAQ answer and the privacy policy in five languages show no markup, and their links lead to the pages they name',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      for (const [segment, deletion] of [
        ['us', 'How do I delete my account?'],
        ['uk', 'How do I delete my account?'],
        ['ca', 'How do I delete my account?'],
        ['fr', 'Comment supprimer mon compte\u202f?'],
        ['jp', 'アカウントを削除するにはどうすればよいですか？'],
      ]) {
        await page.goto(`/${segment}/faq`);
        const main = page.getByRole('main');
        await main.locator('h1').waitFor();
        for (const button of await main.getByRole('heading', { level: 2 }).getByRole('button').all()) await button.click();
        const text = await main.innerText();
        expect.ok(!/<\/?[a-z]+>/.test(text), `${segment} FAQ shows no markup`);
        expect.ok(segment === 'jp' || !/\bLINE\b/.test(text), `${segment} FAQ offers no LINE Pay`);
        const answer = main.getByRole('region', { name: deletion });
        expect.equal(await answer.getByRole('link').count(), 3, `${segment}: the deletion answer links to profile, withdrawal, contact`);
        await page.goto(`/privacy-policy`);
        await page.locator('h1').waitFor();
        const policy = await page.getByRole('main').innerText();
        expect.ok(!/<\/?[a-z]+>/.test(policy), `${segment} privacy policy shows no markup`);
      }
      await page.goto('/us/faq');
      await page.getByRole('button', { name: 'How do I withdraw my balance?' }).click();
      await screenshot(page, 'faq-withdraw-answer-links-en-us');
      await page.getByRole('region', { name: 'How do I withdraw my balance?' }).getByRole('link', { name: 'your account' }).click();
      // The account needs a session: the link leads there through the login page.
      await expect.eventually(
        async () => new URL(page.url()).pathname === '/login',
        'the account link leads to the account (through login)',
      );
      await checkA11y(page, 'login after the FAQ link');
    },
  },
  {
    name: 'sign-up terms: the checkbox label links to the terms in a new tab, and the form keeps what was typed',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await page.goto('/uk/signup');
      const main = page.getByRole('main');
      await main.getByLabel('Name', { exact: true }).fill('Alex');
      const link = main.getByRole('link', { name: /terms of use and the privacy policy/ });
      expect.equal(await link.getAttribute('href'), '/privacy-policy', 'links to the terms');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.locator('h1').waitFor();
      expect.equal((await tab.locator('h1').textContent())?.trim(), 'Privacy policy', 'the terms open in a new tab');
      await tab.close();
      expect.equal(await main.getByLabel('Name', { exact: true }).inputValue(), 'Alex', 'the form keeps what was typed');
      expect.equal(
        await main.getByRole('checkbox', { name: /I accept the terms/ }).isChecked(),
        false,
        'following the link does not tick the box',
      );
      await checkA11y(page, 'signup with the terms link');
      await screenshot(page, 'signup-terms-link-en-gb');
    },
  },
];
