// Chromium for Lighthouse (Debian's, with the project's flags), on a free DevTools port and a
// profile of its own: the benchmark's Lighthouse runs (scripts/bench.mjs, scripts/bench-limit.mjs).
import { spawn } from 'node:child_process';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export async function freePort() {
  const srv = net.createServer();
  await new Promise((resolve, reject) => srv.listen(0, '127.0.0.1', resolve).once('error', reject));
  const { port } = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/**
 * Chromium's command line for Lighthouse. `language`: the visitor's language (`fr-FR`), for the
 * browser's own languages (navigator.languages, which the app reads on a first visit) and the
 * Accept-Language of every request (which the servers read to pick the prerendered page). Without it
 * Chromium says en-US: a page served in French by its header was switched to English by the app once
 * started, and measured so.
 * @param {{ port: number, userDataDir: string, language?: string }} options
 */
export function lighthouseChromiumArgs({ port, userDataDir, language }) {
  return [
    ...CHROMIUM_ARGS,
    ...(language ? [`--accept-lang=${language}`] : []),
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${userDataDir}`,
    'about:blank',
  ];
}

export async function launchChromiumForLighthouse({ language } = {}) {
  const userDataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const port = await freePort();
  const args = lighthouseChromiumArgs({ port, userDataDir, language });
  // detached: own process group, so the whole Chromium tree is ended together.
  const child = spawn(CHROMIUM_PATH, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 30_000;
  let version;
  while (!version) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`chromium exited early (${child.exitCode ?? child.signalCode})${stderr.trim() ? `:\n${stderr.trim()}` : ''}`);
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`chromium did not open its DevTools port ${port} within 30 s${stderr.trim() ? `:\n${stderr.trim()}` : ''}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) version = await res.json();
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    version: version.Browser,
    async close() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
      await fsp.rm(userDataDir, { recursive: true, force: true }).catch(() => {});
    },
  };
}

/** Lighthouse's mobile settings as the benchmark measures every page: a phone, simulated Slow 4G and 4× CPU. */
export async function mobileSettings() {
  const { screenEmulationMetrics, userAgents, throttling } = await import('lighthouse/core/config/constants.js');
  return {
    formFactor: 'mobile',
    screenEmulation: screenEmulationMetrics.mobile,
    emulatedUserAgent: userAgents.mobile,
    throttling: throttling.mobileSlow4G,
    throttlingMethod: 'simulate',
  };
}
