/** axe-core, injected from its own source into the page under test. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: Promise<string> | undefined;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Every violation on the page (or outside `exclude`), one readable line each. */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: await source });
  const violations = await page.evaluate(async (excluded) => {
    type Axe = { run(context: unknown): Promise<{ violations: unknown[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return (await axe.run(excluded ? { exclude: [[excluded]] } : document))
      .violations as AxeViolation[];
  }, exclude);
  return violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}
