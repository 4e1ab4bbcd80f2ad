import { chromium } from '@playwright/test';

const url = process.argv[2];
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--headless=new'],
});
const ctx = await b.newContext();
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Profiler.start');
await p.goto(url);
await p.locator('main h1').first().waitFor();
await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
// inclusive time per function name for component-like names (capitalized)
const incl = new Map();
for (const n of profile.nodes) {
  const s = self.get(n.id) ?? 0;
  if (!s) continue;
  const seen = new Set();
  let id = n.id;
  while (id) {
    const f = byId.get(id).callFrame;
    const k = `${f.functionName} ${f.url.split('/').pop()}`;
    if (!seen.has(k)) {
      incl.set(k, (incl.get(k) ?? 0) + s);
      seen.add(k);
    }
    id = parent.get(id);
  }
}
const want = process.argv[3];
if (want) {
  const agg = new Map();
  for (const n of profile.nodes) {
    const s = self.get(n.id) ?? 0;
    if (!s) continue;
    let id = n.id;
    const chain = [];
    let hit = false;
    while (id) {
      const f = byId.get(id).callFrame;
      chain.push(`${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`);
      if (`${f.functionName} ${f.url.split('/').pop()}` === want) {
        hit = true;
        break;
      }
      id = parent.get(id);
    }
    if (hit) {
      const k = chain[0];
      agg.set(k, (agg.get(k) ?? 0) + s);
    }
  }
  [...agg]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(7), k));
}
[...incl]
  .filter(([k]) => /^[A-Z]/.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .forEach(([k, v]) => console.log((v / 1000).toFixed(1).padStart(7), k));
await b.close();
