import { describe, expect, it } from 'vitest';
import { documentFromText } from '../prepare';
import { documentFacts } from './facts';

describe('party cities', () => {
  it.each([
    [
      'a city before its state, in either form',
      'LOCADOR: JOÃO PEREIRA, brasileiro, residente na Rua das Flores, 10, Campinas/SP.\n\nLOCATÁRIO: ANA COSTA, brasileira, residente na Rua Sete, 20, Manaus – AM.',
      [['campinas'], ['manaus']],
    ],
    [
      'never an identity card issuer, a registry or a document',
      'LOCADOR: JOÃO PEREIRA, brasileiro, portador do RG nº 1234567 expedido pela SSP/SP, CRECI/DF 1234, inscrito no CNPJ/MF sob o nº 11.222.333/0001-81, residente em Goiânia/GO.',
      [['goiania']],
    ],
    [
      'a city with an inner "do" keeps it; a state written out anchors too',
      'LOCADOR: JOÃO PEREIRA, residente na cidade de São Bernardo do Campo/SP.\n\nLOCATÁRIO: ANA COSTA, residente na Rua Sete, 20, Bairro: Centro, Cidade:Montes Claros, Estado de Minas Gerais, CEP: 39.400-497.',
      [['sao bernardo do campo'], ['montes claros']],
    ],
    [
      'one list per party when one sentence qualifies both',
      'Por este instrumento, JOÃO PEREIRA, residente em Foz do Iguaçu/PR, denominado VENDEDOR e de outro lado; ANA COSTA, residente na Rua Sete, Cidade:Formiga, Estado de Minas Gerais, denominada COMPRADORA, ajustam o seguinte.',
      [['foz do iguacu'], ['formiga']],
    ],
    [
      'never a state alone',
      'CONTRATADA: ASSOCIAÇÃO ALFA, com sede na Rua das Palmeiras, 90, Botafogo, RJ/RJ, 22270-070.',
      [],
    ],
  ])('%s', (_name, preamble, cities) => {
    const doc = documentFromText(
      `CONTRATO DE LOCAÇÃO RESIDENCIAL\n\n${preamble}\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nO imóvel é locado para fins residenciais.`,
    );
    expect(documentFacts(doc).partyCities).toEqual(cities);
  });
});

/** The parties of a service contract, for term cases that differ only in their clauses. */
const SERVICE_HEAD = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CONTRATANTE: CLÍNICA VIDA PLENA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.
CONTRATADA: ORTIZ SERVIÇOS MÉDICOS LTDA., inscrita no CNPJ sob o nº 44.555.666/0001-32.
CLÁUSULA PRIMEIRA – A CONTRATADA prestará serviços médicos de plantão na unidade da CONTRATANTE.
`;

/** The parties of a lease. */
const LEASE_HEAD = `CONTRATO DE LOCAÇÃO RESIDENCIAL
LOCADORA: ANA LIMA, brasileira, solteira. LOCATÁRIO: PEDRO ALVES, brasileiro, casado.
1. A LOCADORA aluga ao LOCATÁRIO a casa da Rua das Acácias, 90, Manaus/AM.
`;

describe('the term as written', () => {
  it.each([
    {
      name: '"prazo de locação" with its unit',
      text: `${LEASE_HEAD}2. O prazo de locação é de 12 (doze) meses a contar desta data.`,
      term: { kind: 'duration', months: 12, duration: { amount: 12, unit: 'meses' } },
    },
    {
      name: 'a term in days stays in days; what it becomes afterwards is no term',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato vigorará pelo prazo de 30 (trinta) dias. Após, prorrogar-se-á por prazo indeterminado.`,
      term: { kind: 'duration', months: 1, duration: { amount: 30, unit: 'dias' } },
    },
    {
      name: 'a term written "01 (ano)"',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato é celebrado pelo prazo de 01 (ano), contado da assinatura.`,
      term: { kind: 'duration', months: 12, duration: { amount: 1, unit: 'anos' } },
    },
    {
      name: 'a minimum term ("no mínimo 12 meses")',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – A CONTRATANTE declara ciência de que o presente contrato tem prazo de, no mínimo, 12 (doze) meses.`,
      term: { kind: 'duration', months: 12, isMinimum: true },
    },
    {
      name: 'an indefinite term keeps its lock-in as its minimum',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O presente contrato vigorará por prazo indeterminado.\nCLÁUSULA TERCEIRA – O prazo de fidelidade é de 12 (doze) meses, contados da instalação.`,
      term: {
        kind: 'indefinite',
        isIndefinite: true,
        months: null,
        isMinimum: true,
        duration: { amount: 12, unit: 'meses' },
      },
    },
    {
      name: 'two dates, their length in months',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O contrato terá vigência de 01/03/2026 a 28/02/2027.`,
      term: { kind: 'dates', from: '2026-03-01', to: '2027-02-28', months: 12 },
    },
    {
      name: 'a duration says more than the dates it also gives',
      text: `${LEASE_HEAD}Vigência do contrato: 10/07/2026 a 09/07/2029\n2. O prazo de vigência da locação é de 36 (trinta e seis) meses.`,
      term: { kind: 'duration', months: 36 },
    },
    {
      name: 'a term that runs to a date',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – Este contrato vigorará até 31/12/2026.`,
      term: { kind: 'until', to: '2026-12-31', months: null },
    },
    {
      name: 'an employee admitted for an indefinite term; "após a assinatura" is no condition',
      text: `CONTRATO DE TRABALHO\nEMPREGADORA: ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81. EMPREGADO: JOSÉ LIMA, brasileiro, solteiro.\n1. Após a assinatura deste instrumento, o EMPREGADO é admitido por prazo indeterminado na função de auxiliar.`,
      term: { kind: 'indefinite', isIndefinite: true, months: null },
    },
    {
      name: 'an indefinite term stated without a cue word ("contrato de prestação de serviços com prazo indeterminado")',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – As partes firmam o presente ajuste, sendo o prazo indeterminado, e qualquer delas poderá denunciá-lo com aviso de 30 (trinta) dias.`,
      term: { kind: 'indefinite', isIndefinite: true },
    },
  ])('$name', ({ text, term }) => {
    expect(documentFacts(documentFromText(text)).term).toMatchObject(term);
  });

  it.each([
    {
      name: 'a condition on the length of an internship is no term ("duração igual ou superior a 1 ano")',
      text: `TERMO DE COMPROMISSO DE ESTÁGIO\nCONCEDENTE: ALFA ENGENHARIA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\nESTAGIÁRIA: JÚLIA PRADO, brasileira, solteira.\nCLÁUSULA 1ª – A estagiária terá direito, sempre que o estágio tenha duração igual ou superior a 1 (um) ano, a recesso de 30 (trinta) dias.`,
    },
    {
      name: 'what the lease becomes after its term is no term ("passando o contrato a viger por prazo indeterminado")',
      text: `${LEASE_HEAD}2. Findo o prazo, permanecendo o LOCATÁRIO no imóvel, passando o contrato a viger por prazo indeterminado, poderá ser denunciado na forma da lei.`,
    },
    {
      name: 'a guarantee that lasts "mesmo que este se prorrogue por prazo indeterminado" is no term',
      text: `${LEASE_HEAD}2. A garantia é prestada até a entrega das chaves, mesmo que este contrato se prorrogue automaticamente por prazo indeterminado.`,
    },
    {
      name: 'a period after the end ("durante a vigência e por 3 anos após") is no term',
      text: `${SERVICE_HEAD}CLÁUSULA SEGUNDA – O sigilo será mantido durante a vigência deste contrato e por 3 (três) anos após o seu término.`,
    },
  ])('$name', ({ text }) => {
    expect(documentFacts(documentFromText(text)).term).toBeNull();
  });

  it('says where a term is left blank, when no term is stated', () => {
    const doc = documentFromText(
      `${LEASE_HEAD}2. O contrato terá duração de {{ $duracao }} meses, com início em {{ $inicio }}.`,
    );
    const { term, blankTerm } = documentFacts(doc);
    expect(term).toBeNull();
    expect(blankTerm).not.toBeNull();
    expect(doc.text.slice(blankTerm!.start, blankTerm!.end)).toContain('{{ $duracao }}');
  });
});
