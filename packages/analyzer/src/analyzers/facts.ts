/**
 * Facts several analyzers need (the elected court, the parties' cities, the contract term, the
 * rent), read once per document from the sentence index.
 */
import { parseNumberWords } from '../entities/number-words';
import type { AnalyzedDocument } from '../types';
import { indexDocument, parseBrNumber, type Sentence } from './document-index';

/** "R$ 1.234,56" on folded text; group `v` holds the number. */
export const MONEY_SOURCE = String.raw`r\$\s*(?<v>\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?)`;
/** A number optionally followed by its words in parentheses: "30 (trinta)". */
export const COUNT_SOURCE = String.raw`(?<n>\d+(?:,\d+)?)\s*(?:\([^)]{1,80}\)\s*)?`;

const FORUM_SENTENCE = /\bforo\b|\bcomarca\b/u;
// A court of the federal judiciary ("foro da Justiça Federal, Seção Judiciária do DF") is set by
// the Constitution (art. 109), not chosen: it names no city for the court rules to judge.
const FORUM_CITY =
  /\b(?:comarca\s+(?:da\s+capital\s+)?d[eoa]|foro\s+(?:central\s+)?(?:da\s+cidade\s+)?d[eoa]|cidade\s+d[eoa])\s+(?!(?:domicilio|local|sede|lugar|situacao|residencia|comarca|imovel|endereco|contratante|contratad[oa]|justica|secao|subsecao|tribunal|vara)\b)(?<city>\p{L}[\p{L}' ]{1,40}?)(?=\s*(?:[/,.;:()–-]|$|\s(?:para|com|estado|no|na|em|renunciando|excluindo|sp|rj|mg|com\s+renuncia)\b))/gu;
/** The 27 federative units. */
const UF = '(?:ac|al|ap|am|ba|ce|df|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to)';
/** A state after a city ("Campinas/SP", "Manaus – AM"): the anchor; the city is read backwards. */
const UF_ANCHOR = new RegExp(String.raw`\s*(?:\/|\s[–-])\s*${UF}(?!\p{L})`, 'gu');
/**
 * What comes before a state without being a city: an identity card's issuer ("RG nº 123 SSP/SP",
 * "expedida pelo DETRAN/DF"), a registry ("OAB/SP", "CRM/PE"), a document's name.
 */
const NOT_A_CITY =
  /\b(?:ssp|sds|sesp|sejusp|detran|ifp|iipm|pc|pm|oab|crm|crea|crc|cro|coren|creci|cau|cpf|cnpj|rg|mf|identidade|expedid[oa]|emissor|inscrit[oa])\b/u;
const CITY_BEFORE = /(?<city>\p{L}[\p{L}' ]{0,39})$/u;
/** Connector words that a lazy city capture may start with ("situado em Campinas/SP"). */
const CITY_LEAD = /^(?:.*\b(?:em|de|do|da|na|no|cidade|municipio|comarca|bairro|centro)\s+)/u;

// "durante a vigência contratual e por 3 anos", "durante o prazo contratual, mediante aviso com
// 30 dias" refer to the term without stating it: the number after them is something else; but
// "durante a vigência deste contrato, que será de 12 meses" states it.
/** Verbs that state the term in any tense: "vigora/vigorará por", "vigerá", "vige até". */
export const TERM_VERB = String.raw`vigora(?:ra)?|vigera|vige`;
/** "A locação vale por 30 meses", "O contrato vale como experiência por 45 dias". */
export const TERM_VALE_POR = String.raw`(?:locacao|contrato|comodato|licenca|parceria|franquia)\s+vale(?:ra)?\s+(?:como\s+experiencia\s+)?por`;
/** Term lengths written in words ("vigora por dois anos"). */
const TERM_NUMBER_WORDS = String.raw`um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|dezoito|vinte(?:\s+e\s+(?:um|quatro))?|trinta(?:\s+e\s+seis)?|quarenta(?:\s+e\s+oito)?|sessenta|noventa`;
const TERM = new RegExp(
  String.raw`(?<!\b(?:durante|na|no|apos)\s+(?:tod[oa]\s+)?(?:[oa]\s+)?)\b(?:prazo\s+(?:de\s+vigencia|de\s+duracao|da\s+locacao|do\s+(?:presente\s+)?(?:contrato|comodato|emprestimo)|contratual|de\s+experiencia|determinado)|${TERM_VERB}|vigencia|(?:e|sera)\s+(?:celebrad|feit|firmad|contratad)[oa]\s+(?:a\s+titulo\s+de\s+experiencia,?\s+)?pelo\s+prazo|(?:locacao|contrato|comodato|licenca|curso|parceria|franquia)\s+(?:tera|tem)\s+(?:o\s+)?prazo|${TERM_VALE_POR}|(?:contrato|instrumento|locacao),?\s+que\s+sera\s+de|duracao)\b[^.;]{0,50}?\b(?:(?<n>\d+)|(?<w>${TERM_NUMBER_WORDS}))\s*(?:\([^)]{1,40}\)\s*)?(?<u>dias|mes(?:es)?|anos?)\b`,
  'u',
);
// What the contract becomes on a condition ("passará a vigorar por prazo indeterminado" after an
// experience period, "prorrogado por prazo indeterminado", "se prorroga/segue por prazo
// indeterminado") is not its term.
const INDEFINITE =
  /(?<!\b(?:passa(?:ra)?\s+a\s+(?:vigorar|valer)|prorrogad[oa]|prorrogar-se-a|prorroga(?:-se)?|segue|seguira|continua|continuara|converte-se|convertido|transformado)\s+(?:em\s+contrato\s+)?(?:por|a)\s+)\b(?:prazo\s+(?:de\s+(?:duracao|vigencia)\s+)?indeterminado|por\s+tempo\s+indeterminado)\b/u;
// A rent per day, week or year ("R$ 700,00 por diária") is not a monthly value.
/** Words that introduce a monthly value. */
const RENT_WORDS = String.raw`aluguel|aluguer|mensalidade|valor\s+mensal|remuneracao\s+mensal|honorarios\s+mensais|preco\s+mensal|salario\s+mensal|total\s+mensal`;
const RENT = new RegExp(
  String.raw`\b(?:${RENT_WORDS})\b[^.;]{0,40}?${MONEY_SOURCE}(?!,?\d|\s*(?:\([^)]{1,80}\)\s*)?,?\s*(?:por\s+(?:dia|diaria|noite|pernoite|semana|hora|ano)|diari[oa]s?|semana(?:l|is)|anua(?:l|is))\b)`,
  'u',
);
/** The same words just before an amount written only in words ("honorários mensais de novecentos e cinquenta reais"). */
const RENT_BEFORE = new RegExp(String.raw`\b(?:${RENT_WORDS})\b[^.;]{0,40}$`, 'u');
/** A rent charged only while a party is in default ("constituída em mora … até a efetiva
 * devolução", "se não restituir", "arbitrado nos termos do art. 582") is a penalty, not the
 * contract's monthly value. */
export const PENALTY_RENT =
  /\bem\s+mora\b|\bate\s+a\s+efetiva\s+(?:devolucao|restituicao|desocupacao|entrega)\b|\bart(?:\.|igo)?\s*582\b|\b(?:nao|deixar\s+de)\s+(?:devolver|restituir|desocupar)\b/u;

const TOTAL = new RegExp(
  String.raw`\b(?:(?:preco|valor)\s+(?:total|global|certo|da\s+venda|do\s+emprestimo|da\s+doacao|do\s+(?:curso|contrato|lote|imovel|veiculo))|pelo\s+preco|totalizando)\b[^.;]{0,30}?${MONEY_SOURCE}`,
  'u',
);

/** A court elected in the contract. */
export interface Forum {
  city: string;
  start: number;
  end: number;
  sentence: Sentence;
}

/** The term of the contract. */
export interface Term {
  months: number | null;
  isIndefinite: boolean;
  start: number;
  end: number;
}

/** Facts read once per document. */
export interface DocumentFacts {
  /** Courts elected in the contract (usually one). */
  forums: Forum[];
  /**
   * Cities named in the qualification of each party (preamble), folded, by preamble line; a court
   * sentence left in the preamble is not one.
   */
  partyCities: string[][];
  /** Cities named in the body of the contract (place of performance, property, delivery). */
  bodyCities: Set<string>;
  term: Term | null;
  /** The monthly rent/fee when the contract states one. */
  monthlyValue: number | null;
  /** The total price when the contract states one. */
  totalValue: number | null;
}

const cache = new WeakMap<AnalyzedDocument, DocumentFacts>();

function cleanCity(raw: string): string {
  return raw.replace(CITY_LEAD, '').trim().replace(/\s+/gu, ' ');
}

function citiesIn(folded: string): string[] {
  const cities: string[] = [];
  for (const anchor of folded.matchAll(UF_ANCHOR)) {
    const before = CITY_BEFORE.exec(folded.slice(Math.max(0, anchor.index - 40), anchor.index));
    const city = before === null ? '' : cleanCity(before.groups!.city!);
    if (city.length > 2 && !NOT_A_CITY.test(city)) cities.push(city);
  }
  return cities;
}

function toMonths(amount: number, unit: string): number {
  if (unit.startsWith('ano')) return amount * 12;
  if (unit.startsWith('mes')) return amount;
  return amount / 30;
}

/** The number of a term match, in digits or in words (every TERM_NUMBER_WORDS entry parses). */
const termCount = (groups: Record<string, string | undefined>): number =>
  groups.n !== undefined ? Number(groups.n) : parseNumberWords(groups.w!)!;

/** A monthly value written only in words, where no amount in figures gave one. */
function monthlyValueInWords(doc: AnalyzedDocument): number | null {
  const { sentenceAt } = indexDocument(doc);
  for (const money of doc.entities.money) {
    if (/\d/u.test(money.text)) continue;
    const sentence = sentenceAt(money.start);
    if (sentence === null || PENALTY_RENT.test(sentence.fold)) continue;
    const before = doc.fold.slice(Math.max(sentence.start, money.start - 60), money.start);
    if (RENT_BEFORE.test(before)) return money.value;
  }
  return null;
}

function build(doc: AnalyzedDocument): DocumentFacts {
  const index = indexDocument(doc);
  const forums: Forum[] = [];
  const bodyCities = new Set<string>();
  let term: Term | null = null;
  let monthlyValue: number | null = null;
  let totalValue: number | null = null;
  for (const sentence of index.sentences) {
    if (!FORUM_SENTENCE.test(sentence.fold)) {
      for (const city of citiesIn(sentence.fold)) bodyCities.add(city);
    } else {
      for (const match of sentence.fold.matchAll(FORUM_CITY)) {
        const city = cleanCity(match.groups!.city!);
        const start = sentence.start + match.index;
        forums.push({ city, start, end: start + match[0].length, sentence });
      }
    }
    if (term === null) {
      const found = TERM.exec(sentence.fold);
      if (found) {
        const start = sentence.start + found.index;
        term = {
          months: toMonths(termCount(found.groups!), found.groups!.u!),
          isIndefinite: false,
          start,
          end: start + found[0].length,
        };
      } else {
        const indefinite = INDEFINITE.exec(sentence.fold);
        if (indefinite) {
          const start = sentence.start + indefinite.index;
          term = { months: null, isIndefinite: true, start, end: start + indefinite[0].length };
        }
      }
    }
    if (monthlyValue === null) {
      const rent = PENALTY_RENT.test(sentence.fold) ? null : RENT.exec(sentence.fold);
      if (rent) monthlyValue = parseBrNumber(rent.groups!.v!);
    }
    if (totalValue === null) {
      const total = TOTAL.exec(sentence.fold);
      if (total) totalValue = parseBrNumber(total.groups!.v!);
    }
  }
  monthlyValue ??= monthlyValueInWords(doc);
  // An unsegmented contract keeps its court sentence ("Fica eleito o foro da Comarca de
  // Manaus/AM") in the preamble: the court's city is no party's.
  const courtSentences = new Set(forums.map((forum) => forum.sentence));
  const partyCities: string[][] = [];
  for (const sentence of index.preambleSentences) {
    if (courtSentences.has(sentence)) continue;
    const cities = citiesIn(sentence.fold);
    if (cities.length > 0) partyCities.push(cities);
  }
  return { forums, partyCities, bodyCities, term, monthlyValue, totalValue };
}

/** The facts of `doc`, computed on first use. */
export function documentFacts(doc: AnalyzedDocument): DocumentFacts {
  let facts = cache.get(doc);
  if (facts === undefined) {
    facts = build(doc);
    cache.set(doc, facts);
  }
  return facts;
}
