import { describe, expect, it } from 'vitest';
import { exoticClausesAnalyzer, exoticStatus } from '.';
import type { RawFinding } from '../../types';
import { documentFromText } from '../../prepare';
import { registryFindings } from '../../rules';
import { describeCases } from '../test-cases';

describeCases('exotic-clauses', exoticClausesAnalyzer);

describe('exoticStatus', () => {
  const finding = (severity: RawFinding['severity']): RawFinding => ({
    rule: 'atipica.exclusividade',
    title: 't',
    description: 'd',
    severity,
    start: 0,
    end: 1,
  });

  it('is "nenhuma" without findings, else the criterion band\'s word: "critica" only below 50', () => {
    expect(exoticStatus([], 100)).toBe('nenhuma');
    expect(exoticStatus([finding('baixa'), finding('média')], 83)).toBe('atencao');
    // One serious clause leaves the criterion at 75 ("Atenção"): never "Crítica" beside it.
    expect(exoticStatus([finding('alta')], 75)).toBe('atencao');
    expect(exoticStatus([finding('alta'), finding('alta'), finding('média')], 38)).toBe('critica');
  });
});

describe('arbitration in adhesion contracts cites the law that applies', () => {
  const ARBITRATION =
    'CLÁUSULA DÉCIMA – DA SOLUÇÃO DE CONFLITOS\n\nQualquer controvérsia será resolvida obrigatoriamente por arbitragem, na Câmara de Arbitragem de São Paulo.';
  it.each([
    [
      'a consumer: CDC art. 51, VII',
      `TERMOS DE USO DA PLATAFORMA FITPLAY\n\nAo aceitar estes Termos de Uso, o USUÁRIO, consumidor, celebra contrato de adesão com a FITPLAY.\n\n${ARBITRATION}`,
      'cdc.art51.VII',
    ],
    [
      'an adhesion lease, where the CDC does not apply: Lei 9.307 art. 4º §2º',
      `CONTRATO DE LOCAÇÃO RESIDENCIAL – CONTRATO DE ADESÃO\n\nLOCADORA: ALFA IMÓVEIS LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81.\n\nLOCATÁRIO: JOSÉ CARLOS SOUZA, brasileiro, solteiro.\n\nCLÁUSULA PRIMEIRA – DO OBJETO\n\nA LOCADORA dá em locação ao LOCATÁRIO o apartamento 12 da Rua Tupi, 40, Campinas/SP.\n\n${ARBITRATION}`,
      'lei9307.art4.p2',
    ],
  ])('%s', (_name, text, legalRef) => {
    const findings = registryFindings(documentFromText(text), 'exoticClauses');
    const arbitration = findings.find((finding) => finding.rule === 'atipica.arbitragem_adesao');
    expect(arbitration?.legalRef).toBe(legalRef);
  });
});

describe('abusive hypotheses read in any wording', () => {
  /** A school's consumer contract around one clause. */
  const school = (clause: string) =>
    [
      'CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS',
      '',
      'CONTRATADA: ESCOLA ALFA LTDA., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede em Goiânia/GO.',
      '',
      'CONTRATANTE: MARIA SOUZA, brasileira, inscrita no CPF sob o nº 123.456.789-09, residente em Goiânia/GO, consumidora.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'A CONTRATADA prestará ao aluno os serviços educacionais do ensino fundamental no ano letivo.',
      '',
      'CLÁUSULA SEGUNDA – DISPOSIÇÕES',
      '',
      clause,
    ].join('\n');
  const fired = (clause: string) =>
    new Set(exoticClausesAnalyzer.analyze(documentFromText(school(clause))).map((f) => f.rule));

  it.each([
    ['atipica.venda_casada', 'Fica vedado comprar o uniforme escolar em outro estabelecimento.'],
    ['atipica.venda_casada', 'É proibida a aquisição do material didático de terceiros.'],
    ['atipica.venda_casada', 'O CONTRATANTE não poderá adquirir o uniforme em outras lojas.'],
    [
      'atipica.renuncia_direitos',
      'O CONTRATANTE aceita o contrato, nada tendo a reclamar futuramente.',
    ],
    [
      'atipica.renuncia_direitos',
      'O CONTRATANTE renuncia a qualquer remuneração pelo uso de sua imagem.',
    ],
    [
      'atipica.exclusao_sumaria',
      'O CONTRATANTE que infringir qualquer regra terá a matrícula cancelada automaticamente.',
    ],
    [
      'atipica.exclusao_sumaria',
      'O atraso não exime o CONTRATANTE de pagar integralmente o curso e dá à CONTRATADA o direito de rescindir o contrato.',
    ],
    [
      'atipica.exoneracao_responsabilidade',
      'A CONTRATADA não responderá por nenhum evento relativo ao aluno fora do horário das aulas.',
    ],
    ['atipica.confissao_divida', 'O CONTRATANTE confessa dever as mensalidades do ano letivo.'],
    ['atipica.confissao_divida', 'A CONTRATANTE confessa dívida no valor total do curso.'],
    ['atipica.confissao_divida', 'O responsável confessa ser devedor da anuidade inteira.'],
  ])('%s: «%s»', (rule, clause) => expect(fired(clause)).toContain(rule));

  it.each([
    [
      'atipica.venda_casada',
      'O uniforme poderá ser adquirido em qualquer estabelecimento, no modelo da escola.',
    ],
    [
      'atipica.venda_casada',
      'É vedado à CONTRATADA exigir a compra do material em loja determinada.',
    ],
    ['atipica.venda_casada', 'A compra do material escolar fica a critério do CONTRATANTE.'],
    [
      'atipica.renuncia_direitos',
      'Pago o débito, a CONTRATADA dá plena quitação, nada mais tendo a reclamar.',
    ],
    ['atipica.renuncia_direitos', 'O CONTRATANTE poderá reclamar a qualquer tempo.'],
    [
      'atipica.exclusao_sumaria',
      'O CONTRATANTE poderá cancelar a matrícula a qualquer tempo, mediante aviso por escrito.',
    ],
    [
      'atipica.exclusao_sumaria',
      'O atraso não exime o CONTRATANTE de pagar integralmente as parcelas vencidas.',
    ],
    [
      'atipica.exoneracao_responsabilidade',
      'A CONTRATADA responderá por todo evento relativo ao aluno ocorrido nas suas dependências.',
    ],
    ['atipica.confissao_divida', 'O CONTRATANTE confessa dever as mensalidades vencidas em março.'],
    ['atipica.confissao_divida', 'O CONTRATANTE deverá pagar as mensalidades até o dia 10.'],
    ['atipica.confissao_divida', 'A CONTRATADA tem o dever de informar o desempenho do aluno.'],
  ])('not %s: «%s»', (rule, clause) => expect(fired(clause)).not.toContain(rule));

  /** A lease around one clause: the tenant and the guarantors served for one another. */
  const lease = (clause: string) =>
    [
      'CONTRATO DE LOCAÇÃO RESIDENCIAL',
      '',
      'LOCADOR: JOÃO LIMA, brasileiro, inscrito no CPF sob o nº 987.654.321-00, residente em Brasília/DF.',
      '',
      'LOCATÁRIO: JOSÉ SOUZA, brasileiro, inscrito no CPF sob o nº 123.456.789-09, residente em Brasília/DF.',
      '',
      'CLÁUSULA PRIMEIRA – DO OBJETO',
      '',
      'O LOCADOR dá em locação ao LOCATÁRIO o apartamento 12 da Quadra 3, Brasília/DF.',
      '',
      'CLÁUSULA SEGUNDA – DO MANDATO',
      '',
      clause,
    ].join('\n');
  const mandate = (clause: string) =>
    exoticClausesAnalyzer
      .analyze(documentFromText(lease(clause)))
      .some((f) => f.rule === 'atipica.procuracao_reciproca');

  it.each([
    'LOCATÁRIO e fiadores conferem-se, uns aos outros, mútua e reciprocamente, poderes irrevogáveis para que cada um represente os demais passivamente em juízo.',
    'Os fiadores e o LOCATÁRIO outorgam-se mutuamente poderes especiais para receber, uns pelos outros, citações e intimações.',
    'LOCATÁRIO e fiadores nomeiam-se reciprocamente procuradores para receber citação inicial.',
  ])('mutual mandate: «%s»', (clause) => expect(mandate(clause)).toBe(true));
  it.each([
    'O LOCATÁRIO poderá nomear procurador para receber as chaves.',
    'As partes outorgam-se mútua quitação quanto aos aluguéis pagos.',
    'Os fiadores serão citados no endereço indicado neste contrato.',
  ])('no mutual mandate: «%s»', (clause) => expect(mandate(clause)).toBe(false));
});
