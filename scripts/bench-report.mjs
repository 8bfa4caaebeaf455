// docs/benchmarks.md from the figures scripts/bench.mjs measured (pure: figures in, Markdown out).
import { mapLines } from './bench-map.mjs';
import { limitLines } from './bench-limit.mjs';
import { GOALS, signedInLines } from './bench-signed-in.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (n) => (n == null || Number.isNaN(n) ? '–' : String(Math.round(n)));
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function benchmarksMarkdown(out) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  push(
    '# Benchmarks',
    '',
    `Measured ${out.generatedAt.slice(0, 10)} on commit \`${out.commit ?? 'unknown'}\`${out.dirty ? ' (with uncommitted changes)' : ''} with ` +
      `\`${out.command}\`, which rewrites this file. Machine: ${out.cpus} CPU cores, load average ${out.loadAverage.join(' / ')} at the start, ` +
      `Node ${out.node}, ${out.chromium ?? 'Chromium'}. Figures move with the machine's load; sizes do not.`,
    '',
  );

  const b = out.bundle;
  if (b) {
    const f = b.floor;
    push(
      '## JavaScript per route (gzip -9)',
      '',
      `The floor of the chosen libraries (${f.libraries.join(' + ')}), built with the app's Vite settings: ` +
        `**${kb(f.whole.jsGzip)} KB** whole, ${kb(f.minimal.jsGzip)} KB for the least an app does with them ` +
        '(`node scripts/floor.mjs`, kept in `scripts/floor.json`). `npm test` fails when the home route passes 1.2 × the whole floor ' +
        `(${kb(f.whole.jsGzip * 1.2)} KB) or OpenLayers reaches a route without a map (\`scripts/budget.mjs\`).`,
      '',
      'A route loads the entry, the composition (every page) and its screen, each with its static imports; CSS is counted apart.',
      '',
      table(
        ['route', 'screen chunk', 'JS KB', '× floor', 'CSS KB'],
        b.routes.map((r) => [
          r.path,
          `\`${r.screen.replace(/^.*\//, '')}\``,
          kb(r.jsGzip),
          (r.jsGzip / f.whole.jsGzip).toFixed(2),
          kb(r.cssGzip),
        ]),
      ),
      '',
    );
    if (b.mapRoutes?.length) {
      push(
        'The map routes fetch OpenLayers once their map opens (through the map port), and the bundled world map when it is the base map:',
        '',
        table(
          ['route', 'route KB', '+ OpenLayers KB', 'with the map KB', '+ world map KB'],
          b.mapRoutes.map((m) => [m.route, kb(m.routeGzip), kb(m.openLayersGzip), kb(m.withMapGzip), kb(m.worldMapGzip)]),
        ),
        '',
      );
    }
    push(`All JS of the production build: ${kb(b.allJsGzip)} KB gzip; all CSS: ${kb(b.allCssGzip)} KB.`, '');
  }

  push('## Lighthouse 12 (mobile, simulated throttling: Slow 4G, 4× CPU)', '');
  push('### Public pages: LCP against their limits (issue 22), TBT against the floor page (issue 43)', '');
  if (out.limit?.error) push(`Failed: ${out.limit.error}`, '');
  else if (out.limit) push(...limitLines(out.limit), '');
  else push('Skipped (`--skip-lighthouse`).', '');
  push('### Signed-in pages, cold on a phone (issue 22)', '');
  if (out.signedIn?.error) push(`Failed: ${out.signedIn.error}`, '');
  else if (out.signedIn)
    push(
      `\`scripts/bench-signed-in.mjs\`: the HTTP cache emptied before each load, the session kept; production over fakes/http answering after ${out.signedIn.apiLatencyMs} ms, the demo with its server in the page. LCP and TBT: Lighthouse, median of ${out.signedIn.runs}; ready: the balance and the first ten transactions (the withdrawal: the balance and the amount field) painted, in a load with the same throttling applied. The machine's column is Lighthouse's benchmark index in the runs: its 4× slowdown is meant for a 1500–2000 machine (a fast desktop), and a lower index, a slower or busier machine, measures a slower phone. Goal: LCP ≤ ${GOALS.lcp} ms, TBT ≤ ${GOALS.tbt} ms (✗: not met).`,
      '',
      ...signedInLines(out.signedIn),
      '',
    );
  else push('Skipped (`--skip-lighthouse`).', '');
  if (out.lighthouse?.skipped) push('Skipped (`--skip-lighthouse`).', '');
  for (const [build, lh] of Object.entries(out.lighthouse ?? {})) {
    if (build === 'skipped') continue;
    push(`### ${build === 'production' ? 'Production build' : 'Demo build (fake server in the page)'}`, '');
    if (lh?.error) {
      push(`Failed: ${lh.error}`, '');
      continue;
    }
    push(
      `Median of ${lh.runs} run(s) per route; the scores are Lighthouse's (0–100).`,
      '',
      table(
        ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
        lh.pages.map((p) => [
          p.path,
          String(p.scores.performance ?? '–'),
          String(p.scores.accessibility ?? '–'),
          String(p.scores['best-practices'] ?? '–'),
          String(p.scores.seo ?? '–'),
          ms(p.metrics.FCP),
          ms(p.metrics.LCP),
          ms(p.metrics.TBT),
          p.metrics.CLS == null ? '–' : p.metrics.CLS.toFixed(3),
          ms(p.metrics.SI),
        ]),
      ),
      '',
    );
  }

  push('## The account page with 1000 transactions', '');
  if (out.history?.error) push(`Failed: ${out.history.error}`, '');
  else if (out.history) {
    const h = out.history;
    push(
      `Usable after **${h.usableMs.median} ms** (median; worst ${h.usableMs.worst} ms; budget < ${h.budgetUsableMs} ms: ${h.withinBudget ? 'met' : 'missed'}); ` +
        `with one transaction ${h.baselineUsableMs.median} ms. An item opens in ${h.openMs.median} ms (worst ${h.openMs.worst} ms).`,
      '',
      `How: ${h.method}.`,
      '',
    );
  }

  push('## The account page with 10,000 transactions against 1,000', '');
  if (out.historyLong?.error) push(`Failed: ${out.historyLong.error}`, '');
  else if (out.historyLong) {
    const h = out.historyLong;
    push(
      '| transactions | first rows | scrolled to the end | longest task | blocking time | worst frame (over 50 ms) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: |',
      ...h.sizes.map(
        (s) =>
          `| ${s.transactions} | ${s.firstRowsMs} ms | ${s.allRowsMs} ms | ${s.longestTaskMs} ms | ${s.blockingMs} ms | ${s.worstFrameMs} ms (${s.slowFrames}) |`,
      ),
      '',
      `Ratios, 10,000 over 1,000: first rows **${h.ratios.firstRows}**, longest task **${h.ratios.longestTask}**, worst frame **${h.ratios.worstFrame}**.`,
      '',
      `How: ${h.method}.`,
      '',
    );
  }

  push('## The bin locator with 10,000 and 50,000 bins', '');
  if (out.map?.error) push(`Failed: ${out.map.error}`, '');
  else if (out.map) {
    const m = out.map;
    push(...mapLines(m).flatMap((line) => [line, '']), `How: ${m.method}.`, '');
  }
  return lines.join('\n');
}

/** The part of docs/benchmarks.md written by hand (an issue's figures before and after), between these lines. */
const KEPT = /<!-- kept by npm run bench -->\n[\s\S]*?<!-- end of the kept part -->\n/;

/**
 * The new figures with the hand-written part of the previous file kept, right after the file's first
 * paragraph: `npm run bench` rewrites the figures, never an issue's history of them.
 */
export function withKeptPart(markdown, previous) {
  const kept = previous.match(KEPT)?.[0];
  if (!kept) return markdown;
  const header = markdown.indexOf('\n\n', markdown.indexOf('\n\n') + 2);
  return header < 0 ? `${markdown}\n${kept}` : `${markdown.slice(0, header + 2)}${kept}\n${markdown.slice(header + 2)}`;
}
