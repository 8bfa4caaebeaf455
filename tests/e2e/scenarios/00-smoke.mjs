// Smoke test: the demo build boots, has a title and an <h1>, and passes axe.
export const serve = 'demo';

export const scenarios = [
  {
    name: 'smoke: home page has a title and an h1, and passes axe',
    async run({ newPage, checkA11y, screenshot, expect }) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      const response = await page.goto('/');
      expect.ok(response?.ok(), `GET / answered ${response?.status()}`);
      await expect.eventually(async () => (await page.locator('h1').count()) > 0, 'an <h1> appears', 15000);
      const title = await page.title();
      expect.ok(title.trim().length > 0, 'document title is not empty');
      await checkA11y(page, 'home');
      await screenshot(page, 'smoke-home');
    },
  },
];
