import { describe, expect, it } from 'vitest';
import { documentFromText } from '../../prepare';
import { arithmeticRelations } from './arithmetic';

/** Money is formatted with a no-break space after "R$". */
const plain = (text: string): string => text.replace(/\u00a0/gu, ' ');

/** The relations of a text other than figures whose words agree, as "kind status computation". */
const relationsOf = (text: string): string[] =>
  arithmeticRelations(documentFromText(text))
    .filter((relation) => relation.kind !== 'extenso' || relation.status !== 'ok')
    .map((relation) =>
      [relation.kind, relation.status, 'computation' in relation ? relation.computation : '']
        .join(' ')
        .trim(),
    )
    .map(plain);

describe('arithmetic relations', () => {
  it('shows the computation of a mismatch in the finding, in pt-BR money', () => {
    const [relation] = arithmeticRelations(
      documentFromText(
        'CLÁUSULA SEGUNDA – DO PAGAMENTO\n\n2.1. O preço total de R$ 1.000,00 (mil reais) será pago em 9 (nove) parcelas mensais de R$ 100,00 (cem reais).',
      ),
    ).filter((item) => item.kind === 'parcelas');
    expect(relation?.status).toBe('mismatch');
    expect(relation?.status === 'mismatch' && plain(relation.finding.description)).toBe(
      'As parcelas não somam o total declarado: 9 × R$ 100,00 = R$ 900,00, e não R$ 1.000,00 como está escrito.',
    );
  });

  it.each([
    [
      'a percentage of a base',
      'CLÁUSULA OITAVA – DA MULTA\n\nMulta de 20% (vinte por cento) sobre o preço de R$ 3.000,00 (três mil reais), ou seja, R$ 600,00 (seiscentos reais).',
      ['percentual ok 20% de R$ 3.000,00 = R$ 600,00'],
    ],
    [
      'a discount table row',
      'CLÁUSULA TERCEIRA – DO PREÇO\n\nParcela\tVencimento\tValor\tDesconto\tTotal c/ desconto\n01\t10/02/2025\t1.100,00\t110,00\t990,00',
      ['desconto ok R$ 1.100,00 − R$ 110,00 = R$ 990,00'],
    ],
    [
      'a quantity table row',
      'CLÁUSULA SEGUNDA – DO OBJETO\n\nItem\tDescrição\tQtd.\tValor unitário\tValor total\n1\tToner para impressora\t4\t250,00\t1.100,00',
      ['preco_unitario mismatch 4 × R$ 250,00 = R$ 1.000,00'],
    ],
    [
      'a total and an instalment count without the instalment value',
      'CLÁUSULA TERCEIRA – DO PREÇO\n\nO preço total de R$ 12.000,00 (doze mil reais) será pago em 12 (doze) parcelas mensais e sucessivas.',
      ['parcelas unparsed'],
    ],
    [
      'amount words that are not a number',
      'CLÁUSULA TERCEIRA – DO PREÇO\n\nO valor mensal é de R$ 2.349,84 (dois mil trezentos e quarenta e nove reais e oitante e quatro centavos).',
      ['extenso unparsed'],
    ],
  ])('reads %s', (_, text, expected) => {
    expect(relationsOf(text)).toEqual(expected);
  });
});
