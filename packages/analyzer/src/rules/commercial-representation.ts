/**
 * Commercial representation (Lei 4.886/1965): the principal may not change the terms so that the
 * agent's average results of the last six months fall (art. 32, § 7º) — a commission that
 * "oscilará segundo as necessidades da REPRESENTADA" is such a change left to one side —, and the
 * indemnity for a termination outside the causes of art. 35 (at least 1/12 of all the agent
 * earned, art. 27, j) cannot be waived in the contract. Private contracts naming the agency.
 */
import { DISCRETION_MARK } from '../language/lexicon';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import { firstMatch, type DeclarativeRule } from './rule';

/**
 * A commercial agency contract: its law or its name in the text, or a party called the agent or
 * the principal ("representada por seu sócio" in a qualification is no principal).
 */
const AGENCY =
  /\brepresenta(?:cao|ntes?)\s+comercia(?:l|is)\b|\bcontrato\s+de\s+representacao\b|\brepresentantes?\s+autonomos?\b|\blei\s+(?:n[ºo.]?\s*)?4\.886\b/u;
const AGENCY_ROLE = /^(?:representante(?:\s+comercial)?|representad[ao])$/u;
const isAgency = (doc: AnalyzedDocument) =>
  AGENCY.test(doc.fold.slice(0, 5000)) ||
  doc.entities.parties.some((party) => AGENCY_ROLE.test(foldText(party.role).trim()));

/** The agent's pay. */
const COMMISSION = /\b(?:comiss\w*|retribuic(?:ao|oes)|remunerac(?:ao|oes)|percentua(?:l|is))\b/u;
/** Its change or swing. */
const SWINGS =
  /\b(?:oscila\w*|varia(?:r|ra|rao|vel|veis)?\b|variac\w*|flutua\w*|alter\w*|modific\w*|reduz\w*|reduc\w*|revis\w*|redefin\w*)/u;
/** Left to the principal. */
const BY_PRINCIPAL =
  /\b(?:a\s+(?:seu\s+|exclusivo\s+)?criterio\s+da\s+representada|segundo\s+(?:as\s+)?(?:necessidades|conveniencia|interesses?|politicas?)\s+da\s+representada|conforme\s+(?:as\s+)?(?:necessidades|conveniencia|politicas?|interesses?)\s+da\s+representada|pela\s+representada)\b/u;
/** An amendment both sign. */
const AGREED =
  /\b(?:termo\s+aditivo|acordo\s+(?:escrito|entre\s+as\s+partes)|anuencia\s+(?:expressa\s+)?d[oa]\s+representante|concordancia\s+d[oa]\s+representante)\b/u;

/** The indemnity of art. 27, j, given up or denied. */
const INDEMNITY_DENIED = new RegExp(
  [
    String.raw`\b(?:renuncia\w*|abre\s+mao|abdica\w*)\b[^.;]{0,60}?\bindeniza\w*`,
    String.raw`\b(?:nao\s+(?:fara|farao)\s+jus|nao\s+(?:tera|terao)\s+direito|nao\s+(?:cabera|sera\s+devida|havera|sera\s+paga)|sem\s+direito|sem\s+qualquer)\s+(?:\p{L}+\s+){0,3}?indeniza\w*`,
    String.raw`\bindeniza\w*\b[^.;]{0,40}?\bnao\s+(?:sera|serao)\s+(?:devid|pag)[oa]s?\b`,
  ].join('|'),
  'u',
);
/** The causes of art. 35, after which no indemnity is due. */
const JUST_CAUSE = /\bjusta\s+causa\b|\bart(?:igo)?\.?\s*35\b|\bmotivos?\s+justos?\b/u;

/** The family's rules. */
export const COMMERCIAL_REPRESENTATION: readonly DeclarativeRule[] = [
  {
    id: 'equilibrio.comissao_alteravel',
    criterion: 'equilibriumAnalysis',
    severity: 'alta',
    title: 'Comissão que a representada muda sozinha',
    description:
      'A comissão do representante pode variar ou ser reduzida conforme a vontade ou as necessidades da representada; a lei proíbe mudanças que reduzam a média do que o representante recebeu nos últimos seis meses.',
    recommendation:
      'Fixe o percentual da comissão no contrato e preveja que qualquer mudança só vale por termo aditivo, sem reduzir a média dos últimos seis meses.',
    legalRef: 'lei4886.art32.p7',
    regime: 'private',
    isAbout: isAgency,
    match: (sentence) => {
      const fold = sentence.fold;
      if (!COMMISSION.test(fold) || AGREED.test(fold)) return null;
      if (!BY_PRINCIPAL.test(fold) && !DISCRETION_MARK.test(fold)) return null;
      return firstMatch(SWINGS, fold);
    },
    examples: {
      matches: [
        'A comissão da representação comercial ficará em torno de 1% a 3% e oscilará segundo as necessidades da REPRESENTADA.',
        'O percentual da comissão do representante comercial poderá ser alterado a critério da REPRESENTADA.',
        'As comissões da representação comercial serão revistas pela REPRESENTADA sempre que julgar necessário.',
      ],
      nonMatches: [
        'A comissão da representação comercial será de 5% (cinco por cento) sobre o valor líquido das vendas.',
        'O percentual da comissão do representante comercial só poderá ser alterado por termo aditivo assinado pelas partes.',
        'Na representação comercial, a REPRESENTADA pagará as comissões até o dia dez do mês seguinte ao recebimento.',
      ],
    },
  },
  {
    id: 'atipica.indenizacao_representante_afastada',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Indenização do representante afastada',
    description:
      'O contrato tira do representante a indenização pela rescisão sem justa causa; a lei a garante, em no mínimo 1/12 de tudo o que ele recebeu durante a representação.',
    recommendation:
      'Peça a exclusão: rescindido o contrato sem os motivos do art. 35 da Lei 4.886/1965, o representante recebe ao menos 1/12 das comissões de todo o período.',
    legalRef: 'lei4886.art27.j',
    regime: 'private',
    isAbout: isAgency,
    match: (sentence) =>
      JUST_CAUSE.test(sentence.fold) ? null : firstMatch(INDEMNITY_DENIED, sentence.fold),
    examples: {
      matches: [
        'Rescindido o contrato de representação comercial por qualquer motivo, o REPRESENTANTE não fará jus a qualquer indenização.',
        'O REPRESENTANTE renuncia à indenização prevista na alínea j do art. 27 da Lei 4.886/1965.',
        'Na denúncia imotivada da representação comercial, o representante não terá direito a qualquer indenização.',
      ],
      nonMatches: [
        'Na rescisão da representação comercial por justa causa, nos termos do art. 35, não será devida indenização ao REPRESENTANTE.',
        'A indenização devida ao representante comercial será de 1/12 do total das comissões recebidas.',
        'O representante comercial indenizará a REPRESENTADA pelos danos que causar com dolo.',
      ],
    },
  },
];
