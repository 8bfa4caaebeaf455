// Both builds the browser tests need, at once (`npm run build` and `npm run build:demo`): each is
// mostly one thread (the prerender above all), so on two cores together they take about 64 s
// against 81 s one after the other. Each one's output is printed when it ends; the first failure
// fails the whole.
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

const codes = await Promise.all([run('build'), run('build:demo')]);
process.exit(codes.find((code) => code !== 0) ?? 0);
