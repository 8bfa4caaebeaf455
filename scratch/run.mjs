import { createServer } from 'vite';
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', mode: 'test', logLevel: 'error' });
try {
  const { render } = await vite.ssrLoadModule('/scratch/entry.tsx');
  const t = performance.now();
  const html = await render(process.argv[2] ?? '/faq', process.argv[3] ?? 'fr-FR');
  console.log(html.length, Math.round(performance.now() - t), 'ms');
  console.log(html.slice(0, 3000));
} catch (e) {
  console.error('ERR', e);
}
await vite.close();
