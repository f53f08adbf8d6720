/**
 * Sales at a distance (CDC art. 49; Decreto 7.962/2013 for e-commerce): a consumer who contracts
 * away from the supplier's premises — online, by phone, at home — may withdraw within 7 days of
 * signing or of receiving the product or service, and gets back at once, corrected, everything
 * paid. A clause that denies the withdrawal, or charges for it within those days, is void. Only
 * where the regime shows the contract was made at a distance.
 */
import { regimeOf } from '../facts/regime';
import { firstMatch, type DeclarativeRule } from './rule';

/** What the withdrawal gives back or undoes. */
const WITHDRAWAL = String.raw`(?:arrependimento|desistencia|devoluc(?:ao|oes)|reembolso|estorno|cancelamento)`;

const WITHDRAWAL_DENIED = new RegExp(
  [
    // "Não haverá devolução dos valores pagos", "não será aceito cancelamento após a compra"
    String.raw`\bnao\s+(?:havera|cabera|sera\s+(?:admitid|aceit|permitid|possivel|feit)[oa]?|serao\s+(?:admitid|aceit|feit)[oa]s|se\s+aplica|ha)\s+(?:\p{L}+\s+){0,3}?${WITHDRAWAL}\b`,
    // "sem direito a arrependimento", "vedada a desistência", "não são reembolsáveis"
    String.raw`\b(?:sem\s+direito\s+a|vedad[oa]s?|proibid[oa]s?|renuncia\w*\s+(?:a[oa]?\s+)?(?:direito\s+(?:de|a)\s+)?)\s*(?:o\s+|a\s+|qualquer\s+)?${WITHDRAWAL}\b`,
    String.raw`\b(?:nao\s+(?:sao|serao)\s+(?:reembolsave\w*|restituive\w*|devolvid[oa]s)|nao\s+reembolsave\w*)\b`,
  ].join('|'),
  'u',
);
/** A withdrawal charged: a fine, a fee or a share kept. */
const WITHDRAWAL_CHARGED =
  /\b(?:arrependimento|desistencia)\b[^.;]{0,100}?\b(?:multa|taxa|retenc\w*|retid[oa]s?|perda|descont\w*)\b/u;
/** Within the 7 days of reflection. */
const WITHIN_SEVEN_DAYS = /\b(?:(?:7|sete)\s*(?:\(sete\)\s*)?dias|prazo\s+de\s+reflexao)\b/u;
/**
 * After those days, or after performance began: terms for a later exit, which art. 49 does not
 * govern ("após o prazo de sete dias", "depois de iniciadas as aulas", "a partir do embarque").
 */
const AFTER_SEVEN_DAYS =
  /\b(?:apos|depois\s+d[eoa]s?|decorrid[oa]s?|passad[oa]s?|findo|expirad[oa]|esgotad[oa]|alem\s+d[oe]s?|fora\s+d[oe]s?|a\s+partir\s+d[eoa]s?)\b|\biniciad[oa]s?\s+(?:as\s+|os\s+|a\s+|o\s+)?(?:aulas|curso|servicos?|viagem|obras?)\b/u;

/** The family's rules. */
export const DISTANCE_SALES: readonly DeclarativeRule[] = [
  {
    id: 'atipica.arrependimento_negado',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Direito de arrependimento negado',
    description:
      'O contrato foi feito fora do estabelecimento (internet, telefone, domicílio), mas nega a desistência ou cobra por ela; nesses casos você pode desistir em 7 dias e receber de volta, corrigido, tudo o que pagou.',
    recommendation:
      'Exija a exclusão da cláusula: a desistência em 7 dias do contrato ou do recebimento é gratuita e devolve de imediato tudo o que foi pago.',
    legalRef: 'cdc.art49',
    regime: 'consumer',
    isAbout: (doc) => regimeOf(doc).isDistance,
    match: (sentence) => {
      const fold = sentence.fold;
      if (AFTER_SEVEN_DAYS.test(fold)) return null;
      const denied = firstMatch(WITHDRAWAL_DENIED, fold);
      if (denied !== null) return denied;
      return WITHIN_SEVEN_DAYS.test(fold) ? firstMatch(WITHDRAWAL_CHARGED, fold) : null;
    },
    examples: {
      matches: [
        'Por se tratar de compra pela internet com aceite eletrônico, não haverá devolução dos valores pagos.',
        'A adesão on-line é feita sem direito a arrependimento.',
        'A desistência no prazo de sete dias da contratação pelo site implica multa de 20% do valor pago.',
      ],
      nonMatches: [
        'Depois de iniciadas as aulas do curso contratado on-line, não serão devolvidos os valores da matrícula.',
        'Contratado pela internet, o CLIENTE poderá desistir em 7 (sete) dias, com devolução integral dos valores pagos.',
        'Após o prazo de sete dias da adesão on-line, a desistência implica multa de 10% sobre as parcelas restantes.',
        'A compra pelo site será entregue em até dez dias úteis.',
      ],
    },
  },
];
