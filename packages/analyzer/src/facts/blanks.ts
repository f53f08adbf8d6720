/**
 * The template's blanks, by what they leave open: a party's identity, a value, a date, or
 * something else. A blank in the qualification or in a price is serious (who signs, how much);
 * an empty optional field is not. Signature lines are not blanks (entities/placeholders.ts).
 */
import { clauseFunctions } from '../clause-functions';
import type { AnalyzedDocument } from '../types';

/** What a blank leaves open, from most to least serious. */
export const BLANK_KINDS = ['parte', 'valor', 'data', 'outro'] as const;
export type BlankKind = (typeof BLANK_KINDS)[number];

/** One blank, what it leaves open and the field it is ("nome", "CPF", "valor da mensalidade"). */
export interface Blank {
  start: number;
  end: number;
  kind: BlankKind;
  field: string;
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

/** The blanks of `doc`, in text order, each with what it leaves open. */
export function blanksOf(doc: AnalyzedDocument): Blank[] {
  let blanks = cache.get(doc);
  if (blanks !== undefined) return blanks;
  blanks = doc.entities.placeholders.map(({ start, end }) => {
    const kind = kindOf(doc, start, end);
    const from = labelStart(doc.text, start);
    return { start: from, end, kind, field: fieldOf(doc, from, end, kind) };
  });
  cache.set(doc, blanks);
  return blanks;
}
