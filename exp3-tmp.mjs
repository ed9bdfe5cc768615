import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const cfg = JSON.parse(readFileSync('tests/e2e/chromium.json','utf8'));
const cpu = () => { const s=readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (s[0]+s[1]+s[2]+s[5]+s[6])/100; };
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: cfg.executablePath, args: [...cfg.args, ...extra] });
async function m(name, fn){ const c0=cpu(), t0=Date.now(); await fn(); return `${name} wall ${(Date.now()-t0)/1000} cpu ${(cpu()-c0).toFixed(2)}`; }
const r=[];
r.push(await m('12 ctx+page+load', async()=>{ for(let i=0;i<12;i++){ const c=await browser.newContext(); const p=await c.newPage(); await p.goto('http://127.0.0.1:3300/docs/category/topics'); await p.locator('html[data-has-hydrated="true"]').waitFor(); await c.close(); }}));
r.push(await m('12 ctx+page+load', async()=>{ for(let i=0;i<12;i++){ const c=await browser.newContext(); const p=await c.newPage(); await p.goto('http://127.0.0.1:3300/docs/category/topics'); await p.locator('html[data-has-hydrated="true"]').waitFor(); await c.close(); }}));
console.log((extra.join(' ')||'(default)')+' | '+r.join(' | '));
await browser.close();
