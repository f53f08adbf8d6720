/**
 * The Portuguese lexicon the provisions are read with: named fragments over folded text (lower
 * case, no accents), each written once — verbs by legal action class with all their inflections,
 * modality, negation and the marks of a decision taken alone. Patterns compose these fragments;
 * none spells a verb's forms again.
 */

/** A verb class: what a provision does, whatever the verb chosen to say it. */
export type ActionClass = 'change' | 'set' | 'end' | 'answer';

/**
 * Every folded form of a regular verb: infinitive (with its enclitic "-se" and the future
 * "alterar-se-á"), present, future, conditional, preterite, subjunctive, gerund and participle.
 * "alterar" → alter(ar|a|am|ara|arao|e|em|ado|ada|…). Irregular participles are given apart.
 */
export function verbForms(infinitive: string): string {
  const stem = infinitive.slice(0, -2);
  const ending = infinitive.slice(-2);
  // The subjunctive of -car and -gar verbs writes its sound: "modifique", "prorrogue".
  const soft = stem.endsWith('c')
    ? `${stem.slice(0, -1)}qu`
    : stem.endsWith('g')
      ? `${stem}u`
      : stem;
  const future = String.raw`(?:a|ao|ia|iam|em)?(?:-se(?:-a|-ao)?)?`;
  switch (ending) {
    case 'ar':
      return String.raw`(?:${stem}(?:ar${future}|a|am|ado|ada|ados|adas|ando|ou|aram|asse|assem)|${soft}(?:e|em))`;
    case 'er':
      return String.raw`${stem}(?:er${future}|e|em|a|am|ido|ida|idos|idas|endo|eu|eram|esse|essem)`;
    case 'ir':
      return String.raw`${stem}(?:ir${future}|e|em|a|am|ido|ida|idos|idas|indo|iu|iram|isse|issem)`;
    default:
      throw new Error(`not a regular infinitive: ${infinitive}`);
  }
}

/** The participles of a class's verbs alone ("alterado", "revista"), for the passive. */
export function participles(infinitives: readonly string[], irregular: readonly string[] = []) {
  const regular = infinitives.map((verb) => {
    const stem = verb.slice(0, -2);
    return `${stem}${verb.endsWith('ar') ? 'ad' : 'id'}[oa]s?`;
  });
  return `(?:${[...regular, ...irregular.map((p) => `${p}[oa]s?`)].join('|')})`;
}

/** The verbs of each action class, as infinitives, and their irregular participle stems. */
export const ACTION_VERBS: Readonly<
  Record<ActionClass, { verbs: readonly string[]; irregular?: readonly string[] }>
> = {
  change: {
    verbs: [
      'alterar',
      'modificar',
      'mudar',
      'adequar',
      'revisar',
      'atualizar',
      'redefinir',
      'reformular',
      'reajustar',
      'majorar',
      'aumentar',
      'diminuir',
      'reduzir',
      'ampliar',
      'suprimir',
      'substituir',
      'trocar',
      'descontinuar',
    ],
    irregular: ['revist'],
  },
  set: {
    verbs: ['fixar', 'definir', 'estabelecer', 'determinar', 'arbitrar', 'estipular'],
  },
  end: {
    verbs: ['rescindir', 'resilir', 'denunciar', 'encerrar', 'extinguir', 'resolver', 'cancelar'],
  },
  answer: {
    verbs: ['responder', 'responsabilizar', 'indenizar', 'ressarcir', 'arcar'],
  },
};

/** Any form of a class's verbs. */
export const actionForms = (action: ActionClass): string =>
  `(?:${ACTION_VERBS[action].verbs.map(verbForms).join('|')})`;

/** The participles of a class's verbs. */
export const actionParticiples = (action: ActionClass): string =>
  participles(ACTION_VERBS[action].verbs, ACTION_VERBS[action].irregular);

/** "poder" in the forms a power is granted with: "poderá", "pode", "poderão", "poderia". */
export const MAY = String.raw`(?:pode(?:m|ra|rao|ria|riam)?)`;

/**
 * A power granted in words other than "poder": "fica facultado", "é permitido", "reserva-se o
 * direito de", "terá a faculdade de", "está autorizada a".
 */
export const POWER_WORDS = String.raw`(?:(?:fica(?:m|ra|rao)?|e|sera|esta(?:ra)?)\s+(?:expressamente\s+)?(?:facultad|permitid|autorizad|licit)[oa]s?|(?:se\s+)?reserva(?:m)?(?:-se)?\b[^.;]{0,40}?\b(?:direito|faculdade|prerrogativa)\s+de|(?:tera|tem|terao|tendo)\s+(?:o\s+direito|a\s+faculdade|a\s+prerrogativa)\s+de)`;

/**
 * A power granted to a side by another clause or fact, the side named inside: "dá à CONTRATADA o
 * direito de", "conferem às PRESTADORAS a faculdade de", "fica assegurado ao LOCADOR o direito de",
 * "caberá à CONTRATADA o direito de", "assiste à VENDEDORA o direito de".
 */
export const GRANTED_RIGHT = String.raw`(?:(?:da|dao|dara|darao|confere|conferem|conferira|conferirao|assegura|asseguram|assegurara|concede|concedem|concedera|faculta|facultam|outorga|outorgam|assiste|assistira|cabe|cabera|compete|competira)|fica(?:m|ra)?\s+(?:assegurad|garantid|conferid|concedid)[oa]s?)\s+(?:a|ao|aos|as)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:o\s+direito|a\s+faculdade|a\s+prerrogativa|o\s+poder)\s+de`;

/** A negation governing the verb that follows. */
export const NEGATION = String.raw`(?:nao|nunca|jamais|em\s+(?:hipotese|caso)\s+(?:alguma|algum|nenhuma|nenhum)|em\s+nenhum(?:a)?\s+(?:hipotese|caso|circunstancia)|de\s+forma\s+alguma|de\s+modo\s+algum)`;

/**
 * Marks of a decision taken alone: when, how and whether is the acting side's call ("a seu
 * exclusivo critério", "sempre que julgar necessário", "quando quiser", "a qualquer momento",
 * "sem aviso", "independentemente de anuência").
 */
export const DISCRETION_MARK = new RegExp(
  [
    String.raw`a\s+(?:seu\s+|sua\s+)?(?:exclusivo\s+|livre\s+|unico\s+)?(?:criterio|arbitrio)`,
    String.raw`sempre\s+que\s+(?:\p{L}+\s+){0,3}?(?:julgar|achar|entender|considerar|reputar)\s+(?:necessario|conveniente|oportuno)`,
    String.raw`quando\s+(?:bem\s+)?(?:quiser|entender|julgar\s+(?:necessario|conveniente)|lhe\s+convier)`,
    String.raw`(?:de\s+acordo\s+com|conforme|segundo)\s+(?:a\s+|o\s+|os\s+)?(?:sua\s+|seus?\s+)?(?:necessidade|conveniencia|interesses?)`,
    String.raw`a\s+qualquer\s+(?:tempo|momento)`,
    String.raw`de\s+tempos\s+em\s+tempos|periodicamente`,
    String.raw`sem\s+(?:qualquer\s+|nenhum\s+)?(?:previo\s+)?aviso`,
    String.raw`unilateralmente|discricionariamente|livremente`,
    String.raw`independentemente\s+de\s+(?:previo\s+)?(?:aviso|anuencia|concordancia|consentimento|aceite|aprovacao)`,
  ]
    .map((fragment) => `\\b(?:${fragment})\\b`)
    .join('|'),
  'u',
);

/** "pelo", "pela", "pelos", "pelas": the agent of a passive follows. */
export const BY_AGENT = String.raw`pel[oa]s?`;

/** Units, teens and tens of a cardinal in words (folded). */
const UNIT_WORD = String.raw`(?:um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove)`;
const TEEN_WORD = String.raw`(?:dez|onze|doze|treze|(?:qua|ca)torze|quinze|dezesseis|dezessete|dezoito|dezenove)`;
const TEN_WORD = String.raw`(?:vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)`;
const HUNDRED_WORD = String.raw`(?:cem|cento|duzent[oa]s|trezent[oa]s|quatrocent[oa]s|quinhent[oa]s|seiscent[oa]s|setecent[oa]s|oitocent[oa]s|novecent[oa]s)`;
const BELOW_HUNDRED = String.raw`(?:${TEN_WORD}(?:\s+e\s+${UNIT_WORD})?|${TEEN_WORD}|${UNIT_WORD})`;

/**
 * A whole number from one to 999 written in words ("trinta", "vinte e cinco", "cento e vinte"),
 * read back with `parseNumberWords`: a figure in words is the same fact as the figure.
 */
export const CARDINAL_WORDS = String.raw`(?:${HUNDRED_WORD}(?:\s+e\s+${BELOW_HUNDRED})?|${BELOW_HUNDRED})`;
