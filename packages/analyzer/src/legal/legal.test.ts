import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLegalBasis } from '@contrato-claro/shared';
import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { regimeOf } from '../facts/regime';
import { legalBasisFor } from './applicability';
import { LEGAL_REFERENCES } from './references';

const ANALYZERS_DIR = fileURLToPath(new URL('../analyzers', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('vetted legal table', () => {
  it('writes each provision with its designation, so a citation names it once', () => {
    for (const reference of Object.values(LEGAL_REFERENCES)) {
      expect(reference.article, reference.id).toMatch(/^(?:art\. |arts\. |Súmula )/u);
      expect(formatLegalBasis(reference), reference.id).not.toMatch(
        /\barts?\. (?:arts?\.|Súmula)/u,
      );
    }
  });

  it('has complete entries whose id is their key', () => {
    for (const [id, reference] of Object.entries(LEGAL_REFERENCES)) {
      expect(reference.id).toBe(id);
      expect(reference.law.length).toBeGreaterThan(5);
      expect(reference.article).toMatch(/^(?:arts?\.|Súmula) \d/u);
      expect(reference.rule).toMatch(/^[A-ZÁÉÍÓÚ].{20,260}\.$/u);
    }
  });

  it('is the only source of references: every legalRef in the analyzers is in the table', () => {
    const cited = sources(ANALYZERS_DIR).flatMap((source) =>
      [
        ...source.matchAll(/legalRef: '([^']+)'|: '((?:cdc|cc|cpc|lei\d+|lgpd|usura)\.[^']+)'/gu),
      ].map((match) => match[1] ?? match[2]!),
    );
    expect(cited.length).toBeGreaterThan(10);
    for (const id of cited) expect(Object.keys(LEGAL_REFERENCES), id).toContain(id);
  });
});

describe('applicability', () => {
  const lease = documentFromText(
    'CONTRATO DE LOCAÇÃO RESIDENCIAL\n\nLOCADOR: JOÃO DA SILVA.\n\nLOCATÁRIA: MARIA SOUZA.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nO LOCADOR dá em locação à LOCATÁRIA o imóvel da Rua A, reajustado pelo Índice Nacional de Preços ao Consumidor Amplo.',
  );
  const service = documentFromText(
    'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCONTRATANTE: ALFA LTDA.\n\nCONTRATADA: BETA LTDA.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA CONTRATADA prestará serviços de limpeza à CONTRATANTE.',
  );
  const terms = documentFromText(
    'TERMOS DE USO DO APLICATIVO\n\nCLÁUSULA PRIMEIRA – DA ACEITAÇÃO\n\nAo aceitar estes Termos de Uso, o USUÁRIO, consumidor, concorda com as regras do serviço.',
  );

  it('cites the Lei do Inquilinato only in leases', () => {
    expect(legalBasisFor('lei8245.art37', lease)?.article).toBe('art. 37, parágrafo único');
    expect(legalBasisFor('lei8245.art37', service)).toBeUndefined();
  });

  it('cites the CDC only where there is a consumer relation (a lease is not one)', () => {
    expect(regimeOf(lease).isConsumer).toBe(false);
    expect(legalBasisFor('cdc.art52.p1', lease)).toBeUndefined();
    expect(legalBasisFor('cdc.art52.p1', service)).toBeUndefined();
    expect(legalBasisFor('cdc.art52.p1', terms)?.law).toMatch(/Defesa do Consumidor/u);
    expect(legalBasisFor('cc.art423-424', terms)).toBeDefined();
  });

  it.each([
    [
      'TERMO DE ADESÃO AO PLANO ANUAL\n\nArt. 1º A ACADEMIA prestará ao ALUNO serviços de musculação.',
      true,
    ],
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCONTRATANTE: ALFA LTDA.\n\nO CLIENTE, que adere integralmente às condições a seguir, contrata os serviços de limpeza.',
      true,
    ],
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nO CLIENTE aceita as condições abaixo, sem possibilidade de discussão ou modificação de seu conteúdo.',
      true,
    ],
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nAs partes discutiram livremente as cláusulas abaixo. A CONTRATADA adere ao código de ética da categoria.',
      false,
    ],
    [
      'CONTRATO DE PARCERIA\n\nA PARCEIRA poderá aderir ao programa de fidelidade mediante termo aditivo negociado entre as partes.',
      false,
    ],
  ])('reads adhesion in the wording of %j: %s', (text, isAdhesion) => {
    expect(regimeOf(documentFromText(text)).isAdhesion).toBe(isAdhesion);
  });

  const SELLER =
    'PROMITENTE VENDEDORA: PAINEIRAS URBANISMO LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.';
  const BUYER =
    'PROMISSÁRIO COMPRADOR: JOSÉ CARLOS SOUZA, brasileiro, casado, inscrito no CPF sob o nº 123.456.789-09.';
  const SELLER_PERSON =
    'PROMITENTE VENDEDOR: ANTÔNIO PEREIRA, brasileiro, viúvo, inscrito no CPF sob o nº 529.982.247-25.';
  it.each([
    [
      'a developer selling a lot of its loteamento to a person',
      SELLER,
      BUYER,
      'o Lote 15 da Quadra 8 do Loteamento Jardim das Paineiras',
      true,
      true,
    ],
    [
      'a developer selling a unidade autônoma to a person',
      SELLER,
      BUYER,
      'a unidade autônoma nº 42 do Edifício Aurora',
      true,
      true,
    ],
    [
      'a person selling a lot to a person',
      SELLER_PERSON,
      BUYER,
      'o Lote 15 da Quadra 8 do Loteamento Jardim das Paineiras',
      false,
      false,
    ],
    [
      'a developer selling a lot to a company: no consumer, no form',
      SELLER,
      'PROMISSÁRIA COMPRADORA: AGROPECUÁRIA BOA VISTA LTDA., inscrita no CNPJ sob o nº 11.444.777/0001-61.',
      'o Lote 15 da Quadra 8 do Loteamento Jardim das Paineiras',
      false,
      false,
    ],
    [
      'a company selling a house outside a development to a person: consumption, not a form',
      SELLER,
      BUYER,
      'a casa da Rua das Flores, 10',
      true,
      false,
    ],
  ])('reads a consumer sale in %s: %s', (_name, seller, buyer, object, isConsumer, isAdhesion) => {
    const doc = documentFromText(
      `INSTRUMENTO PARTICULAR DE PROMESSA DE COMPRA E VENDA\n\n${seller}\n\n${buyer}\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA parte vendedora promete vender ao PROMISSÁRIO COMPRADOR ${object}, pelo preço certo de R$ 180.000,00.`,
    );
    expect(regimeOf(doc).contractType).toBe('Promessa de compra e venda');
    expect(regimeOf(doc).isConsumer).toBe(isConsumer);
    expect(regimeOf(doc).isAdhesion).toBe(isAdhesion);
  });

  it('reads no consumer in a company hiring the services of a person', () => {
    const doc = documentFromText(
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS\n\nCONTRATANTE: ALFA COMÉRCIO DE PEÇAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nCONTRATADO: JOÃO PEREIRA DA SILVA, brasileiro, eletricista, inscrito no CPF sob o nº 123.456.789-09.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nO CONTRATADO fará a manutenção elétrica da loja da CONTRATANTE.',
    );
    expect(regimeOf(doc).isConsumer).toBe(false);
  });

  it('never cites an id outside the table', () => {
    expect(legalBasisFor('cc.art999', service)).toBeUndefined();
    expect(legalBasisFor(undefined, service)).toBeUndefined();
  });
});
