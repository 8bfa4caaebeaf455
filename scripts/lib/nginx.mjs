// Starts Debian's nginx on the configuration of deploy/ (rendered by deploy/render-nginx.mjs) in
// a temporary directory, in the foreground, on a free loopback port: for the browser tests and the
// benchmarks (scripts/bench-limit.mjs; scripts/bench-signed-in.mjs, over HTTPS: `tls`).
//
//   const nginx = await startNginx({ root, apiUpstream });   // { url, errors(), stop() }
//
// Everything nginx writes (pid, logs, temp files) stays in that directory; stop() ends it and
// removes the directory. A test process that dies first still ends nginx (an exit hook).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginx } from '../../deploy/render-nginx.mjs';
import { precompress } from '../precompress.mjs';

/** Debian's nginx (NGINX_PATH to use another). */
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const INSTALL_HINT =
  'apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (.ci/run installs them when missing)';

/** nginx processes still running, with their directories: ended and removed if the test process exits first. */
const running = new Map();
process.on('exit', () => {
  for (const [child, dir] of running) {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const connects = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Throws, saying how to install them, when nginx or its Brotli modules are missing. */
export function requireNginx() {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is not installed (${NGINX} is missing): ${INSTALL_HINT}`);
  const missing = BROTLI_MODULES.filter((m) => !fs.existsSync(path.join(MODULES_DIR, m)));
  if (missing.length) throw new Error(`nginx's Brotli modules are missing (${missing.join(', ')}): ${INSTALL_HINT}`);
}

/**
 * Renders deploy/'s configuration for `root` (the built app) with /api/ and /translation passed to
 * `apiUpstream`, and starts nginx on it. `env`: the build's VITE_* settings (default: none, as the
 * test build is made). `tls`: HTTPS with HTTP/2, on a certificate of its own (`certificateFor127`).
 * Fails with the way to install nginx when it is missing.
 */
export async function startNginx({ root = path.join(REPO_ROOT, 'dist'), apiUpstream, env = {}, tls = false }) {
  requireNginx();
  // The .br and .gz copies nginx sends: written if the build did not, refreshed if a file changed since.
  precompress(root);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circulo-nginx-'));
  const port = await freePort();
  writeNginx(dir, {
    ...(tls ? certificateFor127(dir) : {}),
    env,
    root,
    port,
    listenAddress: '127.0.0.1',
    apiUpstream,
    runtimeDir: dir,
    workerProcesses: 1,
    // Run as root (as CI is), nginx would hand its worker to `nobody`, who may not read the checkout.
    ...(process.getuid?.() === 0 ? { user: 'root' } : {}),
  });
  const output = [];
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(child, dir);
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));

  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = `${output.join('')}${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    if (await connects(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on 127.0.0.1:${port} within 10 s:\n${output.join('')}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    /** What nginx logged at level error or worse (an upstream it could not reach, a bad path…). */
    errors: () =>
      errorLog()
        .split('\n')
        .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l)),
    stop,
  };
}

/**
 * A certificate for 127.0.0.1 signed by itself, made by openssl in `dir` (removed with it): nginx then
 * serves HTTPS with HTTP/2 (deploy/'s `--tls-cert`), as customers reach the app. A browser must be
 * told to accept it (the benchmark: `Security.setIgnoreCertificateErrors`).
 */
function certificateFor127(dir) {
  const tlsCert = path.join(dir, 'cert.pem');
  const tlsKey = path.join(dir, 'key.pem');
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', tlsKey];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1'];
  const made = spawnSync('openssl', ['req', '-x509', ...key, ...subject, '-out', tlsCert], { encoding: 'utf8' });
  if (made.status !== 0)
    throw new Error(
      `openssl could not make a certificate (apt-get install openssl; .ci/run installs it): ${made.error?.message ?? made.stderr}`,
    );
  return { tlsCert, tlsKey };
}

/** Runs `fn(nginx)` with nginx started for it, and stops nginx afterwards, whatever happens. */
export async function withNginx(options, fn) {
  const nginx = await startNginx(options);
  try {
    return await fn(nginx);
  } finally {
    await nginx.stop();
  }
}
