/**
 * What a creditor may seize (CPC art. 833): wages, salaries, pensions and a self-employed
 * person's earnings (IV) and savings up to 40 minimum wages (X) cannot be attached, save the
 * exceptions of § 2º, which a judge applies. A debtor who "renounces" that protection in the
 * contract — typically in a debt confession — or "authorises" the attachment of salary or
 * savings gives up what the law keeps out of the creditor's reach; the waiver is not expected to
 * hold, and the finding says so. Payroll deductions the law regulates (consigned credit) are not
 * attachment and stay out.
 */
import { firstMatch, type DeclarativeRule } from './rule';

/** What art. 833 IV and X protect. */
const PROTECTED = String.raw`(?:salari\w*|vencimentos|remunerac\w*|proventos|aposentadoria|pensao|pensoes|subsidios|soldos|honorarios\s+profissionais|(?:conta|caderneta)\s+(?:de\s+)?poupanca|poupanca|conta[\s-]salario)`;
/** Attaching, blocking or seizing. */
const SEIZURE = String.raw`(?:penhor(?:a|as|ad[oa]s?|ar)|bloquei\w*|arrest\w*|constric\w*|sequestr\w*)`;

const PROTECTION_WAIVED = new RegExp(
  [
    String.raw`\b(?:renuncia\w*|abre\s+mao|abdica\w*|afasta\w*|dispensa\w*|abrindo\s+mao)\b[^.;]{0,80}?\b(?:impenhorabilidade|impenhorave\w*|art(?:igo)?\.?\s*833)\b`,
    String.raw`\b(?:autoriza\w*|admit\w*|concord\w*|aceita\w*|consent\w*)\b[^.;]{0,60}?\b${SEIZURE}\b[^.;]{0,60}?\b${PROTECTED}\b`,
    String.raw`\b${PROTECTED}\b[^.;]{0,60}?\b(?:poder(?:a|ao)|pode(?:m)?)\s+ser\s+(?:penhorad|bloquead|arrestad|constrit)[oa]s?\b`,
  ].join('|'),
  'u',
);
/** Deductions from the payroll by law (consigned credit), not an attachment. */
const PAYROLL_DEDUCTION = /\b(?:desconto\s+em\s+folha|consignad\w*|consignac\w*)\b/u;

/** The family's rules. */
export const DEBT_ENFORCEMENT: readonly DeclarativeRule[] = [
  {
    id: 'atipica.impenhorabilidade_renunciada',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Renúncia à proteção do salário e da poupança',
    description:
      'Você abriria mão da proteção que a lei dá ao salário, à aposentadoria e à poupança contra a penhora, ou autorizaria o bloqueio deles; a lei os torna impenhoráveis, e uma renúncia feita de antemão no contrato tende a não valer — só o juiz aplica as exceções legais.',
    recommendation:
      'Peça a exclusão: salário, aposentadoria e poupança (até 40 salários mínimos) seguem impenhoráveis, diga o contrato o que disser.',
    legalRef: 'cpc.art833.IV-X',
    regime: 'private',
    match: (sentence) =>
      PAYROLL_DEDUCTION.test(sentence.fold) ? null : firstMatch(PROTECTION_WAIVED, sentence.fold),
    examples: {
      matches: [
        'O DEVEDOR renuncia expressamente à impenhorabilidade de seus salários e de sua poupança.',
        'O CONFITENTE autoriza desde já a penhora de até trinta por cento de seu salário.',
        'Os valores depositados em caderneta de poupança poderão ser penhorados para pagamento desta dívida.',
        'O CONFITENTE abre mão do benefício previsto no artigo 833 do Código de Processo Civil.',
      ],
      nonMatches: [
        'As parcelas serão pagas mediante desconto em folha, nos limites da lei do crédito consignado.',
        'O DEVEDOR oferece em garantia o veículo placa ABC-1234, que poderá ser penhorado.',
        'O CREDOR poderá executar este instrumento como título executivo extrajudicial.',
      ],
    },
  },
];
