import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ZAnalysis } from '@contrato-claro/shared';
import { BAD_FILES, FIXTURES_DIR } from './fixtures/index';

const BIN = fileURLToPath(new URL('../bin/contrato-claro-analyze.js', import.meta.url));
const TIMEOUT_MS = 120_000;
/** One refusal per path through the CLI: unknown bytes, a pdf.js failure, the pipeline. */
const REFUSED = ['old-word.doc', 'encrypted.pdf', 'not-a-contract.pdf'];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as a user would, in its own process. */
function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { timeout: TIMEOUT_MS, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: unknown }).code ?? -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const fixture = (file: string): string => join(FIXTURES_DIR, file);

// Each run starts a process (tsx + pdf.js): run them side by side.
describe.concurrent('contrato-claro-analyze', () => {
  it.each([
    ['no file', []],
    ['an unknown option', [fixture('contrato-locacao.pdf'), '--xml']],
    ['a missing file', [fixture('nao-existe.pdf')]],
  ])(
    'exits 1 with the usage on %s',
    async (_name, args) => {
      const { code, stdout, stderr } = await run(...args);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).not.toBe('');
    },
    TIMEOUT_MS,
  );

  it.each(BAD_FILES.filter(({ file }) => REFUSED.includes(file)))(
    'exits 2 with the pt-BR message for $file ($expected)',
    async ({ file, expected }) => {
      const { code, stdout, stderr } = await run(fixture(file));
      expect({ code, stdout, stderr }).toEqual({
        code: 2,
        stdout: '',
        stderr: `${ERROR_MESSAGES[expected]}\n`,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'prints a readable report of the lease PDF',
    async () => {
      const { code, stdout, stderr } = await run(fixture('contrato-locacao.pdf'));
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toContain('Análise do contrato "contrato-locacao.pdf"');
      expect(stdout).toMatch(/^Tipo: \S/mu);
      expect(stdout).toContain('Páginas: 4');
      expect(stdout).toMatch(/Nota final: \d{1,3}\/100 – (Satisfatório|Atenção|Crítico)/u);
      for (const label of ['Contradição:', 'Riscos financeiros:', 'Cláusulas atípicas:']) {
        expect(stdout).toContain(label);
      }
    },
    TIMEOUT_MS,
  );

  it(
    'prints the analysis of the services DOCX as JSON with --json',
    async () => {
      const { code, stdout } = await run('--json', fixture('contrato-servicos.docx'));
      expect(code).toBe(0);
      const analysis = ZAnalysis.parse(JSON.parse(stdout));
      expect(analysis.fileName).toBe('contrato-servicos.docx');
      expect(analysis.pageCount).toBe(1);
      expect(analysis.text).toContain('Serviço | Quantidade | Valor unitário | Total');
    },
    TIMEOUT_MS,
  );
});
