/**
 * Facts several analyzers and the summary need (the elected court, the parties' cities, the
 * contract's term as it is written, the rent and the total price), read once per document from
 * the sentence index and the entities.
 */
import type { TEntities } from '@contrato-claro/shared';
import type { AnalyzedDocument } from '../types';
import { indexDocument, parseBrNumber, type Sentence } from './document-index';

/** "R$ 1.234,56" on folded text; group `v` holds the number. */
export const MONEY_SOURCE = String.raw`r\$\s*(?<v>\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d+(?:,\d{2})?)`;

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
/**
 * Words a city capture may start with: "situado em Campinas/SP", "na cidade de Foz do Iguaçu/PR".
 * Only up to the last such connector, so "São Bernardo do Campo" and "Foz do Iguaçu" keep their
 * inner "do".
 */
const CITY_LEAD =
  /^(?:.*\b(?:em|na|no|(?:cidade|municipio|comarca|capital|bairro|centro)(?:\s+d[eoa])?)\s+|(?:de|do|da)\s+)/u;
/** A state written out after a city: "Montes Claros, Estado de Minas Gerais". */
const STATE_NAME_ANCHOR =
  /\s*[,/–-]?\s*(?:estado\s+d[eoa]\s+)(?:acre|alagoas|amapa|amazonas|bahia|ceara|distrito\s+federal|espirito\s+santo|goias|maranhao|mato\s+grosso(?:\s+do\s+sul)?|minas\s+gerais|para|paraiba|parana|pernambuco|piaui|rio\s+de\s+janeiro|rio\s+grande\s+do\s+(?:norte|sul)|rondonia|roraima|santa\s+catarina|sao\s+paulo|sergipe|tocantins)\b/gu;
/** Where one party's qualification ends and the next begins within a sentence. */
const NEXT_PARTY = /;|\b(?:e\s+)?,?\s*(?:de|do)\s+outro\s+lado\b/u;

/** Verbs that state the term in any tense: "vigora/vigorará por", "vigerá", "vige até". */
export const TERM_VERB = String.raw`vigora(?:ra)?|vigera|vige`;
/** "A locação vale por 30 meses", "O contrato vale como experiência por 45 dias". */
export const TERM_VALE_POR = String.raw`(?:locacao|contrato|comodato|licenca|parceria|franquia)\s+vale(?:ra)?\s+(?:como\s+experiencia\s+)?por`;

/** Nouns a contract calls itself by, as the subject of its term. */
const CONTRACT_NOUN = String.raw`contrato|acordo|termo|instrumento|convenio|locacao|comodato|licenca|curso|estagio|parceria|franquia|emprestimo|mutuo|sociedade|ajuste|compromisso`;

/**
 * Words that introduce the contract's own term (CC art. 598, Lei 8.245 art. 3º, CLT art. 443,
 * Lei 11.788 art. 11): "prazo de locação é de", "vigorará por", "terá vigência de", "é celebrado
 * pelo prazo de", "Este Acordo …, pelo prazo de", "prazo de fidelidade", "PRAZO:", a contract or
 * an employee bound "por prazo indeterminado" ("o contrato de trabalho por prazo indeterminado",
 * "o EMPREGADO é admitido por tempo indeterminado"). Not after "durante a", "na", "após":
 * "durante a vigência contratual e por 3 anos" refers to the term without stating it.
 */
const TERM_CUE = new RegExp(
  String.raw`(?<!\b(?:durante|na|no|apos|sem|com|da|do|pela|pelo)\s+(?:tod[oa]\s+)?(?:[oa]\s+)?)\b(?:(?:prazo|periodo)\s+(?:minimo\s+)?de\s+(?:fidelidade|fidelizacao|permanencia(?:\s+minima)?)|prazo\s+(?:de\s+(?:vigencia|duracao|locacao|validade)|da\s+locacao|d[oa]\s+(?:presente\s+)?(?:${CONTRACT_NOUN})|contratual|de\s+experiencia|determinado)|vigencia\s+d[oa]\s+(?:presente\s+)?(?:${CONTRACT_NOUN})|vigencia|vigora(?:ra|rao)?|vigera(?:o)?|vige|(?:e|sera|foi)\s+(?:celebrad|feit|firmad|contratad|pactuad)[oa]\s+(?:a\s+titulo\s+de\s+experiencia,?\s+)?(?:pelo|por)\s+(?:prazo|periodo)|(?:${CONTRACT_NOUN})\s+(?:tera|tem)\s+(?:o\s+)?(?:prazo|duracao|vigencia)|(?:${CONTRACT_NOUN})\s+vale(?:ra)?\s+(?:como\s+experiencia\s+)?por|duracao\s+(?:de|d[oa]\s+(?:presente\s+)?(?:${CONTRACT_NOUN}))|(?:${CONTRACT_NOUN}),?\s+que\s+sera\s+de|^(?:[^,.;]{0,20}?\b)?(?:o\s+presente|este|esta|o|a)\s+(?:${CONTRACT_NOUN})\b[^.;]{0,80}?\bpel[oa]\s+(?:prazo|periodo)\s+de|prazo\s+dest[ea]\s+(?:(?:${CONTRACT_NOUN})\s+)?|(?:tem|tera)\s+inicio|com\s+inicio\s+em|vencendo-se\s+em|(?<!\p{L})prazo\s*:|(?:\b(?:${CONTRACT_NOUN})|\b(?:admitid|contratad)[oa])\b[^.;:,]{0,60}?\b(?=por\s+(?:prazo|tempo)\s+indeterminado))`,
  'gu',
);
/** How far after its cue the term's figure may be. */
const TERM_REACH = 90;
/**
 * Between the cue and the figure, words that make the figure a cap, a condition or a notice
 * ("duração igual ou superior a 1 ano", "vigência máxima de 2 anos", "com aviso de 30 dias").
 */
const TERM_GAP_BAR =
  /\b(?:superior|inferior|igual|exceder|ultrapassar|maxim[oa]|minim[oa]|alem|apos|antes|antecedencia|aviso|prorroga\w*|renova\w*|limite|ferias|recesso|tenha|tiver)\b/u;
/** After the figure, words that make it a period after the end: "por 3 anos após o término". */
const TERM_AFTER_BAR =
  /^\s*(?:\([^)]*\)\s*)?,?\s*(?:apos|antes|contad[oa]s?\s+d[oa]\s+(?:termino|fim|encerramento|extincao|rescisao))\b/u;
/**
 * A minimum term is a term: "tem prazo de no mínimo 12 meses", "vigência mínima de 24 meses", "é
 * de, no mínimo, 12 meses", "pelo menos 6 meses". Groups `before` and `after` are the other words
 * between the cue and the figure, which must not bar it.
 */
const TERM_MINIMUM =
  /^(?<before>[^]*?)\b(?:(?:no|o)\s+)?(?:minim[oa]|pelo\s+menos)\b,?(?<after>[^]*)$/u;
/** The words between a cue and its figure without the minimum they state ("no mínimo"). */
function withoutMinimum(gap: string): string {
  const minimum = TERM_MINIMUM.exec(gap);
  return minimum === null ? gap : `${minimum.groups!.before!} ${minimum.groups!.after!}`;
}
/** A lock-in ("prazo de fidelidade", "permanência mínima") is the least the contract binds for. */
const TERM_LOCK_IN = /fideli|permanencia/u;
/** A term that runs to a date: "vigorará até 31/12/2026", "vencendo-se em 30/06/2026". */
const TERM_UNTIL =
  /(?:\bate|\btermino\s+em|\bterminando\s+em|\bvencendo-se\s+em)\s*(?:o\s+dia\s+)?$/u;
/** A term written "01 (ano)": the unit in parentheses after the figure. */
const TERM_UNIT_IN_PARENS = /^(?<n>\d+)\s*\((?<u>anos?|mes(?:es)?|dias?)\)/u;
/** An indefinite term right after the cue: "por prazo indeterminado", "duração indeterminada". */
const TERM_INDEFINITE = /^[^.;]{0,50}?\bindeterminad[oa]\b/u;
/**
 * An indefinite term however it is introduced: "prazo indeterminado", "por tempo indeterminado",
 * "prazo de vigência indeterminado" (read unless the sentence makes it a condition).
 */
const INDEFINITE_STATEMENT =
  /\b(?:prazo\s+(?:de\s+(?:duracao|vigencia)\s+)?indeterminado|(?:por|a)\s+tempo\s+indeterminado)\b/gu;
/**
 * Words before the cue that make the indefinite term a condition, what the contract becomes
 * ("Se, findo o prazo, … passará a vigorar por prazo indeterminado", "Após, prorrogar-se-á por
 * prazo indeterminado", "mesmo que este se prorrogue … por prazo indeterminado", "após o término";
 * CLT art. 451, Lei 8.245 art. 46 § 1º): not its term. "Após a assinatura" is no condition.
 */
const TERM_CONDITION =
  /(?:^|[,;]\s*)se\b|\bapos(?:\s*,|\s+(?:o|a|os|as|esse|este|esta|essa)\s+(?:termino|fim|vencimento|prazo|periodo|decurso|expiracao|experiencia))|\b(?:caso|findo|vencido|continuando|continuar|continuara|segue|seguira|prossegue|prosseguira|permanecendo|passara|passa|passando|passar|ocorrendo|tornando(?:-se)?|converte(?:-se)?|convertido|transformado|mesmo\s+que)\b|\b(?:prorrog|renov)\w*/u;

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

type Duration = TEntities['durations'][number];

/** What states the contract's term: a duration, two dates, an end date, or an indefinite term. */
export type TermKind = 'duration' | 'dates' | 'until' | 'indefinite';

/**
 * The term of the contract as it is written. `start`/`end` span its statement, from the words
 * that introduce it to its figure, dates or "indeterminado".
 */
export interface Term {
  kind: TermKind;
  /**
   * Its length in months (a term in days counts 30 a month), from its duration or its two dates;
   * null when it is indefinite or only an end date is given.
   */
  months: number | null;
  /**
   * The duration as written ("30 dias" stays in days), when a duration states the term; of an
   * indefinite term, its minimum when the contract sets one.
   */
  duration: { amount: number; unit: Duration['unit']; businessDays: boolean } | null;
  /** The duration is the least the contract binds for: "prazo de no mínimo 12 meses", a lock-in. */
  isMinimum: boolean;
  /** The first day of the term (ISO), when two dates state it. */
  from: string | null;
  /** Its last day (ISO), when dates state it. */
  to: string | null;
  isIndefinite: boolean;
  start: number;
  end: number;
}

/** Facts read once per document. */
export interface DocumentFacts {
  /** Courts elected in the contract (usually one). */
  forums: Forum[];
  /**
   * Cities named in the qualification of each party (preamble), folded, one list per party (a
   * preamble sentence splits where the next party begins: ";", "de outro lado"); a court sentence
   * left in the preamble is not one.
   */
  partyCities: string[][];
  /** Cities named in the body of the contract (place of performance, property, delivery). */
  bodyCities: Set<string>;
  /**
   * The contract's own term: of the statements its words introduce, a duration first ("36
   * meses" says more than "de 10/07/2025 a 09/07/2028"), then two dates, an end date, an
   * indefinite term; null when it states none (see `blankTerm`).
   */
  term: Term | null;
  /** The term left blank in the template ("vigência de ____ meses"), when none is stated. */
  blankTerm: { start: number; end: number } | null;
  /** The monthly rent/fee when the contract states one. */
  monthlyValue: number | null;
  /** The total price when the contract states one. */
  totalValue: number | null;
}

const cache = new WeakMap<AnalyzedDocument, DocumentFacts>();

function cleanCity(raw: string): string {
  return raw.replace(CITY_LEAD, '').trim().replace(/\s+/gu, ' ');
}

/** The cities of a text, each read backwards from the state after it ("/SP", ", Estado de São Paulo"). */
function citiesIn(folded: string): string[] {
  const anchors = [...folded.matchAll(UF_ANCHOR), ...folded.matchAll(STATE_NAME_ANCHOR)].sort(
    (a, b) => a.index - b.index,
  );
  const cities: string[] = [];
  for (const anchor of anchors) {
    const before = CITY_BEFORE.exec(folded.slice(Math.max(0, anchor.index - 40), anchor.index));
    const city = before === null ? '' : cleanCity(before.groups!.city!);
    if (city.length > 2 && !NOT_A_CITY.test(city)) cities.push(city);
  }
  return cities;
}

/** A duration in months: a month is 30 days, a week 7. */
function toMonths(amount: number, unit: Duration['unit']): number {
  switch (unit) {
    case 'anos':
      return amount * 12;
    case 'meses':
      return amount;
    case 'semanas':
      return (amount * 7) / 30;
    case 'dias':
      return amount / 30;
    case 'horas':
      return amount / (30 * 24);
    default: {
      const unreachable: never = unit;
      throw new Error(`unknown unit ${String(unreachable)}`);
    }
  }
}

const DAY_MS = 86_400_000;

/**
 * The months from the first to the last day of a term, both included: whole calendar months,
 * then the remaining days at 30 a month ("10/07/2026 a 09/07/2029" is 36).
 */
function monthsBetween(from: string, to: string): number | null {
  const first = new Date(`${from.slice(0, 10)}T00:00:00Z`);
  const after = new Date(Date.parse(`${to.slice(0, 10)}T00:00:00Z`) + DAY_MS);
  if (Number.isNaN(first.getTime()) || Number.isNaN(after.getTime()) || after <= first) return null;
  let months =
    (after.getUTCFullYear() - first.getUTCFullYear()) * 12 +
    after.getUTCMonth() -
    first.getUTCMonth();
  const shifted = (count: number) =>
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + count, first.getUTCDate());
  if (shifted(months) > after.getTime()) months -= 1;
  const days = Math.round((after.getTime() - shifted(months)) / DAY_MS);
  return months + days / 30;
}

/** What a cue introduces: a statement of the term, or a blank left for it. */
type TermReading =
  { term: Term; isBlank: false } | { span: { start: number; end: number }; isBlank: true };

/**
 * The term a cue introduces, read in the words right after it (a duration, an end date, two
 * dates, "indeterminado", a blank), the first one in the text; null when they state none.
 */
function termAfter(
  doc: AnalyzedDocument,
  sentence: Sentence,
  cue: RegExpExecArray,
): TermReading | null {
  const cueStart = sentence.start + cue.index;
  const at = cueStart + cue[0].length;
  const windowEnd = Math.min(sentence.end, at + TERM_REACH);
  const window = doc.fold.slice(at, windowEnd);
  const gapIsClear = (to: number) => !TERM_GAP_BAR.test(withoutMinimum(doc.fold.slice(at, to)));
  const isMinimumGap = (to: number) => TERM_MINIMUM.test(doc.fold.slice(at, to));
  const inWindow = <T extends { start: number }>(items: readonly T[]) =>
    items.filter((item) => item.start >= at && item.start < windowEnd);
  const stated = (
    start: number,
    end: number,
    fields: Partial<Term> & { kind: TermKind },
  ): { start: number; reading: TermReading } => ({
    start,
    reading: {
      isBlank: false,
      term: {
        months: null,
        duration: null,
        isMinimum: false,
        from: null,
        to: null,
        isIndefinite: false,
        start: cueStart,
        end,
        ...fields,
      },
    },
  });
  const candidates: { start: number; reading: TermReading }[] = [];
  const duration = inWindow(doc.entities.durations).find(
    (entry) =>
      entry.unit !== 'horas' &&
      gapIsClear(entry.start) &&
      !TERM_AFTER_BAR.test(doc.fold.slice(entry.end, entry.end + 40)),
  );
  if (duration !== undefined)
    candidates.push(
      stated(duration.start, duration.end, {
        kind: 'duration',
        months: toMonths(duration.amount, duration.unit),
        duration: {
          amount: duration.amount,
          unit: duration.unit,
          businessDays: duration.businessDays,
        },
        isMinimum: isMinimumGap(duration.start) || TERM_LOCK_IN.test(`${cue[0]}${window}`),
      }),
    );
  const figure = /\d/u.exec(window);
  const inParens = figure === null ? null : TERM_UNIT_IN_PARENS.exec(window.slice(figure.index));
  if (figure !== null && inParens !== null && gapIsClear(at + figure.index)) {
    const written = inParens.groups!.u!;
    const unit = written.startsWith('ano') ? 'anos' : written.startsWith('mes') ? 'meses' : 'dias';
    const amount = Number(inParens.groups!.n);
    candidates.push(
      stated(at + figure.index, at + figure.index + inParens[0].length, {
        kind: 'duration',
        months: toMonths(amount, unit),
        duration: { amount, unit, businessDays: false },
      }),
    );
  }
  const blank = inWindow(doc.entities.placeholders).find((entry) => gapIsClear(entry.start));
  if (blank !== undefined)
    candidates.push({
      start: blank.start,
      reading: { isBlank: true, span: { start: cueStart, end: blank.end } },
    });
  const dates = inWindow(doc.entities.dates).filter((date) => date.precision === 'day');
  const [first, second] = dates;
  if (first !== undefined && second !== undefined && gapIsClear(first.start))
    candidates.push(
      stated(first.start, second.end, {
        kind: 'dates',
        from: first.iso,
        to: second.iso,
        months: monthsBetween(first.iso, second.iso),
      }),
    );
  if (
    first !== undefined &&
    second === undefined &&
    gapIsClear(first.start) &&
    TERM_UNTIL.test(`${cue[0]}${doc.fold.slice(at, first.start)}`)
  )
    candidates.push(stated(first.start, first.end, { kind: 'until', to: first.iso }));
  const indefinite = TERM_INDEFINITE.exec(window);
  const before = doc.fold.slice(sentence.start, at);
  if (indefinite !== null && !TERM_CONDITION.test(before) && !TERM_CONDITION.test(indefinite[0]))
    candidates.push(
      stated(at + indefinite.index, at + indefinite[0].length, {
        kind: 'indefinite',
        isIndefinite: true,
      }),
    );
  candidates.sort((a, b) => a.start - b.start);
  return candidates[0]?.reading ?? null;
}

/** An indefinite term stated from `start` to `end`. */
const indefiniteTerm = (start: number, end: number): Term => ({
  kind: 'indefinite',
  months: null,
  duration: null,
  isMinimum: false,
  from: null,
  to: null,
  isIndefinite: true,
  start,
  end,
});

/**
 * The contract's own term and, when it states none, where it is left blank: of the statements
 * its cues introduce (preamble first: a "quadro resumo" states the term there), a duration ("36
 * meses" says more than "de 10/07/2025 a 09/07/2028"), then two dates, an end date, an
 * indefinite term, the first of each kind in the text. A minimum ("no mínimo 12 meses", a
 * lock-in) is the term only when no other statement gives one; an indefinite term keeps it as
 * its `duration`.
 */
function contractTerm(doc: AnalyzedDocument): Pick<DocumentFacts, 'term' | 'blankTerm'> {
  const index = indexDocument(doc);
  const readings: TermReading[] = [];
  for (const sentence of [...index.preambleSentences, ...index.sentences]) {
    for (const cue of sentence.fold.matchAll(TERM_CUE)) {
      const reading = termAfter(doc, sentence, cue);
      if (reading !== null) readings.push(reading);
    }
    for (const statement of sentence.fold.matchAll(INDEFINITE_STATEMENT)) {
      const end = sentence.start + statement.index + statement[0].length;
      if (TERM_CONDITION.test(doc.fold.slice(sentence.start, end))) continue;
      const start = sentence.start + statement.index;
      readings.push({ isBlank: false, term: indefiniteTerm(start, end) });
    }
  }
  const terms = readings.flatMap((reading) => (reading.isBlank ? [] : [reading.term]));
  const first = (kind: TermKind, isMinimum = false) =>
    terms.find((term) => term.kind === kind && term.isMinimum === isMinimum);
  const minimum = first('duration', true);
  const indefinite = first('indefinite');
  const term =
    first('duration') ??
    first('dates') ??
    first('until') ??
    (indefinite !== undefined && minimum !== undefined
      ? { ...indefinite, duration: minimum.duration, isMinimum: true }
      : (indefinite ?? minimum));
  if (term !== undefined) return { term, blankTerm: null };
  const blank = readings.find((reading) => reading.isBlank);
  return { term: null, blankTerm: blank?.isBlank ? blank.span : null };
}

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
    for (const qualification of sentence.fold.split(NEXT_PARTY)) {
      const cities = citiesIn(qualification);
      if (cities.length > 0) partyCities.push(cities);
    }
  }
  return { forums, partyCities, bodyCities, ...contractTerm(doc), monthlyValue, totalValue };
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
