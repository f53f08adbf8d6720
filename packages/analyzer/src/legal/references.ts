/**
 * The vetted legal table: the ONLY source of legal references in any output. Each rule is a
 * one-line paraphrase in pt-BR of the cited provision, checked against the text of the law in
 * force (Lei 14.879/2024 for CPC art. 63 §1º, Lei 14.905/2024 for CC arts. 406/591 and the Lei de Usura). A reference is
 * attached to a finding only when `appliesTo` matches the document (see `applicability.ts`).
 * Entries of `../shared/LAW-CATALOGUE.md` checked against the official text carry that text
 * (`officialText`) and the date of the act that gave it its wording (`versionDate`); the others
 * carry only our one-line paraphrase until their text is checked against planalto.gov.br or the DOU.
 */
import type { TContractType, TLegalBasis } from '@contrato-claro/shared';

/** When a reference may be cited. */
export type Applicability =
  | { kind: 'any' }
  /** Only for these contract types. */
  | { kind: 'types'; types: readonly TContractType[] }
  /** Every type except these (e.g. CLT rules govern employment contracts). */
  | { kind: 'exceptTypes'; types: readonly TContractType[] }
  /** Only when the document shows a consumer relation (CDC). */
  | { kind: 'consumer' }
  /** Only in adhesion contracts (CC arts. 423–424). */
  | { kind: 'adhesion' }
  /** Only in an urban lease (Lei 8.245/1991): never a car's or a machine's. */
  | { kind: 'lease' }
  /** Only in an employment contract (CLT). */
  | { kind: 'employment' }
  /** Only in an internship (Lei 11.788/2008). */
  | { kind: 'internship' }
  /** Only in a contract of the public administration (Lei 14.133/2021). */
  | { kind: 'public' };

/** An entry of the table: the public legal basis plus when it may be cited. */
export interface LegalReference extends TLegalBasis {
  appliesTo: Applicability;
}

const CIVIL = { kind: 'exceptTypes', types: ['Trabalho'] } as const;

/** Ids of the table, so that a typo in a rule is a type error. */
export type LegalReferenceId =
  | 'cdc.art52.p1'
  | 'cc.art412-413'
  | 'lei8245.art4'
  | 'lei8245.art37'
  | 'lei8245.art38.p2'
  | 'lei10192.art2.p1'
  | 'cpc.art63.p1'
  | 'cdc.art51.I'
  | 'cdc.art51.IV'
  | 'cdc.art51.VII'
  | 'cdc.art51.X'
  | 'cdc.art51.XI'
  | 'cdc.art51.XIII'
  | 'cdc.art53'
  | 'cdc.art54.p3-4'
  | 'cc.art423-424'
  | 'cc.art473'
  | 'cpc.art784.III'
  | 'lgpd.art7-46'
  | 'cc.art591'
  | 'usura.art4'
  | 'lei9307.art4.p2'
  | 'cdc.art25'
  | 'cdc.art46'
  | 'cdc.art49'
  | 'cdc.art51.XII'
  | 'lei8245.art5'
  | 'lei8245.art22'
  | 'lei11795.art2-7'
  | 'lgpd.art8.p4'
  | 'lgpd.art8.p5'
  | 'lgpd.art14.p1'
  | 'cc.art20'
  | 'lei9610.art49-50'
  | 'usura.art1'
  | 'lei6766.art26.V'
  | 'stj.sumula543'
  | 'lei11788.art3'
  | 'decreto7962.art2'
  | 'cf.art7.IV'
  | 'lei4886.art43'
  | 'clt.art445'
  | 'lei9870.art6'
  | 'lei9870.art1.p6'
  | 'cdc.art39.I'
  | 'lei5474.art2-20'
  | 'lgpd.art55J'
  | 'lgpd.art14'
  | 'lgpd.art6.III'
  | 'lgpd.art46'
  | 'lgpd.art39-46'
  | 'lei8245.art22.V'
  | 'lei8245.art8'
  | 'lei4886.art27'
  | 'clt.art479-481'
  | 'lei8245.art38.p2.deposito'
  | 'lei9870.art1'
  | 'lgpd.art48'
  | 'lgpd.art19'
  | 'ctb.art123-134'
  | 'cc.art579'
  | 'lgpd.art9.V'
  | 'lgpd.art7-11'
  | 'cc.art2036'
  | 'cc.art2045'
  | 'cpc.art1046'
  | 'cpc.art338-339'
  | 'lei11101.art1-200'
  | 'lei11788.art22'
  | 'cdc.art34'
  | 'lgpd.art43-44'
  | 'lei11788.art5.p3'
  | 'clt.art3-9'
  | 'lei10741.art96'
  | 'lei13146.art28.p1'
  | 'lei6766.art34'
  | 'lei8245.art23.III'
  | 'clt.art59'
  | 'cdc.art51.II'
  | 'cdc.art6.III'
  | 'lei9394.art48.p3'
  | 'cdc.art51.VI'
  | 'cdc.art51.XVIII'
  | 'sde.p4-1998.7'
  | 'sde.p4-1998.12'
  | 'sde.p4-1998.13'
  | 'sde.p3-2001.4'
  | 'sde.p5-2002.I'
  | 'lei8245.art45'
  | 'stj.sumula302'
  | 'cdc.art51.III'
  | 'cdc.art51.VIII'
  | 'cdc.art51.IX'
  | 'cdc.art51.XVI'
  | 'cdc.art51.XVII'
  | 'cdc.art51.XV'
  | 'cdc.art51.p1.II'
  | 'sde.p4-1998.2'
  | 'sde.p4-1998.9'
  | 'sde.p4-1998.11'
  | 'sde.p3-1999.3'
  | 'sde.p3-2001.1'
  | 'sde.p3-2001.2'
  | 'sde.p5-2002.II'
  | 'sde.p5-2002.III'
  | 'sde.p5-2002.V'
  | 'stj.sumula60'
  | 'cdc.art54C.II'
  | 'lei14133.art92.p1'
  | 'lei4886.art32.p7'
  | 'lei4886.art27.j'
  | 'lei11788.art10'
  | 'lei11788.art11'
  | 'cpc.art833.IV-X'
  | 'lei12592.art1A'
  | 'lei13966.art2.p1-2';

/** The vetted table, by id. */
export const LEGAL_REFERENCES: Record<LegalReferenceId, LegalReference> = {
  'cdc.art52.p1': {
    id: 'cdc.art52.p1',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 52, § 1º',
    rule: 'Nas relações de consumo, a multa de mora pelo atraso no pagamento não pode ser superior a 2% do valor da prestação.',
    appliesTo: { kind: 'consumer' },
  },
  'cc.art412-413': {
    id: 'cc.art412-413',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'arts. 412 e 413',
    rule: 'A cláusula penal não pode exceder o valor da obrigação principal, e o juiz deve reduzi-la se for manifestamente excessiva ou se a obrigação tiver sido cumprida em parte.',
    appliesTo: CIVIL,
  },
  'cdc.art53': {
    id: 'cdc.art53',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 53',
    rule: 'Na compra e venda de móveis ou imóveis em prestações, é nula a cláusula que estabeleça a perda total das prestações pagas em benefício do credor que, pelo inadimplemento, pedir a resolução do contrato.',
    appliesTo: { kind: 'consumer' },
  },
  'lei8245.art4': {
    id: 'lei8245.art4',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 4º',
    rule: 'Durante o prazo do contrato, o locador não pode reaver o imóvel; o locatário pode devolvê-lo pagando a multa pactuada, proporcional ao período de cumprimento do contrato.',
    appliesTo: { kind: 'lease' },
  },
  'lei8245.art37': {
    id: 'lei8245.art37',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 37, parágrafo único',
    rule: 'É vedada, sob pena de nulidade, mais de uma modalidade de garantia (caução, fiança, seguro-fiança ou cessão de quotas) no mesmo contrato de locação.',
    appliesTo: { kind: 'lease' },
  },
  'lei8245.art38.p2': {
    id: 'lei8245.art38.p2',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 38, § 2º',
    rule: 'A caução em dinheiro não pode exceder o equivalente a três meses de aluguel.',
    appliesTo: { kind: 'lease' },
  },
  'lei10192.art2.p1': {
    id: 'lei10192.art2.p1',
    law: 'Lei 10.192/2001',
    article: 'art. 2º, § 1º',
    rule: 'É nula de pleno direito a estipulação de reajuste ou correção monetária com periodicidade inferior a um ano.',
    appliesTo: CIVIL,
  },
  'cpc.art63.p1': {
    id: 'cpc.art63.p1',
    law: 'Código de Processo Civil (Lei 13.105/2015)',
    article: 'art. 63, § 1º',
    rule: 'A eleição de foro só produz efeito se constar de instrumento escrito, referir-se a negócio determinado e guardar pertinência com o domicílio ou a residência de uma das partes ou com o local da obrigação.',
    appliesTo: CIVIL,
  },
  'cdc.art51.I': {
    id: 'cdc.art51.I',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, I',
    rule: 'É nula a cláusula que exonere ou atenue a responsabilidade do fornecedor por vícios dos produtos e serviços ou implique renúncia ou disposição de direitos do consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: I - impossibilitem, exonerem ou atenuem a responsabilidade do fornecedor por vícios de qualquer natureza dos produtos e serviços ou impliquem renúncia ou disposição de direitos. Nas relações de consumo entre o fornecedor e o consumidor pessoa jurídica, a indenização poderá ser limitada, em situações justificáveis;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.IV': {
    id: 'cdc.art51.IV',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, IV',
    rule: 'É nula a cláusula que estabeleça obrigações iníquas ou abusivas, que coloquem o consumidor em desvantagem exagerada ou sejam incompatíveis com a boa-fé.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: IV - estabeleçam obrigações consideradas iníquas, abusivas, que coloquem o consumidor em desvantagem exagerada, ou sejam incompatíveis com a boa-fé ou a eqüidade;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.VII': {
    id: 'cdc.art51.VII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, VII',
    rule: 'É nula a cláusula que determine a utilização compulsória de arbitragem.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: VII - determinem a utilização compulsória de arbitragem;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.X': {
    id: 'cdc.art51.X',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, X',
    rule: 'É nula a cláusula que permita ao fornecedor variar o preço de maneira unilateral.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: X - permitam ao fornecedor, direta ou indiretamente, variação do preço de maneira unilateral;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XI': {
    id: 'cdc.art51.XI',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XI',
    rule: 'É nula a cláusula que autorize o fornecedor a cancelar o contrato unilateralmente sem que igual direito seja conferido ao consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XI - autorizem o fornecedor a cancelar o contrato unilateralmente, sem que igual direito seja conferido ao consumidor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XIII': {
    id: 'cdc.art51.XIII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XIII',
    rule: 'É nula a cláusula que autorize o fornecedor a modificar unilateralmente o conteúdo ou a qualidade do contrato após sua celebração.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XIII - autorizem o fornecedor a modificar unilateralmente o conteúdo ou a qualidade do contrato, após sua celebração;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art54.p3-4': {
    id: 'cdc.art54.p3-4',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 54, §§ 3º e 4º',
    rule: 'O contrato de adesão deve ser redigido em termos claros, com fonte não inferior ao corpo 12, e as cláusulas que limitem direitos do consumidor devem vir em destaque.',
    appliesTo: { kind: 'consumer' },
  },
  'cc.art423-424': {
    id: 'cc.art423-424',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'arts. 423 e 424',
    rule: 'No contrato de adesão, cláusulas ambíguas ou contraditórias são interpretadas a favor do aderente, e é nula a renúncia antecipada do aderente a direito resultante da natureza do negócio.',
    appliesTo: { kind: 'adhesion' },
  },
  'cc.art473': {
    id: 'cc.art473',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 473',
    rule: 'A resilição unilateral, quando a lei a permite, opera por denúncia notificada à outra parte; se esta fez investimentos consideráveis, a denúncia só produz efeito após prazo compatível com eles.',
    appliesTo: CIVIL,
  },
  'cpc.art784.III': {
    id: 'cpc.art784.III',
    law: 'Código de Processo Civil (Lei 13.105/2015)',
    article: 'art. 784, III e § 4º',
    rule: 'O documento particular assinado pelo devedor e por duas testemunhas é título executivo extrajudicial; no documento eletrônico, a assinatura eletrônica com integridade conferida por provedor dispensa as testemunhas.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art7-46': {
    id: 'lgpd.art7-46',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'arts. 7º e 46',
    rule: 'Dados pessoais só podem ser tratados com base numa das hipóteses legais do art. 7º, e os agentes de tratamento devem adotar medidas de segurança para protegê-los.',
    appliesTo: { kind: 'any' },
  },
  'cc.art591': {
    id: 'cc.art591',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 591',
    rule: 'No mútuo destinado a fins econômicos, os juros não podem exceder a taxa legal do art. 406 (Selic deduzido o IPCA), sob pena de redução, permitida a capitalização anual.',
    appliesTo: { kind: 'types', types: ['Mútuo'] },
  },
  'usura.art4': {
    id: 'usura.art4',
    law: 'Lei de Usura (Decreto 22.626/1933)',
    article: 'art. 4º',
    rule: 'É proibido contar juros dos juros, salvo a acumulação anual; desde a Lei 14.905/2024 a vedação não alcança obrigações entre pessoas jurídicas nem as contraídas com instituições financeiras.',
    appliesTo: CIVIL,
  },
  'cdc.art25': {
    id: 'cdc.art25',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 25',
    rule: 'É vedada a cláusula que impossibilite, exonere ou atenue a obrigação do fornecedor de indenizar o consumidor por defeitos e vícios de produtos e serviços.',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art46': {
    id: 'cdc.art46',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 46',
    rule: 'O contrato não obriga o consumidor se ele não teve a oportunidade de conhecer previamente o seu conteúdo, ou se foi redigido de modo a dificultar a compreensão de seu sentido e alcance.',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art49': {
    id: 'cdc.art49',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 49',
    rule: 'Na contratação fora do estabelecimento comercial (por telefone, internet ou em domicílio), o consumidor pode desistir em 7 dias da assinatura ou do recebimento, com devolução imediata e corrigida de tudo o que pagou.',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XII': {
    id: 'cdc.art51.XII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XII',
    rule: 'É nula a cláusula que obrigue o consumidor a ressarcir os custos de cobrança de sua obrigação sem que igual direito lhe seja conferido contra o fornecedor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XII - obriguem o consumidor a ressarcir os custos de cobrança de sua obrigação, sem que igual direito lhe seja conferido contra o fornecedor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'lei8245.art5': {
    id: 'lei8245.art5',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 5º',
    rule: 'Seja qual for o fundamento do término da locação, a ação do locador para reaver o imóvel é a de despejo: ele não pode retomá-lo por conta própria.',
    appliesTo: { kind: 'lease' },
  },
  'lei8245.art22': {
    id: 'lei8245.art22',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 22, I, II e IV',
    rule: 'O locador deve entregar o imóvel em estado de servir ao uso a que se destina, garantir o uso pacífico durante a locação e responder pelos vícios ou defeitos anteriores à locação.',
    appliesTo: { kind: 'lease' },
  },
  'lei11795.art2-7': {
    id: 'lei11795.art2-7',
    law: 'Lei dos Consórcios (Lei 11.795/2008)',
    article: 'arts. 2º e 7º',
    rule: 'Reunir pessoas que pagam prestações para que cada uma receba bens ou serviços por sorteio ou lance é consórcio, que só pode ser administrado por empresa autorizada e fiscalizada pelo Banco Central.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art8.p4': {
    id: 'lgpd.art8.p4',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 8º, § 4º',
    rule: 'O consentimento para o tratamento de dados pessoais deve referir-se a finalidades determinadas; autorizações genéricas são nulas.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art8.p5': {
    id: 'lgpd.art8.p5',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 8º, § 5º',
    rule: 'O consentimento pode ser revogado a qualquer momento, por manifestação expressa do titular, em procedimento gratuito e facilitado.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art14.p1': {
    id: 'lgpd.art14.p1',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 14, § 1º',
    rule: 'O tratamento de dados pessoais de crianças exige consentimento específico e em destaque dado por pelo menos um dos pais ou pelo responsável legal.',
    appliesTo: { kind: 'any' },
  },
  'cc.art20': {
    id: 'cc.art20',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 20',
    rule: 'O uso da imagem ou da voz de uma pessoa depende de sua autorização; ela pode proibi-lo e pedir indenização quando atinge sua honra ou se destina a fins comerciais.',
    appliesTo: CIVIL,
  },
  'lei9610.art49-50': {
    id: 'lei9610.art49-50',
    law: 'Lei de Direitos Autorais (Lei 9.610/1998)',
    article: 'arts. 49 e 50',
    rule: 'A cessão de direitos de autor se faz por escrito e se presume onerosa; sem prazo estipulado vale por no máximo cinco anos, só no país, e apenas para os usos previstos.',
    appliesTo: { kind: 'any' },
  },
  'usura.art1': {
    id: 'usura.art1',
    law: 'Lei de Usura (Decreto 22.626/1933)',
    article: 'art. 1º',
    rule: 'É vedado estipular juros superiores ao dobro da taxa legal do art. 406 do Código Civil; desde a Lei 14.905/2024 o limite não alcança obrigações entre pessoas jurídicas nem as contraídas com instituições financeiras.',
    appliesTo: CIVIL,
  },
  'lei6766.art26.V': {
    id: 'lei6766.art26.V',
    law: 'Lei do Parcelamento do Solo Urbano (Lei 6.766/1979)',
    article: 'art. 26, V',
    rule: 'No compromisso de compra e venda de lote, a multa não pode exceder 10% do débito e só é exigível em caso de intervenção judicial ou de mora superior a três meses.',
    appliesTo: { kind: 'types', types: ['Compra e venda', 'Promessa de compra e venda'] },
  },
  'stj.sumula543': {
    id: 'stj.sumula543',
    law: 'Superior Tribunal de Justiça',
    article: 'Súmula 543',
    rule: 'Resolvida a promessa de compra e venda de imóvel sujeita ao CDC, as parcelas pagas devem ser restituídas de imediato: integralmente se a culpa foi do vendedor, parcialmente se foi o comprador quem deu causa.',
    officialText:
      'Na hipótese de resolução de contrato de promessa de compra e venda de imóvel submetido ao Código de Defesa do Consumidor, deve ocorrer a imediata restituição das parcelas pagas pelo promitente comprador - integralmente, em caso de culpa exclusiva do promitente vendedor/construtor, ou parcialmente, caso tenha sido o comprador quem deu causa ao desfazimento.',
    versionDate: '2015-08-26',
    appliesTo: { kind: 'consumer' },
  },
  'lei11788.art3': {
    id: 'lei11788.art3',
    law: 'Lei do Estágio (Lei 11.788/2008)',
    article: 'art. 3º, II e § 2º',
    rule: 'O estágio exige termo de compromisso celebrado entre o estudante, a parte concedente e a instituição de ensino; sem esse requisito, forma-se vínculo de emprego com a concedente.',
    appliesTo: { kind: 'internship' },
  },
  'clt.art445': {
    id: 'clt.art445',
    law: 'Consolidação das Leis do Trabalho (Decreto-Lei 5.452/1943)',
    article: 'art. 445, parágrafo único',
    rule: 'O contrato de experiência não pode passar de 90 dias; se passar, ou se for prorrogado mais de uma vez, vale como contrato por prazo indeterminado (art. 451).',
    appliesTo: { kind: 'employment' },
  },
  'lei4886.art43': {
    id: 'lei4886.art43',
    law: 'Lei da Representação Comercial (Lei 4.886/1965)',
    article: 'art. 43',
    rule: 'É vedada no contrato de representação comercial a cláusula del credere: o representante não responde pela solvência dos clientes que apresenta.',
    appliesTo: { kind: 'any' },
  },
  'lei9870.art6': {
    id: 'lei9870.art6',
    law: 'Lei das Mensalidades Escolares (Lei 9.870/1999)',
    article: 'art. 6º',
    rule: 'São proibidas a suspensão de provas escolares, a retenção de documentos escolares e a aplicação de quaisquer outras penalidades pedagógicas por motivo de inadimplemento.',
    appliesTo: { kind: 'types', types: ['Serviços educacionais'] },
  },
  'lei9870.art1.p6': {
    id: 'lei9870.art1.p6',
    law: 'Lei das Mensalidades Escolares (Lei 9.870/1999)',
    article: 'art. 1º, § 6º',
    rule: 'É nula a cláusula de revisão ou reajuste do valor das parcelas da anuidade ou semestralidade escolar em prazo inferior a um ano a contar de sua fixação, salvo quando prevista em lei.',
    appliesTo: { kind: 'types', types: ['Serviços educacionais'] },
  },
  'cdc.art39.I': {
    id: 'cdc.art39.I',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 39, I',
    rule: 'É vedado ao fornecedor condicionar o fornecimento de produto ou de serviço ao fornecimento de outro produto ou serviço (venda casada).',
    appliesTo: { kind: 'consumer' },
  },
  'lei5474.art2-20': {
    id: 'lei5474.art2-20',
    law: 'Lei das Duplicatas (Lei 5.474/1968)',
    article: 'arts. 2º e 20',
    rule: 'A duplicata só pode ser extraída de fatura de venda mercantil (art. 2º) ou de prestação de serviços (art. 20); não documenta outros créditos.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art55J': {
    id: 'lgpd.art55J',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 55-J, V',
    rule: 'Compete à Autoridade Nacional de Proteção de Dados (ANPD) apreciar as petições do titular contra o controlador.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art14': {
    id: 'lgpd.art14',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 14, § 1º',
    rule: 'O tratamento de dados pessoais de crianças (até 12 anos incompletos, ECA art. 2º) exige o consentimento específico e em destaque de pelo menos um dos pais ou do responsável legal.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art6.III': {
    id: 'lgpd.art6.III',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 6º, III',
    rule: 'O tratamento de dados pessoais deve limitar-se ao mínimo necessário para as suas finalidades, com dados pertinentes, proporcionais e não excessivos (princípio da necessidade).',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art46': {
    id: 'lgpd.art46',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 46',
    rule: 'Os agentes de tratamento devem adotar medidas de segurança, técnicas e administrativas, aptas a proteger os dados pessoais de acessos não autorizados e de situações acidentais ou ilícitas de destruição, perda, alteração, comunicação ou difusão.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art39-46': {
    id: 'lgpd.art39-46',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'arts. 39 e 46',
    rule: 'O operador deve tratar os dados pessoais segundo as instruções do controlador, e os agentes de tratamento devem adotar medidas de segurança aptas a protegê-los de acessos não autorizados e de incidentes.',
    appliesTo: { kind: 'any' },
  },
  'lei8245.art22.V': {
    id: 'lei8245.art22.V',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 22, V',
    rule: 'O locador deve fornecer ao locatário, caso este solicite, descrição minuciosa do estado do imóvel quando de sua entrega, com referência expressa aos eventuais defeitos existentes.',
    appliesTo: { kind: 'lease' },
  },
  'lei8245.art8': {
    id: 'lei8245.art8',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 8º',
    rule: 'Vendido o imóvel, o adquirente pode denunciar a locação com 90 dias para a desocupação, salvo se ela for por prazo determinado, tiver cláusula de vigência em caso de alienação e estiver averbada na matrícula do imóvel.',
    appliesTo: { kind: 'lease' },
  },
  'lei4886.art27': {
    id: 'lei4886.art27',
    law: 'Lei da Representação Comercial (Lei 4.886/1965)',
    article: 'art. 27',
    rule: 'O contrato de representação comercial deve indicar, entre outros itens, a zona de atuação, se há exclusividade, a retribuição e a época do pagamento e a indenização pela rescisão sem justa causa, de no mínimo 1/12 da retribuição auferida.',
    appliesTo: { kind: 'any' },
  },
  'clt.art479-481': {
    id: 'clt.art479-481',
    law: 'Consolidação das Leis do Trabalho (Decreto-Lei 5.452/1943)',
    article: 'arts. 479 a 481',
    rule: 'No contrato a prazo, quem o rompe antes do termo sem justa causa indeniza: o empregador paga metade da remuneração até o fim, o empregado os prejuízos até esse limite; com cláusula de rescisão antecipada recíproca, valem as regras do prazo indeterminado.',
    appliesTo: { kind: 'employment' },
  },
  'lei8245.art38.p2.deposito': {
    id: 'lei8245.art38.p2.deposito',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 38, § 2º',
    rule: 'A caução em dinheiro deve ser depositada em caderneta de poupança, autorizada e regulamentada pelo Poder Público, e todas as vantagens dela decorrentes revertem em benefício do locatário quando ele a levanta.',
    appliesTo: { kind: 'lease' },
  },
  'lei9870.art1': {
    id: 'lei9870.art1',
    law: 'Lei das Mensalidades Escolares (Lei 9.870/1999)',
    article: 'art. 1º',
    rule: 'O valor da anuidade ou da semestralidade escolar é contratado no ato da matrícula ou da sua renovação, entre a escola e o aluno, o pai do aluno ou o responsável.',
    appliesTo: { kind: 'types', types: ['Serviços educacionais'] },
  },
  'lgpd.art48': {
    id: 'lgpd.art48',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 48',
    rule: 'O controlador deve comunicar à autoridade nacional e ao titular, em prazo razoável definido pela autoridade, o incidente de segurança que possa acarretar risco ou dano relevante aos titulares.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art19': {
    id: 'lgpd.art19',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 19, I e II',
    rule: 'A confirmação de existência ou o acesso a dados pessoais pedidos pelo titular devem ser fornecidos de imediato, em formato simplificado, ou em até 15 dias do requerimento, por declaração clara e completa.',
    appliesTo: { kind: 'any' },
  },
  'ctb.art123-134': {
    id: 'ctb.art123-134',
    law: 'Código de Trânsito Brasileiro (Lei 9.503/1997)',
    article: 'arts. 123, § 1º, e 134',
    rule: 'Vendido o veículo, o comprador tem 30 dias para transferir o registro; se não o fizer, o vendedor que não comunicar a venda ao órgão de trânsito responde solidariamente pelas penalidades impostas até a comunicação.',
    appliesTo: { kind: 'any' },
  },
  'cf.art7.IV': {
    id: 'cf.art7.IV',
    law: 'Constituição Federal',
    article: 'art. 7º, IV',
    rule: 'O salário mínimo não pode ser usado como indexador de qualquer valor: é vedada sua vinculação para qualquer fim.',
    appliesTo: { kind: 'any' },
  },
  'decreto7962.art2': {
    id: 'decreto7962.art2',
    law: 'Decreto do Comércio Eletrônico (Decreto 7.962/2013)',
    article: 'art. 2º, I e II',
    rule: 'Quem oferta ou contrata com o consumidor por meio eletrônico deve informar, em destaque, seu nome empresarial, seu CNPJ ou CPF e seu endereço físico e eletrônico.',
    appliesTo: { kind: 'consumer' },
  },
  'cc.art579': {
    id: 'cc.art579',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 579',
    rule: 'O comodato é o empréstimo gratuito de coisas não fungíveis, e se perfaz com a tradição (entrega) do objeto.',
    appliesTo: CIVIL,
  },
  'lgpd.art9.V': {
    id: 'lgpd.art9.V',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'art. 9º, V',
    rule: 'O titular tem direito a informações claras, adequadas e ostensivas sobre o uso compartilhado de seus dados pelo controlador e a finalidade desse compartilhamento.',
    appliesTo: { kind: 'any' },
  },
  'lgpd.art7-11': {
    id: 'lgpd.art7-11',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'arts. 7º e 11',
    rule: 'Os dados pessoais podem ser tratados nas hipóteses do art. 7º; o art. 11 rege só os dados pessoais sensíveis (origem racial ou étnica, saúde, religião, biometria e outros do art. 5º, II).',
    appliesTo: { kind: 'any' },
  },
  'cc.art2036': {
    id: 'cc.art2036',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 2.036',
    rule: 'A locação de prédio urbano sujeita à lei especial continua a ser regida por ela, a Lei do Inquilinato (Lei 8.245/1991).',
    appliesTo: { kind: 'lease' },
  },
  'cc.art2045': {
    id: 'cc.art2045',
    law: 'Código Civil (Lei 10.406/2002)',
    article: 'art. 2.045',
    rule: 'O Código Civil de 2002, em vigor desde 11 de janeiro de 2003, revogou o Código Civil de 1916 (Lei 3.071/1916) e a Parte Primeira do Código Comercial (Lei 556/1850).',
    appliesTo: { kind: 'any' },
  },
  'cpc.art1046': {
    id: 'cpc.art1046',
    law: 'Código de Processo Civil (Lei 13.105/2015)',
    article: 'art. 1.046',
    rule: 'O CPC de 2015 revogou o CPC de 1973 (Lei 5.869/1973) e se aplica desde logo aos processos pendentes.',
    appliesTo: { kind: 'any' },
  },
  'cpc.art338-339': {
    id: 'cpc.art338-339',
    law: 'Código de Processo Civil (Lei 13.105/2015)',
    article: 'arts. 338 e 339',
    rule: 'O réu que alega ser parte ilegítima deve indicar quem é o responsável, quando souber, e o autor pode substituí-lo; o CPC de 2015 não tem mais a nomeação à autoria.',
    appliesTo: { kind: 'any' },
  },
  'lei11101.art1-200': {
    id: 'lei11101.art1-200',
    law: 'Lei de Recuperação Judicial e Falências (Lei 11.101/2005)',
    article: 'arts. 1º e 200',
    rule: 'A recuperação judicial, a extrajudicial e a falência do empresário e da sociedade empresária são reguladas pela Lei 11.101/2005, que revogou o Decreto-Lei 7.661/1945 e, com ele, a concordata.',
    appliesTo: { kind: 'any' },
  },
  'lei11788.art22': {
    id: 'lei11788.art22',
    law: 'Lei do Estágio (Lei 11.788/2008)',
    article: 'art. 22',
    rule: 'A Lei 11.788/2008 revogou a Lei 6.494/1977: desde 26 de setembro de 2008 o estágio é regido por ela.',
    appliesTo: { kind: 'internship' },
  },
  'lei9307.art4.p2': {
    id: 'lei9307.art4.p2',
    law: 'Lei de Arbitragem (Lei 9.307/1996)',
    article: 'art. 4º, § 2º',
    rule: 'No contrato de adesão, a cláusula de arbitragem só vale se o aderente tomar a iniciativa ou concordar expressamente, por escrito em documento anexo ou em negrito, com assinatura ou visto específicos para ela.',
    appliesTo: { kind: 'adhesion' },
  },
  'cdc.art34': {
    id: 'cdc.art34',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 34',
    rule: 'O fornecedor do produto ou serviço é solidariamente responsável pelos atos de seus prepostos ou representantes autônomos.',
    appliesTo: { kind: 'consumer' },
  },
  'lgpd.art43-44': {
    id: 'lgpd.art43-44',
    law: 'Lei Geral de Proteção de Dados (Lei 13.709/2018)',
    article: 'arts. 43 e 44',
    rule: 'O agente de tratamento só se exime se provar que não tratou os dados, que não violou a lei ou que o dano vem de culpa exclusiva do titular ou de terceiro; responde pelo dano da violação de segurança se não adotou as medidas de segurança exigidas.',
    appliesTo: { kind: 'any' },
  },
  'lei11788.art5.p3': {
    id: 'lei11788.art5.p3',
    law: 'Lei do Estágio (Lei 11.788/2008)',
    article: 'art. 5º, § 3º',
    rule: 'Os agentes de integração respondem civilmente se indicarem estagiários para atividades não compatíveis com a programação curricular do curso ou matriculados em cursos para os quais não há previsão de estágio.',
    appliesTo: { kind: 'internship' },
  },
  'clt.art3-9': {
    id: 'clt.art3-9',
    law: 'Consolidação das Leis do Trabalho (Decreto-Lei 5.452/1943)',
    article: 'arts. 3º e 9º',
    rule: 'É empregado quem presta serviço pessoal e não eventual a um empregador, sob a dependência deste e mediante salário; são nulos os atos praticados para desvirtuar, impedir ou fraudar a aplicação da CLT.',
    appliesTo: { kind: 'any' },
  },
  'lei10741.art96': {
    id: 'lei10741.art96',
    law: 'Estatuto da Pessoa Idosa (Lei 10.741/2003)',
    article: 'art. 96',
    rule: 'É crime discriminar pessoa idosa, impedindo ou dificultando seu acesso ao direito de contratar, por motivo de idade.',
    appliesTo: { kind: 'any' },
  },
  'lei13146.art28.p1': {
    id: 'lei13146.art28.p1',
    law: 'Estatuto da Pessoa com Deficiência (Lei 13.146/2015)',
    article: 'art. 28, § 1º',
    rule: 'As instituições privadas de ensino devem oferecer as medidas de acessibilidade e o atendimento educacional especializado previstos na lei, vedada a cobrança de valores adicionais de qualquer natureza em suas mensalidades, anuidades e matrículas.',
    appliesTo: { kind: 'types', types: ['Serviços educacionais'] },
  },
  'lei6766.art34': {
    id: 'lei6766.art34',
    law: 'Lei do Parcelamento do Solo Urbano (Lei 6.766/1979)',
    article: 'art. 34',
    rule: 'Na rescisão por inadimplemento do adquirente de lote, as benfeitorias necessárias ou úteis que ele fez devem ser indenizadas, sem efeito cláusula em contrário; não se indenizam as feitas em desconformidade com o contrato ou com a lei.',
    appliesTo: { kind: 'types', types: ['Compra e venda', 'Promessa de compra e venda'] },
  },
  'lei8245.art23.III': {
    id: 'lei8245.art23.III',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 23, III',
    rule: 'O locatário deve restituir o imóvel, finda a locação, no estado em que o recebeu, salvo as deteriorações decorrentes do seu uso normal.',
    appliesTo: { kind: 'lease' },
  },
  'clt.art59': {
    id: 'clt.art59',
    law: 'Consolidação das Leis do Trabalho (Decreto-Lei 5.452/1943)',
    article: 'art. 59, caput e § 1º',
    rule: 'A jornada diária pode ser acrescida de horas extras em número não excedente de duas, por acordo individual, convenção ou acordo coletivo, com remuneração pelo menos 50% superior à da hora normal.',
    appliesTo: { kind: 'employment' },
  },
  'cdc.art51.II': {
    id: 'cdc.art51.II',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, II',
    rule: 'É nula a cláusula que subtraia ao consumidor a opção de reembolso da quantia já paga, nos casos previstos no código.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: II - subtraiam ao consumidor a opção de reembolso da quantia já paga, nos casos previstos neste código;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art6.III': {
    id: 'cdc.art6.III',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 6º, III',
    rule: 'É direito básico do consumidor a informação adequada e clara sobre os produtos e serviços, com especificação correta de suas características, qualidade e preço, bem como sobre os riscos que apresentem.',
    appliesTo: { kind: 'consumer' },
  },
  'lei9394.art48.p3': {
    id: 'lei9394.art48.p3',
    law: 'Lei de Diretrizes e Bases da Educação (Lei 9.394/1996)',
    article: 'art. 48, § 3º',
    rule: 'Os diplomas de mestrado e de doutorado expedidos por universidades estrangeiras só podem ser reconhecidos por universidades brasileiras com cursos de pós-graduação reconhecidos e avaliados na mesma área e em nível equivalente ou superior.',
    appliesTo: { kind: 'types', types: ['Serviços educacionais'] },
  },
  'cdc.art51.VI': {
    id: 'cdc.art51.VI',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, VI',
    rule: 'É nula a cláusula que estabeleça inversão do ônus da prova em prejuízo do consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: VI - estabeleçam inversão do ônus da prova em prejuízo do consumidor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XVIII': {
    id: 'cdc.art51.XVIII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XVIII',
    rule: 'É nula a cláusula que estabeleça prazos de carência em caso de impontualidade das prestações mensais ou impeça o restabelecimento integral dos direitos do consumidor após a purgação da mora.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XVIII - estabeleçam prazos de carência em caso de impontualidade das prestações mensais ou impeçam o restabelecimento integral dos direitos do consumidor e de seus meios de pagamento a partir da purgação da mora ou do acordo com os credores;',
    versionDate: '2021-07-01',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.7': {
    id: 'sde.p4-1998.7',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 7',
    rule: 'É nula a cláusula que estabeleça cumulativamente a cobrança de comissão de permanência e correção monetária (no mesmo sentido, Súmulas 30 e 472 do STJ).',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 7. estabeleçam cumulativamente a cobrança de comissão de permanência e correção monetária;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.12': {
    id: 'sde.p4-1998.12',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 12',
    rule: 'É nula a cláusula que permita ao fornecedor emitir títulos de crédito em branco ou livremente circuláveis por endosso na representação de obrigação assumida pelo consumidor.',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 12. permitam ao fornecedor emitir títulos de crédito em branco ou livremente circuláveis por meio de endosso na representação de toda e qualquer obrigação assumida pelo consumidor;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.13': {
    id: 'sde.p4-1998.13',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 13',
    rule: 'É nula a cláusula que estabeleça a devolução de prestações pagas sem que os valores sejam corrigidos monetariamente.',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 13. estabeleçam a devolução de prestações pagas, sem que os valores sejam corrigidos monetariamente;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p3-2001.4': {
    id: 'sde.p3-2001.4',
    law: 'Portaria SDE nº 3/2001 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 4',
    rule: 'É abusiva a cláusula que estabeleça a cumulação de multa rescisória e perda do valor das arras.',
    officialText: '4 - estabeleça cumulação de multa rescisória e perda do valor das arras;',
    versionDate: '2001-03-15',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p5-2002.I': {
    id: 'sde.p5-2002.I',
    law: 'Portaria SDE nº 5/2002 (Secretaria de Direito Econômico)',
    article: 'art. 1º, I',
    rule: 'É abusiva a cláusula que autorize o envio do nome do consumidor ou de seus garantes a bancos de dados e cadastros de consumidores sem comprovada notificação prévia.',
    officialText:
      'Considerar abusiva, nos contratos de fornecimento de produtos e serviços, a cláusula que: I – autorize o envio do nome do consumidor, e/ou seus garantes, a bancos de dados e cadastros de consumidores, sem comprovada notificação prévia;',
    versionDate: '2002-08-27',
    appliesTo: { kind: 'consumer' },
  },
  'lei8245.art45': {
    id: 'lei8245.art45',
    law: 'Lei do Inquilinato (Lei 8.245/1991)',
    article: 'art. 45',
    rule: 'São nulas as cláusulas da locação que visem a elidir os objetivos da lei, como as que proíbam a prorrogação do art. 47, afastem o direito à renovação do art. 51 ou imponham obrigações pecuniárias para tanto.',
    officialText:
      'São nulas de pleno direito as cláusulas do contrato de locação que visem a elidir os objetivos da presente lei, notadamente as que proíbam a prorrogação prevista no art. 47, ou que afastem o direito à renovação, na hipótese do art. 51, ou que imponham obrigações pecuniárias para tanto.',
    versionDate: '1991-10-18',
    appliesTo: { kind: 'lease' },
  },
  'stj.sumula302': {
    id: 'stj.sumula302',
    law: 'Superior Tribunal de Justiça (STJ)',
    article: 'Súmula 302',
    rule: 'É abusiva a cláusula contratual de plano de saúde que limita no tempo a internação hospitalar do segurado.',
    officialText:
      'É abusiva a cláusula contratual de plano de saúde que limita no tempo a internação hospitalar do segurado.',
    versionDate: '2004-10-18',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.III': {
    id: 'cdc.art51.III',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, III',
    rule: 'É nula a cláusula que transfira responsabilidades do fornecedor a terceiros.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: III - transfiram responsabilidades a terceiros;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.VIII': {
    id: 'cdc.art51.VIII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, VIII',
    rule: 'É nula a cláusula que imponha representante para concluir ou realizar outro negócio jurídico pelo consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: VIII - imponham representante para concluir ou realizar outro negócio jurídico pelo consumidor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.IX': {
    id: 'cdc.art51.IX',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, IX',
    rule: 'É nula a cláusula que deixe ao fornecedor a opção de concluir ou não o contrato, embora obrigando o consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: IX - deixem ao fornecedor a opção de concluir ou não o contrato, embora obrigando o consumidor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XVI': {
    id: 'cdc.art51.XVI',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XVI',
    rule: 'É nula a cláusula que possibilite a renúncia do direito de indenização por benfeitorias necessárias.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XVI - possibilitem a renúncia do direito de indenização por benfeitorias necessárias.',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XVII': {
    id: 'cdc.art51.XVII',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XVII',
    rule: 'É nula a cláusula que condicione ou limite de qualquer forma o acesso do consumidor aos órgãos do Poder Judiciário.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XVII - condicionem ou limitem de qualquer forma o acesso aos órgãos do Poder Judiciário;',
    versionDate: '2021-07-01',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.XV': {
    id: 'cdc.art51.XV',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, XV',
    rule: 'É nula a cláusula que esteja em desacordo com o sistema de proteção ao consumidor.',
    officialText:
      'São nulas de pleno direito, entre outras, as cláusulas contratuais relativas ao fornecimento de produtos e serviços que: XV - estejam em desacordo com o sistema de proteção ao consumidor;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art51.p1.II': {
    id: 'cdc.art51.p1.II',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 51, § 1º, II',
    rule: 'Presume-se exagerada a vantagem do fornecedor quando a cláusula restringe direitos ou obrigações fundamentais inerentes à natureza do contrato, a ponto de ameaçar seu objeto ou equilíbrio.',
    officialText:
      '§ 1º Presume-se exagerada, entre outros casos, a vantagem que: II - restringe direitos ou obrigações fundamentais inerentes à natureza do contrato, de tal modo a ameaçar seu objeto ou equilíbrio contratual;',
    versionDate: '1990-09-11',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.2': {
    id: 'sde.p4-1998.2',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 2',
    rule: 'É nula a cláusula que imponha, em caso de impontualidade, a interrupção de serviço essencial sem aviso prévio.',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 2. imponham, em caso de impontualidade, interrupção de serviço essencial, sem aviso prévio;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.9': {
    id: 'sde.p4-1998.9',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 9',
    rule: 'É nula a cláusula que obrigue o consumidor a pagar honorários advocatícios sem que haja ajuizamento de ação.',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 9. obriguem o consumidor ao pagamento de honorários advocatícios sem que haja ajuizamento de ação correspondente;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p4-1998.11': {
    id: 'sde.p4-1998.11',
    law: 'Portaria SDE nº 4/1998 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 11',
    rule: 'É nula a cláusula que atribua ao fornecedor o poder de escolher, entre vários índices de reajuste admitidos em lei, o que será aplicado.',
    officialText:
      'São nulas de pleno direito, dentre outras, as cláusulas que: 11. atribuam ao fornecedor o poder de escolha entre múltiplos índices de reajuste, entre os admitidos legalmente;',
    versionDate: '1998-03-13',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p3-1999.3': {
    id: 'sde.p3-1999.3',
    law: 'Portaria SDE nº 3/1999 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 3',
    rule: 'É abusiva a cláusula que permita ao fornecedor de serviço essencial (água, energia elétrica, telefonia) incluir na conta, sem autorização expressa do consumidor, a cobrança de outros serviços.',
    officialText:
      '3. Permitam ao fornecedor de serviço essencial (água, energia elétrica, telefonia) incluir na conta, sem autorização expressa do consumidor, a cobrança de outros serviços.',
    versionDate: '1999-03-19',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p3-2001.1': {
    id: 'sde.p3-2001.1',
    law: 'Portaria SDE nº 3/2001 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 1',
    rule: 'É abusiva a cláusula que presuma que o consumidor conhece fatos novos não previstos no contrato.',
    officialText:
      '1 - estipule presunção de conhecimento por parte do consumidor de fatos novos não previstos em contrato;',
    versionDate: '2001-03-15',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p3-2001.2': {
    id: 'sde.p3-2001.2',
    law: 'Portaria SDE nº 3/2001 (Secretaria de Direito Econômico)',
    article: 'art. 1º, item 2',
    rule: 'É abusiva a cláusula que restrinja o direito do consumidor de questionar, nas esferas administrativa e judicial, lesões decorrentes do contrato que assinou.',
    officialText:
      '2 - estabeleça restrições ao direito do consumidor de questionar nas esferas administrativa e judicial possíveis lesões decorrentes de contrato por ele assinado;',
    versionDate: '2001-03-15',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p5-2002.II': {
    id: 'sde.p5-2002.II',
    law: 'Portaria SDE nº 5/2002 (Secretaria de Direito Econômico)',
    article: 'art. 1º, II',
    rule: 'É abusiva a cláusula que, em contrato de adesão, obrigue o consumidor a manifestar-se contra a transferência de seus dados cadastrais a terceiros.',
    officialText:
      'Considerar abusiva, nos contratos de fornecimento de produtos e serviços, a cláusula que: II – imponha ao consumidor, nos contratos de adesão, a obrigação de manifestar-se contra a transferência, onerosa ou não, para terceiros, dos dados cadastrais confiados ao fornecedor;',
    versionDate: '2002-08-27',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p5-2002.III': {
    id: 'sde.p5-2002.III',
    law: 'Portaria SDE nº 5/2002 (Secretaria de Direito Econômico)',
    article: 'art. 1º, III',
    rule: 'É abusiva a cláusula que autorize o fornecedor a investigar a vida privada do consumidor.',
    officialText:
      'Considerar abusiva, nos contratos de fornecimento de produtos e serviços, a cláusula que: III – autorize o fornecedor a investigar a vida privada do consumidor;',
    versionDate: '2002-08-27',
    appliesTo: { kind: 'consumer' },
  },
  'sde.p5-2002.V': {
    id: 'sde.p5-2002.V',
    law: 'Portaria SDE nº 5/2002 (Secretaria de Direito Econômico)',
    article: 'art. 1º, V',
    rule: 'É abusiva a cláusula de plano ou seguro de saúde que exclua a cobertura de doenças de notificação compulsória.',
    officialText:
      'Considerar abusiva, nos contratos de fornecimento de produtos e serviços, a cláusula que: V – prescreva, em contrato de plano de saúde ou seguro-saúde, a não cobertura de doenças de notificação compulsória.',
    versionDate: '2002-08-27',
    appliesTo: { kind: 'consumer' },
  },
  'stj.sumula60': {
    id: 'stj.sumula60',
    law: 'Superior Tribunal de Justiça (STJ)',
    article: 'Súmula 60',
    rule: 'É nula a obrigação cambial assumida por procurador do mutuário vinculado ao mutuante, no exclusivo interesse deste.',
    officialText:
      'É nula a obrigação cambial assumida por procurador do mutuário vinculado ao mutuante, no exclusivo interesse deste.',
    versionDate: '1992-10-14',
    appliesTo: { kind: 'consumer' },
  },
  'cdc.art54C.II': {
    id: 'cdc.art54C.II',
    law: 'Código de Defesa do Consumidor (Lei 8.078/1990)',
    article: 'art. 54-C, II',
    rule: 'Nenhuma oferta de crédito ao consumidor pode dizer que a operação será concluída sem consulta a serviços de proteção ao crédito ou sem avaliação da situação financeira do consumidor.',
    appliesTo: { kind: 'consumer' },
  },
  'lei14133.art92.p1': {
    id: 'lei14133.art92.p1',
    law: 'Lei de Licitações e Contratos Administrativos (Lei 14.133/2021)',
    article: 'art. 92, § 1º',
    rule: 'Os contratos da Administração devem eleger o foro da sede da Administração, salvo licitação internacional financiada por organismo internacional, compra de equipamentos feitos e entregues no exterior e compras de unidades sediadas no exterior.',
    appliesTo: { kind: 'public' },
  },
  'lei4886.art32.p7': {
    id: 'lei4886.art32.p7',
    law: 'Lei da Representação Comercial (Lei 4.886/1965)',
    article: 'art. 32, § 7º',
    rule: 'São vedadas na representação comercial alterações que impliquem, direta ou indiretamente, a diminuição da média dos resultados auferidos pelo representante nos últimos seis meses de vigência.',
    appliesTo: { kind: 'any' },
  },
  'lei4886.art27.j': {
    id: 'lei4886.art27.j',
    law: 'Lei da Representação Comercial (Lei 4.886/1965)',
    article: 'art. 27, alínea j',
    rule: 'O contrato de representação deve prever a indenização devida ao representante pela rescisão fora dos casos do art. 35, que não pode ser inferior a 1/12 do total da retribuição auferida durante a representação.',
    appliesTo: { kind: 'any' },
  },
  'lei11788.art10': {
    id: 'lei11788.art10',
    law: 'Lei do Estágio (Lei 11.788/2008)',
    article: 'art. 10',
    rule: 'A jornada de estágio não pode passar de 4 horas diárias e 20 semanais (educação especial e ensino fundamental de jovens e adultos) nem de 6 diárias e 30 semanais (superior, médio e profissional); sem aulas presenciais, até 40 semanais se o curso previr.',
    appliesTo: { kind: 'internship' },
  },
  'lei11788.art11': {
    id: 'lei11788.art11',
    law: 'Lei do Estágio (Lei 11.788/2008)',
    article: 'art. 11',
    rule: 'A duração do estágio, na mesma parte concedente, não pode exceder 2 anos, exceto quando se tratar de estagiário com deficiência.',
    appliesTo: { kind: 'internship' },
  },
  'cpc.art833.IV-X': {
    id: 'cpc.art833.IV-X',
    law: 'Código de Processo Civil (Lei 13.105/2015)',
    article: 'art. 833, IV e X',
    rule: 'São impenhoráveis os salários, vencimentos, proventos de aposentadoria, pensões e os ganhos do trabalhador autônomo (inciso IV, ressalvado o § 2º) e a quantia depositada em caderneta de poupança até 40 salários mínimos (inciso X).',
    appliesTo: { kind: 'any' },
  },
  'lei12592.art1A': {
    id: 'lei12592.art1A',
    law: 'Lei 12.592/2012 (parceria em salões de beleza, incluída pela Lei 13.352/2016)',
    article: 'art. 1º-A',
    rule: 'O salão-parceiro retém sua cota-parte de cada serviço como aluguel de bens e utensílios e pela gestão e cobrança, e repassa ao profissional-parceiro o restante, descontados os tributos que deve reter; o contrato fixa o percentual das retenções.',
    appliesTo: { kind: 'any' },
  },
  'lei13966.art2.p1-2': {
    id: 'lei13966.art2.p1-2',
    law: 'Lei de Franquias (Lei 13.966/2019)',
    article: 'art. 2º, §§ 1º e 2º',
    rule: 'A Circular de Oferta de Franquia deve ser entregue ao candidato pelo menos 10 dias antes da assinatura do contrato ou pré-contrato ou do pagamento de qualquer taxa; se não for, o franqueado pode pedir a anulação e a devolução de tudo o que pagou, corrigido.',
    appliesTo: { kind: 'any' },
  },
};

/** The public shape of a reference (without its applicability). */
export function toLegalBasis(reference: LegalReference): TLegalBasis {
  return {
    id: reference.id,
    law: reference.law,
    article: reference.article,
    rule: reference.rule,
    ...(reference.officialText === undefined
      ? {}
      : { officialText: reference.officialText, versionDate: reference.versionDate }),
  };
}
