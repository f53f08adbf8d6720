/**
 * Franchising (Lei 13.966/2019, art. 2º, §§ 1º and 2º): the franchise disclosure document
 * (Circular de Oferta de Franquia) must reach the candidate at least 10 days before the contract
 * or pre-contract is signed or any fee is paid; otherwise the franchisee may have the contract
 * annulled and get back everything paid. A contract that records the document as received on
 * the day of signing, or fewer than 10 days before, records that breach; one that keeps the fee
 * "em nenhuma hipótese" denies the refund the law grants for it.
 */
import { FIGURE, figureOf } from './figures';
import type { DeclarativeRule, SentenceMatch } from './rule';

/** A franchise. */
const FRANCHISE = /\b(?:franquia|franqueador[a]?|franqueado[a]?)\b/u;
/** The disclosure document. */
const DISCLOSURE = /\b(?:circular\s+de\s+oferta(?:\s+de\s+franquia)?|cof)\b/u;
/** Received on the day the contract is signed. */
const SAME_DAY =
  /\b(?:nesta\s+data|neste\s+ato|no\s+ato\s+da\s+assinatura|na\s+(?:presente\s+)?data\s+da\s+assinatura|juntamente\s+com\s+(?:o\s+)?(?:presente\s+)?(?:contrato|instrumento)|no\s+mesmo\s+dia)\b/u;
/** Received some days before. */
const DAYS_BEFORE = new RegExp(String.raw`\b${FIGURE}dias\b`, 'gu');

function lateDisclosure(sentence: { fold: string }): SentenceMatch | null {
  const found = DISCLOSURE.exec(sentence.fold);
  if (found === null) return null;
  const at = { index: found.index, length: found[0].length };
  if (SAME_DAY.test(sentence.fold)) return at;
  for (const days of sentence.fold.matchAll(DAYS_BEFORE)) {
    const value = figureOf(days.groups!.n!);
    if (value !== null && value < 10) return at;
  }
  return null;
}

/** The family's rules. */
export const FRANCHISING: readonly DeclarativeRule[] = [
  {
    id: 'datas.circular_oferta_tardia',
    criterion: 'importantDatesAnalysis',
    severity: 'alta',
    title: 'Circular de Oferta entregue tarde',
    description:
      'O contrato registra a entrega da Circular de Oferta de Franquia no dia da assinatura ou menos de 10 dias antes; a lei exige 10 dias de antecedência e, sem eles, o franqueado pode pedir a anulação e a devolução de tudo o que pagou.',
    recommendation:
      'Só assine (ou pague qualquer taxa) 10 dias depois de receber a Circular de Oferta, e registre no contrato a data real da entrega.',
    legalRef: 'lei13966.art2.p1-2',
    regime: 'private',
    isAbout: (doc) => FRANCHISE.test(doc.fold.slice(0, 5000)),
    match: lateDisclosure,
    examples: {
      matches: [
        'O FRANQUEADO declara ter recebido nesta data a Circular de Oferta de Franquia.',
        'A Circular de Oferta de Franquia foi entregue ao FRANQUEADO com cinco dias de antecedência da assinatura.',
        'A COF foi recebida pelo franqueado no ato da assinatura deste contrato.',
      ],
      nonMatches: [
        'O FRANQUEADO declara ter recebido a Circular de Oferta de Franquia em 2 de março, 15 (quinze) dias antes desta assinatura.',
        'A taxa inicial de franquia será paga em três parcelas mensais.',
        'O FRANQUEADO seguirá o manual de operações fornecido pela FRANQUEADORA.',
      ],
    },
  },
];
