import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAUSE_KEYS, type TDefaultClauseKey } from '@contrato-claro/shared';
import { defaultClauseChecklist, defaultClausesAnalyzer } from '.';
import { CHECKLIST } from './patterns';
import { documentFromText } from '../../prepare';
import { describeCases, loadCases } from '../test-cases';

describeCases('default-clauses', defaultClausesAnalyzer);

/** Rows that also pin checklist items: `checklist` by presence, `expects` by expectation. */
interface ChecklistRow {
  name: string;
  text: string;
  expected: {
    checklist?: Partial<Record<TDefaultClauseKey, boolean>>;
    expects?: Partial<Record<TDefaultClauseKey, boolean>>;
  };
}

describe('default-clauses checklist cases', () => {
  const rows = (loadCases('default-clauses') as ChecklistRow[]).filter(
    (row) => row.expected.checklist !== undefined || row.expected.expects !== undefined,
  );
  it.each(rows)('$name', ({ text, expected }) => {
    const items = defaultClauseChecklist(documentFromText(text));
    const byKey = new Map(items.map((item) => [item.key, item]));
    for (const [key, present] of Object.entries(expected.checklist ?? {})) {
      expect(byKey.get(key as TDefaultClauseKey)?.present, `${key} present`).toBe(present);
    }
    for (const [key, isExpected] of Object.entries(expected.expects ?? {})) {
      expect(byKey.get(key as TDefaultClauseKey)?.expected, `${key} expected`).toBe(isExpected);
    }
  });
});

describe('defaultClauseChecklist', () => {
  const [complete, withoutTermination] = loadCases('default-clauses');

  it('lists every key, with the clause that satisfies it as evidence', () => {
    const items = defaultClauseChecklist(documentFromText(complete!.text));
    expect(items.map((item) => item.key)).toEqual([...DEFAULT_CLAUSE_KEYS]);
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(items.every((item) => item.present)).toBe(true);
    expect(byKey.partes?.clauseRef).toBe('Preâmbulo');
    expect(byKey.objeto?.clauseRef).toBe('Cláusula 1ª');
    expect(byKey.rescisao?.clauseRef).toBe('Cláusula 8ª');
    expect(byKey.protecao_dados?.clauseRef).toBe('Cláusula 6ª');
    expect(byKey.assinaturas?.clauseRef).toBe('Assinaturas');
    expect(byKey.objeto?.label).toBe('Objeto do contrato');
  });

  it('marks a missing clause as absent with no evidence', () => {
    const items = defaultClauseChecklist(documentFromText(withoutTermination!.text));
    const rescisao = items.find((item) => item.key === 'rescisao');
    expect(rescisao).toMatchObject({ present: false, expected: true });
    expect(rescisao?.clauseRef).toBeUndefined();
  });

  it('reports a missing data-protection clause as medium, citing the LGPD (art. 7º and 46)', () => {
    const crm = loadCases('default-clauses').find((row) => row.name.includes('CRM licence'))!;
    const findings = defaultClausesAnalyzer.analyze(documentFromText(crm.text));
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'média', legalRef: 'lgpd.art7-46' }),
    ]);
  });

  it('points the fine at the breach penalty, not at the late-payment fine before it', () => {
    const text =
      'CONTRATO DE DESENVOLVIMENTO DE SOFTWARE SOB ENCOMENDA\n\nCláusula 1ª – Preço e pagamento\nA CONTRATANTE pagará o preço total de R$ 36.000,00.\nParágrafo primeiro. O atraso no pagamento sujeitará a CONTRATANTE à multa de 2% sobre a parcela em atraso.\n\nCláusula 2ª – Vigência e rescisão\nEste contrato vigora da assinatura até a entrega final.\nParágrafo primeiro. Qualquer das partes poderá rescindir o contrato se a outra descumprir obrigação, pagando a parte culpada multa de 10% do preço total.';
    const items = defaultClauseChecklist(documentFromText(text));
    expect(items.find((item) => item.key === 'multa')?.clauseRef).toBe('Cláusula 2ª, § 1º');
    const lateOnly = text.slice(0, text.indexOf('\n\nCláusula 2ª'));
    const late = defaultClauseChecklist(documentFromText(lateOnly));
    expect(late.find((item) => item.key === 'multa')?.clauseRef).toBe('Cláusula 1ª, § 1º');
  });

  it('reads a real corpus contract', () => {
    const text = readFileSync(
      new URL('../../../test/corpus/locacao-residencial-modelo.txt', import.meta.url),
      'utf8',
    );
    const items = defaultClauseChecklist(documentFromText(text));
    expect(items.find((item) => item.key === 'testemunhas')?.present).toBe(true);
  });
});

describe('where a missing element points', () => {
  const missing = (text: string, key: TDefaultClauseKey) => {
    const doc = documentFromText(text);
    const finding = defaultClausesAnalyzer.analyze(doc).find((f) => f.missing === key);
    return finding === undefined
      ? null
      : [finding, ...(finding.occurrences ?? [])].map((p) => doc.text.slice(p.start, p.end));
  };

  it('a missing penalty in an NDA points at the secrecy it would sanction', () => {
    const places = missing(
      'TERMO DE CONFIDENCIALIDADE\n\nREVELADORA: ALFA TECNOLOGIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nRECEPTORA: BETA CONSULTORIA LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nEste termo protege as informações que a REVELADORA entregar à RECEPTORA para a avaliação de um projeto de software.\n\nCLÁUSULA SEGUNDA – DO SIGILO\n\nA RECEPTORA manterá em sigilo absoluto as informações confidenciais recebidas, não as revelando a terceiros sem autorização escrita da REVELADORA.\n\nCLÁUSULA TERCEIRA – DO FORO\n\nFica eleito o foro de Campinas/SP.',
      'multa',
    );
    expect(places?.[0]).toMatch(/manterá em sigilo absoluto/u);
  });

  it('a missing adjustment lists the recurring amounts that need one', () => {
    const places = missing(
      'CONTRATO DE LICENÇA DE USO DE SOFTWARE\n\nLICENCIANTE: ALFA SISTEMAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nLICENCIADA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA LICENCIANTE licencia o uso do sistema de gestão à LICENCIADA.\n\nCLÁUSULA SEGUNDA – DO PREÇO\n\nA LICENCIADA pagará mensalidade de R$ 450,00 por mês, com vencimento no dia 10.\n\nCLÁUSULA TERCEIRA – DO PRAZO\n\nO contrato vigora por 36 (trinta e seis) meses.',
      'reajuste',
    );
    expect(places).toContain('R$ 450,00');
  });

  it('reads "R$ 450,00/mês" as a recurring amount', () => {
    const places = missing(
      'CONTRATO DE LICENÇA DE USO DE SOFTWARE\n\nLICENCIANTE: ALFA SISTEMAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nLICENCIADA: BETA COMÉRCIO LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA LICENCIANTE licencia o uso do sistema de gestão à LICENCIADA, por prazo indeterminado.\n\nCLÁUSULA SEGUNDA – DO PREÇO\n\nPós-licença: R$ 450,00/mês, com vencimento no dia 10.',
      'reajuste',
    );
    expect(places).toContain('R$ 450,00');
  });

  it('missing signatures point at the words that promise them', () => {
    const places = missing(
      'TERMO DE AUTORIZAÇÃO DE USO DE IMAGEM\n\nEu, abaixo firmado e identificado, autorizo a ASSOCIAÇÃO ALFA, CNPJ 11.222.333/0001-81, a usar minha imagem nas atividades do congresso, pelo prazo de 2 (dois) anos.',
      'assinaturas',
    );
    expect(places?.[0]).toMatch(/abaixo firmado/u);
  });

  it.each([
    'O titular adere a este contrato pelo primeiro uso do CARTÃO, caracterizando a sua aceitação.',
    'A utilização dos serviços implica a aceitação integral deste contrato.',
  ])('missing signatures point at the use that stands for them: %s', (acceptance) => {
    const text = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS – CARTÃO SAÚDE MAIS\n\nADMINISTRADORA: SAÚDE MAIS BENEFÍCIOS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Russas/CE.\n\nTITULAR: MARIA JOSÉ DA SILVA, inscrita no CPF sob o nº 123.456.789-09, residente em Russas/CE.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA ADMINISTRADORA oferece ao TITULAR descontos em consultas e exames na rede credenciada, pela mensalidade de R$ 39,90.\n\nCLÁUSULA SEGUNDA – DA ADESÃO\n\n${acceptance}`;
    const doc = documentFromText(text);
    const finding = defaultClausesAnalyzer.analyze(doc).find((f) => f.missing === 'assinaturas');
    expect(doc.text.slice(finding!.start, finding!.end)).toMatch(/\buso\b|utilização/u);
    expect(finding!.description).toMatch(/simples uso/u);
  });

  it('titles a missing element with "ausente" agreeing with it, never appended to a label', () => {
    const doc = documentFromText(
      'TERMO DE AUTORIZAÇÃO DE USO DE IMAGEM\n\nEu, abaixo firmado e identificado, autorizo a ASSOCIAÇÃO ALFA, CNPJ 11.222.333/0001-81, a usar minha imagem nas atividades do congresso, pelo prazo de 2 (dois) anos.',
    );
    const titleOf = (key: TDefaultClauseKey) =>
      defaultClausesAnalyzer.analyze(doc).find((finding) => finding.missing === key)?.title;
    expect(titleOf('assinaturas')).toBe('Assinaturas das partes ausentes');
    // Every title agrees in number with its head: a plural label never ends in "ausente".
    for (const item of CHECKLIST) {
      const isPlural = /^\p{L}+s\b|\be\b/u.test(item.missingTitle.replace(/ \(.*\)/u, ''));
      expect(item.missingTitle, item.key).toMatch(isPlural ? / ausentes$/u : / ausente$/u);
    }
  });

  it("a missing data-protection clause never points at a company's own address", () => {
    const places = missing(
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS\n\nCONTRATADA: ESCOLA ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede no endereço Rua Sete, 10, Goiânia/GO.\n\nCONTRATANTE: ANA COSTA, CPF 123.456.789-09, telefone (62) 99999-0000, e-mail ana@exemplo.com.br.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA CONTRATADA prestará serviços educacionais ao aluno no ano letivo de 2026, mediante mensalidades de R$ 900,00.',
      'protecao_dados',
    );
    expect(places).not.toBeNull();
    expect(places!.some((place) => /rua sete/iu.test(place))).toBe(false);
  });
});
