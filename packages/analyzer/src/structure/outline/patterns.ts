/**
 * Heading and signature-block patterns of Brazilian contracts. Clause and article patterns run on
 * the folded line (lower case, no accents); list-item patterns run on the original line because
 * case tells "I –" (inciso) from "a)" (alínea).
 */
import { ORDINAL_PHRASE_SOURCE } from '../../text/ordinals';

/** "º", "°", ".º" or a superscript-like "o"/"a" right after a number ("1º", "1.º", "4 ª", "1o", "2a"). */
const ORDINAL_MARK = '(?:\\s*\\.?[ºª°]|[ao](?!\\p{L}))?';
/** What may separate a heading from its title or body. */
const SEPARATOR = '(?<sep>[-–:.)(])?';

/**
 * "CLÁUSULA PRIMEIRA –", "Cláusula 1ª", "CLÁUSULA 2a.", "CLÁUSULA DÉCIMA SEGUNDA", "CLÁUSULA
 * ÚNICA", "CLÁUSULA IV –".
 */
export const CLAUSE_HEADING = new RegExp(
  `^clausula\\s+(?:(?<digits>\\d{1,3})${ORDINAL_MARK}|(?<words>${ORDINAL_PHRASE_SOURCE})|(?<unique>unica)(?!\\p{L})|(?<roman>[ivxl]{1,7})(?!\\p{L}))\\s*${SEPARATOR}\\s*`,
  'u',
);

/** "SUBCLÁUSULA 2.1 –", "Cláusula 3.2.", "Item 4.1 -": a numbered item named by its kind. */
export const NAMED_ITEM_HEADING =
  /^(?:subclausula|clausula|subitem|item)\s+(?<path>\d{1,3}(?:\.\d{1,3})+)\.?\s*(?<sep>[-–:)])?\s*/u;

/** "Item primeiro.", "ITEM SEGUNDO –", "Subitem Terceiro:": an item numbered in words (folded). */
export const WORDED_ITEM_HEADING = new RegExp(
  `^(?:subitem|item)\\s+(?<words>${ORDINAL_PHRASE_SOURCE})\\s*(?<sep>[-–:.)])?\\s*`,
  'u',
);

/**
 * "XI-2 A rescisão…", "III.1 – O ingresso…": an item numbered by its section in Roman numerals
 * and its own number after a hyphen or a dot (original line: capitals only). Read as the item
 * "11.2" a reference cites.
 */
export const ROMAN_ITEM_HEADING =
  /^(?<roman>[IVXL]{1,6})[-.](?<sub>\d{1,2})(?![\d.,/])\s*(?<sep>[-–:.)])?\s*(?=\p{Lu}|$)/u;

/** "Art. 1º", "Artigo 2°", "Art 10.", "Artigo Primeiro". */
export const ARTICLE_HEADING = new RegExp(
  `^art(?:igo|\\.)?\\s*(?:(?<digits>\\d{1,3})${ORDINAL_MARK}|(?<words>${ORDINAL_PHRASE_SOURCE}))\\s*${SEPARATOR}\\s*`,
  'u',
);

/** "1.", "1.1", "1.1.1.", "2 –", "3)", "5º –": a single number needs a dot or a separator. */
export const NUMBER_HEADING =
  /^(?<path>\d{1,3}(?:\.\d{1,3})*)(?<ordinal>[º°ª](?=\s*[-–).]))?(?:(?<dot>\.)?\s*(?<sep>[-–)])|(?<dot2>\.)(?=\s|$)|(?=\s))\s*/u;

/**
 * An ordinal word heading a clause without "CLÁUSULA", always followed by a separator:
 * "PRIMEIRA: O VENDEDOR vende…", "Segunda – Do preço". Folded line; the case of the word is checked
 * on the original ("primeira: …" in running text is no heading).
 */
export const BARE_ORDINAL_HEADING = new RegExp(
  `^(?<words>${ORDINAL_PHRASE_SOURCE})\\s*(?<sep>[:.–-])(?:\\s+|$)`,
  'u',
);

/**
 * A section line grouping the clauses or articles that follow: "CAPÍTULO I – DO OBJETO", "SEÇÃO
 * II: DO PREÇO", "TÍTULO III – DAS PARTES" (folded). "I – DO OBJETO" is read from an inciso
 * heading whose rest is a title in capitals.
 */
export const SECTION_HEADING =
  /^(?:capitulo|secao|titulo)\s+(?:[ivxl]{1,7}|\d{1,3})(?!\p{L})\s*[-–:.]?\s*(?<title>.*)$/u;

/** "§ 1º", "§1°", "§ único", "Parágrafo único", "Parágrafo Primeiro", "Parágrafo 2º". */
export const PARAGRAPH_HEADING = new RegExp(
  `^(?:§\\s*(?:(?<digits>\\d{1,2})${ORDINAL_MARK}|(?<unique2>unico)(?!\\p{L}))|paragrafo\\s+(?:(?<unique>unico)(?!\\p{L})|(?<words>${ORDINAL_PHRASE_SOURCE})|(?<digits2>\\d{1,2})${ORDINAL_MARK}))\\s*${SEPARATOR}\\s*`,
  'u',
);

/** "I –", "II -", "IV)", "iii)": incisos up to XXXIX. */
export const INCISO_HEADING = /^\(?(?<roman>[IVX]{1,6}|[ivx]{1,6})\s*(?:[-–)]|\.(?=\s))\s*/u;

/** "a)", "(b)", "c.", "d –", "A)". */
export const ALINEA_HEADING =
  /^(?:\((?<paren>[a-zA-Z])\)|(?<letter>[a-zA-Z])\s*\)|(?<dotted>[a-z])\.(?=\s)|(?<dashed>[a-z])\s+[-–](?=\s))\s*/u;

/** Closing formula before the signatures: "E, por estarem justas e contratadas, …". */
const CLOSING_FORMULA =
  /^(?:e|assim)?[\s,]*(?:por\s+|como\s+)?(?:estarem|estando|se\s+acharem|haverem)\s+(?:(?:assim|as\s+partes|ambas\s+as\s+partes|elas|plenamente|em)\s+)*(?:justa|justo|de\s+(?:pleno\s+|comum\s+)?acordo|ajustad|contratad|ciente|certa|certo|concordes|comum\s+acordo)/u;
/** "E, para firmeza e como prova de assim haverem contratado, …" */
const FIRMNESS_FORMULA =
  /^e,?\s+(?:para\s+firmeza|por\s+ser\s+a\s+expressao|para\s+que\s+produza)/u;
/** "São Paulo/SP, 10 de março de 2025." or a blank date "Curitiba, ___ de ______ de 20__." */
const PLACE_DATE_LINE =
  /^[\p{L}][\p{L} .'-]{1,40}(?:\s*[/-]\s*[a-z]{2})?\s*,\s*(?:\d{1,2}|_+|\.{2,})\s*[ºo°]?\s+de\s+(?:[a-z]+|_+|\.{2,})\s+de\s+(?:\d{4}|\d{0,2}_+|\.{2,})\.?$/u;
/** A line that is only a signature rule. */
const SIGNATURE_RULE = /^(?:_{5,}|-{10,}|\.{10,})$/u;
/** "Testemunhas:", "ASSINATURA ELETRÔNICA" — a label, not a wrapped line that starts "testemunhas é título…". */
const WITNESSES =
  /^(?:testemunhas?|assinaturas?(?:\s+(?:eletronicas?|digita(?:l|is)|das\s+partes))?)\s*(?::|$)/u;

/** Lines that open the signature block, tested on folded, trimmed lines. */
export const SIGNATURE_OPENERS: readonly RegExp[] = [
  CLOSING_FORMULA,
  FIRMNESS_FORMULA,
  PLACE_DATE_LINE,
  SIGNATURE_RULE,
  WITNESSES,
];

/**
 * The title of a part that follows the signatures (folded): a quadro-resumo, an annex, an
 * amendment or extension term, a form, a proposal, a set of rules. What comes under it is content
 * to read, not signatures.
 */
export const ANNEX_TITLE =
  /^(?:quadro[\s-]*resumo|anexo(?:\s+(?:[ivxlc]+|\d+|unico))?\b|termo\s+(?:aditivo|de\s+\p{L}{5,})|aditivo\b|ficha\s+de|proposta\s+de|regulamento\b)/u;

/** A heading followed by a lower-case word is a sentence that cites a clause, not a heading. */
export const STARTS_LOWER = /^\p{Ll}/u;

/** Title written in capitals at the start of the rest of a heading line, before a separator. */
export const CAPITAL_TITLE =
  /^(?<title>[\p{Lu}\d][\p{Lu}\d\s,/&ºª°'-]*?)\s*(?:[–:.]\s+|\s-\s|[:.]?$)/u;

/** A title given in words on its own line: "DO OBJETO", "Da Rescisão". */
export const TITLE_LINE = /^(?:\(?\s*[dD][aeo]s?\s+\p{L}|[\p{Lu}\d\s,/&ºª°'()-]+$)/u;

/**
 * A title in sentence case on the heading line, the way numbered contracts head their sections:
 * "1. Do objeto", "2. Prazo e rescisão", "3. Preço e forma de pagamento". Only letters, at most
 * `MAX_SENTENCE_CASE_TITLE_WORDS` words and nothing after them, so "1. Objeto do contrato." or a
 * body sentence is not read as one.
 */
export const SENTENCE_CASE_TITLE = /^\p{Lu}[\p{L}\s/&,-]*\p{L}$/u;
export const MAX_SENTENCE_CASE_TITLE_WORDS = 6;
/** A line of at most this many words right before a numbered clause titles it ("Jornada"). */
export const MAX_SECTION_LINE_WORDS = 5;

/**
 * A title line without a number, in capitals ("DO OBJETO", "DAS DISPOSIÇÕES GERAIS:") or in
 * sentence case ("Do valor", "Dos juros de mora").
 */
export const UNNUMBERED_TITLE =
  /^(?:D[AO]S?\s+\p{Lu}[\p{Lu}\s,/–-]*|D[ao]s?\s+\p{Ll}[\p{Ll}\s,/–-]*\p{Ll}):?$/u;
/** Unnumbered titles needed before they are read as the clauses of a document. */
export const MIN_UNNUMBERED_TITLES = 2;

/**
 * Any title written in capitals alone on its line: "OBJETO", "PREÇO E PAGAMENTO", "REGRAS DE
 * USO". Heads clauses only in a document with no other numbering, when the next line is a body
 * sentence and there are at least `MIN_CAPITAL_TITLES` of them (a document title or a signatory's
 * name alone is no clause).
 */
export const CAPITAL_LINE_TITLE = /^\p{Lu}[\p{Lu}\s,/&–-]*\p{Lu}$/u;
/** Capital titles (with or without "DO/DA") needed before capital-only titles head clauses. */
export const MIN_CAPITAL_TITLES = 3;
/** Longest capital-only title, in words. */
export const MAX_CAPITAL_TITLE_WORDS = 6;
/**
 * Capital lines that are not clause titles (folded): the document title, party labels and
 * signature captions.
 */
export const NOT_A_CAPITAL_TITLE =
  /^(?:contrato|instrumento|termo|aditivo|distrato|acordo|escritura|proposta|anexo|quadro|ficha|partes|qualificacao|testemunhas?|assinaturas?|(?:locador|locatari|contratant|contratad|vendedor|comprador|fiador|cedente|cessionari|outorgant|outorgad|promitente|promissari|mutuant|mutuari|comodant|comodatari|doador|donatari|franqueador|franquead|representad|representante|devedor|credor|anuente|interveniente|socio|prestador|tomador|cliente|alun|usuari|empregad|segurad|beneficiari)\p{L}*)(?!\p{L})/u;

/**
 * A title run into the body of a numbered heading: "1. Objeto. A ESCOLA prestará…", "6.
 * Obrigações da ESCOLA. A ESCOLA se obriga…". At most `MAX_SENTENCE_CASE_TITLE_WORDS` words of
 * letters before the first full stop, followed by a capitalised sentence.
 */
export const RUN_IN_TITLE = /^(?<title>\p{Lu}[\p{L}\s/,-]*\p{L})\.\s+(?=\p{Lu})/u;
/**
 * Words that make a short run-in phrase a sentence, not a title ("1. As partes concordam.",
 * "Fica eleito o foro."): articles and verbs that open or carry a clause, as whole words of the
 * lower-cased original ("é", not the conjunction "e" of "Preço e pagamento").
 */
export const RUN_IN_SENTENCE_WORD =
  /(?<!\p{L})(?:o|a|os|as|um|uma|é|será|serão|são|fica|ficam)(?!\p{L})/u;
/** A run-in title has at least this many letters ("Foro"), so "Sr." or "Dra." are no title. */
export const MIN_RUN_IN_TITLE_LENGTH = 4;

/** Longest title accepted, in characters. */
export const MAX_TITLE_LENGTH = 90;
/** Longest title accepted, in words. */
export const MAX_TITLE_WORDS = 12;
/** A capitalised title ending in a period has at most this many words ("DO OBJETO."). */
export const MAX_TITLE_WORDS_BEFORE_PERIOD = 5;
