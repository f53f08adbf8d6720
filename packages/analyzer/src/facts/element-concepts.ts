/**
 * Evidence of absence. The checklist's wording rules and its clause-function model recognise an
 * element when it is written the way they know; a rewording they do not know ("poderá pôr fim a
 * este acordo", "será acrescida de…", "repassando-o à vista") must not become a claim that the
 * element is missing. Before the checklist calls an element absent, each concept below asks a
 * broader question of every sentence — does the text speak of this element at all, in any voice
 * or word order? — and an element the text speaks of is present, whatever its wording.
 *
 * Only the elements whose absence is a claim about the whole text are here: who the parties are,
 * what the deal is, the duties, the price, how it ends, a penalty and the court. Elements whose
 * absence a lawyer does raise on real contracts (data protection, price adjustment, witnesses,
 * signatures) keep their stricter rules.
 */
import type { TDefaultClauseKey } from '@contrato-claro/shared';

/** A sentence-level question: does this (folded) sentence speak of the element? */
export interface ElementConcept {
  key: TDefaultClauseKey;
  /** Matches a folded sentence (lower case, no accents) that speaks of the element. */
  pattern: RegExp;
  /** A sentence that speaks of something else with the same words ("sem multa", a fine paid). */
  unless?: RegExp;
  /** Wordings that must match (active and passive, other verbs, figures in words). */
  matches: readonly string[];
  /** Wordings that must not. */
  nonMatches: readonly string[];
}

/** Verbs of ending a bond, in their inflections and nouns. */
const ENDING = String.raw`(?:rescin\w*|rescis\w*|resil\w*|resolu\w*|resolv\w*|extin\w*|encerr\w*|termin\w*|por\s+fim|por\s+termo|denunci\w*|cancel\w*|desfaz\w*|desfeit\w*|distrato|findar\w*|cessar\w*|cessac\w*|romp\w*|rompiment\w*)`;

/** What ends: the bond itself, named or pointed at. */
const BOND = String.raw`(?:contrato|acordo|termo|instrumento|ajuste|avenca|convenio|presente|pacto|relacao|vinculo|prestacao|servicos?|parceria|locacao|plano|matricula|adesao|assinatura|inscricao|compromisso|estagio|sociedade)`;

/** Words of a price or a payment. */
const PAYMENT_WORD = String.raw`(?:pag\w*|preco|valor|salario|remunera\w*|mensalidade|honorarios?|alugu\w*|comiss\w*|repass\w*|parcelas?|taxas?|contrapresta\w*|tarifa|quantia|importancia|retribui\w*|bolsa|royalt\w*)`;

/** What a price is stated with: money, a share, a blank for the amount, a way to pay. */
const PAYMENT_TERMS = String.raw`(?:r\$|reais\b|\d\s*%|por\s+cento|a\s+vista|boleto|pix|deposito|transferencia\s+bancaria|cartao\s+de\s+credito|salario\s+minimo)`;

/** The concepts, in checklist order. */
export const ELEMENT_CONCEPTS: readonly ElementConcept[] = [
  {
    key: 'partes',
    // A party is identified: its document, its seat or domicile, or a name it is given.
    pattern:
      /\b(?:inscrit[oa]s?\s+no\s+(?:cpf|cnpj)|portador[a]?\s+d[ao]|residente\s+e\s+domiciliad[oa]|com\s+sede\s+(?:em|na|no)|doravante|simplesmente\s+denominad[oa]|neste\s+ato\s+representad[oa])\b/u,
    matches: [
      'fulano de tal, inscrito no cpf sob o n. 000.000.000-00',
      'a empresa x ltda., com sede na rua y, 10',
      'maria, doravante chamada apenas cliente',
      'beltrana, residente e domiciliada em natal',
    ],
    nonMatches: [
      'as partes resolvem celebrar o presente acordo',
      'o cpf do aluno sera informado no ato da matricula',
      'a sede do evento sera definida depois',
    ],
  },
  {
    key: 'objeto',
    // What the deal is: its object or purpose named, or the act of the deal itself.
    pattern: new RegExp(
      [
        String.raw`\bobjeto\b`,
        String.raw`\b(?:tem|tera)\s+(?:por|como)\s+(?:finalidade|fim|escopo|proposito|objetivo)\b`,
        String.raw`\b(?:a\s+fim\s+de|com\s+(?:a\s+finalidade|o\s+fim|o\s+objetivo)\s+de|visando)\s+\p{L}{4,}`,
        String.raw`\b(?:celebram|firmam|ajustam|pactuam|acordam|contratam)\b[^.;]{0,60}\b(?:contrato|termo|acordo|convenio|instrumento)\s+(?:de|da|do|para)\s+\p{L}{4,}`,
      ].join('|'),
      'u',
    ),
    matches: [
      'o presente contrato tem por objeto a locacao do imovel',
      'constitui objeto deste termo a cessao gratuita de imagem',
      'este acordo tem como finalidade impedir que as informacoes sejam divulgadas',
      'as partes celebram o presente contrato de compra e venda de veiculo',
      'a fim de regular a compensacao de horas de trabalho',
    ],
    nonMatches: [
      'o pagamento sera feito ate o dia 5',
      'fica eleito o foro da comarca de natal',
      'as partes assinam em duas vias de igual teor',
    ],
  },
  {
    key: 'obrigacoes',
    // A duty in any form: modal verbs, a duty or a ban, a future passive of a performance.
    pattern:
      /\b(?:obrig\w*|comprome\w*|devera\w*|deve(?:m|ra)?|cabe(?:m|ra|rao)?|compete|incumbe|responsabiliz\w*|responsave(?:l|is)|e\s+vedad[oa]|e\s+proibid[oa]|nao\s+podera(?:o)?|fica(?:m|rao)?\s+(?:vedad|proibid|incumbid|encarregad)\w*|tem\s+o\s+dever|sera(?:o)?\s+\p{L}{3,}(?:ad|id)[oa]s?)\b/u,
    matches: [
      'a prestadora se obriga a entregar o relatorio mensal',
      'a jornada diaria sera acrescida de quarenta e oito minutos',
      'e vedado ao receptor divulgar as informacoes',
      'cabe ao cliente fornecer os dados',
    ],
    nonMatches: [
      'contrato de compra e venda de veiculo usado',
      'natal, 10 de marco de 2026',
      'o preco e de r$ 1.000,00',
    ],
  },
  {
    key: 'pagamento',
    // A payment word and what the price is stated with, in one sentence, either order.
    pattern: new RegExp(
      String.raw`\b${PAYMENT_WORD}\b[^.;]{0,160}${PAYMENT_TERMS}|${PAYMENT_TERMS}[^.;]{0,160}\b${PAYMENT_WORD}\b`,
      'u',
    ),
    // A fine or an indemnity paid is no price.
    unless: /\b(?:multas?|indenizac\w*|penalidade|clausula\s+penal|perdas\s+e\s+danos)\b/u,
    matches: [
      'mediante salario mensal de r$ [salario]',
      'o valor recebido sera repassado a vista a credenciadora',
      'a remuneracao sera de dez por cento do valor da venda',
      'serao pagos r$ 500,00 em cinco parcelas',
    ],
    nonMatches: [
      'a prestadora se obriga a entregar o relatorio mensal',
      'o valor das informacoes confidenciais e inestimavel',
      'o pagamento sera acertado depois entre as partes',
      'o receptor pagara a reveladora multa de r$ 500.000,00 por infracao',
    ],
  },
  {
    key: 'rescisao',
    // The bond ends: an ending verb or noun with what ends, either order.
    pattern: new RegExp(
      String.raw`\b${ENDING}\b[^.;]{0,80}\b${BOND}\b|\b${BOND}\b[^.;]{0,80}\b${ENDING}\b`,
      'u',
    ),
    matches: [
      'qualquer das partes podera por fim a este acordo com aviso de trinta dias',
      'o contrato podera ser rescindido pela contratada a qualquer tempo',
      'ate que se formalize o encerramento da prestacao de servicos',
      'o cancelamento da matricula deve ser pedido por escrito',
    ],
    nonMatches: [
      'o expediente se encerra as 18 horas',
      'o pagamento sera feito ate o dia 5',
      'a obrigacao de sigilo permanece apos a entrega dos documentos',
    ],
  },
  {
    key: 'multa',
    // A penalty named as such (damages alone are the law's, not a penalty clause).
    pattern:
      /\b(?:multas?|penalidades?|clausula\s+penal|pena\s+convencional|sanc(?:ao|oes)\s+pecuniari[ao]s?)\b/u,
    // A fine denied ("sem multa", "isento de multa", "não haverá multa").
    unless:
      /\b(?:sem|isent[oa]s?\s+de|nao\s+(?:havera|incidira|cabera|sera\s+(?:devida|cobrada)))\s+(?:\p{L}+\s+){0,3}?multas?\b/u,
    matches: [
      'incidira multa de dois por cento sobre o debito',
      'o infrator pagara, a titulo de clausula penal, a metade do valor',
      'a parte sera punida com as penalidades previstas no item 7',
    ],
    nonMatches: [
      'respondera por perdas e danos',
      'o atraso sujeita o devedor a juros de um por cento ao mes',
      'as partes se comprometem a cumprir o acordo',
      'o sinal sera restituido integralmente, sem multa para qualquer das partes',
    ],
  },
  {
    key: 'foro',
    // Where disputes go: a court, a district, a jurisdiction or arbitration.
    pattern:
      /\b(?:foro|comarca|jurisdicao|arbitra\w*|juizo\s+(?:competente|de|da|do)|tribunal\s+(?:de|arbitral))\b/u,
    matches: [
      'fica eleito o foro da comarca de natal',
      'as controversias serao resolvidas por arbitragem',
      'e competente o juizo da capital para qualquer litigio',
    ],
    nonMatches: [
      'as partes resolverao amigavelmente suas duvidas',
      'o pagamento sera feito ate o dia 5',
      'o contrato vale por doze meses',
    ],
  },
];

/** Whether a folded sentence speaks of the concept's element. */
export const speaksOf = (concept: ElementConcept, fold: string): boolean =>
  concept.pattern.test(fold) && !(concept.unless?.test(fold) ?? false);

/** The concept of an element, when the checklist asks for evidence of absence. */
export const conceptOf = (key: TDefaultClauseKey): ElementConcept | undefined =>
  ELEMENT_CONCEPTS.find((concept) => concept.key === key);
