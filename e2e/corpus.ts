import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';

/** The project's own corpus (never the third-party texts of ../shared/corpus-real). */
export const CORPUS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/analyzer/test/corpus',
);

/** The corpus contract with the longest text, by its file name (`<name>.txt`). */
export async function longestCorpusContract(): Promise<string> {
  const names = (await readdir(CORPUS_DIR)).filter((name) => name.endsWith('.txt'));
  const sizes = await Promise.all(
    names.map(async (name) => ({ name, size: (await stat(path.join(CORPUS_DIR, name))).size })),
  );
  return sizes.sort((a, b) => b.size - a.size || a.name.localeCompare(b.name))[0]!.name;
}

/**
 * A real Word file of a corpus contract, one paragraph per line, written to a temporary file
 * named after it (`<name>.docx`); returns its path.
 */
export async function corpusDocx(txtName: string): Promise<string> {
  const text = await readFile(path.join(CORPUS_DIR, txtName), 'utf8');
  const document = new Document({
    sections: [{ children: text.split('\n').map((line) => new Paragraph({ text: line })) }],
  });
  const file = path.join(tmpdir(), txtName.replace(/\.txt$/u, '.docx'));
  await writeFile(file, await Packer.toBuffer(document));
  return file;
}
