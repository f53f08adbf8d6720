/**
 * The labelling round trip of the clause-function model (`test/clause-functions/README.md`):
 *
 *   tsx scripts/label-paragraphs.ts dump TEXT_DIR OUT_DIR
 *     writes OUT_DIR/<id>.txt, one paragraph per line as "[index] text", for a labeller;
 *   tsx scripts/label-paragraphs.ts import SET TEXT_DIR LINES_DIR
 *     reads the labeller's LINES_DIR/<id>.labels.txt ("index fn1,fn2" lines) and writes
 *     test/clause-functions/labels/SET/<id>.json (fingerprints and functions, no text).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitParagraphs } from '../src/clause-functions/paragraphs';
import { normalizeText } from '../src/extract/normalize';
import { LABELS_DIR, paragraphKey } from '../test/clause-functions/labels';

const textsOf = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => ({
      id: name.slice(0, -'.txt'.length),
      paragraphs: splitParagraphs(normalizeText(readFileSync(join(dir, name), 'utf8'))),
    }));

function dump(textDir: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const { id, paragraphs } of textsOf(textDir)) {
    const lines = paragraphs.map((p, i) => `[${i}] ${p.text.replace(/\n/gu, ' ')}`);
    writeFileSync(join(outDir, `${id}.txt`), `${lines.join('\n')}\n`);
  }
}

function importLabels(set: string, textDir: string, linesDir: string): void {
  mkdirSync(join(LABELS_DIR, set), { recursive: true });
  for (const { id, paragraphs } of textsOf(textDir)) {
    const byIndex = new Map<number, string[]>();
    for (const line of readFileSync(join(linesDir, `${id}.labels.txt`), 'utf8').split('\n')) {
      const match = /^(\d+)\s+(\S+)/u.exec(line.trim());
      if (match) byIndex.set(Number(match[1]), match[2]!.split(',').filter(Boolean).sort());
    }
    const rows = paragraphs.map((p, i) =>
      JSON.stringify([paragraphKey(p.text), byIndex.get(i) ?? []]),
    );
    writeFileSync(join(LABELS_DIR, set, `${id}.json`), `[\n  ${rows.join(',\n  ')}\n]\n`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'dump' && args.length === 2) dump(args[0]!, args[1]!);
else if (command === 'import' && args.length === 3) importLabels(args[0]!, args[1]!, args[2]!);
else {
  console.error('uso: label-paragraphs.ts dump TEXT_DIR OUT_DIR | import SET TEXT_DIR LINES_DIR');
  process.exitCode = 2;
}
