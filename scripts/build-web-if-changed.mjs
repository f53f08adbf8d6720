#!/usr/bin/env node
// `npm start`'s first step: builds the web app only when what it is built from changed since the
// last build, so a restart does not spend half a minute rebuilding the same SPA. The fingerprint
// (SHA-256 of every source file's path and bytes) is written into the build's own folder, which
// Vite empties on every build: another build (`build:e2e`, its own mode) leaves no fingerprint,
// and the next start rebuilds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.source-hash');
/** What the SPA is built from: its sources and config, the shared contracts, the lock file. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

function filesOf(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesOf(path.join(relative, name)));
}

const hash = createHash('sha256');
// The variables Vite reads at build time (VITE_*) shape the build as much as the files do.
for (const [name, value] of Object.entries(process.env).sort()) {
  if (name.startsWith('VITE_')) hash.update(`${name}=${value}\n`);
}
for (const file of SOURCES.flatMap(filesOf)) {
  hash.update(`${file}\n`);
  hash.update(readFileSync(path.join(root, file)));
}
const fingerprint = hash.digest('hex');

const built = existsSync(stamp) && existsSync(path.join(dist, 'index.html'));
if (built && readFileSync(stamp, 'utf8').trim() === fingerprint) {
  console.log('Web app unchanged since its last build: not rebuilt.');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${fingerprint}\n`);
}
