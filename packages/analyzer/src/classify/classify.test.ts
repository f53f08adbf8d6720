import { describe, expect, it } from 'vitest';
import cases from '../../test/cases/classify.json';
import { documentFromText } from '../prepare';
import { foldText } from '../text/fold';
import { contractSignal, isContract, CONTRACT_SIGNAL_THRESHOLD } from '.';
import { PROVISION } from './patterns';
import { countWords, vocabularyOf } from './words';

interface Row {
  text: string;
  expected: {
    contractType?: string;
    contractSubType?: string | null;
    contractTitle?: string | null;
    isContract?: boolean;
  };
}

describe('classify (test/cases/classify.json)', () => {
  it.each(cases as Row[])('$text', ({ text, expected }) => {
    const doc = documentFromText(text);
    const actual = {
      ...doc.classification,
      isContract: isContract(doc),
    };
    const picked = Object.fromEntries(
      Object.keys(expected).map((key) => [key, actual[key as keyof typeof actual]]),
    );
    expect(picked).toEqual(expected);
  });
});

describe('contractSignal', () => {
  it('is between 0 and 1 and separates a contract from a recipe', () => {
    const contract = documentFromText((cases as Row[])[0]!.text);
    const recipe = documentFromText('Bolo: misture farinha, ovos e açúcar. Asse por 40 minutos.');
    const high = contractSignal(contract);
    const low = contractSignal(recipe);
    expect(high).toBeLessThanOrEqual(1);
    expect(high).toBeGreaterThan(CONTRACT_SIGNAL_THRESHOLD);
    expect(low).toBeGreaterThanOrEqual(0);
    expect(low).toBeLessThan(CONTRACT_SIGNAL_THRESHOLD);
  });
});

describe('countWords', () => {
  const vocabulary = vocabularyOf(['contrato', 'codigo fonte', 'capital social']);

  it('counts vocabulary words and phrases, never across a sentence break', () => {
    const { counts, total } = countWords(
      foldText('Contrato. O código-fonte e o CAPITAL\nSOCIAL; o capital social, o contrato'),
      vocabulary,
    );
    expect(counts.get('contrato')).toBe(2);
    expect(counts.get('codigo fonte')).toBe(1);
    expect(counts.get('capital social')).toBe(1);
    expect(total).toBe(13);
  });
});

describe('PROVISION: a sentence that binds someone', () => {
  it.each([
    'O associado deverá comunicar a venda do veículo em 10 dias.',
    'Fica vedado ao usuário ceder a sua conta a terceiros.',
    'A rede credenciada poderá ser alterada pela administradora.',
    'Comprometo-me a devolver o equipamento ao fim do vínculo.',
    'Autorizo o desconto do valor do reparo em minha remuneração.',
    'Nos reservamos o direito de cancelar pedidos com indícios de fraude.',
    'Em caso de atraso, o associado perderá o direito à cobertura.',
    'O reembolso será feito pelo mesmo meio de pagamento.',
    'Produtos com defeito serão trocados sem custo para o comprador.',
    'O valor do frete será devolvido em até 10 dias.',
  ])('binds: %s', (sentence) => {
    expect(PROVISION.test(foldText(sentence))).toBe(true);
  });

  it.each([
    'Bata os ovos com o açúcar e asse em forno médio por 40 minutos.',
    'A prefeitura anunciou ontem a reforma da praça central.',
    'Bacharel em Ciências Contábeis pela UFMG, com experiência em auditoria.',
    'O estádio recebeu cerca de 40 mil torcedores no domingo.',
    'O show será realizado no sábado, no parque da cidade.',
    'A obra da ponte será concluída até o fim do ano.',
    'Os ingressos foram vendidos em poucas horas.',
  ])('binds no one: %s', (sentence) => {
    expect(PROVISION.test(foldText(sentence))).toBe(false);
  });
});
