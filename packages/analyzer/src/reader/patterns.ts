/**
 * Who bears a clause, read from the words around each mention of a party (folded text). Only
 * constructions that name the bearer unambiguously are listed: a party that pays, loses, waives,
 * consents or may not; a party that may, reserves, is exempted or has something retained in its
 * favour (then the other side bears it).
 */

/**
 * Words that may stand between a subject and its verb without changing who acts, after the
 * gender and number marks of a form ("LOCATÁRIO(S)(A)").
 */
const ADVERBS =
  '(?:\\([a-z]{1,3}\\))*(?:\\s*,?\\s*(?:desde\\s+ja|desde\\s+logo|neste\\s+ato|expressamente|tambem|ainda|igualmente|solidariamente|integralmente|irrevogavelmente|unicamente|exclusivamente|por\\s+sua\\s+vez)\\s*,?)*\\s*';

/** The subject bears what follows: it pays, is bound, loses, waives, consents, may not. */
const BURDEN_VERB =
  '(?:nao\\s+(?:podera|poderao|pode|podem|tera|terao|tem|fara\\s+jus|farao\\s+jus)|(?:so|somente|apenas)\\s+(?:podera|poderao|pode|podem)|pagara|pagarao|paga|pagam|pagar|devera|deverao|deve|devem|obriga-se|obrigam-se|se\\s+obrigam?|se\\s+obrigara|(?:fica|ficam|ficara|ficarao)\\s+(?:obrigad|sujeit|responsave)|arcara|arcarao|arca|arcam|respondera|responderao|responde|respondem|sera\\s+responsavel|serao\\s+responsaveis|e\\s+responsavel|renuncia|renunciam|perdera|perderao|perde|perdem|autoriza|autorizam|consente|consentem|confessa|confessam|declaram?\\s+(?:o\\s+)?(?:seu\\s+)?(?:expresso\\s+)?consentimento|concorda|concordam|assume|assumem|ressarcira|indenizara|restituira|devolvera|sujeita-se|sujeitam-se|incorrera|incorrerao)(?!\\p{L})';

/** The subject holds the power or the exemption: the other side bears it. */
const POWER_VERB =
  '(?:nao\\s+(?:se\\s+responsabiliza(?:ra|rao|m)?|respondera|responderao|responde|respondem|sera\\s+responsabilizad[oa]|sera\\s+responsavel|serao\\s+responsaveis|tera\\s+responsabilidade)|podera|poderao|pode|podem|se\\s+reservam?|reserva-se|reservam-se|(?:fica|ficam|ficara|esta|estao)\\s+(?:autorizad|isent|desobrigad|dispensad|exonerad)|se\\s+exime|exime-se|isenta-se|(?:tera|terao|tem)\\s+(?:o\\s+)?direito)(?!\\p{L})';

/** A mention followed by a verb that burdens it (anchored at the end of the mention). */
export const SUBJECT_BURDEN = new RegExp(`^${ADVERBS}${BURDEN_VERB}`, 'u');
/** A mention followed by a verb that gives it a power or an exemption. */
export const SUBJECT_POWER = new RegExp(`^${ADVERBS}${POWER_VERB}`, 'u');

/** The verb before its subject: "fica a LOCADORA expressamente autorizada a ocupar o imóvel". */
export const INVERTED_POWER_BEFORE =
  /(?<!\p{L})(?:fica|ficam|ficara|ficarao)\s+(?:[oa]s?(?:\([a-z]{1,3}\))*\s+)?$/u;
/** The participle after the subject of INVERTED_POWER_BEFORE. */
export const INVERTED_POWER_AFTER = new RegExp(
  `^${ADVERBS}(?:autorizad|isent|desobrigad|dispensad|exonerad)`,
  'u',
);

/**
 * Words before a mention that make it the one who benefits: "em favor da VENDEDORA",
 * "retenção pela VENDEDORA", "índice eleito pela CONTRATADA", "alterada de tempos em tempos pela
 * ADMINISTRADORA", "a critério exclusivo do LOCADOR" (anchored at the start of the mention).
 */
export const BENEFICIARY_BEFORE =
  /(?:em\s+(?:favor|beneficio|proveito)\s+d[oa]s?|(?:retencao|retid[oa]s?|eleit[oa]s?|escolhid[oa]s?|definid[oa]s?\s+unilateralmente|alterad[oa]s?|modificad[oa]s?|reajustad[oa]s?)(?:\s+[\p{L}\d]+){0,4}\s+pel[oa]s?|(?:criterio|arbitrio)\s+(?:exclusivo\s+)?d[oa]s?)\s+$/u;

/** Words before a mention that make it the one who bears: "a ser paga pelo LOCATÁRIO". */
export const BEARER_BEFORE =
  /(?:pag[oa]s?|devid[oa]s?|suportad[oa]s?|arcad[oa]s?|custead[oa]s?)\s+pel[oa]s?\s+$/u;

/**
 * A prepositional mention ("pelo LOCATÁRIO", "do LOCADOR") is never the subject of a verb. ("à",
 * folded, is the article "a": a subject is more common there than the preposition.)
 */
export const PREPOSITION_BEFORE =
  /(?<!\p{L})(?:pel[oa]s?|d[oa]s?|n[oa]s?|aos?|com|contra|para|perante|entre|sobre)\s+$/u;

/** Both sides as one subject: "as partes", "qualquer das partes", "a parte que descumprir". */
export const EITHER_PARTY =
  /(?<!\p{L})(?:(?:ambas\s+)?as\s+partes|qualquer\s+(?:uma\s+)?das\s+partes|a\s+parte\s+(?:que|infratora|inadimplente|culpada))(?!\p{L})/gu;

/**
 * A power that costs its holder ("poderá rescindir, pagando multa de três aluguéis", "poderá
 * cancelar, perdendo o valor pago"): the holder bears the clause, not the other side.
 */
export const POWER_AT_A_PRICE =
  /(?<!\p{L})(?:pagando|perdendo|arcando|renunciando|mediante\s+(?:o\s+)?pagamento|com\s+(?:o\s+)?pagamento|sob\s+pena)(?!\p{L})/u;
