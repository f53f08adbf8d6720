import type { TImportantDate } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { importantDates } from '.';
import { documentFromText } from '../../prepare';
import {
  DEFAULT_REAL_CORPUS_DIR,
  hasRealCorpus,
  loadRealCorpus,
} from '../../../test/corpus-real/annotation';
import { addDays } from './calendar';

const DERIVED = ['ultimo_dia_aviso', 'arrependimento', 'fim_experiencia', 'reajuste'];

const deadlinesOf = (lines: string[]) =>
  importantDates(documentFromText(lines.join('\n'))).filter((date) => DERIVED.includes(date.kind));
const byKind = (dates: TImportantDate[], kind: string) => dates.find((date) => date.kind === kind);

const LEASE_HEAD = [
  'CONTRATO DE LOCAÇÃO RESIDENCIAL',
  'LOCADOR: JOÃO CARLOS MENDES, CPF 123.456.789-09. LOCATÁRIA: MARIANA COSTA LIMA, CPF 987.654.321-00.',
  'CLÁUSULA PRIMEIRA – DO OBJETO',
  'O LOCADOR dá em locação à LOCATÁRIA o apartamento situado na Rua das Flores, 100, Curitiba/PR.',
];

describe('the dates that cost money', () => {
  it('gives the last day to refuse an automatic renewal: the end of the term minus the notice', () => {
    const dates = deadlinesOf([
      ...LEASE_HEAD,
      'CLÁUSULA SEGUNDA – DO PRAZO',
      'A locação terá prazo de 12 (doze) meses, com início em 1º de março de 2026.',
      'O contrato será renovado automaticamente por igual período, salvo se qualquer das partes comunicar o contrário com 30 (trinta) dias de antecedência.',
      'CLÁUSULA TERCEIRA – DO ALUGUEL',
      'O aluguel mensal de R$ 2.000,00 será reajustado anualmente pelo IPCA.',
    ]);
    // The term ends on 2027-02-28; thirty days before.
    expect(byKind(dates, 'ultimo_dia_aviso')).toMatchObject({
      date: addDays('2027-02-28', -30),
      label: 'Último dia para avisar que não quer renovar',
    });
    expect(byKind(dates, 'reajuste')?.date).toBe('2027-03-01');
  });

  it('says why, and gives no date, when the renewal has no end or no notice in the text', () => {
    const noEnd = deadlinesOf([
      ...LEASE_HEAD,
      'CLÁUSULA SEGUNDA – DO PRAZO',
      'O contrato será renovado automaticamente por períodos iguais e sucessivos.',
    ]);
    expect(byKind(noEnd, 'ultimo_dia_aviso')).toMatchObject({
      date: null,
      undetermined: 'o contrato não diz quando o prazo termina, nem de onde contá-lo',
    });
    const noNotice = deadlinesOf([
      ...LEASE_HEAD,
      'CLÁUSULA SEGUNDA – DO PRAZO',
      'A locação terá prazo de 12 (doze) meses, com início em 1º de março de 2026, e será renovada automaticamente ao final.',
    ]);
    expect(byKind(noNotice, 'ultimo_dia_aviso')).toMatchObject({
      date: null,
      undetermined: 'o contrato não diz com quantos dias de antecedência avisar',
    });
  });

  it('ends the CDC art. 49 withdrawal seven days after the signature of a contract made online', () => {
    const lines = [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
      'CONTRATADA: ESCOLA DIGITAL LTDA, CNPJ 12.345.678/0001-95. CONTRATANTE: o aluno consumidor identificado no cadastro.',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      'O presente contrato é celebrado pela internet, por adesão on-line, e tem por objeto um curso de inglês.',
      'CLÁUSULA SEGUNDA – DO PREÇO',
      'O CONTRATANTE pagará R$ 300,00 por mês.',
    ];
    const signed = deadlinesOf([
      ...lines,
      'São Paulo, 10 de março de 2026.',
      '',
      '____________',
      'CONTRATANTE',
    ]);
    expect(byKind(signed, 'arrependimento')?.date).toBe('2026-03-17');
    const unsigned = deadlinesOf(lines);
    expect(byKind(unsigned, 'arrependimento')).toMatchObject({
      date: null,
      undetermined: expect.stringContaining('não traz a data de assinatura'),
    });
  });

  it('ends an experience period from its start and its days', () => {
    const dates = deadlinesOf([
      'CONTRATO DE TRABALHO A TÍTULO DE EXPERIÊNCIA',
      'EMPREGADORA: INDÚSTRIA ALFA LTDA, CNPJ 12.345.678/0001-95. EMPREGADO: JOSÉ DA SILVA, CPF 123.456.789-09.',
      'CLÁUSULA PRIMEIRA – O EMPREGADO trabalhará como auxiliar de produção, com salário mensal de R$ 2.000,00.',
      'CLÁUSULA SEGUNDA – O presente contrato de experiência vigorará por 45 (quarenta e cinco) dias, com início em 2 de março de 2026.',
      'CLÁUSULA TERCEIRA – A jornada será de 44 horas semanais.',
    ]);
    expect(byKind(dates, 'fim_experiencia')).toMatchObject({
      date: '2026-04-15',
      label: 'Fim do período de experiência',
    });
  });

  it('invents none where the contract implies none', () => {
    expect(
      deadlinesOf([
        ...LEASE_HEAD,
        'CLÁUSULA SEGUNDA – DO PRAZO',
        'A locação terá prazo de 12 (doze) meses, com início em 1º de março de 2026.',
      ]),
    ).toEqual([]);
  });
});

describe.skipIf(!hasRealCorpus(DEFAULT_REAL_CORPUS_DIR))(
  'the dates that cost money on corpus-real contracts',
  () => {
    const analysed = loadRealCorpus(DEFAULT_REAL_CORPUS_DIR).map((entry) => ({
      id: entry.id,
      dates: importantDates(documentFromText(entry.text)),
    }));

    it('dates each renewal and withdrawal deadline from dates the text states, and no other', () => {
      for (const { id, dates } of analysed) {
        const end =
          dates.find((d) => d.kind === 'vigencia' && d.date)?.date ??
          dates.find((d) => d.kind === 'fim' && d.date)?.date;
        const signature = dates.find((d) => d.kind === 'assinatura' && d.date)?.date;
        const renewal = dates.some((d) => d.kind === 'renovacao');
        for (const date of dates.filter((d) => d.kind === 'ultimo_dia_aviso')) {
          expect(renewal, id).toBe(true);
          if (date.date === null) expect(date.undetermined, id).toBeTruthy();
          else expect(date.date < end!, id).toBe(true);
        }
        for (const date of dates.filter((d) => d.kind === 'arrependimento')) {
          expect(date.date, id).toBe(signature ? addDays(signature, 7) : null);
        }
        // Every renewal the text states has its deadline, dated when the term and notice are.
        expect(
          dates.some((d) => d.kind === 'ultimo_dia_aviso'),
          id,
        ).toBe(renewal);
      }
    });

    it('dates the renewal deadline of the lease whose term, renewal and notice are stated', () => {
      const lease = analysed.find((a) => a.id === 'locacao-residencial-fiadores-imobiliaria-df');
      expect(lease?.dates.find((d) => d.kind === 'ultimo_dia_aviso')?.date).toBe('2028-06-09');
    });
  },
);
