import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const cfg = JSON.parse(readFileSync('tests/e2e/chromium.json','utf8'));
const cpu = () => { const s=readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (s[0]+s[1]+s[2]+s[5]+s[6])/100; };
const browser = await chromium.launch({ executablePath: cfg.executablePath, args: cfg.args });
async function m(name, fn){ const c0=cpu(), t0=Date.now(); await fn(); console.log(name,'wall',(Date.now()-t0)/1000,'cpu',(cpu()-c0).toFixed(2)); }
const ctx = await browser.newContext();
await m('12 blank contexts+pages', async()=>{ for(let i=0;i<12;i++){ const c=await browser.newContext(); const p=await c.newPage(); await p.goto('about:blank'); await c.close(); }});
await m('12 blank pages', async()=>{ for(let i=0;i<12;i++){ const p=await ctx.newPage(); await p.goto('about:blank'); await p.close(); }});
await m('12 pages to tiny url', async()=>{ for(let i=0;i<12;i++){ const p=await ctx.newPage(); await p.goto('http://127.0.0.1:3300/robots.txt'); await p.close(); }});
const one = await ctx.newPage();
await m('12 same page loads /docs/odsl', async()=>{ for(let i=0;i<12;i++){ await one.goto('http://127.0.0.1:3300/docs/odsl'); await one.locator('html[data-has-hydrated="true"]').waitFor(); }});
await m('12 new page loads /docs/odsl', async()=>{ for(let i=0;i<12;i++){ const p=await ctx.newPage(); await p.goto('http://127.0.0.1:3300/docs/odsl'); await p.locator('html[data-has-hydrated="true"]').waitFor(); await p.close(); }});
await m('12 new page loads /docs/odsl no close wait', async()=>{ const ps=[]; for(let i=0;i<12;i++){ const p=await ctx.newPage(); await p.goto('http://127.0.0.1:3300/docs/odsl'); await p.locator('html[data-has-hydrated="true"]').waitFor(); ps.push(p);} for (const p of ps) await p.close(); });
await browser.close();
