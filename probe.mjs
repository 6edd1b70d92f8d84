import { chromium } from 'playwright';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
const { launchOptions } = require('/work/wt/ci/.ci/chromium.cjs');
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js', {paths:['/work/wt/ci']}), 'utf8');
const base = process.argv[2];
const ids = ['primitives-button--primary','landing-landingpage--default','dashboard-mandatorytrackssection--default','access-registermodal--default','shell-appheader--default','primitives-carousel--default'];
const browser = await chromium.launch(launchOptions());
const ctx = await browser.newContext({ viewport: {width:1024,height:768}, reducedMotion:'reduce'});
const page = await ctx.newPage();
await page.goto(base + '/iframe.html?viewMode=story');
const settled = () => { const c = window.__STORYBOOK_PREVIEW__?.currentRender?.phase; return c==='finished'||c==='errored'||c==='aborted' ? c : false; };
for (let round=0; round<2; round++) for (const id of ids) {
  const t0 = Date.now();
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story&globals=template:default`);
  const t1 = Date.now();
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender, undefined, {timeout:20000});
  const t2 = Date.now();
  const phase = await (await page.waitForFunction(settled, undefined, {timeout:20000})).jsonValue();
  const t3 = Date.now();
  await page.screenshot({fullPage:true});
  const t4 = Date.now();
  await page.addScriptTag({content: axeSource});
  await page.evaluate(() => axe.run('body', { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa'] } }));
  const t5 = Date.now();
  console.log(id.padEnd(45), phase, 'goto', t1-t0, 'render', t2-t1, 'play', t3-t2, 'shot', t4-t3, 'axe', t5-t4);
}
await browser.close();
