import { describe, expect, it } from 'vitest';
import { contradictionAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases } from '../test-cases';

describeCases('contradiction', contradictionAnalyzer);

describe('contradiction findings', () => {
  it('reports one mismatch once, also in a contract without numbered clauses', () => {
    const doc = documentFromText(
      'CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO\n\nVENDEDOR: PAULO HENRIQUE SOARES, brasileiro, inscrito no CPF sob o nº 123.456.789-09.\n\nCOMPRADORA: RENATA ALVES COSTA, brasileira, inscrita no CPF sob o nº 987.654.321-00.\n\nEm caso de atraso de qualquer parcela, a COMPRADORA pagará multa de 10% (dez por cento), e o atraso superior a 45 (trinta) dias tornará vencido todo o saldo.\n\nO preço é de R$ 52.000,00 (cinquenta e dois mil reais), que a COMPRADORA pagará assim: R$ 20.000,00 (vinte mil reais) de entrada e o saldo em 4 (quatro) parcelas mensais de R$ 7.000,00 (sete mil reais) cada uma.',
    );
    const rules = contradictionAnalyzer.analyze(doc).map((finding) => finding.rule);
    expect(rules.filter((rule) => rule === 'contradicao.numero_extenso')).toHaveLength(1);
    expect(rules.filter((rule) => rule === 'contradicao.aritmetica')).toHaveLength(1);
  });
});
