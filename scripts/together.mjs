// npm scripts run at once: `node scripts/together.mjs build build:demo`. Each of those is mostly one
// thread (the builds' prerender, the type checker, ESLint, Prettier), so on two cores two of them
// together take little more than the longer one: the builds about 64 s against 81 s one after the
// other. Each one's output is printed when it ends; the first failure fails the whole.
import { spawn } from 'node:child_process';

const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${script} (exit ${code})\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: node scripts/together.mjs <npm script>…');
const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
