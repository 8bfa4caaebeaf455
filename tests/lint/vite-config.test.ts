// @vitest-environment node
import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';

const ROOT = resolve(__dirname, '../..');

describe('vite.config.ts', () => {
  it.each(['demo', 'http', 'production'])('loads in mode %s without a warning (npm run demo prints no wall of them)', async (mode) => {
    const said: string[] = [];
    const quiet = createLogger('silent');
    const logger: Logger = {
      ...quiet,
      warn: (msg) => void said.push(msg),
      warnOnce: (msg) => void said.push(msg),
      error: (msg) => void said.push(msg),
    };
    const loaded = await loadConfigFromFile({ command: 'serve', mode }, resolve(ROOT, 'vite.config.ts'), ROOT, 'info', logger);
    expect(loaded?.path).toBe(resolve(ROOT, 'vite.config.ts'));
    expect(said).toEqual([]);
  });
});
