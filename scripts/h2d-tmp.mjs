import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs'; import os from 'node:os';
import { chromium } from 'playwright-core';
import { launchChromiumForLighthouse } from './lib/lighthouse-chromium.mjs';
import { writeNginx } from '../deploy/render-nginx.mjs';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h2-'));
spawnSync('openssl', ['req','-x509','-newkey','ec','-pkeyopt','ec_paramgen_curve:prime256v1','-nodes','-days','1','-subj','/CN=127.0.0.1','-addext','subjectAltName=IP:127.0.0.1','-keyout',dir+'/k.pem','-out',dir+'/c.pem']);
writeNginx(dir, { env: {}, root: path.resolve('dist'), port: 18443, listenAddress: '127.0.0.1', apiUpstream: 'http://127.0.0.1:9', runtimeDir: dir, workerProcesses: 1, user: 'root', tlsCert: dir+'/c.pem', tlsKey: dir+'/k.pem' });
const ng = spawn('/usr/sbin/nginx', ['-p', dir, '-c', dir+'/nginx.conf', '-g', 'daemon off;']);
await new Promise(r => setTimeout(r, 1000));
const chrome = await launchChromiumForLighthouse({ language: 'fr-FR' });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const bcdp = await browser.newBrowserCDPSession(); await bcdp.send('Security.setIgnoreCertificateErrors', { ignore: true });
const ctx = browser.contexts()[0];
await ctx.setExtraHTTPHeaders({ 'Accept-Language': 'fr-FR' });
const steps = process.argv.slice(2);
for (const step of ['none', ...steps]) {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const protos = [];
  cdp.on('Network.responseReceived', (e) => protos.push(e.response.protocol));
  if (step === 'bypass' || step === 'all') await cdp.send('Network.setBypassServiceWorker', { bypass: true });
  if (step === 'cache' || step === 'all') { await cdp.send('Network.clearBrowserCache'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); }
  if (step === 'cpu' || step === 'all') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (step === 'net' || step === 'all') await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 184320, uploadThroughput: 86400 });
  await page.goto('https://127.0.0.1:18443/how-it-works', { waitUntil: 'load' });
  console.log(step, [...new Set(protos)].join(','), protos.length);
  await page.close();
}
await browser.close(); await chrome.close(); ng.kill();
