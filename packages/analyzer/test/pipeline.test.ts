import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES, CRITERIA, ZAnalysis, type TAnalysis } from '@contrato-claro/shared';
import { analyze, analyzeText, MAX_EXCERPT } from '../src/index';
import { warmUpSpelling } from '../src/analyzers/objective/spelling';
import { BAD_FILES, FIXTURES_DIR, GOOD_FILES } from './fixtures';

const CORPUS = fileURLToPath(new URL('./corpus/', import.meta.url));
const corpus = (name: string) => readFileSync(join(CORPUS, `${name}.txt`), 'utf8');

/** Well-drafted contracts of the corpus. */
const GOOD = [
  'locacao-residencial-modelo',
  'prestacao-servicos-modelo',
  'confidencialidade-bilateral-modelo',
  'compra-venda-equipamentos-modelo',
];
/** Placeholders left unfilled, no termination clause and a 30% fine. */
const BAD = 'prestacao-servicos-critico';

/** Clauses that each add a defect, inserted before the signature block of a good contract. */
const DEFECTS = [
  'CLÁUSULA ADICIONAL – DA MULTA\n\nA parte que descumprir qualquer obrigação pagará à outra multa de 40% (quarenta por cento) do valor do contrato.',
  'CLÁUSULA ADICIONAL – DA RESCISÃO\n\nO CONTRATANTE poderá rescindir este contrato a qualquer tempo, independentemente de motivo, sem qualquer indenização.',
  'CLÁUSULA ADICIONAL – DO REAJUSTE\n\nOs valores serão reajustados a cada 3 (três) meses, a critério exclusivo da parte credora.',
  'CLÁUSULA ADICIONAL – DO PRAZO\n\nO prazo de entrega dos documentos será de 45 (trinta) dias, prorrogado automaticamente por períodos sucessivos.',
  'CLÁUSULA ADICIONAL – DA CITAÇÃO\n\nAs partes autorizam que citações e intimações judiciais sejam feitas por WhatsApp, e renunciam expressamente a qualquer direito de indenização.',
];

function run(name: string): TAnalysis {
  const result = analyzeText(corpus(name), { fileName: `${name}.txt` });
  if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
  return result.value;
}

function withDefect(text: string, defect: string): string {
  const closing = text.search(/\n(?:E,? (?:por )?estarem|E por estarem|Por estarem)/u);
  const at = closing === -1 ? text.length : closing;
  return `${text.slice(0, at)}\n\n${defect}\n${text.slice(at)}`;
}

beforeAll(() => warmUpSpelling(), 60_000);

describe('analyzeText', () => {
  it('produces a valid analysis for every corpus contract', () => {
    for (const name of [
      ...GOOD,
      BAD,
      'locacao-residencial-abusiva',
      'termos-uso-streaming-abusivo',
    ]) {
      const analysis = run(name);
      expect(() => ZAnalysis.parse(analysis), name).not.toThrow();
      for (const criterion of CRITERIA) {
        const { score, findings } = analysis[criterion];
        const lost = findings.reduce((sum, finding) => sum + finding.points, 0);
        expect(lost, `${name} ${criterion}`).toBe(100 - score);
        for (const finding of findings) {
          expect(finding.clause.excerpt.length).toBeLessThanOrEqual(MAX_EXCERPT);
          expect(finding.clause.end).toBeLessThanOrEqual(analysis.text.length);
          expect(finding.id).toMatch(/^[a-z_]+\.[a-z_]+#\d+$/u);
        }
      }
    }
  });

  it('scores a complete, well-drafted contract at 80 or more', () => {
    for (const name of GOOD) {
      const analysis = run(name);
      expect(analysis.finalScore.score, name).toBeGreaterThanOrEqual(80);
      expect(analysis.finalScore.band).toBe('Satisfatório');
    }
  });

  it('bands a contract with placeholders, no termination and a 30% fine "Atenção", as a lawyer does', () => {
    const analysis = run(BAD);
    expect(analysis.finalScore.score).toBeLessThan(80);
    expect(analysis.finalScore.band).toBe('Atenção');
    const rules = CRITERIA.flatMap((criterion) => analysis[criterion].findings.map((f) => f.rule));
    expect(rules).toEqual(
      expect.arrayContaining([
        'objetividade.placeholder',
        'padrao.ausente',
        'financeiro.multa_excessiva',
      ]),
    );
  });

  it('never raises a score when a defect clause is added to a good contract', () => {
    for (const name of GOOD) {
      const base = run(name);
      for (const defect of DEFECTS) {
        const result = analyzeText(withDefect(corpus(name), defect), { fileName: 'x.txt' });
        expect(result.ok).toBe(true);
        if (!result.ok) continue;
        expect(
          result.value.finalScore.score,
          `${name} + ${defect.slice(0, 40)}`,
        ).toBeLessThanOrEqual(base.finalScore.score);
        // The 40% fine is a defect in any contract type: it must cost points.
        if (defect === DEFECTS[0]) {
          expect(result.value.finalScore.score).toBeLessThan(base.finalScore.score);
        }
        for (const criterion of CRITERIA) {
          expect(result.value[criterion].score, `${name} ${criterion}`).toBeLessThanOrEqual(
            base[criterion].score,
          );
        }
      }
    }
  });

  it('writes a summary of 2 to 4 sentences naming the parties, value and term', () => {
    const summary = run('locacao-residencial-modelo').finalScore.resumo_contrato;
    const sentences = summary.split(/(?<=\.)\s+(?=[A-Z])/u);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(summary).toMatch(/locador/iu);
    expect(summary).toMatch(/R\$\s?2\.400,00/u);
    expect(summary).toMatch(/30 meses/u);
  });

  it('attaches legal bases only from the vetted table, and only where they apply', () => {
    const analysis = run('locacao-residencial-abusiva');
    const bases = CRITERIA.flatMap((criterion) =>
      analysis[criterion].findings.flatMap((finding) =>
        finding.legalBasis ? [finding.legalBasis] : [],
      ),
    );
    expect(bases.map((basis) => basis.id)).toContain('lei8245.art37');
    expect(bases.some((basis) => basis.id.startsWith('cdc.'))).toBe(false);
  });

  it('refuses a text with no contractual signal', () => {
    const result = analyzeText(
      'Receita de bolo de cenoura\n\nBata no liquidificador três cenouras, quatro ovos e meia xícara de óleo. Misture com dois copos de farinha e asse por quarenta minutos.',
      { fileName: 'receita.txt' },
    );
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'NOT_A_CONTRACT' }),
    });
  });
});

describe('analyze', () => {
  it('analyses real PDF and DOCX files, reporting the stages in order', async () => {
    for (const { file } of GOOD_FILES) {
      const bytes = new Uint8Array(readFileSync(join(FIXTURES_DIR, file)));
      const stages: string[] = [];
      const result = await analyze(bytes, {
        fileName: file,
        onStage: (stage) => stages.push(stage),
      });
      expect(result.ok, file).toBe(true);
      if (!result.ok) continue;
      // A text document never reaches the OCR stage.
      expect(stages).toEqual(
        ANALYSIS_STAGES.filter((stage) => stage !== 'lendo o documento digitalizado'),
      );
      expect(result.value.fileSize).toBe(bytes.length);
      expect(result.value.fileName).toBe(file);
      expect(() => ZAnalysis.parse(result.value)).not.toThrow();
      expect(result.value.pageCount).toBeGreaterThan(0);
    }
  }, 60_000);

  it('returns typed errors for bad files, including NOT_A_CONTRACT', async () => {
    for (const { file, expected } of BAD_FILES.filter(
      (bad) => bad.file !== 'blank-2000-pages.pdf',
    )) {
      const bytes = new Uint8Array(readFileSync(join(FIXTURES_DIR, file)));
      const result = await analyze(bytes, { fileName: file });
      expect(result.ok, file).toBe(false);
      if (!result.ok) expect(result.error.code, file).toBe(expected);
    }
  }, 180_000);
});
