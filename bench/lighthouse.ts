/**
 * Page speed: Lighthouse (mobile preset) against the built app served by the real server.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/auth,/dashboard,/find,/game/{game}] [--long-tasks] [--save DIR] [--dist DIR]
 *
 * Builds nothing. A child process serves apps/web/dist with a fresh database and a signed-in viewer
 * (bench/lighthouse-server.ts); each page is measured `runs` times in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium), the signed-in pages (`/dashboard`, `/find`, `/game/{game}`: the
 * first game near the viewer) with the viewer's session cookie set in the
 * browser, as a signed-in player's browser holds it: the page's WebSocket sends it too, which a cookie
 * passed as an extra header would not. Prints the median of each figure. Timings depend on the
 * machine's load; byte and request counts do not. `--long-tasks` also prints each run's main-thread tasks over 50 ms, where the
 * blocking time comes from. `--save DIR` writes each run's whole report (`auth-1.json`), to open in
 * the Lighthouse viewer or read with jq.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { sessionCookie } from './api-overhead-seed.ts';
import { LIGHTHOUSE_GAME_ID, LIGHTHOUSE_SECRET, LIGHTHOUSE_SESSION_TOKEN } from './lighthouse-session.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/auth,/dashboard,/find,/game/{game}' },
    dist: { type: 'string' },
    port: { type: 'string', default: '4319' },
    'long-tasks': { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});

/** `{game}` in a page's address: the first game near the viewer (bench/lighthouse-nearby-seed.ts). */
const withGame = (page: string) => page.replace('{game}', LIGHTHOUSE_GAME_ID);

/** Pages that need the signed-in viewer. */
const signedIn = (page: string) => /^\/(dashboard|find|game\/|my-games\/)/.test(page);

type Figures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  requests: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

function startServer(port: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('./lighthouse-server.ts', import.meta.url).pathname,
      '--port',
      port,
      ...(values.dist ? ['--dist', values.dist] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('lighthouse server ready')) resolve(child);
      else console.log(`[server] ${line}`);
    });
  });
}

type ResourceRow = { resourceType: string; transferSize: number; requestCount: number };
type LongTask = { url: string; startTime: number; duration: number };

async function measure(url: string, chromePort: number, reportFile?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A loaded machine can take long to paint; the defaults would abort the run instead of measuring it.
    maxWaitForFcp: 90_000,
    maxWaitForLoad: 120_000,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportFile) await writeFile(reportFile, JSON.stringify(lhr));
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalUrl.pathname}: the session cookie was not accepted`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const rows = ((lhr.audits['resource-summary']?.details as { items?: ResourceRow[] })?.items ??
    []) as ResourceRow[];
  const row = (type: string) => rows.find((r) => r.resourceType === type);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  if (values['long-tasks']) {
    const tasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] })?.items ?? []) as LongTask[];
    for (const task of tasks)
      console.log(
        `  long task at ${task.startTime.toFixed(0)} ms: ${task.duration.toFixed(0)} ms, ${task.url}`,
      );
  }
  return {
    performance: score('performance'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: (row('script')?.transferSize ?? 0) / 1024,
    totalKb: (row('total')?.transferSize ?? 0) / 1024,
    requests: row('total')?.requestCount ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

/** A run that fails outright (no paint within Lighthouse's limits on a loaded machine) is taken again, twice at most. */
async function measureWithRetry(url: string, chromePort: number, reportFile?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, chromePort, reportFile);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: ${(error as Error).message}; again`);
    }
  }
}

/**
 * Signs the browser in as the viewer, or out: sets or deletes the session cookie, which Lighthouse
 * keeps between runs (it clears a page's storage, not its cookies).
 */
async function setViewerSession(chromePort: number, signedIn: boolean): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const [name, value] = sessionCookie(LIGHTHOUSE_SESSION_TOKEN, LIGHTHOUSE_SECRET).split('=') as [
    string,
    string,
  ];
  if (signedIn) {
    await browser.setCookie({ name, value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' });
  } else {
    await browser.deleteMatchingCookies({ name });
  }
  await browser.disconnect();
}

function median(numbers: number[]): number {
  const sorted = numbers.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medians(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

async function main() {
  const runs = Number(values.runs);
  const pages = values.pages.split(',');
  const server = await startServer(values.port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const table: string[] = [];
  if (values.save) await mkdir(values.save, { recursive: true });
  /** Where a run's report goes: `/auth`, run 2 → auth-2.json (`/` is "landing"). */
  const reportFile = (page: string, run: number) =>
    values.save
      ? join(values.save, `${page.slice(1).replace(/[/{}]+/g, '-') || 'landing'}-${run}.json`)
      : undefined;
  try {
    for (const page of pages) {
      const url = `http://127.0.0.1:${values.port}${withGame(page)}`;
      await setViewerSession(chrome.port, signedIn(page));
      // One unmeasured load warms the server (first reads, the JIT) so the runs compare like with like.
      await measureWithRetry(url, chrome.port);
      const results: Figures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const figures = await measureWithRetry(url, chrome.port, reportFile(page, i + 1));
        console.log(
          `${page} run ${i + 1}: performance ${figures.performance}, LCP ${figures.lcpMs.toFixed(0)} ms`,
        );
        results.push(figures);
      }
      const m = medians(results);
      table.push(
        `| \`${page}\` | ${m.performance} | ${(m.fcpMs / 1000).toFixed(2)} s | ${(m.lcpMs / 1000).toFixed(2)} s | ` +
          `${m.tbtMs.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} KB | ${m.totalKb.toFixed(1)} KB | ` +
          `${m.requests} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} |`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  console.log(`\nLighthouse ${runs} runs per page, mobile preset, medians\n`);
  console.log(
    '| Page | Performance | FCP | LCP | TBT | CLS | JS (transfer) | Total (transfer) | Requests | Accessibility | Best practices | SEO |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const line of table) console.log(line);
}

await main();
