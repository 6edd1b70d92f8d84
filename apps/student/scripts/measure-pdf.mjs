// `pnpm --filter @decola/student perf:pdf`: how the PDF viewer opens and pages through a long PDF,
// in the built demo app served by the portal's own server (ranges, as in production). The demo's
// 4-page PDF content (5903) is given a generated 4-page and then a 300-page file of the same kind
// (and a 300-page one with a flat page tree, scripts/pdf/longPdf.mjs);
// for each, the time from opening the content to its first page drawn with its text layer, and the
// PDF bytes fetched by then (median of 3, fresh browser context each: no cache), without and with
// a slow-4G/4×-CPU throttle. Then the 300-page file is paged through to its end, twice: the time
// per page, and every 50 pages the page's JavaScript heap after a garbage collection, the
// renderer's memory, and what the DOM holds (canvases, text spans). A figure for docs/perf.md,
// never a test.
//
// Usage: node scripts/measure-pdf.mjs [--paging]   (after `pnpm --filter @decola/student build`)
// Port: PERF_PORT (default 4180) + 3.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { createPortalServer } from '../server/server.mjs';
import { longPdf } from './pdf/longPdf.mjs';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromiumPath, chromiumArgs } = require(path.join(appDir, '../../.ci/chromium.cjs'));
const PORT = Number(process.env.PERF_PORT ?? 4180) + 3;
const APP = `http://127.0.0.1:${PORT}/student`;
const CONTENT = '/student/course/59/content/5903';
const PDF_FILE = 'demo/files/guia-de-planejamento-de-obras.pdf';
const RUNS = 3;
/** `--paging`: only the paging through the 300-page file. */
const PAGING_ONLY = process.argv.includes('--paging');
const SLOW = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  },
  cpu: 4,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The memory of the browser's renderer processes (the page and its PDF.js worker), in MB. */
function rendererMemoryMb(browserPid) {
  const lines = execFileSync('ps', ['-o', 'pid=,ppid=,rss=,args=', '-A'], {
    encoding: 'utf8',
  }).split('\n');
  const below = new Set([browserPid]);
  let rss = 0;
  for (let pass = 0; pass < 3; pass += 1)
    for (const line of lines) {
      const [pid, ppid, kb, ...args] = line.trim().split(/\s+/);
      if (below.has(Number(ppid))) below.add(Number(pid));
      if (pass === 2 && below.has(Number(ppid)) && args.join(' ').includes('--type=renderer'))
        rss += Number(kb);
    }
  return rss / 1024;
}

async function signedInOnContent(context) {
  const page = await context.newPage();
  await page.goto(`${APP}/terms`);
  await page.waitForFunction(() => window.__decolaDemo !== undefined);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pdfRequests = new Map();
  let pdfBytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.endsWith(PDF_FILE.slice(4)))
      pdfRequests.set(requestId, request.headers.Range ?? 'whole');
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (pdfRequests.has(requestId)) pdfBytes += dataLength;
  });
  await page.evaluate(async () => {
    const answer = await fetch('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'aluno@decola.dev', password: 'Decola@2026' }),
    });
    if (!answer.ok) throw new Error(`login answered ${answer.status}`);
    localStorage.setItem('decola:signed-in', 'true');
  });
  return { page, cdp, pdf: () => ({ bytes: pdfBytes, requests: [...pdfRequests.values()] }) };
}

/** Opens the content and waits for page N drawn with its text: ms since the content was asked for. */
async function openAndTime(page) {
  await page.evaluate((path) => {
    window.__openedAt = performance.now();
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, CONTENT);
  return shown(page, 1);
}

async function shown(page, number) {
  const handle = await page.waitForFunction(
    (label) => {
      const text = document.querySelector(`article[aria-label="${label}"]`);
      const viewer = document.querySelector('[data-slot="pdf-viewer"]');
      if (!text || !viewer || viewer.getAttribute('aria-busy')) return false;
      return performance.now() - window.__openedAt;
    },
    `Texto da página ${number}`,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

async function measureOpening(browser, throttle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, cdp, pdf } = await signedInOnContent(context);
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', SLOW.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpu });
  }
  const ms = await openAndTime(page);
  const { bytes, requests } = pdf();
  await context.close();
  return { ms, kib: bytes / 1024, requests: requests.length };
}

/** Pages through the whole file twice (back to page 1 by the page field in between). */
async function pageThrough(browser, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { page, cdp } = await signedInOnContent(context);
  await openAndTime(page);
  await cdp.send('HeapProfiler.enable');
  const samples = [];
  const sample = async (pass, at) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const dom = await page.evaluate(() => ({
      canvases: document.querySelectorAll('canvas').length,
      spans: document.querySelectorAll('.textLayer span').length,
    }));
    samples.push({
      pass,
      page: at,
      heapMb: usedSize / 2 ** 20,
      rendererMb: rendererMemoryMb(browserPid),
      ...dom,
    });
  };
  await sample(1, 1);
  const perPage = [];
  const next = page.getByRole('button', { name: 'Próxima página' });
  for (const pass of [1, 2]) {
    if (pass === 2) {
      await page.getByRole('textbox', { name: 'Ir para a página' }).fill('1');
      await page.keyboard.press('Enter');
      await shown(page, 1);
    }
    for (let number = 2; number <= count; number += 1) {
      await page.evaluate(() => (window.__openedAt = performance.now()));
      await next.click();
      perPage.push(await shown(page, number));
      if (number % 50 === 0) await sample(pass, number);
    }
  }
  await context.close();
  return { samples, perPageMs: median(perPage) };
}

let browserPid = 0;
const build = path.join(appDir, 'dist');
const dir = mkdtempSync(path.join(tmpdir(), 'decola-pdf-'));
cpSync(build, dir, { recursive: true });
const results = {};
try {
  const files = [
    ['4 pages', 4, 'together'],
    ['300 pages', 300, 'together'],
    ['300 pages, flat page tree', 300, 'scattered'],
  ];
  for (const [name, pages, layout] of PAGING_ONLY ? files.slice(1, 2) : files) {
    writeFileSync(path.join(dir, PDF_FILE), longPdf(pages, { layout }));
    const server = createPortalServer({ dir });
    await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
    const chromiumServer = await chromium.launchServer({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    });
    browserPid = chromiumServer.process().pid;
    const browser = await chromium.connect(chromiumServer.wsEndpoint());
    const fast = [];
    const slow = [];
    for (let run = 0; run < (PAGING_ONLY ? 0 : RUNS); run += 1) {
      fast.push(await measureOpening(browser, false));
      slow.push(await measureOpening(browser, true));
    }
    if (!PAGING_ONLY)
      results[name] = {
        fileKiB: readFileSync(path.join(dir, PDF_FILE)).length / 1024,
        firstPageMs: median(fast.map((run) => run.ms)),
        firstPageSlowMs: median(slow.map((run) => run.ms)),
        // On the throttled link: locally the first whole-file answer arrives before PDF.js drops it.
        fetchedKiB: median(slow.map((run) => run.kib)),
        requests: median(slow.map((run) => run.requests)),
      };
    if (name === '300 pages') results.paging = await pageThrough(browser, pages);
    await browser.close();
    await chromiumServer.close();
    await new Promise((resolve) => server.close(resolve));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
