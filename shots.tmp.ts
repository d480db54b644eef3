import { chromium } from 'playwright-core';
const [base, email, pw, lang, outdir, paths] = process.argv.slice(2);
const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: email, password: pw }) });
const { token } = (await login.json()) as { token: string };
const user = await (await fetch(`${base}/api/me`, { headers: { Authorization: `Bearer ${token}` } })).json();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
const fs = await import('node:fs');
fs.mkdirSync(outdir!, { recursive: true });
for (const [w, h] of [[375, 800], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w!, height: h! }, baseURL: base });
  await ctx.addInitScript(([t, u, l]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); localStorage.setItem('language', l); }, [token, JSON.stringify(user), lang] as const);
  const page = await ctx.newPage();
  for (const p of paths!.split(',')) {
    await page.goto(p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `${outdir}/${name}-${lang}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
