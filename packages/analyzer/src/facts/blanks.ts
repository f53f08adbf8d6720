/**
 * The contract's fields left open, in every form (blank-values.ts): a template's mark or an empty
 * line ("____", "[NOME]", "{{x}}", entities/placeholders.ts), a label with nothing after it
 * ("…através do e-mail:"), a value that only looks filled in ("000.000.000-00", "00/00/0000"), a
 * figure dropped before its unit ("R$ no dia"), options with none chosen, and a signer the text
 * announces with no place to identify them ("eu, abaixo firmado e identificado"). Each says what
 * it leaves open: a party's identity, a value, a date, or something else. A blank in the
 * qualification or in a price is serious (who signs, how much); an empty optional field is not.
 * Signature lines are not blanks.
 */
import { clauseFunctions } from '../clause-functions';
import { foldText } from '../text/fold';
import type { AnalyzedDocument } from '../types';
import {
  ANNOUNCED_SIGNER,
  DUMMY_FILLER,
  EMPTY_ADDRESS,
  FIELD_LABEL,
  SIGNER_PLACE,
  MISSING_FIGURE,
  NOTHING_AFTER,
  NOT_ITS_VALUE,
  UNCHOSEN_OPTIONS,
} from './blank-values';

/** What a blank leaves open, from most to least serious. */
export const BLANK_KINDS = ['parte', 'valor', 'data', 'outro'] as const;
export type BlankKind = (typeof BLANK_KINDS)[number];

/**
 * How a field is left open: a template's mark or an empty line, a label with nothing after it, a
 * fictitious value, a figure missing before its unit, options with none chosen, a signer the text
 * announces with no place for them.
 */
export const BLANK_FORMS = ['mark', 'label', 'dummy', 'figure', 'choice', 'announced'] as const;
export type BlankForm = (typeof BLANK_FORMS)[number];

/** One blank, what it leaves open and the field it is ("nome", "CPF", "valor da mensalidade"). */
export interface Blank {
  start: number;
  end: number;
  kind: BlankKind;
  field: string;
  form: BlankForm;
}

/** Words around a blank that make it a value ("R$ ____", "valor: ____", "___ parcelas"). */
const VALUE_WORDS =
  /\b(?:r\$|valor|preco|quantia|importancia|parcelas?|mensalidade|aluguel|taxa|reais|%|por\s+cento)\b|r\$\s*$/u;
/** Words around a blank that make it a date. */
const DATE_WORDS = /\b(?:data|dia|vigencia|inicio|termino|prazo|ano\s+letivo|em\s*$)\b/u;
/** A blank shaped like a date: "__/__/____", "XX/XX/XXXX", "___ de ______ de 20__". */
const DATE_SHAPE = /^[_x.]{1,4}\s*\/\s*[_x.]{1,4}\s*\/|\bde\s+_{2,}\s+de\b/iu;
/** Field labels of a party's identity before a blank on its line. */
const PARTY_FIELDS =
  /\b(?:nome|razao\s+social|cpf|cnpj|rg|identidade|endereco|residente|domiciliad[oa]|nacionalidade|estado\s+civil|profissao|contratante|contratad[oa]|locador[a]?|locatari[oa]|comprador[a]?|vendedor[a]?|aluno|responsavel|representante|inscrit[oa])\b[^\n]{0,40}$/u;
/** How far before a blank its label is read. */
const LABEL_REACH = 60;

const cache = new WeakMap<AnalyzedDocument, Blank[]>();

/** Whether the paragraph holding `offset` is a party's qualification (by content). */
function isQualificationAt(doc: AnalyzedDocument, offset: number): boolean {
  const paragraph = clauseFunctions(doc).find((p) => offset >= p.start && offset < p.end);
  return paragraph !== undefined && paragraph.scores.partes >= 0.5;
}

function kindOf(doc: AnalyzedDocument, start: number, end: number): BlankKind {
  const lineStart = doc.fold.lastIndexOf('\n', start) + 1;
  const before = doc.fold.slice(Math.max(lineStart, start - LABEL_REACH), start);
  const written = doc.text.slice(start, end);
  const after = doc.fold.slice(end, end + 20);
  if (DATE_SHAPE.test(written) || DATE_SHAPE.test(`${before.slice(-6)}${written}`)) return 'data';
  if (VALUE_WORDS.test(before) || /^\s*(?:\(|reais|%)/u.test(after)) return 'valor';
  if (PARTY_FIELDS.test(before) || isQualificationAt(doc, start)) return 'parte';
  if (DATE_WORDS.test(before.slice(-25))) return 'data';
  return 'outro';
}

/** A label that ends its line with a colon: the blank on the next line is its field. */
const LABEL_ABOVE = /(?:\S+[ \t]+){0,2}\S+:[ \t]*\n[ \t]*$/u;

/**
 * Where a blank starts, its label included when the blank sits alone under it ("…através do
 * e-mail:⏎______"): the label says what is missing.
 */
function labelStart(text: string, start: number): number {
  const label = LABEL_ABOVE.exec(text.slice(Math.max(0, start - LABEL_REACH), start));
  return label === null ? start : start - (label.input.length - label.index);
}

/** Template code around a variable's name: braces, brackets, "$", "->", quotes. */
const TEMPLATE_CODE = /[{}[\]$<>‹›()"'_]|->|::/gu;
/** A word of a field's name: letters only ("tmp1" and "x" name nothing). */
const NAME_WORD = /^\p{L}[\p{L}-]+$/u;
/** What a blank is called when nothing names it. */
const UNNAMED: Readonly<Record<BlankKind, string>> = {
  parte: 'dado de uma parte',
  valor: 'valor',
  data: 'data',
  outro: 'campo',
};
/** Labels a blank is named by, folded, with one complement ("valor da mensalidade"). */
const IDENTITY_FIELD = String.raw`nome(?:\s+completo)?|razao\s+social|cpf|cnpj|rg|endereco|e-?mail|telefone|celular|cep|bairro|cidade`;
const VALUE_FIELD = String.raw`valor|preco|quantia|mensalidade|aluguel|parcelas?|taxa|multa`;
const TIME_FIELD = String.raw`data|dia|prazo|vigencia|inicio|termino`;
const OTHER_FIELD = String.raw`curso|matricula|numero|n[º°o]`;
const FIELD_NAME = new RegExp(
  String.raw`\b(?:${IDENTITY_FIELD}|${VALUE_FIELD}|${TIME_FIELD}|${OTHER_FIELD})(?:\s+(?:d[oa]s?|de)\s+\p{L}+)?`,
  'gu',
);
/** How many of the words before a blank may name it. */
const NAME_REACH = 40;

/**
 * The field a blank leaves open, in a few words: its own words when it has them ("{{cliente_nome}}"
 * → "cliente nome", "[NOME]", "Nome:"), else the label just before it ("Nome: ____" → "Nome",
 * "valor da mensalidade é de R$ ___" → "valor da mensalidade"), else what it is ("valor", "data").
 */
function fieldOf(doc: AnalyzedDocument, start: number, end: number, kind: BlankKind): string {
  const own = doc.text
    .slice(start, end)
    .replace(TEMPLATE_CODE, ' ')
    .split(/[\s:;,./]+/u)
    .filter((word) => NAME_WORD.test(word) && !/^x+$/iu.test(word));
  if (own.length > 0) return own.slice(0, 4).join(' ');
  const lineStart = doc.fold.lastIndexOf('\n', start - 1) + 1;
  const from = Math.max(lineStart, start - NAME_REACH);
  const names = [...doc.fold.slice(from, start).matchAll(FIELD_NAME)];
  const last = names.at(-1);
  if (last !== undefined) {
    const at = from + last.index;
    return doc.text.slice(at, at + last[0].length);
  }
  return UNNAMED[kind];
}

type Span = { start: number; end: number };

const spanOf = (match: RegExpMatchArray, offset = 0): Span => ({
  start: match.index! + offset,
  end: match.index! + match[0].length,
});

/** How far after a label its value is looked for (characters): a line or two. */
const VALUE_REACH = 600;

/** The next line with text after `offset` (within VALUE_REACH). */
function nextLineAfter(text: string, offset: number): string {
  const rest = text.slice(offset, offset + VALUE_REACH).replace(/^[^\n]*\n\s*/u, '');
  const end = rest.indexOf('\n');
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

/**
 * Labels with nothing after them: on their line nothing, a comma or the next label follows ("CPF:
 * RG:"), and the next line is not their value either (NOT_ITS_VALUE) — the end of the text, a
 * clause, another empty label, a sentence. "Prazo: 12 meses" is filled; "Endereço:⏎Rua A, 10"
 * too; a heading over a list names no field.
 */
function emptyLabels(doc: AnalyzedDocument): Span[] {
  return [...doc.fold.matchAll(FIELD_LABEL)].flatMap((match) => {
    const end = match.index + match[0].length;
    const lineEnd = doc.fold.indexOf('\n', end);
    const rest = doc.fold.slice(end, lineEnd === -1 ? doc.fold.length : lineEnd);
    if (!NOTHING_AFTER.test(rest)) return [];
    const next = nextLineAfter(doc.text, end);
    const isOpen = rest.trim() !== '' || next === '' || NOT_ITS_VALUE.test(next);
    return isOpen ? [spanOf(match)] : [];
  });
}

/**
 * The signer the text announces as identified below ("abaixo firmado e identificado") when no
 * name, document or line to sign follows.
 */
function announcedSigners(doc: AnalyzedDocument): Span[] {
  return [...doc.fold.matchAll(ANNOUNCED_SIGNER)]
    .filter((match) => !SIGNER_PLACE.test(doc.fold.slice(match.index + match[0].length)))
    .map((match) => spanOf(match));
}

/** Fields that only look filled: fictitious values, figures dropped, options unchosen. */
function unfilled(doc: AnalyzedDocument): (Span & { form: BlankForm })[] {
  const options = [...doc.text.matchAll(UNCHOSEN_OPTIONS)].filter(
    (match) => foldText(match.groups!.a!) === foldText(match.groups!.b!),
  );
  return [
    ...[...doc.fold.matchAll(DUMMY_FILLER)].map((m) => ({ ...spanOf(m), form: 'dummy' as const })),
    ...[...doc.text.matchAll(MISSING_FIGURE)].map((m) => ({
      ...spanOf(m),
      form: 'figure' as const,
    })),
    ...options.map((m) => ({ ...spanOf(m), form: 'choice' as const })),
  ];
}

/** The blanks of `doc`, in text order, each with what it leaves open and how. */
export function blanksOf(doc: AnalyzedDocument): Blank[] {
  let blanks = cache.get(doc);
  if (blanks !== undefined) return blanks;
  const read = (start: number, end: number, form: BlankForm, field?: string): Blank => {
    const kind = kindOf(doc, start, end);
    return { start, end, kind, field: field ?? fieldOf(doc, start, end, kind), form };
  };
  const marks = doc.entities.placeholders.map(({ start, end }) =>
    read(labelStart(doc.text, start), end, 'mark'),
  );
  const others = [
    ...emptyLabels(doc).map(({ start, end }) => read(start, end, 'label')),
    ...[...doc.fold.matchAll(EMPTY_ADDRESS)].map((m) =>
      read(m.index, m.index + m[0].length, 'label'),
    ),
    ...unfilled(doc).map(({ start, end, form }) => read(start, end, form)),
    ...announcedSigners(doc).map(({ start, end }) => ({
      start,
      end,
      kind: 'parte' as const,
      field: 'identificação de quem assina',
      form: 'announced' as const,
    })),
  ];
  const isNew = (blank: Blank) =>
    !marks.some((mark) => mark.start < blank.end && blank.start < mark.end);
  blanks = [...marks, ...others.filter(isNew)].sort((a, b) => a.start - b.start);
  cache.set(doc, blanks);
  return blanks;
}
