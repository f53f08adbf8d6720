/**
 * Web bundle size: the gzipped JavaScript that `/` loads before any interaction (entry, its static
 * imports, modulepreloads, and the upload screen, which `/` renders at once) and each lazy route
 * chunk beyond that. Reads the Vite build (`apps/web/dist` and its `.vite/manifest.json`); run
 * `npm run build -w apps/web` first. Prints a table and the difference with `baseline.json`;
 * `--update-baseline` records the current numbers.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(HERE, '../../apps/web/dist');
const BASELINE = path.join(HERE, 'baseline.json');
/** DESIGN target for everything `/` loads before interaction. */
const TARGET_KB = 100;
/** The screen `/` renders; lazy in the router, but fetched as soon as `/` opens. */
const HOME_SCREEN = 'src/screens/upload/upload-screen.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Baseline {
  home: number;
  routes: Record<string, number>;
}

const gzipCache = new Map<string, Promise<number>>();
/** Gzipped size of a built file, in bytes (level 9, as a CDN would serve it). */
function gzipped(file: string): Promise<number> {
  let size = gzipCache.get(file);
  if (!size) {
    size = readFile(path.join(DIST, file)).then((bytes) => gzipSync(bytes, { level: 9 }).length);
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk's file plus every file it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Scripts and modulepreloads named by index.html (paths relative to dist). */
async function htmlScripts(): Promise<string[]> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ];
  return found.map((match) => match[1]!);
}

const sum = async (files: Iterable<string>) =>
  (await Promise.all([...files].map(gzipped))).reduce((total, size) => total + size, 0);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const delta = (now: number, before: number | undefined) =>
  before === undefined ? 'new' : `${now >= before ? '+' : ''}${kb(now - before)}`;

async function main(): Promise<void> {
  const manifestPath = path.join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No Vite manifest in apps/web/dist: run `npm run build -w apps/web` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);

  const home = new Set<string>(await htmlScripts());
  for (const entry of [...entries, HOME_SCREEN]) staticClosure(manifest, entry, home);
  const homeBytes = await sum(home);

  const routes: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.startsWith('src/') || key === HOME_SCREEN) continue;
    const extra = [...staticClosure(manifest, key)].filter((file) => !home.has(file));
    routes[key] = await sum(extra);
  }

  const baseline: Baseline | undefined = existsSync(BASELINE)
    ? (JSON.parse(await readFile(BASELINE, 'utf8')) as Baseline)
    : undefined;

  console.log(`\n\`/\` before interaction: ${home.size} files, ${kb(homeBytes)} KB gzipped`);
  console.log(
    `target ≤ ${TARGET_KB} KB: ${homeBytes <= TARGET_KB * 1024 ? 'met' : 'NOT MET'}` +
      ` (baseline ${baseline ? `${kb(baseline.home)} KB, Δ ${delta(homeBytes, baseline.home)} KB` : 'none'})\n`,
  );
  const homeRows = await Promise.all(
    [...home].sort().map(async (file) => ({ file, 'gzip KB': kb(await gzipped(file)) })),
  );
  console.table(homeRows);
  console.log('\nLazy chunks (what each adds on top of `/`):');
  console.table(
    Object.entries(routes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([chunk, bytes]) => ({
        chunk,
        'gzip KB': kb(bytes),
        'Δ KB': delta(bytes, baseline?.routes[chunk]),
      })),
  );

  if (process.argv.includes('--update-baseline')) {
    const next: Baseline = { home: homeBytes, routes };
    await writeFile(BASELINE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`\nBaseline written to ${path.relative(process.cwd(), BASELINE)}`);
  }
}

await main();
