/**
 * Arbitration imposed on an adherent: CDC art. 51, VII voids compulsory arbitration in a consumer
 * contract; outside consumption, Lei 9.307/1996 art. 4º, § 2º lets an adhesion contract's
 * arbitration clause bind only if the adherent starts the arbitration or agrees to it expressly,
 * in a separate document or in bold with a signature for that clause. Migrated from the
 * exotic-clauses analyzer (one way to do each thing).
 */
import { firstMatch, type DeclarativeRule, type SentenceMatch } from './rule';

/** Arbitration named in a sentence (the finding starts at the first mention). */
const ARBITRATION =
  /\b(?:arbitragem|arbitral|juizo\s+arbitral|camara\s+de\s+(?:mediacao\s+e\s+)?arbitragem)\b/u;

/** Who decides: arbitration, an arbitral court, arbitrators. */
const ARBITER = String.raw`(?:arbitragem|arbitral|arbitros?)`;
/** Disputes sent somewhere: "resolvidas", "dirimidas", "submetidas"… */
const SENT = String.raw`(?:resolvid|dirimid|solucionad|decidid|submetid|julgad|levad|encaminhad|resolv|dirim|solucion|submet)\p{L}*`;

/**
 * Disputes submitted to arbitration (Lei 9.307/1996 arts. 3º–4º): a "cláusula compromissória",
 * disputes "resolvidas por arbitragem", an arbitral tribunal or arbitration "eleito". A mere
 * mention ("em processo judicial, administrativo ou arbitral", LGPD art. 7º, VI) submits nothing.
 */
const SUBMISSION = new RegExp(
  [
    String.raw`clausula\s+(?:compromissoria|arbitral)|compromisso\s+arbitral|convencao\s+de\s+arbitragem`,
    String.raw`${SENT}\s+(?:\p{L}+\s+){0,6}?(?:por|pela|pelo|a|ao|em|mediante|via|atraves\s+d[ae])\s+(?:\p{L}+\s+){0,3}?${ARBITER}`,
    String.raw`(?:elege[mn]?|eleit[oa]|optam\s+pel[ao]|adotam)\s+(?:\p{L}+\s+){0,3}?(?:arbitragem|(?:tribunal|camara|juizo|corte)\s+(?:de\s+)?arbitra\p{L}*)`,
    String.raw`(?:por\s+meio\s+de|mediante|via)\s+arbitragem`,
  ]
    .map((fragment) => `\\b(?:${fragment})\\b`)
    .join('|'),
  'gu',
);

/** From the first mention of arbitration to the end of the last submission. */
function submission(fold: string): SentenceMatch | null {
  const submissions = [...fold.matchAll(SUBMISSION)];
  if (submissions.length === 0) return null;
  const mention = firstMatch(ARBITRATION, fold);
  const starts = submissions.map((match) => match.index);
  const start = Math.min(...starts, mention?.index ?? Infinity);
  const end = Math.max(...submissions.map((match) => match.index + match[0].length));
  return { index: start, length: end - start };
}

/** The family's rules. */
export const ARBITRATION_RULES: readonly DeclarativeRule[] = [
  {
    id: 'atipica.arbitragem_adesao',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Arbitragem obrigatória em contrato de adesão',
    description: 'O contrato de adesão impõe a arbitragem ao aderente.',
    recommendation:
      'Retire a arbitragem compulsória; ela só vale se o aderente a aceitar expressamente.',
    legalRef: 'cdc.art51.VII',
    regime: 'adhesion',
    legalRefIn: (regime) => (regime.isConsumer ? 'cdc.art51.VII' : 'lei9307.art4.p2'),
    match: (sentence) => submission(sentence.fold),
    examples: {
      matches: [
        'Qualquer controvérsia será resolvida obrigatoriamente por arbitragem, na Câmara de Arbitragem de São Paulo.',
        'As partes elegem o tribunal arbitral da Câmara de Comércio para dirimir as questões deste contrato.',
        'Fica instituída cláusula compromissória: os litígios serão submetidos a três árbitros.',
      ],
      nonMatches: [
        'Os dados poderão ser usados para o exercício de direitos em processo judicial, administrativo ou arbitral.',
        'Fica eleito o foro da comarca de Recife para dirimir as questões deste contrato.',
        'As partes poderão, de comum acordo e após o surgimento do conflito, firmar compromisso com a concordância expressa do CONTRATANTE.',
      ],
    },
  },
];
