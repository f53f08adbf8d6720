import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { factsOf, type FactKind } from './mentions';

/** A contract of `title` with one numbered clause per sentence given. */
const contract = (title: string, ...clauses: string[]): string =>
  [title, ...clauses.map((clause, i) => `CLÁUSULA ${i + 1}ª – ${clause}`)].join('\n\n');

const LEASE = 'CONTRATO DE LOCAÇÃO RESIDENCIAL';

/** The values of the mentions of `kind` in `text`. */
function valuesOf(text: string, kind: FactKind): (number | string)[] {
  return factsOf(documentFromText(text))
    .filter((fact) => fact.kind === kind)
    .flatMap((fact) => fact.mentions.map((mention) => mention.value));
}

interface Row {
  kind: FactKind;
  /** Sentences that state the fact, and its value there. */
  matches: readonly (readonly [string, number | string])[];
  /** Sentences whose figure is not a value of the fact. */
  rejects: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    kind: 'aluguel',
    matches: [
      ['O LOCATÁRIO pagará o aluguel mensal de R$ 1.500,00 (mil e quinhentos reais).', 1500],
      ['Fica estipulado o valor mensal da locação, que é de R$ 1.200,00.', 1200],
      ['Pelo uso do imóvel será paga a mensalidade de novecentos reais.', 900],
      ['O LOCATÁRIO pagará R$ 800,00 (oitocentos reais) a título de aluguel.', 800],
    ],
    rejects: [
      'O LOCATÁRIO entrega caução de R$ 4.500,00, equivalente a três aluguéis.',
      'As benfeitorias serão descontadas do aluguel em parcelas de até R$ 100,00 por mês.',
      'O aluguel do primeiro ano será de R$ 1.000,00 e o do segundo ano de R$ 1.100,00.',
      'O aluguel de temporada é de R$ 300,00 por diária.',
    ],
  },
  {
    kind: 'prazo',
    matches: [
      ['O prazo de vigência deste contrato é de 12 (doze) meses.', 12],
      ['A locação é ajustada pelo prazo de trinta meses, a contar da entrega das chaves.', 30],
      ['Este contrato vigorará por 2 (dois) anos.', 24],
      ['O presente contrato terá prazo determinado de seis meses.', 6],
    ],
    rejects: [
      'O sigilo será mantido durante a vigência deste contrato e por 5 (cinco) anos após o seu término.',
      'O prazo de garantia dos serviços é de 90 (noventa) dias.',
      'A vigência poderá ser prorrogada por 12 (doze) meses.',
    ],
  },
  {
    kind: 'aviso',
    matches: [
      ['O LOCATÁRIO poderá rescindir o contrato com aviso prévio de 30 (trinta) dias.', 30],
      ['A rescisão será comunicada por escrito com sessenta dias de antecedência.', 60],
      ['Qualquer das partes pode denunciar o contrato mediante comunicação prévia de 15 dias.', 15],
    ],
    rejects: [
      'O LOCADOR avisará o LOCATÁRIO sobre a vistoria com 2 (dois) dias de antecedência.',
      'A rescisão implica multa, e o LOCATÁRIO terá 30 (trinta) dias para pagar.',
      'Rescindido o contrato, o LOCATÁRIO desocupará o imóvel no prazo de 30 (trinta) dias.',
    ],
  },
  {
    kind: 'multa_mora',
    matches: [
      ['Em caso de atraso no pagamento do aluguel, incidirá multa de 10% sobre o débito.', 10],
      ['Não paga a parcela no vencimento, será aplicada multa de dois por cento.', 2],
      ['A multa moratória é fixada em 2% (dois por cento) do valor devido.', 2],
    ],
    rejects: [
      'A rescisão antecipada sujeitará a parte infratora à multa de 20% do valor do contrato.',
      'O descumprimento de qualquer cláusula implica multa de 10% (dez por cento).',
      'Após 30 (trinta) dias de atraso no pagamento, a multa será elevada a 10% do débito.',
      // A delay in performing, not in paying: the supplier's fine for delivering late.
      'O atraso na entrega sujeitará a CONTRATADA à multa de 0,5% do preço por dia de atraso.',
      'Pela demora na conclusão da obra, a CONSTRUTORA pagará multa de 1% (um por cento) por dia.',
    ],
  },
  {
    kind: 'juros_mora',
    matches: [
      ['Em caso de atraso no pagamento, incidirão juros de mora de 1% ao mês.', 1],
      ['Os valores vencidos serão acrescidos de juros de um por cento ao mês.', 1],
      ['São devidos juros moratórios de 2% (dois por cento) ao mês sobre a parcela.', 2],
    ],
    rejects: [
      'O empréstimo vence juros remuneratórios de 2% ao mês.',
      'A CONTRATANTE terá desconto de 5% (cinco por cento) se pagar até o vencimento.',
      'O aluguel será reajustado pelo IGP-M, limitado a 10% ao ano.',
    ],
  },
  {
    kind: 'vencimento',
    matches: [
      ['O aluguel será pago até o dia 5 (cinco) de cada mês.', 5],
      ['As mensalidades vencem todo dia dez, por boleto.', 10],
      ['O pagamento será efetuado no dia quinze dos meses subsequentes.', 15],
    ],
    rejects: [
      'Quem pagar até o dia 5 de cada mês terá desconto de pontualidade.',
      'As parcelas não pagas até o dia 20 de cada mês serão cobradas com multa.',
      'O contrato foi assinado no dia 10 de março de 2025, com vencimento da primeira parcela em 10/04/2025.',
    ],
  },
  {
    kind: 'indice_reajuste',
    matches: [
      ['O aluguel será reajustado anualmente pelo IGP-M/FGV.', 'IGP-M'],
      ['Fica estabelecido o reajuste das mensalidades pela variação do IPCA.', 'IPCA'],
      [
        'Reajusta-se o preço a cada doze meses pelo Índice Nacional de Preços ao Consumidor.',
        'INPC',
      ],
    ],
    rejects: [
      'O aluguel será reajustado pelo IGP-M ou, na falta deste, pelo IPCA.',
      'Os débitos em atraso serão corrigidos pelo INPC.',
      'O reajuste seguirá o IGP-M; extinto este, será adotado o IPCA.',
    ],
  },
];

describe('facts: each figure attached to the fact its noun names', () => {
  for (const { kind, matches, rejects } of ROWS) {
    it.each(matches)(`${kind}: "%s" states %s`, (sentence, value) => {
      expect(valuesOf(contract(LEASE, sentence), kind)).toEqual([value]);
    });
    it.each(rejects)(`${kind}: "%s" states none`, (sentence) => {
      expect(valuesOf(contract(LEASE, sentence), kind)).toEqual([]);
    });
  }

  it('reads a term from its first and last day', () => {
    const text = contract(LEASE, 'Este termo terá vigência de 01/03/2025 a 28/02/2026.');
    const [months] = valuesOf(text, 'prazo');
    expect(months).toBeCloseTo(12, 0);
    expect(
      valuesOf(contract(LEASE, 'A prorrogação vigorará de 01/03/2026 a 28/02/2027.'), 'prazo'),
    ).toEqual([]);
    const extensible = 'O contrato vigorará de 01/03/2025 a 28/02/2026, podendo ser prorrogado.';
    expect(valuesOf(contract(LEASE, extensible), 'prazo')).toHaveLength(1);
  });

  it('reads the clause heading when the sentence names no noun', () => {
    const text = `${LEASE}\n\nCLÁUSULA 3ª – DO ALUGUEL\nR$ 1.500,00 (mil e quinhentos reais), pagos pelo LOCATÁRIO.`;
    expect(valuesOf(text, 'aluguel')).toEqual([1500]);
  });

  it('gathers every mention of one fact, in document order', () => {
    const text = contract(
      LEASE,
      'O aluguel mensal é de R$ 1.500,00.',
      'O LOCATÁRIO pagará o aluguel de mil e quinhentos reais até o dia 5 de cada mês.',
    );
    expect(valuesOf(text, 'aluguel')).toEqual([1500, 1500]);
    const doc = documentFromText(text);
    expect(factsOf(doc)).toBe(factsOf(doc));
  });
});
