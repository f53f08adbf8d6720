import { describe, expect, it } from 'vitest';
import { keyValuesAnalyzer } from '.';
import { documentFromText } from '../../prepare';
import { describeCases } from '../test-cases';

describeCases('key-values', keyValuesAnalyzer);

describe('the forfeiture of everything paid cites the law that applies', () => {
  const FORFEIT =
    'CLÁUSULA QUINTA – DA RESCISÃO\n\nRescindido o contrato por falta de pagamento, o PROMISSÁRIO COMPRADOR perderá todas as parcelas pagas.';
  const BUYER =
    'PROMISSÁRIO COMPRADOR: JOSÉ CARLOS SOUZA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.';
  it.each([
    [
      'a developer selling a lot to a person in instalments: CDC art. 53',
      'PROMITENTE VENDEDORA: PAINEIRAS URBANISMO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.',
      'cdc.art53',
    ],
    [
      'a person selling a lot to a person: CC arts. 412–413',
      'PROMITENTE VENDEDOR: ANTÔNIO PEREIRA, brasileiro, viúvo, inscrito no CPF sob o nº 529.982.247-25.',
      'cc.art412-413',
    ],
  ])('%s', (_name, seller, legalRef) => {
    const doc = documentFromText(
      `INSTRUMENTO PARTICULAR DE PROMESSA DE COMPRA E VENDA\n\n${seller}\n\n${BUYER}\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA parte vendedora promete vender ao PROMISSÁRIO COMPRADOR o Lote 15 da Quadra 8 do Loteamento Jardim das Paineiras, pelo preço de R$ 180.000,00, em 60 parcelas mensais.\n\n${FORFEIT}`,
    );
    const forfeiture = keyValuesAnalyzer
      .analyze(doc)
      .find((finding) => finding.title === 'Perda de todos os valores pagos');
    expect(forfeiture?.legalRef).toBe(legalRef);
  });
});
