/**
 * Patterns of the structure layer that are not headings (those are in outline/patterns.ts): a
 * reference to a clause or item of this document or of another instrument, the quadro-resumo,
 * the subjects a reference names, the witnesses a document announces. Matched on folded text.
 */
import { ORDINAL_PHRASE_SOURCE } from '../text/ordinals';

/** A cited number: "14", "6.3", "14ª", "23º", "1a" (the ordinal mark of a plain-text "1ª"). */
const CITED_NUMBER = String.raw`\d{1,3}(?:\.\d{1,3})*(?:\s*[ªºa°o](?!\p{L}))?`;
/**
 * A number in Roman numerals, with the item after a hyphen ("XI-2", the item 11.2) or alone
 * ("cláusula XIV"); the caller keeps a bare one only after "cláusula" and in capitals.
 */
const CITED_ROMAN_NUMBER = String.raw`[ivxl]{1,6}(?:-\d{1,2})?(?![\p{L}\d])`;
/** A cited number or ordinal, optionally quoted: "11.1", “12.1”, "décima quinta", "XI-2". */
const CITED = String.raw`["“”']?(?:${CITED_NUMBER}|${ORDINAL_PHRASE_SOURCE}|${CITED_ROMAN_NUMBER})["“”']?`;

/**
 * References to clauses or items of a contract by number or ordinal, one or a list ("cláusula
 * 14", "item nº 6.3", "itens 3.1 e 11.2", "Cláusulas Primeira e Segunda", "item 22º e 49º"). Group
 * `list` holds every number cited; `CITED_ITEM` splits it.
 */
export const CLAUSE_REFERENCE = new RegExp(
  String.raw`\b(?<kind>clausulas?|itens|item|subitens|subitem)\s+(?:n[º°o]\.?\s*)?(?<list>${CITED}(?:\s*(?:,|\be\b|\bou\b)\s*(?:(?:a|o|as|os)\s+)?(?:(?:clausulas?|itens|item|subitens|subitem)\s+)?${CITED})*)`,
  'gu',
);
/** One number, ordinal or Roman number ("XI-2") of a reference's list. */
export const CITED_ITEM = new RegExp(
  String.raw`(?<num>\d{1,3}(?:\.\d{1,3})*)|(?<ord>${ORDINAL_PHRASE_SOURCE})|(?<![\p{L}])(?<roman>[ivxl]{1,6})(?:-(?<sub>\d{1,2}))?(?![\p{L}\d])`,
  'gu',
);

/** A member of a list of numbers that goes on: ", 5 e 7", " e 9", " ou 12". */
const NEXT_NUMBER = String.raw`(?:\s+(?:e|ou)\s+|\s*,\s*(?=\d{1,3}\s*[º°o]?\s*(?:,|\be\b|\bou\b)))`;
/**
 * A reference to articles ("art. 25", "artigo 30", "arts. 19 e 46"); group `list` holds the
 * numbers. Judged only in a document numbered in articles, away from the name of a law.
 */
export const ARTICLE_REFERENCE = new RegExp(
  String.raw`(?<![\p{L}])(?:arts?\.?|artigos?)\s*(?:n[º°o]\.?\s*)?(?<list>\d{1,3}\s*[º°o]?(?:${NEXT_NUMBER}\d{1,3}\s*[º°o]?)*)(?![\d.,]\d)`,
  'gu',
);
/** One number of a list of articles or divisions. */
export const CITED_PLAIN_ITEM = /(?<num>\d{1,3})|(?<![\p{L}])(?<roman>[ivxl]{1,7})(?![\p{L}\d])/gu;
/**
 * A reference to a division above the clauses ("Capítulo XIV", "capítulos II e III", "Seção 2",
 * "Título III"); group `word` names the kind and `list` the numbers.
 */
const DIVISION_ID = String.raw`(?:[ivxl]{1,7}|\d{1,2})(?![\p{L}\d])`;
export const DIVISION_REFERENCE = new RegExp(
  String.raw`(?<![\p{L}])(?<word>capitulos?|secao|secoes|titulos?)\s+(?:n[º°o]\.?\s*)?(?<list>${DIVISION_ID}(?:\s*(?:,|\be\b|\bou\b)\s*${DIVISION_ID})*)`,
  'gu',
);

/**
 * Right after a reference, the other document it belongs to: "cláusula 5ª do contrato social",
 * "itens 1 e 2 do Decreto 10.059", "item 3 do Anexo I", "cláusula 7 do Regulamento", "cláusula 4
 * do Termo de Adesão". A contract of a kind ("do Contrato de Prestação de Serviços") is another
 * document unless it is this one (`NAMED_CONTRACT`).
 */
export const EXTERNAL_REFERENCE =
  /^\s*(?:\([^)]{0,20}\)\s*)?(?:,\s*)?(?:d[oa]s?|constantes?\s+d[oa]s?|previst[oa]s?\s+n[oa]s?)\s+(?:anexos?|apendices?|contrato\s+(?:social|principal|original|anterior|mae|firmado|celebrado|assinado|n[º°o.])|lei|leis|codigo|decreto|decreto-lei|estatuto|instrumento\s+(?:anterior|original|principal|firmado|celebrado)|acordo|convencao|regulamento|regimento|edital|termo|termos|proposta|pedido|ordem|condicoes\s+gerais|politica|manual|apolice|resolucao|portaria|instrucao|medida\s+provisoria|constituicao|clt|norma|nbr|art\.?|artigo|capitulo|secao|ato|plano|tabela|quadros?|convenio|aditivo|distrato|escritura|matricula|memorial|projeto|especificac\w*|caderno|cronograma|orcamento|planilha|laudo|relatorio|ata|circular|carta|cct|act|nr-?\s?\d+)\b/u;
/** Right before a reference, the other document it belongs to: "no Anexo II, item 3", "art. 5º, item 2". */
export const EXTERNAL_BEFORE =
  /(?:\banexo\s+[\divxlc]+|\bart(?:igo)?\.?\s*\d+\s*[º°o]?(?:\s*,?\s*(?:inciso|§|paragrafo)\s*[\divxlc]+\s*[º°o]?)?|\bquadro[\s-]+resumo)\s*,?\s*(?:n[oa]s?\s+|d[oa]s?\s+|e\s+)?$/u;
/**
 * Right after a reference, an instrument named by its kind: "do Contrato de Prestação de
 * Serviços", "do Termo de Compromisso de Estágio". It is this document when its title names it.
 */
export const NAMED_CONTRACT =
  /^\s*(?:,\s*)?d[oa]\s+(?<name>(?:contrato|instrumento|compromisso|termo)\s+(?:particular\s+)?(?:de|da|do)\s+[\p{L}\s]{3,60}?)(?=\s*(?:[,.;:)]|$|\b(?:firmad|celebrad|assinad|n[º°o]\b|e\b|que\b|para\b|entre\b|com\b)))/u;
/** Words after a named contract that make it another instrument ("… firmado em 10/01/2024"). */
export const OTHER_INSTRUMENT = /^\s*,?\s*(?:firmad|celebrad|assinad|n[º°o]\b|anterior|original)/u;
/** Words of a title before the kind of contract ("INSTRUMENTO PARTICULAR DE …"). */
export const TITLE_LEAD = /^(?:instrumento\s+particular\s+(?:de\s+)?|minuta\s+(?:de\s+)?)/u;
/** What places a reference before or after the unit that cites it. */
const BEFORE = String.raw`(?<before>anterior|antecedente|precedente|imediatamente\s+anterior)`;
const AFTER = String.raw`(?<after>seguinte|subsequente|imediatamente\s+seguinte)`;
/** A reference to the clause before or after the one that cites it. */
export const ADJACENT_CLAUSE = new RegExp(String.raw`\bclausula\s+(?:${BEFORE}|${AFTER})\b`, 'gu');
/** A reference to the item or paragraph before or after the one that cites it, in its clause. */
export const ADJACENT_UNIT = new RegExp(
  String.raw`\b(?<kind>item|subitem|paragrafo)\s+(?:${BEFORE}|${AFTER})\b`,
  'gu',
);
/**
 * A reference to an item of the quadro-resumo: "item 4 do quadro resumo", or a lettered one,
 * "Quadro D do Quadro Resumo", "item C do quadro-resumo".
 */
export const QUADRO_ITEM_REFERENCE =
  /\b(?:item|quadro)\s+(?:n[º°o]\.?\s*)?(?:(?<num>\d{1,2})|(?<letter>[a-z])(?![\p{L}\d]))\s*(?:\([^)]{1,12}\)\s*)?d[oa]\s+quadro[\s-]+(?:resumo|de\s+resumo|sintese)\b/gu;
/** A reference to the quadro-resumo as a whole ("indicada no Quadro Resumo"). */
export const QUADRO_REFERENCE = /(?<=\bn[oa]\s+)quadro[\s-]+(?:resumo|de\s+resumo|sintese)\b/gu;
/** The line that opens a quadro-resumo in the document ("QUADRO RESUMO:", "Quadro resumo nº 1545"). */
export const QUADRO_HEADING = /^[ \t]*quadro[\s-]+(?:resumo|de\s+resumo|sintese)\b[^\n]{0,30}$/mu;
/**
 * A numbered or lettered line of a quadro-resumo: "3-PREÇO E FORMA DE PAGAMENTO", "4. ÍNDICE DE
 * CORREÇÃO", "QUADRO C – PREÇO E PAGAMENTO", "D) CORREÇÃO MONETÁRIA" (folded; a letter needs the
 * word "quadro" or a dash or parenthesis after it).
 */
export const QUADRO_LINE =
  /^[ \t]*(?:(?<num>\d{1,2})\s*[-–—.)]|(?:quadro\s+)?(?<letter>[a-z])\s*[-–—)](?=\s))\s*(?<title>\S[^\n]{0,120})$/gmu;

/**
 * A number that opens a line anywhere in the text ("14.", "6.3)", "CLÁUSULA 14 –", "CLÁUSULA
 * DÉCIMA QUARTA:"): a heading, read even where the segmenter did not (a quadro-resumo, an annex,
 * a heading run into a table), so that a reference to it is never called missing.
 */
export const LINE_NUMBER = new RegExp(
  String.raw`^[ \t]*(?:(?:clausula|item|subitem|art\.?|artigo)\s+)?(?:(?<num>\d{1,3}(?:\.\d{1,3})*)|(?<ord>${ORDINAL_PHRASE_SOURCE}))\s*(?:[ªºa°o](?!\p{L}))?\s*(?:[.):\-–—]|$)`,
  'gmu',
);

/**
 * A clause heading written inside a line ("… CLÁUSULA 14 – DO FORO", a heading run into a table
 * cell): "cláusula", the number and a dash or colon.
 */
export const INLINE_HEADING = new RegExp(
  String.raw`\bclausula\s+(?:(?<num>\d{1,3}(?:\.\d{1,3})*)|(?<ord>${ORDINAL_PHRASE_SOURCE}))\s*(?:[ªºa°o](?!\p{L}))?\s*[:\-–—]`,
  'gu',
);
/**
 * A document that amends, ends or restates another contract (an addendum, a distrato, a
 * rescission term): its references to clauses are the other contract's.
 */
export const AMENDING_DOCUMENT =
  /\b(?:aditivo|aditamento|distrato|rerratifica\w*|re-ratifica\w*|alteracao\s+contratual|termo\s+de\s+(?:rescisao|resilicao|quitacao|cessao))\b/u;

/**
 * What a reference says the cited clause holds: the noun before it ("a multa prevista na cláusula
 * 8", "o preço certo e ajustado descritos nos termos do item 4", "tabela de SLA da cláusula 6.3")
 * and the words the cited text must have when it really holds that (lenient: any of them). A
 * cited clause with none of them is about something else.
 */
export interface ReferenceTopic {
  key: string;
  /** pt-BR name of the subject, for the description ("a multa"). */
  label: string;
  /** Nouns of the subject (folded). */
  noun: string;
  /** Words the cited text has when it holds the subject. */
  holds: RegExp;
  /**
   * A table: named with its complements before a bare "da cláusula" (`TABLE_LINK`), and missing
   * only when the cited text also has no figure and is one paragraph.
   */
  isTable?: boolean;
}

const PRICE_WORDS =
  /\b(?:preco|precos|valor|valores|mensalidade|mensalidades|alugue(?:l|is)|parcela|parcelas|prestac(?:ao|oes)|remunera\w*|honorarios|pagamento|pagamentos|pagar|pagara|investimento|custo|custos|taxa|taxas|tarifa|tarifas|anuidade|semestralidade|reais)\b|r\$/u;

/** Subjects a reference may name, the most specific first. */
export const REFERENCE_TOPICS: readonly ReferenceTopic[] = [
  {
    key: 'mora',
    label: 'os juros de mora',
    noun: String.raw`juros\s+(?:de\s+mora|moratorios)|encargos\s+moratorios`,
    holds: /\bmora\b|\bmorator\w*|\batras\w*|\binadimpl\w*/u,
  },
  {
    key: 'multa',
    label: 'a multa',
    noun: String.raw`multas?|penalidades?|clausula\s+penal|sanc(?:ao|oes)`,
    holds:
      /\bmultas?\b|\bpena(?:l|is|lidades?)?\b|\bsanc(?:ao|oes)\b|\bindeniza\w*|\bperdas\s+e\s+danos\b|\binfring\w*|\binfrac\w*|\bdescumpr\w*|\binadimpl\w*|\brescis\w*/u,
  },
  {
    key: 'indice',
    label: 'o índice de reajuste',
    noun: String.raw`indices?\s+de\s+(?:reajuste|correcao)|reajustes?|correcao\s+monetaria`,
    holds:
      /\bindices?\b|\breajust\w*|\bcorrec\w*|\batualiza\w*|\b(?:igp-?m|igp|ipca|inpc|incc|selic)\b/u,
  },
  {
    key: 'preco',
    label: 'o preço',
    // "Prestação" alone is also the provision of a service: only the plural is an instalment.
    noun: String.raw`preco|precos|valor|valores|mensalidades?|alugue(?:l|is)|parcelas|prestacoes|remuneracao|honorarios|anuidade|semestralidade`,
    holds: PRICE_WORDS,
  },
  {
    key: 'reajuste',
    label: 'o reajuste do preço',
    // Never named before a reference: an adjustment clause citing the criteria it changes.
    noun: String.raw`(?!)`,
    holds: PRICE_WORDS,
  },
  {
    key: 'aviso',
    label: 'o aviso prévio',
    noun: String.raw`aviso\s+previo|notificacao\s+previa`,
    holds: /\baviso\b|\bantecedencia\b|\bnotific\w*|\bcomunica\w*/u,
  },
  {
    key: 'prazo',
    label: 'o prazo',
    noun: String.raw`prazos?|vigencia`,
    holds:
      /\bprazos?\b|\bvigen\w*|\bvigor\w*|\bperiodo\b|\bvencimento\b|\bdias?\b|\bmes(?:es)?\b|\banos?\b|\bdatas?\b|\btermo\b|\bduracao\b|\bhoras?\b|\d{1,2}\/\d{1,2}\/\d{2,4}/u,
  },
  {
    key: 'foro',
    label: 'o foro',
    noun: String.raw`foro`,
    holds: /\bforo\b|\bcomarca\b|\bjurisdi\w*|\barbitra\w*/u,
  },
  {
    key: 'tabela',
    label: 'a tabela',
    noun: String.raw`tabelas?`,
    holds: /\btabelas?\b|\bquadros?\b|\banexos?\b|\bplanilhas?\b|\blista\b|\d/u,
    isTable: true,
  },
];
/** The words that tie a subject to the reference after it: "previsto na", "descritos nos termos do", "de que trata a". */
const LINK_WORDS = String.raw`(?:(?:previst|definid|estabelecid|fixad|descrit|indicad|estipulad|mencionad|tratad|referid|disciplinad|regulad|pactuad|ajustad|convencionad|discriminad|especificad|contid|constante|apontad|elencad|relacionad|informad)\w*\s+(?:(?:n|pel)[oa]s?|em)\s+(?:termos\s+d[oa]s?\s+)?|de\s+que\s+trata[m]?\s+(?:[oa]s?\s+)?|nos\s+termos\s+d[oa]s?\s+|conforme\s+(?:[oa]s?\s+)?)`;
/** A word between a subject and its link. */
const GAP_WORD = String.raw`[\p{L}\d"“”'%/-]+`;
/**
 * Words that make what follows another subject: an "e" that adds a noun ("preço certo e
 * ajustado" is one subject, "prestação de serviços e custas judiciais" names the costs), a
 * complement ("valor das obrigações previstas na cláusula 5" cites the obligations; "multa de 10%"
 * is still the fine), a breach ("multa pelo descumprimento do previsto na cláusula 8" cites the
 * duty breached, not the fine).
 */
const GAP_STOP = String.raw`clausula|item|e\s+(?!\p{L}+(?:ad|id)[oa]s?\b|cert[oa]s?\b)|d[eoa]s?\s+(?!\d)|descumpr|infring|infrac|viola|inobserv|inadimpl|desrespeit`;
/**
 * A subject's noun followed by at most a few words (no sentence break, no other reference, none
 * of `GAP_STOP`) and a link, right before the reference.
 */
export const TOPIC_LINK = String.raw`(?:,?\s+(?!${GAP_STOP})${GAP_WORD}){0,6}?,?\s+${LINK_WORDS}$`;
/** A table is named with its complements and located by a bare "da": "tabela de SLA de suporte da cláusula 6.3". */
export const TABLE_LINK = String.raw`(?:,?\s+(?!clausula|item)${GAP_WORD}){0,6}?,?\s+(?:${LINK_WORDS}|d[oa]s?\s+)$`;
/** A clause about adjusting the price: what it adjusts is in the clause it cites. */
export const PRICE_ADJUSTMENT = /\breajust\w*|\bindices?\s+(?:de\s+)?(?:reajuste|correcao)\b/u;
/** In an adjustment clause, the noun of a reference to the price it adjusts ("os critérios previstos na cláusula anterior"). */
export const ADJUSTED_CRITERIA = new RegExp(
  String.raw`\b(?:criterios|parametros|condicoes\s+(?:de\s+)?(?:preco|pagamento))${TOPIC_LINK}`,
  'u',
);

/**
 * The closing formula that says witnesses sign: "na presença de duas testemunhas", "assinado pelas
 * partes e pelas testemunhas", "as duas testemunhas adiante indicadas".
 */
export const WITNESS_CLAIM =
  /\bna\s+presenca\s+d[ae]s?\s+(?:(?:duas|2|02)\s*(?:\(duas\)\s*)?)?testemunhas\b|\b(?:assinad[oa]s?|firmad[oa]s?|subscrit[oa]s?)\s+pel[oa]s\s+partes\s+e\s+(?:pel[oa]s\s+)?(?:(?:duas|2|02)\s*(?:\(duas\)\s*)?)?testemunhas\b|\b(?:duas|2|02)\s*(?:\(duas\)\s*)?testemunhas\s+(?:adiante|abaixo|ao\s+final)\s+(?:indicadas|assinadas|nomeadas|qualificadas|identificadas)\b/gu;
/**
 * The contract declares itself an executive title ("valendo o presente como título executivo
 * extrajudicial", "consideram o presente como título executivo").
 */
export const EXECUTIVE_TITLE_CLAIM = /\btitulo\s+executivo(?:\s+extrajudicial)?\b/u;
/** A witness anywhere: a block, a label, a line. */
export const WITNESS = /\btestemunhas?\b/gu;

/** A paragraph's number as cited: "terceiro", "único", "3º", "2o". */
const CITED_PARAGRAPH = String.raw`(?:unico|${ORDINAL_PHRASE_SOURCE}|\d{1,2}\s*[º°o]?)(?![\p{L}\d])`;
/** An alínea's letter as cited, maybe quoted: "d", "“b”", "'a'". */
const CITED_LETTER = String.raw`["“”'‘’]?[a-z]["“”'‘’]?(?![\p{L}\d])`;
/** An inciso's numeral as cited: "IV", "ii". */
const CITED_ROMAN = String.raw`[ivxl]{1,6}(?![\p{L}\d])`;
/** What joins the members of a list of citations: ", ", " e ", " ou ". */
const LIST_JOIN = String.raw`\s*(?:,|\be\b|\bou\b)\s*`;

/**
 * A reference to paragraphs, alíneas or incisos, one or a list ("parágrafo terceiro", "§ 2º",
 * "parágrafos terceiro e quarto", "alínea “d”", "alíneas a e b", "inciso IV"). Group `list` holds
 * what is cited; the kind's group says which. What follows it ("desta cláusula", "do art. 5º da
 * Lei…") is read by the caller.
 */
export const SUBDIVISION_REFERENCE = new RegExp(
  [
    String.raw`(?<![\p{L}\d])(?:`,
    String.raw`(?<paragraph>paragrafos?|§§?)\s*(?<plist>${CITED_PARAGRAPH}(?:${LIST_JOIN}${CITED_PARAGRAPH})*)`,
    String.raw`|(?<alinea>alineas?)\s+(?<alist>${CITED_LETTER}(?:${LIST_JOIN}${CITED_LETTER})*)`,
    String.raw`|(?<inciso>incisos?|inc\.)\s*(?<ilist>${CITED_ROMAN}(?:${LIST_JOIN}${CITED_ROMAN})*)`,
    ')',
  ].join(''),
  'gu',
);
/** One member of a cited list: a paragraph number, a letter, a numeral. */
export const CITED_PARAGRAPH_ITEM = new RegExp(CITED_PARAGRAPH, 'gu');
export const CITED_LETTER_ITEM = /(?<![\p{L}\d])["“”'‘’]?(?<letter>[a-z])["“”'‘’]?(?![\p{L}\d])/gu;
export const CITED_ROMAN_ITEM = new RegExp(CITED_ROMAN, 'gu');

/** Right after a subdivision reference, the clause it belongs to: "desta cláusula", "da cláusula 5ª", "deste artigo". */
export const SUBDIVISION_SCOPE = new RegExp(
  String.raw`^\s*,?\s*(?:(?<own>dest[ae]|dess[ae]|do\s+presente|da\s+presente)\s+(?:clausula|artigo|item|subitem)|(?<whole>dest[ae]|do\s+presente|da\s+presente)\s+(?:contrato|instrumento|termo|acordo|ajuste)|d[ao]s?\s+(?:clausula|item|subitem)\s+(?<num>\d{1,3}(?:\.\d{1,3})*|${ORDINAL_PHRASE_SOURCE}))`,
  'u',
);

/**
 * Words of another instrument near a subdivision reference, in its sentence: "do art. 62 da Lei
 * 8.245/91", "da CLT", "do Código Civil". A paragraph or inciso cited with them is the law's.
 */
const INSTRUMENT = String.raw`lei\b|leis\b|decreto|codigo|clt\b|cdc\b|constituicao|resolucao|portaria|instrucao\s+normativa|medida\s+provisoria|convencao|sumula|estatuto|regulamento|regimento|edital|nbr\b|nr-?\s?\d`;
export const LAW_NEAR = new RegExp(String.raw`\b(?:art(?:igo)?s?\.?\s*\d|${INSTRUMENT})`, 'u');
/**
 * The name of a law or another instrument near a reference to an article or a chapter ("art. 25,
 * § 1º, da Lei 8.666", "Capítulo IV do CDC"). "Deste estatuto" or "do presente regulamento" is
 * this document: the caller strips `OWN_NAMED` first.
 */
export const INSTRUMENT_NEAR = new RegExp(String.raw`\b(?:${INSTRUMENT})`, 'u');
/** This document named by its kind: "deste estatuto", "do presente regulamento", "neste termo". */
export const OWN_NAMED =
  /\b(?:(?:d|n)?est[ea]s?|(?:d|n)?ess[ea]s?|d[oa]\s+presente|n[oa]\s+presente)\s+\p{L}+/gu;
/**
 * Right after a subdivision reference, an article named before in the sentence or the one
 * before it: "do mesmo artigo", "do referido artigo", "do citado dispositivo" — a law's.
 */
export const NAMED_BEFORE =
  /^\s*,?\s*d[oa]\s+(?:mesm|referid|citad|aludid|mencionad|predit)[oa]\s+(?:artigo|art\.|dispositivo|lei|diploma|decreto)/u;
/** How far around a subdivision reference the words of another instrument are looked for. */
export const LAW_WINDOW = 70;

/**
 * An annex cited by its designation, one or a list: "Anexo I", "ANEXO 2", "Anexo Único", "Anexos
 * I e II". A letter is never read as a designation ("anexo a este contrato").
 */
const ANNEX_ID = String.raw`(?:[ivxl]{1,5}|\d{1,2}|unico)(?![\p{L}\d])`;
export const ANNEX_CITATION = new RegExp(
  String.raw`\banexos?\s+(?:n[º°o]\.?\s*)?(?<list>${ANNEX_ID}(?:${LIST_JOIN}${ANNEX_ID})*)`,
  'gu',
);
export const ANNEX_ID_ITEM = new RegExp(ANNEX_ID, 'gu');
/** A line that opens an annex the document carries: "ANEXO II – …", "Anexo único", "ANEXO". */
export const ANNEX_LINE =
  /^[ \t]*anexo(?:\s+(?:n[º°o]\.?\s*)?(?<id>[ivxl]{1,5}|\d{1,2}|unico)(?![\p{L}\d]))?/gmu;

/**
 * A document named by its kind that a contract may carry with it (folded): "laudo de vistoria",
 * "memorial descritivo", "proposta comercial", "cronograma físico-financeiro", "planilha de custos".
 */
export const ATTACHABLE_DOCUMENT =
  /\b(?<name>(?:laudo|termo|auto)\s+de\s+(?:vistoria|inspecao|entrega|recebimento)|memorial\s+descritivo|proposta\s+(?:comercial|tecnica)|cronograma(?:\s+fisico(?:[\s-]+financeiro)?|\s+de\s+\p{L}+)?|planilha\s+de\s+\p{L}+|inventario|relacao\s+de\s+(?:bens|moveis|equipamentos|itens)|especificac(?:ao|oes)\s+tecnicas?)\b/gu;
/**
 * Words that say a document goes with this contract, right around its name: "que acompanha", "em
 * anexo", "anexo ao presente", "parte integrante deste", "integra o presente", "o qual segue
 * junto", "dele faz parte".
 */
export const SAID_ATTACHED =
  /\b(?:que\s+(?:o\s+|a\s+)?acompanham?(?!\p{L})|em\s+anexo|anex[oa]s?\s+(?:a[o]?\s+)?(?:presente|este|esta)|anex[oa]s?\b(?=\s*[,.;)])|parte\s+integrante|integra(?:m|ndo)?\s+(?:o\s+presente|este|esta|a\s+presente)|segue[m]?\s+(?:junt[oa]s?|anex[oa]s?)\b|(?:dele|dela|deste|desta)\s+faz(?:em)?\s+parte|faz(?:em)?\s+parte\s+(?:dest[ea]|d[oa]\s+presente))/u;
/** Words that make a cited annex this document's: "deste contrato", "do presente instrumento". */
export const OWN_DOCUMENT =
  /\b(?:dest[ea]|d[oa]\s+presente|nest[ea]|n[oa]\s+presente)\s+(?:contrato|instrumento|termo|acordo|ajuste)\b/u;
/** Words that make a cited document something to be made later: "será elaborado", "a ser emitido". */
export const TO_BE_MADE =
  /\b(?:(?:sera|serao|a\s+ser(?:em)?|deverao?\s+ser)\s+(?:\p{L}+\s+){0,2}?(?:elaborad|emitid|firmad|assinad|feit|realizad|apresentad|entregue|lavrad)|(?:passara|passarao|vier(?:em)?)\s+a\s+(?:integrar|fazer\s+parte|ser))/u;

/**
 * A line that announces what follows and ends on its colon: "a seguinte dotação:", "do seguinte
 * modo:", "conforme a tabela a seguir:", "nos termos abaixo:", "discriminados:" (folded).
 */
export const ANNOUNCES_ON_COLON =
  /(?:\bseguintes?\b[^:;.]{0,40}|\ba\s+seguir|\babaixo|\bcomo\s+segue|\bsegue[m]?|\btabela|\bquadro|\b(?:discriminad|relacionad|listad|elencad|especificad|detalhad)[oa]s?)\s*:$/u;
/**
 * Words inside a sentence that announce content right after it: "discriminados abaixo", "a
 * relação a seguir", "conforme tabela abaixo", "no quadro abaixo" (folded).
 */
export const ANNOUNCES_BELOW =
  /\b(?:(?:discriminad|relacionad|descrit|listad|elencad|especificad|detalhad|indicad|demonstrad)[oa]s?\s+(?:abaixo|a\s+seguir)|(?:tabela|quadro|relacao|lista|planilha|cronograma)\s+(?:abaixo|a\s+seguir|seguinte))\b/u;
/** What the signature block below gives: "na data indicada abaixo", "as testemunhas abaixo". */
export const SIGNATURE_CONTENT =
  /\b(?:datas?|local|assinad\p{L}*|assinatur\p{L}*|testemunh\p{L}*|vias|firma[mn]?|subscrev\p{L}*)\b/u;
/** What announces the clauses of the contract itself ("sob as cláusulas e condições seguintes:"). */
export const ANNOUNCES_CLAUSES = /\b(?:clausulas|condicoes|termos|disposicoes|pactos)\b/u;

/**
 * A line that opens a division above the clauses: "CAPÍTULO XIV – DO FORO", "Seção II: Do
 * preço", "TÍTULO 3". Groups: `lead` (the word and the space after it), `num`, `title` (folded).
 */
export const DIVISION_LINE =
  /^(?<lead>[ \t]*(?:capitulo|secao|titulo)\s+)(?<num>[ivxl]{1,7}|\d{1,3})(?![\p{L}\d])[ \t]*[-–—:.]?[ \t]*(?<title>[^\n]*)$/gmu;

/**
 * The words right before a reference that say it defines something: "a participação
 * definida na", "o prazo estabelecido pela", "as multas previstas no". Group `noun` is the thing.
 */
export const DEFINED_BY_REFERENCE =
  /(?<![\p{L}])(?<noun>\p{L}{4,})\s+(?:definid|estabelecid|fixad|estipulad|previst|determinad|pactuad|ajustad)[oa]s?\s+(?:(?:n|pel)[oa]s?|em)\s+$/u;
/** A figure in a sentence: digits, a percentage, an amount or a number in words (not "um"). */
export const FIGURE =
  /\d|%|r\$|\b(?:dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|vinte|trinta|quarenta|cinquenta|cem|cento|mil|metade|dobro|triplo)\b/u;
/** Nouns too general to be what a clause defines ("na forma prevista na cláusula 9"). */
export const GENERAL_NOUN =
  /^(?:forma|formas|modo|condic\p{L}*|termos?|disposto|hipotes\p{L}*|casos?|regras?|obrigac\p{L}*|criterios|procedimentos?|situac\p{L}*|limites?|finalidades?|moldes)$/u;
/** A heading number or a cited number, which is no figure: "9.1.", "cláusula 9", "art. 25", "§ 2º". */
export const NUMBERING_MENTION =
  /^\s*\d{1,3}(?:\.\d{1,3})*\s*[-–.)]?|\b(?:clausulas?|itens|item|subitem|arts?\.?|artigos?|paragrafo|§|capitulo|secao)\s*\d{1,3}(?:\.\d{1,3})*\s*[ºª°]?/gu;
