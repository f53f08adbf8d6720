import type { TEntities } from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { SegmentedDocument } from '../types';
import { readTaxId } from './documents';
import {
  ADDRESS_START,
  COLLECTIVE_ALIASES,
  CUSTOM_LABEL,
  DEFINITION_END,
  FIELD_LABELS,
  NAME_FIELD,
  NAME_PREFIX,
  QUALIFICATION,
  REPRESENTATIVE,
  ROLE_LINE,
  PROPER_NAME,
  ROLE_DEFINITION,
  ROLE_LABEL,
  ROLE_MENTION,
  ROLES,
  TAX_ID,
} from './patterns';
import { spanOf } from './spans';

/** One party, as the public schema defines it. */
export type Party = TEntities['parties'][number];

/** Folded role → how it is written ("locataria" → "LOCATÁRIA"). */
const ROLE_DISPLAY = new Map(ROLES.map((role) => [foldText(role), role]));
/** Fewest capitalised mentions that make a role a party when no party is defined. */
const MIN_MENTIONS = 2;
/**
 * A label before the name: "LOCADOR:", "PRIMEIRA PARCEIRA:", "CONTRATADA(O):", "Contratada:",
 * "B – LOCADORA:", "1.1. CONTRATADA:".
 */
const LABEL =
  /^(?:(?:[A-Za-z]|\d{1,2}(?:\.\d{1,2})*)\s*[.)–-]+\s*)?\p{L}[\p{L}\d\s()ºª°/]{0,40}:[ \t]*/u;
/**
 * Two or more words in capitals before a comma: a company or person named in capitals. The word
 * alternatives must not overlap ("DA" is just a word in capitals), or a long run of capitals
 * without a comma would backtrack exponentially.
 */
const CAPITAL_NAME =
  /(?<![\p{L}\d])\p{Lu}[\p{Lu}\d'.&-]*(?:\s+(?:\p{Lu}[\p{Lu}\d'.&/-]*|&))+(?=\s*(?:[-–]\s*\p{Lu}{2,5}\s*)?,|\.?\s+(?:[Cc]om\s+sede|[Ii]nscrit|CNPJ|CPF|[Pp]ortador|[Rr]esident|[Bb]rasileir|[Ss]ociedade|[Pp]essoa\s+jur))/u;
/**
 * What follows a name: a comma, maybe after a size suffix ("LTDA. – ME,"), a template variable
 * of the unit ("– {{ $unidade }},") or an abbreviation in parentheses ("(ABA-Agroecologia),"), or
 * the end of its line when a label introduced it.
 */
const NAME_END =
  /^[ \t.]*(?:[-–][ \t]*(?:\p{Lu}{2,5}|\{\{[^}\n]{0,60}\}\}|\{\$[^}\n]{0,60}\})[ \t]*)?(?:\([^)\n]{1,60}\)[ \t]*)?(?:,|\n|$|[-–][ \t]*(?=C(?:PF|NPJ)\b|RG\b))/u;
/** How far back from a definition its qualification (name, CPF/CNPJ) is looked for. */
const MAX_QUALIFICATION = 1500;

function roleOf(folded: string): string {
  return ROLE_DISPLAY.get(folded.replace(/\s+/gu, ' ')) ?? folded.toUpperCase();
}

/** True when a word of the original text is written in capitals ("NEXUS", "LOCADOR"). */
function isCapitalised(text: string): boolean {
  return /\p{Lu}/u.test(text) && text === text.toUpperCase();
}

/**
 * A label in title case that opens its line and is followed by a name in capitals ("Locador:
 * OSVALDO PERINI, brasileiro…"), not a sentence that starts with a role ("Locatária: deve…").
 */
function isTitleCaseLabel(text: string, start: number, length: number): boolean {
  return (
    (start === 0 || text[start - 1] === '\n') &&
    /^\p{Lu}\p{Ll}/u.test(text.slice(start, start + 2)) &&
    /^\p{Lu}{2,}/u.test(text.slice(start + length, start + length + 2))
  );
}

/** The leading capitalised words of an alias ("NEXUS e" → "NEXUS"), or null. */
function capitalAlias(text: string): string | null {
  const words: string[] = [];
  for (const word of text.split(/\s+/u)) {
    const bare = word.replace(/[.,;:-]+$/u, '');
    if (!isCapitalised(bare)) break;
    words.push(bare);
    if (bare !== word) break;
  }
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * Whether a candidate name is an address, a blank ("XXXXXXXX", "____"), or only labels and roles
 * ("ALUNO NOME") rather than a person or company.
 */
function isNotAName(name: string): boolean {
  const folded = foldText(name).replace(/\s+/gu, ' ');
  if (ADDRESS_START.test(folded) || /x{4,}|_{2,}|[{}$]/u.test(folded)) return true;
  return folded
    .split(' ')
    .every((word) => FIELD_LABELS.has(word) || ROLE_DISPLAY.has(word) || ROLE_WORDS.has(word));
}

/** Single words of the role vocabulary ("aluno", "responsavel"), for isNotAName. */
const ROLE_WORDS = new Set([...ROLE_DISPLAY.keys()].flatMap((role) => role.split(' ')));

/**
 * The party's name in its qualification: the capitalised words that open it (after "De um lado,",
 * "Pelo presente instrumento," or a label) and are followed by a comma (or end the label's line),
 * else the name field of a form ("Nome: …"), else the first run of words in capitals followed by a
 * comma before any representative ("…oferecido pela AGENDA FÁCIL SOFTWARE LTDA., inscrita…";
 * not "neste ato representada por seu diretor FULANO"). Addresses are never names.
 */
function nameIn(
  text: string,
  from: number,
  to: number,
  isLabel = false,
): { start: number; end: number } | null {
  let at = from;
  const label = LABEL.exec(text.slice(at, Math.min(to, at + 60)));
  if (label) at += label[0].length;
  const prefix = NAME_PREFIX.exec(foldText(text.slice(at, Math.min(to, at + 60))));
  if (prefix) at += prefix[0].length;
  const block = text.slice(at, to);
  const leading = PROPER_NAME.exec(block);
  if (leading) {
    const trimmed = leading[0]
      .replace(/(?:\s+(?:d[aeo]s?|e|&))+$/u, '')
      .replace(/[\s,;:–-]+$/u, '');
    const followedByComma = NAME_END.test(block.slice(trimmed.length));
    if (followedByComma && /\p{L}{2}/u.test(trimmed) && !isNotAName(trimmed))
      return { start: at, end: at + trimmed.length };
  }
  const field = NAME_FIELD.exec(foldText(block));
  if (field) {
    const valueStart = at + field.index + field[0].length - field.groups!.value!.length;
    const value = text
      .slice(
        valueStart,
        text.indexOf('\n', valueStart) === -1 ? to : Math.min(to, text.indexOf('\n', valueStart)),
      )
      .replace(/[\s,;.]+$/u, '');
    if (
      /^\p{Lu}/u.test(value) &&
      /\p{L}{2}/u.test(value) &&
      !isNotAName(value) &&
      !/[_{}$]/u.test(value)
    )
      return { start: valueStart, end: valueStart + value.length };
  }
  // Under a label the name opens the line; a name further on belongs to something else.
  if (isLabel) return null;
  const representative = REPRESENTATIVE.exec(foldText(block));
  const beforeRepresentative = representative ? block.slice(0, representative.index) : block;
  const capitals = CAPITAL_NAME.exec(beforeRepresentative);
  return capitals && !isNotAName(capitals[0])
    ? { start: at + capitals.index, end: at + capitals.index + capitals[0].length }
    : null;
}

function documentIn(text: string, from: number, to: number): Party['document'] {
  const match = TAX_ID.exec(text.slice(from, to));
  return match ? readTaxId(match[0]) : null;
}

/** "de outro lado", "de outra parte": what follows is the other side's qualification. */
const OTHER_SIDE = /\bde\s+outr[oa]\s+(?:lado|parte)\b/giu;

/**
 * Where the qualification that ends at `end` starts: its paragraph, or after the last definition,
 * or after "de outro lado" when the text before it qualifies the other side (a definition that
 * comes before the company it names: "…denominada VENDEDORA, N. R. ME LTDA., CNPJ…, e, de outro
 * lado, … doravante denominados COMPRADORES").
 */
function qualificationStart(text: string, end: number, previousEnd: number): number {
  const base = Math.max(previousEnd, end - MAX_QUALIFICATION, 0);
  const otherSide = [...text.slice(base, end).matchAll(OTHER_SIDE)].at(-1);
  const from = otherSide === undefined ? base : base + otherSide.index + otherSide[0].length;
  // Look for the paragraph start only within the window, so the cost does not grow with the text.
  // A line break inside a sentence (a PDF's hard wrap: "…que entre si fazem a firma\nVITAMEDIC…")
  // does not start a paragraph: the line before it must be blank or end a sentence.
  const window = text.slice(from, end);
  for (let at = window.lastIndexOf('\n'); at >= 0; at = window.lastIndexOf('\n', at - 1)) {
    const before = window.slice(0, at).trimEnd();
    const previousLine = before.slice(before.lastIndexOf('\n') + 1);
    const isHeading = /\p{Lu}{2}/u.test(previousLine) && !/\p{Ll}/u.test(previousLine);
    if (before === '' || /[.;:!?]$/u.test(before) || window[at - 1] === '\n' || isHeading)
      return from + at + 1;
    if (at === 0) break;
  }
  return from;
}

/** A role label before a qualification: where its role starts, the role, its length. */
interface Label {
  start: number;
  role: string;
  length: number;
}

/** Whether a folded text qualifies a party: a CPF/CNPJ or the words of a qualification. */
function isQualification(folded: string): boolean {
  return TAX_ID.test(folded) || QUALIFICATION.test(folded);
}

/**
 * Labels in capitals outside the vocabulary that the preamble uses as roles ("REPRESENTADA:
 * CALÇADOS PASSO FIRME LTDA., inscrita no CNPJ…"): a line that opens with one and goes on with
 * a name and its qualification. Form fields ("Nome:", "CPF:", "IMÓVEL:") are not roles.
 */
function customLabels(doc: SegmentedDocument, known: readonly Label[]): Label[] {
  const { text, fold } = doc;
  const body = doc.clauses.find((clause) => clause.kind !== 'preamble');
  const preambleEnd = body?.start ?? text.length;
  const taken = new Set(known.map((label) => label.start));
  const labels: Label[] = [];
  for (const match of text.slice(0, preambleEnd).matchAll(CUSTOM_LABEL)) {
    const role = match.groups!.role!;
    const start = match.index + match[0].indexOf(role);
    const key = foldText(role);
    if (taken.has(start) || ROLE_DISPLAY.has(key) || FIELD_LABELS.has(key)) continue;
    const newline = text.indexOf('\n', start);
    const lineEnd = newline === -1 ? text.length : newline;
    const after = match.index + match[0].length;
    if (!isQualification(fold.slice(after, lineEnd)) || nameIn(text, after, lineEnd) === null)
      continue;
    labels.push({ start, role, length: role.length });
  }
  return labels;
}

interface Definition {
  role: string;
  roleStart: number;
  roleEnd: number;
  /** The qualification: where the name and CPF/CNPJ are looked for. */
  blockStart: number;
  blockEnd: number;
  /** A label ("LOCADOR: …") rather than a definition ("doravante denominado LOCADOR"). */
  isLabel: boolean;
  /**
   * The lines after a definition or label that ends its line ("…, a denominada VENDEDORA" and
   * the company on the next line; "CONTRATADA" alone, then "G7 ASSESSORIA LTDA, inscrita…"):
   * where the name is looked for when the block before has none.
   */
  after: { start: number; end: number } | null;
}

/** How far after a definition or label the qualification it introduces is looked for. */
const MAX_AFTER = 800;
/** A line that starts a clause: the qualifications are over. */
const CLAUSE_START = /^(?:cl[aá]usula\b|\d+(?:\.\d+)*\s*[.)–-]\s|[ivxlc]+\s*[–.)-]\s)/iu;

/**
 * The lines after `offset` when nothing but punctuation follows it on its line: up to the next
 * role definition or label (`stops`), the first clause, or MAX_AFTER characters.
 */
function linesAfter(
  text: string,
  fold: string,
  offset: number,
  stops: readonly number[],
): { start: number; end: number } | null {
  const newline = text.indexOf('\n', offset);
  if (newline === -1 || !/^[\s():.,;–-]*$/u.test(fold.slice(offset, newline))) return null;
  let end = Math.min(text.length, newline + MAX_AFTER);
  const stop = stops.find((at) => at > newline);
  if (stop !== undefined) end = Math.min(end, stop);
  for (let at = newline + 1; at < end;) {
    const next = text.indexOf('\n', at);
    const line = text.slice(at, next === -1 ? end : next).trim();
    if (line !== '' && CLAUSE_START.test(line)) {
      end = at;
      break;
    }
    if (next === -1) break;
    at = next + 1;
  }
  return end > newline + 1 ? { start: newline + 1, end } : null;
}

/** Role definitions ("doravante denominado LOCADOR") and labels ("LOCADOR: …"), in order. */
function findDefinitions(doc: SegmentedDocument): Definition[] {
  const { text, fold } = doc;
  const signatures = doc.clauses.find((clause) => clause.kind === 'signatures');
  /** Where each "doravante …" definition names its role. */
  const defined: number[] = [];
  const isSignature = (offset: number) =>
    signatures !== undefined && offset >= signatures.start && offset < signatures.end;
  const definitions: Definition[] = [];
  let previousEnd = 0;
  for (const match of fold.matchAll(ROLE_DEFINITION)) {
    const groups = match.groups!;
    const end = match.index + match[0].length;
    let role: string | null;
    let roleStart: number;
    if (groups.role !== undefined) {
      role = roleOf(groups.role);
      roleStart = end - groups.role.length;
    } else {
      roleStart = end - groups.alias!.length;
      const quoted = /["']$/u.test(fold.slice(roleStart - 1, roleStart));
      const written = text.slice(roleStart, end);
      role = quoted ? written : capitalAlias(written);
      if (role !== null && COLLECTIVE_ALIASES.has(foldText(role))) role = null;
    }
    if (role === null || isSignature(match.index)) continue;
    // ", denominada Escola," defines a party only with a known role that ends the definition:
    // "a sociedade denominada ALFA LTDA", "denominada Escola Pequeno Sábio" name, not define.
    if (
      groups.bare !== undefined &&
      (groups.role === undefined || !DEFINITION_END.test(fold.slice(end, end + 8)))
    )
      continue;
    const blockStart = qualificationStart(text, match.index, previousEnd);
    // A name in quotes between parentheses, or a role after "aqui chamada" or a bare
    // "denominada", is a party only after a qualification: "("LGPD")" after a law,
    // "("Informações")" after a definition, "o imóvel aqui denominado SÍTIO" are not.
    const needsQualification =
      groups.paren !== undefined || groups.here !== undefined || groups.bare !== undefined;
    // The qualification may come right after the definition ("…, de um lado, a denominada
    // VENDEDORA" and the company on the next lines).
    const next = linesAfter(text, fold, end, []);
    if (
      needsQualification &&
      !isQualification(fold.slice(blockStart, match.index)) &&
      (next === null || !isQualification(fold.slice(next.start, next.end)))
    )
      continue;
    definitions.push({
      role,
      roleStart,
      roleEnd: roleStart + role.length,
      blockStart,
      blockEnd: roleStart,
      isLabel: false,
      after: null,
    });
    defined.push(roleStart);
    previousEnd = end;
  }
  // Labels ("LOCADOR: JOÃO…") at the start of a line or after a sentence, each qualifying the
  // party up to the next label or the end of the line. A label whose qualification also has a
  // definition yields to it: in "CONTRATADA: COLÉGIO X, doravante denominada ESCOLA" the party is
  // called ESCOLA.
  const labels: Label[] = [...fold.matchAll(ROLE_LABEL)]
    .filter((label) => {
      const written = text.slice(label.index, label.index + label.groups!.role!.length);
      return (
        (isCapitalised(written) || isTitleCaseLabel(text, label.index, label[0].length)) &&
        !isSignature(label.index)
      );
    })
    .filter((label) => {
      // "CONTRATANTE 1 (MÃE):", "ALUNO(A) BENEFICIÁRIO(A):": what follows the role is written in
      // capitals too; "O LOCATÁRIO se obriga a:" is a sentence.
      const qualifier = label.groups!.qualifier;
      if (qualifier === undefined) return true;
      const at = label.index + label[0].indexOf(qualifier);
      const isCapitals = isCapitalised(
        text.slice(at, at + qualifier.length).replace(/[\d\s()ºª°/.-]/gu, '') || 'X',
      );
      // "USUÁRIO RESPONSÁVEL: pessoas indicadas…" defines a term: no qualification follows it.
      const after = label.index + label[0].length;
      const newline = text.indexOf('\n', after);
      const line = fold.slice(after, newline === -1 ? undefined : newline);
      return isCapitals && (isQualification(line) || /^\p{Lu}{2}/u.test(text.slice(after)));
    })
    .map((label) => ({
      start: label.index,
      role: roleOf(label.groups!.role!),
      length: label.groups!.role!.length,
    }));
  // A role alone on its line, its qualification below it.
  for (const line of fold.matchAll(ROLE_LINE)) {
    const at = line.index + line[0].indexOf(line.groups!.role!);
    const written = text.slice(at, at + line.groups!.role!.length);
    if (!isCapitalised(written) || isSignature(at) || labels.some((l) => l.start === at)) continue;
    labels.push({ start: at, role: roleOf(line.groups!.role!), length: written.length });
  }
  labels.push(...customLabels(doc, labels));
  labels.sort((a, b) => a.start - b.start);
  let nextDefined = 0;
  labels.forEach((label, index) => {
    const newline = text.indexOf('\n', label.start);
    const lineEnd = newline === -1 ? text.length : newline;
    const blockEnd = Math.min(lineEnd, labels[index + 1]?.start ?? Infinity);
    // Both lists are in text order: skip the definitions before this label.
    while (nextDefined < defined.length && defined[nextDefined]! < label.start) nextDefined += 1;
    if ((defined[nextDefined] ?? Infinity) < blockEnd) return;
    definitions.push({
      role: label.role,
      roleStart: label.start,
      roleEnd: label.start + label.length,
      blockStart: label.start,
      blockEnd,
      isLabel: true,
      after: null,
    });
  });
  // What follows a definition or label that ends its line is its qualification when the text
  // before it names nobody.
  const stops = [...new Set(definitions.flatMap((d) => [d.blockStart, d.roleStart]))].sort(
    (a, b) => a - b,
  );
  for (const definition of definitions) {
    definition.after = linesAfter(text, fold, definition.roleEnd, stops);
  }
  return definitions.sort((a, b) => a.blockStart - b.blockStart || a.roleStart - b.roleStart);
}

/**
 * The name right after a definition, when the definition comes first ("doravante denominada
 * simplesmente VENDEDORA, N. R. MENEGHETTI EMPREENDIMENTOS LTDA., sociedade empresária, com
 * sede…"): a name that opens the rest of the line and is followed by its qualification.
 */
function nameRightAfter(
  text: string,
  fold: string,
  offset: number,
): { start: number; end: number } | null {
  const lineEnd = lineEndOf(text, offset);
  const opening = /^\s*,\s*/u.exec(text.slice(offset, lineEnd));
  if (opening === null) return null;
  const at = offset + opening[0].length;
  const name = nameIn(text, at, lineEnd, true);
  if (name === null || name.start !== at) return null;
  return isQualification(fold.slice(name.end, Math.min(lineEnd, name.end + 200))) ? name : null;
}

/** Where the line that holds `offset` ends. */
function lineEndOf(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline;
}

/** A name as written, its line breaks and runs of spaces made single spaces. */
const nameText = (text: string, span: { start: number; end: number }): string =>
  text.slice(span.start, span.end).replace(/\s+/gu, ' ');

/** Roles written in capitals at least twice, when the contract defines none. */
function mentionedRoles(doc: SegmentedDocument): Party[] {
  const first = new Map<string, { start: number; end: number; count: number }>();
  for (const match of doc.fold.matchAll(ROLE_MENTION)) {
    const end = match.index + match[0].length;
    if (!isCapitalised(doc.text.slice(match.index, end))) continue;
    const role = roleOf(match.groups!.role!);
    const seen = first.get(role);
    if (seen) seen.count += 1;
    else first.set(role, { start: match.index, end, count: 1 });
  }
  return [...first.entries()]
    .filter(([, seen]) => seen.count >= MIN_MENTIONS)
    .map(([role, seen]) => ({
      ...spanOf(doc.text, seen.start, seen.end),
      role,
      name: null,
      document: null,
    }));
}

/**
 * The parties and their roles (LOCADOR, CONTRATANTE, PARTE REVELADORA, an alias such as
 * "NEXUS"…), one per role in order of appearance, from "doravante denominado …" definitions and
 * "ROLE: NAME, …" labels, with the name and CPF/CNPJ (check digits validated) of their
 * qualification. The span is the name when there is one, else the role. When the contract defines
 * no party, roles written in capitals at least twice are reported without a name.
 */
export function extractParties(doc: SegmentedDocument): Party[] {
  const { text } = doc;
  const byRole = new Map<string, Party>();
  /** Where each name already given to a party starts: one name, one party. */
  const used = new Set<number>();
  const unused = (span: { start: number; end: number } | null) =>
    span !== null && !used.has(span.start) ? span : null;
  for (const definition of findDefinitions(doc)) {
    const key = foldText(definition.role);
    const { after, isLabel } = definition;
    const before = unused(nameIn(text, definition.blockStart, definition.blockEnd, isLabel));
    const below = after === null ? null : unused(nameIn(text, after.start, after.end));
    const isNamedAround = before !== null || below !== null || isLabel;
    const rightAfter = isNamedAround
      ? null
      : unused(nameRightAfter(text, doc.fold, definition.roleEnd));
    const name = before ?? below ?? rightAfter;
    if (name !== null) used.add(name.start);
    const document =
      rightAfter !== null
        ? documentIn(text, rightAfter.end, lineEndOf(text, rightAfter.end))
        : (documentIn(text, definition.blockStart, definition.blockEnd) ??
          (after === null ? null : documentIn(text, after.start, after.end)));
    const existing = byRole.get(key);
    if (existing) {
      if (existing.name === null && name)
        Object.assign(existing, spanOf(text, name.start, name.end));
      existing.name ??= name ? nameText(text, name) : null;
      existing.document ??= document;
      continue;
    }
    const span = name ?? { start: definition.roleStart, end: definition.roleEnd };
    byRole.set(key, {
      ...spanOf(text, span.start, span.end),
      role: definition.role,
      name: name ? nameText(text, name) : null,
      document,
    });
  }
  const parties = [...byRole.values()];
  return parties.length > 0 ? parties.sort((a, b) => a.start - b.start) : mentionedRoles(doc);
}
