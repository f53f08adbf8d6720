import type { TEntities } from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { SegmentedDocument } from '../types';
import { parseNumberWords } from './number-words';
import {
  CAPITAL_FIELD,
  DUMMY_WORDS,
  EMPTY_FIELD,
  FIELD_WORDS,
  FORM_LABEL,
  PLACEHOLDER,
  ROMAN_CONTEXT,
  TOC_PAGE_AFTER_LEADER,
} from './patterns';
import { spanOf } from './spans';

/** One unfilled placeholder, as the public schema defines it. */
export type Placeholder = TEntities['placeholders'][number];

/** Blanks and dotted lines only: what a signature line is made of. */
const RULE_ONLY = /^[_.…\s]+$/u;
/** A date left blank, "____ de ________ de 20__": one field to fill, even in the signatures. */
// Blanks start only where a run of "_" starts, so a long run is scanned once, not once per "_".
const BLANK_DATE = /(?:(?<!_)_{2,}|\d{1,2})\s+de\s+_{2,}|(?<!_)_{2,}\s+de\s+\p{L}+\s+de/u;
/** What separates the blanks of one field: "__/__/____", "__ de ____ de 20__", "___ (_____)". */
const MAX_FIELD_GAP = 8;
const SAME_FIELD_GAP = /^[\s(]*(?:de|\/|-)?[\s(]*(?:\d{2})?$/u;

function lineAround(fold: string, offset: number): string {
  const start = fold.lastIndexOf('\n', offset) + 1;
  const end = fold.indexOf('\n', offset);
  return fold.slice(start, end === -1 ? fold.length : end);
}

/**
 * Joins placeholders that are the parts of one blank date, and those that overlap. Expects them
 * sorted.
 */
function mergeFields(text: string, sorted: Placeholder[]): Placeholder[] {
  const merged: Placeholder[] = [];
  for (const placeholder of sorted) {
    const last = merged.at(-1);
    const gap = placeholder.start - (last?.end ?? 0);
    // Two readings of one blank ("Nome:" as a form's field and as an identity field).
    if (last && gap < 0) {
      if (placeholder.end > last.end)
        merged[merged.length - 1] = spanOf(text, last.start, placeholder.end);
      continue;
    }
    if (
      last &&
      gap <= MAX_FIELD_GAP &&
      SAME_FIELD_GAP.test(text.slice(last.end, placeholder.start))
    ) {
      const opened = text.slice(last.end, placeholder.start).includes('(');
      const end = opened && text[placeholder.end] === ')' ? placeholder.end + 1 : placeholder.end;
      merged[merged.length - 1] = spanOf(text, last.start, end);
    } else {
      merged.push(placeholder);
    }
  }
  return merged;
}

/** "(ENDEREÇO DO IMÓVEL)" is a field; "(LGPD)", "(MIL REAIS)" or "(DORAVANTE LOCADOR)" are not. */
function isField(field: string): boolean {
  const folded = foldText(field).trim();
  const first = folded.split(/[\s/]+/u)[0] ?? '';
  return FIELD_WORDS.has(first) && parseNumberWords(folded) === null;
}

/** The next line with text after `offset`. */
function nextLine(text: string, offset: number): string {
  const rest = text.slice(offset).replace(/^[^\n]*\n\s*/u, '');
  return rest.slice(0, rest.indexOf('\n') === -1 ? rest.length : rest.indexOf('\n')).trim();
}

/**
 * The empty fields of a form: "Nome:", "CPF(MF) nº:", "Endereço:" with nothing after them on
 * their line — or any label in sentence case ("Formação Acadêmica:") whose next line is another
 * empty label, not its content — when at least MIN_FORM_FIELDS of them come together (a single
 * "OBJETO:" is a heading, not a form), or a known field alone with no value on the next line
 * either (see NOT_A_VALUE). Each is one blank, spanning its label.
 */
function emptyFields(doc: SegmentedDocument): Placeholder[] {
  const known = [...doc.fold.matchAll(EMPTY_FIELD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].trimEnd().length,
  }));
  const isLabelLine = (line: string) =>
    /:$/u.test(line) && line.split(/\s+/u).length <= 5 && /\p{Ll}/u.test(line);
  const labels = [...doc.text.matchAll(FORM_LABEL)]
    .filter((match) => /\p{Ll}/u.test(match[0]) && isLabelLine(nextLine(doc.text, match.index)))
    .map((match) => ({ start: match.index, end: match.index + match[0].trimEnd().length }));
  const fields = [
    ...known,
    ...labels.filter((label) => !known.some((field) => field.start === label.start)),
  ].sort((a, b) => a.start - b.start);
  const isKnown = (field: { start: number }) => known.some((other) => other.start === field.start);
  return fields
    .filter((field, i) => {
      // A known field alone is blank when no value follows it on the next line either.
      if (isKnown(field) && NOT_A_VALUE.test(nextLine(doc.text, field.start))) return true;
      const near = fields.filter(
        (other, j) => j !== i && Math.abs(other.start - field.start) <= FORM_WINDOW,
      );
      return near.length + 1 >= MIN_FORM_FIELDS;
    })
    .map((field) => spanOf(doc.text, field.start, field.end));
}

/** Possessives a template puts before a field's name: "MEU NOME COMPLETO", "SEU CPF". */
const POSSESSIVES = new Set(['meu', 'minha', 'seu', 'sua']);
/** A run of words in capitals on one line: "MEU NOME COMPLETO", "NOME DO CONTRATANTE". */
const CAPITAL_RUN = /(?<![\p{L}\d_])\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,})*(?![\p{L}\d_])/gu;
/** Fields that name whose they are: "NOME DO PROFESSOR", "ENDEREÇO DO IMÓVEL", "CPF DA EMPRESA". */
const OWNED_FIELD = /^(?:nome|cpf|rg|cnpj|endereco|razao\s+social|e-?mail|telefone)\s+d[oa]s?\s/u;
/** A label and its colon right before a value on its line: "Nome: ". */
const LABEL_BEFORE = /^[\p{L} ]{2,30}:[ \t]*$/u;

/**
 * Fields filled with a dummy made only of field, role and possessive words: "MEU NOME COMPLETO,
 * portador do CPF MEU CPF", "Nome: ALUNO NOME", "NOME DO CONTRATANTE" — or a field that names
 * whose it is ("NOME DO PROFESSOR", see OWNED_FIELD). A blank in disguise. One word must name a
 * field ("Cidade: SÃO PAULO" is a value, "CONTRATANTE" a role); inside a sentence (the line has
 * lower case) the run has two words or more, and a line all in capitals is a heading.
 */
function dummyFields(doc: SegmentedDocument): Placeholder[] {
  return [...doc.text.matchAll(CAPITAL_RUN)].flatMap((match) => {
    const words = foldText(match[0]).split(/\s+/u);
    const isDummy =
      OWNED_FIELD.test(words.join(' ')) ||
      (words.some((word) => FIELD_WORDS.has(word)) &&
        words.every(
          (word) => FIELD_WORDS.has(word) || DUMMY_WORDS.has(word) || POSSESSIVES.has(word),
        ));
    if (!isDummy) return [];
    const lineStart = doc.text.lastIndexOf('\n', match.index) + 1;
    const lineEnd = doc.text.indexOf('\n', match.index);
    const line = doc.text.slice(lineStart, lineEnd === -1 ? doc.text.length : lineEnd);
    const isLabelled = LABEL_BEFORE.test(doc.text.slice(lineStart, match.index));
    const isInSentence = words.length >= 2 && /\p{Ll}/u.test(line);
    if (!isLabelled && !isInSentence) return [];
    return [spanOf(doc.text, match.index, match.index + match[0].length)];
  });
}

/**
 * Template marks the generic PLACEHOLDER pattern does not cover, run on the original text (case
 * matters): a field between angle quotes or brackets ("‹nome do locador›", "<<CPF>>", "<valor>"),
 * a variable in capitals joined by underscores ("NOME_COMPLETO", "VALOR_DA_PARCELA"), the name
 * of a dummy person ("Fulano de Tal"), and the marks below.
 */
const ANGLED = String.raw`‹[^‹›\n]{1,60}›|<{1,2}[\p{L}_$][^<>@\n]{0,60}>{1,2}`;
const SNAKE_VARIABLE = String.raw`(?<![\p{L}\d_@./-])\p{Lu}[\p{Lu}\d]*(?:_[\p{Lu}\d]+)+(?![\p{L}\d_@])`;
const DUMMY_PERSON = String.raw`\b(?:[Ff]ulano|FULANO|[Bb]eltrano|BELTRANO|[Cc]iclano|CICLANO|[Ss]icrano|SICRANO)(?:\s+(?:de|DE)\s+(?:[Tt]al|TAL))?\b`;
/** A template engine's variable: "%NOME%", "#cpf#", "$nome_cliente", "{% valor %}". */
const ENGINE_VARIABLE = String.raw`%[\p{L}_][\p{L}\d_.]{0,40}%|#[\p{L}_][\p{L}\d_.]{0,40}#|(?<![\p{L}\d$])\$[\p{L}_][\p{L}\d_]{1,40}(?:->[\p{L}_][\p{L}\d_]*)*|\{%[^%\n]{1,60}%\}`;
/** A date's format printed where the date goes: "dd/mm/aaaa", "DD/MM/AA". */
const DATE_FORMAT = String.raw`(?<![\p{L}\d])[dD]{2}\/[mM]{2}\/(?:[aA]{2}|[aA]{4}|[yY]{2}|[yY]{4})(?![\p{L}\d])`;
const TEMPLATE_MARK = new RegExp(
  [ANGLED, SNAKE_VARIABLE, DUMMY_PERSON, ENGINE_VARIABLE, DATE_FORMAT].join('|'),
  'gu',
);

/**
 * An "x" standing for a figure, on folded text: "prazo de x dias", "x (xxxx) meses", "R$ x,xx",
 * "x% ao mês" — a letter before a unit or after "R$", never a word.
 */
const UNIT = String.raw`(?:dias?|meses|mes|anos?|horas?|minutos|semanas?|parcelas?|vezes|reais|salarios|por\s+cento|%)`;
const LETTER_FIGURE = new RegExp(
  [
    String.raw`(?<![\p{L}\d])x{1,3}(?:\s*\(\s*x+\s*\))?(?=\s*${UNIT}(?![\p{L}]))`,
    String.raw`r\$\s*x{1,3}(?:[.,]x{1,3})*(?![\p{L}\d])`,
  ].join('|'),
  'gu',
);

/**
 * A party's identity field with nothing in it inside a line: "inscrito no CPF nº , residente",
 * "Nome: CPF:" — the number sign or colon followed by a comma or by the next label. Folded text.
 */
const IDENTITY_LABEL = String.raw`(?:nome(?:\s+completo)?|cpf(?:\s*\(mf\))?(?:\s*\/\s*(?:mf|cnpj))?|cnpj|rg)`;
/** The label of the next field on the same line: "CPF: RG:", "Nome: Endereço:". */
const NEXT_LABEL = String.raw`(?:nome|cpf|rg|cnpj|endereco|telefone|e-?mail|profissao|nacionalidade|estado\s+civil)\b[^:\n]{0,12}:`;
const EMPTY_IDENTITY = new RegExp(
  String.raw`\b${IDENTITY_LABEL}[ \t]*(?:sob\s+o\s+)?(?:n[º°o]\.?|:)[ \t]*(?=[,;]|[ \t]*${NEXT_LABEL})`,
  'gu',
);
/** A date whose day and month were left out: "São Paulo, de de 2024", "em de de 20". Folded. */
const DATE_WITHOUT_DAY = /(?<=[\s,])de[ \t]+de[ \t]+(?:(?:19|20)\d{0,2})?(?![\p{L}\d])/gu;

/**
 * Options printed with empty boxes and none marked: "( ) obrigatório ( ) não obrigatório",
 * "[ ] sim [ ] não". Two empty boxes or more on one line, from the first box to the line's end;
 * a line with a marked box ("(X) mensal") has its choice made.
 */
const EMPTY_BOX = String.raw`(?:\([ \t]?\)|\[[ \t]?\])`;
const EMPTY_CHOICE = new RegExp(String.raw`${EMPTY_BOX}[^\n]*?${EMPTY_BOX}[^\n]*`, 'gu');
const MARKED_BOX = /[([][ \t]?[xX✓✔][ \t]?[)\]]/u;

/** A next line that leaves the field above it empty: another label, a rule, a clause. */
const NOT_A_VALUE = /^(?:$|[^\n]*:$|[_.\s]+$|cl[aá]usula\b|\d+(?:\.\d+)*[.)º°ª]?\s)/iu;

/** The identity fields left empty inside a line (see EMPTY_IDENTITY). */
function emptyIdentityFields(doc: SegmentedDocument): Placeholder[] {
  return [...doc.fold.matchAll(EMPTY_IDENTITY)].map((match) =>
    spanOf(doc.text, match.index, match.index + match[0].trimEnd().length),
  );
}

/** Fields of a form that make one, and how close together they stand. */
const MIN_FORM_FIELDS = 3;
const FORM_WINDOW = 400;

/**
 * Unfilled placeholders: "____", "R$ ___", "__/__/____", "......", "[NOME]", "${x}", "{{x}}",
 * "XXX", "XX/XX/XXXX", field names in capitals between parentheses ("(ENDEREÇO DO IMÓVEL)"), the
 * empty fields of a form ("Nome:", "CPF:" with nothing after them) and fields holding a dummy
 * ("Nome: ALUNO NOME").
 * Signature lines of the signature block are not placeholders, but its blank date is. The blanks of
 * one date ("__/__/____", "____ de ______ de 20__") are one placeholder.
 */
export function extractPlaceholders(doc: SegmentedDocument): Placeholder[] {
  const { text, fold } = doc;
  const signatures = doc.clauses.find((clause) => clause.kind === 'signatures');
  const inSignatures = (offset: number) =>
    signatures !== undefined && offset >= signatures.start && offset < signatures.end;
  const found: Placeholder[] = [];
  for (const match of fold.matchAll(PLACEHOLDER)) {
    const start = match.index;
    const end = start + match[0].length;
    const written = text.slice(start, end);
    const isSignatureLine =
      inSignatures(start) && RULE_ONLY.test(written) && !BLANK_DATE.test(lineAround(fold, start));
    if (isSignatureLine) continue;
    const isTocLeader =
      /^[.…]+$/u.test(written) && TOC_PAGE_AFTER_LEADER.test(fold.slice(end, end + 16));
    if (isTocLeader) continue;
    if (/^x+$/iu.test(written) && ROMAN_CONTEXT.test(fold.slice(Math.max(0, start - 12), start))) {
      continue;
    }
    // "[X] mensal": a box marked, the choice made.
    if (MARKED_BOX.test(written) && written.length <= 5) continue;
    found.push(spanOf(text, start, end));
  }
  for (const match of text.matchAll(CAPITAL_FIELD)) {
    // "carteira de identidade (RG)": an acronym after the words it stands for, not a field.
    const isAcronym =
      !/\s/u.test(match.groups!.field!.trim()) &&
      /\p{Ll}\s*$/u.test(text.slice(Math.max(0, match.index - 3), match.index));
    if (isField(match.groups!.field!) && !isAcronym) {
      found.push(spanOf(text, match.index, match.index + match[0].length));
    }
  }
  for (const match of text.matchAll(TEMPLATE_MARK)) {
    found.push(spanOf(text, match.index, match.index + match[0].length));
  }
  for (const match of text.matchAll(EMPTY_CHOICE)) {
    if (MARKED_BOX.test(lineAround(text, match.index))) continue;
    found.push(spanOf(text, match.index, match.index + match[0].trimEnd().length));
  }
  for (const match of fold.matchAll(DATE_WITHOUT_DAY)) {
    found.push(spanOf(text, match.index, match.index + match[0].trimEnd().length));
  }
  for (const match of fold.matchAll(LETTER_FIGURE)) {
    // "inciso X", "Cláusula X": a Roman numeral.
    if (ROMAN_CONTEXT.test(fold.slice(Math.max(0, match.index - 12), match.index))) continue;
    found.push(spanOf(text, match.index, match.index + match[0].length));
  }
  found.push(...emptyFields(doc), ...emptyIdentityFields(doc), ...dummyFields(doc));
  return mergeFields(
    text,
    found.sort((a, b) => a.start - b.start),
  );
}
