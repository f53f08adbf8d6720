import type { TFinding } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { CIVIL_LATE_FINE_MAX, CONSUMER_LATE_FINE_MAX } from '../analyzers/key-values/patterns';
import { RULES, type RuleId } from '../types';
import {
  adviceFor,
  clauseSlots,
  RULE_ADVICE,
  withAdvice,
  type AdviceRegime,
  type ClauseSlots,
  type RuleAdvice,
} from './model-clauses';
import { LEGAL_REFERENCES, type LegalReferenceId } from './references';

const ALL_RULES: RuleId[] = Object.values(RULES).flat();

/** A finding of `rule` as the pipeline hands it to the post-pass. */
function findingOf(
  rule: RuleId,
  detail: { title?: string; missing?: TFinding['missing']; basis?: LegalReferenceId } = {},
): TFinding {
  const finding: TFinding = {
    id: `${rule}#1`,
    rule,
    criterion: 'keyValuesAnalysis',
    title: detail.title ?? 'Título',
    description: 'Descrição.',
    severity: 'média',
    points: 12,
    clause: { ref: '1', page: 1, excerpt: 'Trecho.', start: 0, end: 5 },
  };
  if (detail.missing !== undefined) finding.missing = detail.missing;
  if (detail.basis !== undefined) {
    const { id, law, article, rule: text } = LEGAL_REFERENCES[detail.basis];
    finding.legalBasis = { id, law, article, rule: text };
  }
  return finding;
}

const NO_SLOTS: ClauseSlots = { index: null, roles: [] };

describe('model clause library', () => {
  it('decides every rule: a model clause or the reason there is none', () => {
    // A rule added to RULES without a decision here fails this test (and the typecheck).
    expect(Object.keys(RULE_ADVICE).sort()).toEqual([...ALL_RULES].sort());
    for (const rule of ALL_RULES) {
      const { clause } = RULE_ADVICE[rule];
      expect(
        typeof clause === 'function' ||
          ['asks-no-change', 'corrects-own-text', 'needs-parties-values'].includes(clause.none),
        rule,
      ).toBe(true);
    }
  });

  it('gives every rule and variant one plain line of meaning', () => {
    const meanings = Object.values(RULE_ADVICE).flatMap((advice: RuleAdvice) => [
      advice.meaning,
      ...Object.values(advice.variants ?? {}).flatMap((variant) => variant.meaning ?? []),
    ]);
    for (const meaning of meanings) {
      expect(meaning).toMatch(/^[A-ZÁÉÍÓÚ][^\n]{20,150}\.$/u);
    }
  });

  // Every rule × every legal basis × three slot sets: thousands of wordings, slow on a busy machine.
  it(
    'never leaves a template placeholder in a suggestion, whatever the slots',
    { timeout: 120_000 },
    () => {
      const slotsTable: ClauseSlots[] = [
        NO_SLOTS,
        { index: 'IGP-M', roles: ['LOCADORA', 'LOCATÁRIA'] },
        { index: 'IPCA', roles: ['REPRESENTADA', 'REPRESENTANTE'] },
      ];
      const bases: (LegalReferenceId | undefined)[] = [
        undefined,
        ...(Object.keys(LEGAL_REFERENCES) as LegalReferenceId[]),
      ];
      let count = 0;
      for (const rule of ALL_RULES) {
        const advice: RuleAdvice = RULE_ADVICE[rule];
        const titles = [undefined, ...Object.keys(advice.variants ?? {})];
        for (const title of titles) {
          for (const basis of bases) {
            for (const slots of slotsTable) {
              const wording = withAdvice(findingOf(rule, { title, basis }), slots).suggestedWording;
              if (wording === undefined) continue;
              count += 1;
              expect(wording).toMatch(/^[A-ZÁÉÍÓÚ].{40,}\.$/u);
              expect(wording).not.toMatch(
                /[[\]{}<>]|_{2,}|\.{3}|…|\bX{2,}\b|\bundefined\b|\bnull\b|\bíndice\b\s*\./u,
              );
            }
          }
        }
      }
      expect(count).toBeGreaterThan(100);
    },
  );

  const slotCases: {
    name: string;
    rule: RuleId;
    title?: string;
    missing?: TFinding['missing'];
    basis?: LegalReferenceId;
    slots: ClauseSlots;
    expected: string | undefined;
  }[] = [
    {
      name: 'consumer late fine names the index the contract uses',
      rule: 'financeiro.multa_excessiva',
      title: 'Multa por atraso acima do limite',
      basis: 'cdc.art52.p1',
      slots: { index: 'IPCA', roles: ['CONTRATADA', 'CONTRATANTE'] },
      expected: `Em caso de atraso, incidirá multa de ${CONSUMER_LATE_FINE_MAX}% (dois por cento) sobre o valor da parcela em atraso, juros de mora de 1% (um por cento) ao mês e correção monetária pelo IPCA.`,
    },
    {
      name: 'consumer late fine without an index reads without one',
      rule: 'financeiro.multa_excessiva',
      title: 'Multa por atraso acima do limite',
      basis: 'cdc.art52.p1',
      slots: NO_SLOTS,
      expected: `Em caso de atraso, incidirá multa de ${CONSUMER_LATE_FINE_MAX}% (dois por cento) sobre o valor da parcela em atraso, juros de mora de 1% (um por cento) ao mês e correção monetária.`,
    },
    {
      name: 'civil late fine keeps the civil ceiling',
      rule: 'financeiro.multa_excessiva',
      title: 'Multa por atraso acima do limite',
      basis: 'cc.art412-413',
      slots: { index: 'IGP-M', roles: [] },
      expected: `Em caso de atraso no pagamento, incidirá multa de ${CIVIL_LATE_FINE_MAX}% (dez por cento) sobre o valor da parcela em atraso, além de juros de mora de 1% (um por cento) ao mês e correção monetária pelo IGP-M.`,
    },
    {
      name: 'late fine with no basis attached falls to the 2% lawful everywhere',
      rule: 'financeiro.multa_excessiva',
      title: 'Multa por atraso acima do limite',
      slots: NO_SLOTS,
      expected: `Em caso de atraso, incidirá multa de ${CONSUMER_LATE_FINE_MAX}% (dois por cento) sobre o valor da parcela em atraso, juros de mora de 1% (um por cento) ao mês e correção monetária.`,
    },
    {
      name: 'feminine tenant role takes the feminine article',
      rule: 'financeiro.multa_locacao_desproporcional',
      slots: { index: null, roles: ['LOCADOR', 'LOCATÁRIA'] },
      expected:
        'Se a LOCATÁRIA devolver o imóvel antes do término do prazo contratual, pagará a multa pactuada, reduzida proporcionalmente ao período de cumprimento do contrato.',
    },
    {
      name: 'masculine tenant role in the deposit clause',
      rule: 'financeiro.caucao_excessiva',
      slots: { index: null, roles: ['LOCADORA', 'LOCATÁRIO', 'FIADOR'] },
      expected:
        'A caução em dinheiro não excederá o equivalente a 3 (três) meses de aluguel e será depositada em caderneta de poupança, revertendo em benefício do LOCATÁRIO as vantagens dela decorrentes por ocasião do levantamento.',
    },
    {
      name: 'no tenant role among the parties: the generic noun of the law',
      rule: 'financeiro.multa_locacao_desproporcional',
      slots: { index: null, roles: ['PROPRIETÁRIO', 'OCUPANTE'] },
      expected:
        'Se o locatário devolver o imóvel antes do término do prazo contratual, pagará a multa pactuada, reduzida proporcionalmente ao período de cumprimento do contrato.',
    },
    {
      name: "the agent's court names the agent's role",
      rule: 'equilibrio.foro_domicilio_parte',
      title: 'Foro na sede da representada',
      slots: { index: null, roles: ['REPRESENTADA', 'REPRESENTANTE'] },
      expected:
        'Fica eleito o foro do domicílio do REPRESENTANTE para dirimir as questões oriundas deste contrato.',
    },
    {
      name: 'adjustment names the contract index',
      rule: 'financeiro.reajuste_inferior_anual',
      slots: { index: 'IGP-M', roles: [] },
      expected:
        'Os valores deste contrato somente serão reajustados a cada 12 (doze) meses, contados da data de início de sua vigência, pela variação acumulada do IGP-M no período.',
    },
    {
      name: 'renewal price without an index: by agreement, no figure invented',
      rule: 'atipica.preco_unilateral_renovacao',
      slots: NO_SLOTS,
      expected:
        'Em caso de renovação, o novo preço será definido de comum acordo entre as partes, por escrito; na falta de acordo, qualquer delas poderá optar pela não renovação.',
    },
    {
      name: "consumer liability limit: the supplier's liability stays whole",
      rule: 'equilibrio.limitacao_responsabilidade_unilateral',
      basis: 'cdc.art51.I',
      slots: NO_SLOTS,
      expected:
        'O fornecedor responde, na forma da lei, pelos vícios e defeitos dos produtos e serviços, sem limitação ou exclusão de sua responsabilidade.',
    },
    {
      name: 'a missing element is keyed by the element, not the label',
      rule: 'padrao.ausente',
      title: 'Cláusula de rescisão ausente',
      missing: 'rescisao',
      slots: NO_SLOTS,
      expected:
        'Qualquer das partes poderá rescindir este contrato mediante aviso prévio por escrito de 30 (trinta) dias.',
    },
    {
      name: 'a missing price needs the parties: no suggestion',
      rule: 'padrao.ausente',
      title: 'Preço ausente',
      missing: 'pagamento',
      slots: NO_SLOTS,
      expected: undefined,
    },
    {
      name: 'a title variant wins over the missing element it carries',
      rule: 'datas.sem_prazo',
      title: 'Autorização de uso sem prazo',
      missing: 'vigencia',
      slots: NO_SLOTS,
      expected:
        'A presente autorização poderá ser revogada a qualquer tempo por quem a concedeu, mediante comunicação por escrito, preservados os usos realizados até a revogação.',
    },
    {
      name: 'blanks ask the parties to fill them: no suggestion',
      rule: 'objetividade.placeholder',
      slots: NO_SLOTS,
      expected: undefined,
    },
  ];

  it.each(slotCases)('fills slots: $name', ({ rule, title, missing, basis, slots, expected }) => {
    const finding = withAdvice(findingOf(rule, { title, missing, basis }), slots);
    expect(finding.suggestedWording).toBe(expected);
    expect(finding.meaning).toBe(adviceFor(finding)!.meaning);
  });

  it('reads the slots from the entities: roles as written, the first index that is not the Selic', () => {
    const span = { text: '', start: 0, end: 0 };
    const slots = clauseSlots({
      parties: [
        { ...span, role: 'LOCADORA', name: null, document: null },
        { ...span, role: 'LOCATÁRIO', name: null, document: null },
      ],
      indices: [
        { ...span, index: 'SELIC' },
        { ...span, index: 'IGP-M' },
      ],
    });
    expect(slots).toEqual({ index: 'IGP-M', roles: ['LOCADORA', 'LOCATÁRIO'] });
  });
});

describe('wordings that would harm the reader are withheld in the regimes where they would', () => {
  const NONE: AdviceRegime = {
    isIrrevocable: false,
    isLease: false,
    isGratuitous: false,
    isUnilateral: false,
    isEmployment: false,
  };
  /** A free exit on notice, however a model clause words it. */
  const FREE_EXIT = /\b(?:rescindir|resilir|denunciar|encerrar)\b[^.]{0,60}\baviso prévio\b/u;
  /** A fine that both sides would owe. */
  const RECIPROCAL = /\bqualquer das partes que descumprir\b/u;
  const cases: readonly [string, AdviceRegime, RegExp][] = [
    ['an NDA or an irrevocable promise of sale', { ...NONE, isIrrevocable: true }, FREE_EXIT],
    ['a lease the landlord may not end early', { ...NONE, isLease: true }, FREE_EXIT],
    ['an employment contract', { ...NONE, isEmployment: true }, FREE_EXIT],
    ['a donation', { ...NONE, isGratuitous: true }, RECIPROCAL],
    ['a one-sided declaration', { ...NONE, isUnilateral: true }, RECIPROCAL],
  ];

  it.each(cases)('in %s, no rule suggests it', (_name, regime, harmful) => {
    const slots: ClauseSlots = { ...NO_SLOTS, regime };
    for (const rule of ALL_RULES) {
      const advice: RuleAdvice = RULE_ADVICE[rule];
      const variants = [undefined, ...Object.keys(advice.variants ?? {})];
      for (const title of variants) {
        const missing = title as TFinding['missing'];
        const wording = withAdvice(findingOf(rule, { title, missing }), slots).suggestedWording;
        expect(wording ?? '', `${rule} ${title ?? ''}`).not.toMatch(harmful);
      }
    }
  });

  it('between two parties who both perform, both are still suggested', () => {
    const slots: ClauseSlots = { ...NO_SLOTS, regime: NONE };
    const exit = withAdvice(findingOf('equilibrio.rescisao_unilateral'), slots).suggestedWording;
    const fine = withAdvice(findingOf('equilibrio.multa_unilateral'), slots).suggestedWording;
    expect(exit).toMatch(FREE_EXIT);
    expect(fine).toMatch(RECIPROCAL);
  });
});
