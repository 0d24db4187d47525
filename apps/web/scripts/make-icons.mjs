/**
 * Draws the PNG icons of the web app manifest from public/icons/icon.svg with Chromium,
 * so the PNGs always match the SVG: `node scripts/make-icons.mjs`, then commit them.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const icons = new URL('../public/icons/', import.meta.url);
const svg = await readFile(new URL('icon.svg', icons), 'utf8');
const profile = await mkdtemp(join(tmpdir(), 'naipe-icons-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // Maskable icons keep their picture inside the middle 80%: padding of the same felt.
  const sizes = [
    ['icon-192.png', 192, 0],
    ['icon-512.png', 512, 0],
    ['icon-maskable-512.png', 512, 0.12],
  ];
  for (const [name, size, pad] of sizes) {
    await page.setViewportSize({ width: size, height: size });
    const inner = Math.round(size * (1 - 2 * pad));
    await page.setContent(
      `<body style="margin:0;background:#0f5132;display:grid;place-items:center;height:${size}px">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await writeFile(
      new URL(name, icons),
      await page.screenshot({ type: 'png', omitBackground: false }),
    );
  }
} finally {
  await browser.close();
  await rm(profile, { recursive: true, force: true });
}
