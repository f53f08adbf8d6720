import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { indexDocument } from './document-index';
import { mainRoles, roleMentions } from './roles';

interface Row {
  name: string;
  text: string;
  /** The sides of the contract, by key. */
  roles: string[];
  /** Role keys mentioned in the body, in order. */
  mentions?: string[];
}

const PREAMBLE_CLAUSE = '\n\nCLÁUSULA 1ª – DO OBJETO\n';

const ROWS: Row[] = [
  {
    name: 'roles of the vocabulary',
    text: `JOÃO DA SILVA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado LOCADOR, e MARIA SOUZA, brasileira, doravante denominada LOCATÁRIA.${PREAMBLE_CLAUSE}O LOCADOR entrega o imóvel à LOCATÁRIA.`,
    roles: ['locador', 'locatario'],
    mentions: ['locador', 'locatario'],
  },
  {
    name: 'roles defined by labels outside the vocabulary',
    text: `REPRESENTADA: CALÇADOS PASSO FIRME LTDA., inscrita no CNPJ sob o nº 33.875.004/0001-72, com sede em São Paulo/SP.\n\nREPRESENTANTE: MOURA & CASTRO REPRESENTAÇÕES LTDA., inscrita no CNPJ sob o nº 74.395.755/0001-79.${PREAMBLE_CLAUSE}A REPRESENTADA nomeia a REPRESENTANTE, representada por seu sócio, para agenciar pedidos.`,
    roles: ['representada', 'representante'],
    mentions: ['representada', 'representante'],
  },
  {
    name: 'a defined role in capitals does not match the common noun',
    text: `AGRODATA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante denominada EMPRESA, e GUSTAVO RIBAS, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante designado INVESTIDOR.${PREAMBLE_CLAUSE}A empresa de auditoria e o INVESTIDOR guardarão sigilo; a EMPRESA poderá ceder este acordo.`,
    roles: ['empresa', 'investidor'],
    mentions: ['investidor', 'empresa'],
  },
  {
    name: 'an alias in quotes between parentheses',
    text: `NEXUS BIOTECNOLOGIA S.A., inscrita no CNPJ sob o nº 04.038.225/0001-98 ("NEXUS"), e AGROVIDA INSUMOS LTDA., inscrita no CNPJ sob o nº 05.257.435/0001-30 ("AGROVIDA").${PREAMBLE_CLAUSE}A NEXUS fornecerá amostras à AGROVIDA.`,
    roles: ['nexus', 'agrovida'],
    mentions: ['nexus', 'agrovida'],
  },
  {
    name: 'a side named in the preamble without a qualification',
    text: `De um lado CORPO EM FORMA ACADEMIA LTDA., inscrita no CNPJ sob o nº 38.528.084/0001-03, doravante denominada ACADEMIA, e de outro lado o ALUNO identificado na ficha cadastral abaixo.${PREAMBLE_CLAUSE}A ACADEMIA prestará serviços ao ALUNO.`,
    roles: ['academia', 'aluno'],
    mentions: ['academia', 'aluno'],
  },
  {
    name: 'a role given after an incidental phrase between commas',
    text: `LAR FELIZ ADMINISTRAÇÃO DE IMÓVEIS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante PROPRIETÁRIA, e JOANA PRADO, brasileira, inscrita no CPF sob o nº 123.456.789-09, doravante, para todos os efeitos deste ajuste, MORADORA.${PREAMBLE_CLAUSE}A PROPRIETÁRIA cede o uso da casa à MORADORA.`,
    roles: ['proprietaria', 'moradora'],
  },
  {
    name: 'a role given after a few words in lower case after the naming verb',
    text: `ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, e BETA LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-70, doravante denominadas em conjunto CEDENTES, e CARLOS MELO, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante chamado tão somente ADQUIRENTE.${PREAMBLE_CLAUSE}As CEDENTES transferem as quotas ao ADQUIRENTE.`,
    roles: ['cedente', 'adquirente'],
  },
  {
    name: 'a role given after the naming verb and an incidental phrase',
    text: `ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante designada, de forma simples, GESTORA, e BETA LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-70, doravante chamada, para este fim, OPERADORA.${PREAMBLE_CLAUSE}A GESTORA remunera a OPERADORA.`,
    roles: ['gestora', 'operadora'],
  },
  {
    name: 'a term in quotes between parentheses inside the clauses is no side',
    text: `JOÃO DA SILVA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado LOCADOR, e MARIA SOUZA, brasileira, doravante denominada LOCATÁRIA.${PREAMBLE_CLAUSE}O LOCADOR entrega o imóvel e seus móveis ("Bens Locados") à LOCATÁRIA.`,
    roles: ['locador', 'locatario'],
  },
  {
    name: 'a definition whose lead-in follows another lead-in',
    text: `De um lado, BICICLETAS RÁPIDAS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante designada LOJA; de outro lado, a pessoa indicada a seguir, doravante chamada ARRENDATÁRIO:\nNome: ____\nCPF: ____${PREAMBLE_CLAUSE}A LOJA entrega a bicicleta ao ARRENDATÁRIO.`,
    roles: ['loja', 'arrendatario'],
  },
  {
    name: 'an agent stands for the side it acts for when that side is no party',
    text: `CASA BOA IMÓVEIS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante IMOBILIÁRIA, e PEDRO LIMA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante HÓSPEDE.${PREAMBLE_CLAUSE}A IMOBILIÁRIA entrega o apartamento ao HÓSPEDE.`,
    roles: ['imobiliaria', 'hospede'],
  },
  {
    name: 'an agent is no side when both sides are parties',
    text: `JOÃO DA SILVA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado LOCADOR, e MARIA SOUZA, brasileira, doravante denominada LOCATÁRIA, com a intervenção de CASA BOA IMÓVEIS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante IMOBILIÁRIA.${PREAMBLE_CLAUSE}O LOCADOR entrega o imóvel à LOCATÁRIA.`,
    roles: ['locador', 'locatario'],
  },
  {
    name: 'words that are no name after a lead-in define nothing',
    text: `JOÃO DA SILVA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado LOCADOR, e MARIA SOUZA, brasileira, doravante denominada LOCATÁRIA, ajustam as cláusulas a seguir, que a LOCATÁRIA declara conhecer.${PREAMBLE_CLAUSE}O LOCADOR entrega o imóvel à LOCATÁRIA, doravante, em qualquer caso, nos termos a seguir.`,
    roles: ['locador', 'locatario'],
  },
  {
    name: 'the promitente compradora is the buyer side',
    text: `LUIZ SCHMIDT, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado PROMITENTE VENDEDOR, e CAROLINA SOUZA, brasileira, doravante denominada PROMITENTE COMPRADORA.${PREAMBLE_CLAUSE}O PROMITENTE VENDEDOR promete vender à PROMITENTE COMPRADORA o lote.`,
    roles: ['promitente vendedor', 'promissario comprador'],
    mentions: ['promitente vendedor', 'promissario comprador'],
  },
  {
    name: 'hyphenated roles of a beauty-salon partnership (Lei 13.352/2016)',
    text: `STUDIO BELLA FORMA CABELEIREIROS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, doravante denominada SALÃO-PARCEIRO, e KAROLINE DOS SANTOS REIS, brasileira, inscrita no CPF sob o nº 123.456.789-09, doravante denominada PROFISSIONAL-PARCEIRO.${PREAMBLE_CLAUSE}O SALÃO-PARCEIRO cede à PROFISSIONAL-PARCEIRO uma cadeira de atendimento.`,
    roles: ['salao-parceiro', 'profissional-parceiro'],
    mentions: ['salao-parceiro', 'profissional-parceiro'],
  },
  {
    name: 'creditor and debtor of a loan, named in title case',
    text: `Pelo presente instrumento particular, de um lado JOSÉ ROBERTO FAGUNDES, brasileiro, casado, comerciante, CPF 526.018.159-06, residente em Londrina/PR, chamado de Credor, e de outro lado ANDERSON LUIZ MOREIRA, brasileiro, solteiro, CPF 356.230.123-53, residente em Londrina/PR, chamado de Devedor, fica justo o empréstimo abaixo.${PREAMBLE_CLAUSE}O Credor empresta ao Devedor R$ 15.000,00.`,
    roles: ['credor', 'devedor'],
    mentions: ['credor', 'devedor'],
  },
  {
    name: 'sublessor and sublessee are not the lessor and the lessee',
    text: `CARLOS ALBERTO DIAS, brasileiro, inscrito no CPF sob o nº 123.456.789-09, doravante denominado SUBLOCADOR, e RENATA LIMA, brasileira, inscrita no CPF sob o nº 111.444.777-35, doravante denominada SUBLOCATÁRIA.${PREAMBLE_CLAUSE}O SUBLOCADOR subloca à SUBLOCATÁRIA um quarto do imóvel.`,
    roles: ['sublocador', 'sublocatario'],
    mentions: ['sublocador', 'sublocatario'],
  },
  {
    name: 'guarantors and witnesses are not sides',
    text: `COWORKING: ILHA HUB LTDA., inscrita no CNPJ sob o nº 79.907.511/0001-41, doravante denominada COWORKING.\n\nCLIENTE: ESTÚDIO MAREA LTDA., inscrita no CNPJ sob o nº 63.726.516/0001-38, doravante denominada CLIENTE.\n\nAVALISTA: PEDRO PRATES, brasileiro, inscrito no CPF sob o nº 111.444.777-35.${PREAMBLE_CLAUSE}O COWORKING cede à CLIENTE o uso da estação.`,
    roles: ['coworking', 'cliente'],
    mentions: ['coworking', 'cliente'],
  },
  {
    name: 'no party, no role',
    text: `Receita de bolo: misture a farinha com os ovos.${PREAMBLE_CLAUSE}Asse por 40 minutos.`,
    roles: [],
    mentions: [],
  },
];

describe('roles', () => {
  it.each(ROWS)('$name', ({ text, roles, mentions }) => {
    const doc = documentFromText(text);
    expect(mainRoles(doc)).toEqual(roles);
    if (mentions === undefined) return;
    const found = indexDocument(doc).sentences.flatMap((sentence) =>
      roleMentions(doc, sentence.fold, sentence.start).filter((m) => roles.includes(m.key)),
    );
    expect(found.map((mention) => mention.key)).toEqual(mentions);
  });
});
