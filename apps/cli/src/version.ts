import { readFileSync } from 'node:fs';

/** The version in apps/cli/package.json, which sits one level above both src/ and dist/. */
export function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(manifest.version);
}
