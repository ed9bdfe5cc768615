import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const cfg = JSON.parse(readFileSync('tests/e2e/chromium.json','utf8'));
const cpu = () => { const s=readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (s[0]+s[1]+s[2]+s[5]+s[6])/100; };
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: cfg.executablePath, args: [...cfg.args, ...extra] });
const paths = ['/docs/odsl','/docs/category/topics','/docs/kb/currency','/docs/odsl/command/print','/docs/company/EEX','/docs/tutorials/gettingstartedodsl'];
async function load(page,p){ await page.goto('http://127.0.0.1:3300'+p); await page.locator('html[data-has-hydrated="true"]').waitFor(); }
async function run(mode){
  const c0=cpu(), t0=Date.now();
  const ctx = mode!=='fresh' ? await browser.newContext() : null;
  const one = mode==='samepage' ? await ctx.newPage() : null;
  for (let r=0;r<2;r++) for (const p of paths){
    if (mode==='fresh'){ const c=await browser.newContext(); const pg=await c.newPage(); await load(pg,p); await c.close(); }
    else if (mode==='newpage'){ const pg=await ctx.newPage(); await load(pg,p); await pg.close(); }
    else await load(one,p);
  }
  if (ctx) await ctx.close();
  return `${mode} wall ${(Date.now()-t0)/1000} cpu ${(cpu()-c0).toFixed(1)}`;
}
const out=[]; for (const m of ['fresh','newpage','samepage','fresh','newpage','samepage']) out.push(await run(m));
console.log(extra.join(' ')||'(default)'); console.log(out.join('\n'));
await browser.close();
