import { describe, expect, it } from 'vitest';
import { PER_DAY, PER_MONTH, PER_YEAR } from '../entities/patterns';
import { periodOf } from '../entities/percentages';
import { foldText } from '../text/fold';
import { figure, figureOf, rate, rateOf } from './figures';

/** The value a pattern built on a fragment reads in `text`, or null when it does not match. */
const readWith = (source: string, read: (text: string) => number | null) => (text: string) => {
  const match = new RegExp(source, 'u').exec(foldText(text));
  return match === null ? null : read(match.groups!.n!);
};

describe('rate: a rate in any writing, read once', () => {
  const fineRate = readWith(String.raw`\bmulta\b[^.;%]{0,40}?\b${rate()}`, rateOf);
  it.each([
    ['digits, words in brackets', 'pagará multa de 12% (doze por cento) sobre o débito', 12],
    ['words first, digits in brackets', 'fica sujeito à multa de quinze por cento (15%)', 15],
    ['words alone', 'incidirá multa de três por cento sobre a parcela', 3],
    ['digits alone, with decimals', 'multa diária de 0,5% do valor do pedido', 0.5],
    ['digits, words in brackets, then the unit', 'multa de 4 (quatro) por cento', 4],
    ['a half in words', 'multa de um e meio por cento ao mês', 1.5],
    ['a decimal in words', 'multa de dois vírgula cinco por cento', 2.5],
  ])('%s: %s', (_name, text, value) => {
    expect(fineRate(text)).toBe(value);
  });

  it.each([
    ['a count of days', 'multa se o atraso passar de vinte (20) dias'],
    ['an amount of money', 'multa de R$ 30,00 (trinta reais) por ocorrência'],
    ['a count of rents', 'multa de três aluguéis vigentes'],
    ['a share without a figure', 'multa em percentual a definir pela administradora'],
    ['a number inside another', 'multa prevista no item 1.20 por cento das vezes'],
  ])('no rate: %s', (_name, text) => {
    expect(fineRate(text)).toBeNull();
  });
});

describe('figure: a count in any writing, read once', () => {
  const instalments = readWith(String.raw`\b${figure()}(?:parcelas|prestacoes)\b`, figureOf);
  it.each([
    ['words first, digits in brackets', 'pagará sessenta (60) prestações mensais', 60],
    ['digits first, words in brackets', 'em 36 (trinta e seis) parcelas iguais', 36],
    ['words alone', 'quitado em vinte e quatro parcelas', 24],
    ['digits with a leading zero', 'em 03 (três) parcelas', 3],
  ])('%s: %s', (_name, text, value) => {
    expect(instalments(text)).toBe(value);
  });

  it.each([
    ['a month that starts like a number', 'vencendo em dezembro parcelas adicionais'],
    ['the tail of a larger number', 'saldo de 2.500 parcelas'],
    ['no count at all', 'as parcelas restantes'],
  ])('no count: %s', (_name, text) => {
    expect(instalments(text)).toBeNull();
  });
});

describe('periods: one fragment per period, read by periodOf', () => {
  const periodIn = (text: string) => {
    const fold = foldText(text);
    for (const period of [PER_MONTH, PER_YEAR, PER_DAY]) {
      const match = new RegExp(`^${period}`, 'u').exec(fold);
      if (match !== null) return periodOf(match[0]);
    }
    return null;
  };
  it.each([
    ['ao mês', 'mês'],
    ['por mês de atraso', 'mês'],
    ['a.m.', 'mês'],
    ['a.m, capitalizados', 'mês'],
    ['mensais', 'mês'],
    ['mensalmente', 'mês'],
    ['ao ano', 'ano'],
    ['a.a.', 'ano'],
    ['anuais', 'ano'],
    ['por dia', 'dia'],
    ['a cada dia de atraso', 'dia'],
    ['diários', 'dia'],
  ])('%s → %s', (text, period) => {
    expect(periodIn(text)).toBe(period);
  });

  it.each(['mesmo valor', 'mensagem enviada', 'anualidade', 'diaristas'])(
    'no period: %s',
    (text) => {
      expect(periodIn(text)).toBeNull();
    },
  );
});
