import type { TEntities } from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { SegmentedDocument } from '../types';
import { readTaxId } from './documents';
import {
  ADDRESS_START,
  BENEFICIARY_BEFORE,
  COLLECTIVE_ALIASES,
  COMPANY_AFTER,
  CONNECTOR_TOKEN,
  CONTROLLER_BEFORE,
  CUSTOM_LABEL,
  DEFINITION_END,
  FIELD_LABELS,
  FORM_LINE,
  FORM_NAME_FIELD,
  FORM_NON_PARTY,
  FORM_ROLES,
  GRANT,
  NAME_FIELD,
  NAME_PREFIX,
  NAME_TOKEN,
  ONLINE_TERMS,
  QUALIFICATION,
  QUALIFIED_ROLE_AFTER,
  REPRESENTATIVE,
  ROLE_LINE,
  ROLE_PREFIX,
  PROPER_NAME,
  ROLE_DEFINITION,
  ROLE_LABEL,
  ROLE_MENTION,
  ROLES,
  SERVICE_NAME,
  TAX_ID,
  TAX_ID_BEFORE,
  TAX_NUMBER,
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
 * of the unit ("– {{ $unidade }},", "– [NOME DA UNIDADE],") or an abbreviation in parentheses ("(ABA-Agroecologia),"), or
 * the end of its line when a label introduced it.
 */
const NAME_END =
  /^[ \t.]*(?:[-–][ \t]*(?:\p{Lu}{2,5}|\{\{[^}\n]{0,60}\}\}|\{\$[^}\n]{0,60}\}|\[[^\]\n]{1,60}\])[ \t]*)?(?:\([^)\n]{1,60}\)[ \t]*)?(?:,|\n|$|[-–][ \t]*(?=C(?:PF|NPJ)\b|RG\b))/u;
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

/** The role in capitals after "como" that opens a qualification ("PROPRIETÁRIA, "). */
const AS_ROLE = /^\p{Lu}{2,}(?:[ \t]+\p{Lu}{2,}){0,2},\s*/u;

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
  // "como PROPRIETÁRIA, Raimunda…": the role the party acts as comes first, then its name.
  const role = prefix && /como\s*$/u.test(prefix[0]) ? AS_ROLE.exec(text.slice(at, to)) : null;
  if (role) at += role[0].length;
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
const CLAUSE_START =
  /^(?:cl[aá]usula\b|art(?:igo\b|\.)\s*\d|§\s*\d|\d+(?:\.\d+)*\s*[.)–-]\s|[ivxlc]+\s*[–.)-]\s)/iu;

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

/**
 * An incidental phrase between commas after a definition's lead-in, before the name it gives:
 * "doravante, em conjunto ou isoladamente, INQUILINO", "adiante, para todos os efeitos, "BANCO"".
 */
const INCIDENTAL = /^[^,.;:\n"“]{1,50},\s*(?=["“]|\p{Lu})/u;
/** A few words in lower case after a naming verb: "denominadas em conjunto DIVULGADORAS". */
const ADVERBIAL = /^(?:\p{Ll}+\s+){1,3}(?=["“]|\p{Lu})/u;
/** A naming verb that ends a definition's lead-in ("doravante denominadas "). */
const NAMED =
  /(?:denominad|designad|chamad|nomead|identificad)[oa]s?(?:\([oa]s?\))?\s+(?:(?:de|como|por)\s+)?$/u;

/**
 * The name a definition gives after words that follow its lead-in (an incidental phrase after a
 * comma, or a few words in lower case after the naming verb), in capitals or in quotes, and where
 * it starts; null when no such name follows.
 */
function laterAlias(
  text: string,
  fold: string,
  start: number,
): { role: string; start: number } | null {
  const before = fold.slice(Math.max(0, start - 20), start);
  const isAfterComma = /,\s*(?:(?:de|como|por)\s+)?$/u.test(before);
  const words = isAfterComma ? INCIDENTAL : NAMED.test(before) ? ADVERBIAL : null;
  const incidental = words?.exec(text.slice(start, start + 60)) ?? null;
  if (incidental === null) return null;
  const at = start + incidental[0].length;
  const quoted = /^["“]([^"”\n]{2,40})["”]/u.exec(text.slice(at, at + 45));
  if (quoted !== null) return { role: quoted[1]!, start: at + 1 };
  const role = capitalAlias(
    text
      .slice(at, at + 60)
      .split(/\s+/u)
      .slice(0, 3)
      .join(' '),
  );
  return role === null ? null : { role, start: at };
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
  const bodyStart = doc.clauses.find((clause) => clause.kind !== 'preamble')?.start ?? text.length;
  let previousEnd = 0;
  const pattern = new RegExp(ROLE_DEFINITION);
  for (let match = pattern.exec(fold); match !== null; match = pattern.exec(fold)) {
    const groups = match.groups!;
    let end = match.index + match[0].length;
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
      const later = role === null ? laterAlias(text, fold, roleStart) : null;
      if (later !== null) {
        ({ role, start: roleStart } = later);
        end = roleStart + later.role.length;
      } else if (role === null) {
        // Words that are no name may hold the lead-in of the real definition ("qualificada a
        // seguir, doravante designada ADQUIRENTE"): read again from them.
        pattern.lastIndex = roleStart;
      }
      if (role !== null && COLLECTIVE_ALIASES.has(foldText(role))) role = null;
    }
    if (role === null || isSignature(match.index)) continue;
    // A name in quotes between parentheses inside the clauses defines a term ("("Ação de
    // Inibição")"), not a party: the parties are qualified before the clauses.
    if (groups.paren !== undefined && match.index >= bodyStart) continue;
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

/** The parties the definitions and labels name ("doravante denominado …", "ROLE: NAME, …"). */
function definedParties(doc: SegmentedDocument): Party[] {
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
  return [...byRole.values()];
}

// ---------------------------------------------------------------- parties the definitions miss

/**
 * A role without its gender and number, word by word ("contratadas" and "CONTRATADA",
 * "locadores" and "LOCADORA" are one role).
 */
const roleStem = (role: string): string =>
  foldText(role)
    .replace(/\s+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => word.replace(/(?:(?<=[rz])es|s)$/u, '').replace(/[ao]$/u, ''))
    .join(' ');

/** Whether a role is plural as written ("CONTRATADAS", "COMPROMITENTES"). */
const isPluralRole = (role: string): boolean => /s$/u.test(foldText(role).trim());

/** A role as written, in capitals (the vocabulary's spelling when it is one of its roles). */
function displayRole(written: string): string {
  const clean = written.replace(/\s+/gu, ' ').trim();
  return ROLE_DISPLAY.get(foldText(clean)) ?? clean.toUpperCase();
}

/** Whether two spans overlap. */
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Where the text before the first clause ends: where a form qualifies its parties. */
function openingEnd(doc: SegmentedDocument): number {
  const first = doc.clauses.find((clause) => clause.kind !== 'preamble');
  return first?.start ?? Math.min(doc.text.length, 3000);
}

/** A template blank or a field left empty: "{{ $x }}", "{nome}", "______", "XXXX". */
const BLANK_VALUE = /\{|\}|_{3,}|X{4,}/u;

/**
 * The name a form's field holds between `start` and `end` of `text`, as its span: up to its
 * CNPJ, CPF, address or a comma; null when it is blank, an e-mail, a figure or only labels.
 */
function filledName(
  text: string,
  start: number,
  end: number,
): { start: number; end: number } | null {
  const value = text.slice(start, end);
  const name = value
    .split(/\s+(?:CNPJ|CPF|RG|inscrit[oa]|com\s+sede|residente)\b|[,;]/iu)[0]!
    .replace(/[\s:–-]+$/u, '');
  const lead = name.length - name.trimStart().length;
  const trimmed = name.trim();
  if (trimmed === '' || BLANK_VALUE.test(trimmed) || /@|\d{3}/u.test(trimmed)) return null;
  if (!/\p{L}{2}/u.test(trimmed) || isNotAName(trimmed)) return null;
  return { start: start + lead, end: start + lead + trimmed.length };
}

/** The folded label of a form line ("Agente de Integração :" → "agente de integracao"). */
const labelOf = (match: RegExpExecArray): string =>
  foldText(match.groups!.label!).replace(/\s+/gu, ' ').trim();

/** Whether a folded label names a party (not a field such as "Cargo" or "Representante"). */
const isPartyLabel = (role: string): boolean =>
  FORM_ROLES.test(role) || (ROLE_DISPLAY.has(role) && !FORM_NON_PARTY.test(role));

/** Whether a line of a form is a party's label. */
function isPartyLine(line: string): boolean {
  const match = FORM_LINE.exec(line);
  return match !== null && isPartyLabel(labelOf(match));
}

/**
 * A line of a party's block: a field ("Razão Social: …", "CNPJ: …", "Cidade: … UF: …") or an
 * indented continuation of the one above; a sentence ends the block.
 */
const FORM_FIELD_ROW = /^(?:[ \t]+\S|[ \t]*\p{L}[\p{L}\d ./()º°ª-]{0,40}:)/u;
/** How many lines under a party's label its block may take. */
const MAX_BLOCK_LINES = 12;
/** How many filled lines under a heading alone on its line may hold its name field. */
const NAME_FIELD_LINES = 2;

/**
 * The parties of a form, by its labels before the first clause: "Empresa..: ALFA LTDA",
 * "Empregado: {nome}" (a blank: no name), "Agente de Integração :" followed by "Razão Social:
 * KOSTER LTDA" (a representative's line is never a party's name). One party per label.
 */
function formParties(doc: SegmentedDocument): Party[] {
  const { text } = doc;
  const found: Party[] = [];
  const lines = text.slice(0, openingEnd(doc)).split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  lines.forEach((line, at) => {
    const start = starts[at]!;
    const match = FORM_LINE.exec(line);
    const role = match === null ? '' : labelOf(match);
    if (match === null || !isPartyLabel(role)) return;
    if (found.some((party) => roleStem(party.role) === roleStem(role))) return;
    const value = match.groups!.value?.trim() ?? '';
    // The party's block runs to the next party's label; a heading alone on its line has its name
    // in the first lines under it ("Razão Social: …").
    const rest = lines.slice(at + 1, at + 1 + MAX_BLOCK_LINES);
    const next = rest.findIndex(
      (candidate) =>
        isPartyLine(candidate) || !(candidate.trim() === '' || FORM_FIELD_ROW.test(candidate)),
    );
    const block = next < 0 ? rest : rest.slice(0, next);
    let name: { start: number; end: number } | null = null;
    if (value !== '') {
      const lineEnd = start + line.length;
      name = filledName(text, lineEnd - match.groups!.value!.length, lineEnd);
    } else {
      const filled = block
        .map((candidate, index) => ({ candidate, index }))
        .filter(({ candidate }) => candidate.trim() !== '')
        .slice(0, NAME_FIELD_LINES);
      const field = filled.find(({ candidate }) => FORM_NAME_FIELD.test(candidate));
      if (field !== undefined) {
        const fieldValue = FORM_NAME_FIELD.exec(field.candidate)!.groups!.value!;
        const lineEnd = starts[at + 1 + field.index]! + field.candidate.length;
        name = filledName(text, lineEnd - fieldValue.length, lineEnd);
      }
    }
    const labelStart = start + line.indexOf(match.groups!.label!);
    const labelEnd = labelStart + match.groups!.label!.trimEnd().length;
    const blockEnd = starts[at + 1 + block.length] ?? text.length;
    const span = name ?? { start: labelStart, end: labelEnd };
    found.push({
      ...spanOf(text, span.start, span.end),
      role: displayRole(match.groups!.label!),
      name: name === null ? null : nameText(text, name),
      document: documentIn(text, start, Math.max(start + line.length, blockEnd)),
    });
  });
  return found;
}

/** How far back from its CNPJ a company's name is read. */
const NAME_REACH = 200;

/**
 * The proper name that ends at `end`, read backwards word by word while the words are
 * capitalised or connectors ("… pela Universidade Alfa do Brasil – Unialfa"), within its
 * paragraph, without the connectors it would start with.
 */
function nameEndingAt(text: string, end: number): { start: number; end: number } | null {
  let from = Math.max(0, end - NAME_REACH);
  const paragraph = text.lastIndexOf('\n\n', end);
  if (paragraph >= from) from = paragraph + 2;
  const slice = text.slice(from, end);
  const words = [...slice.matchAll(/\S+/gu)];
  let first = words.length;
  const word = (at: number) => words[at]![0];
  while (first > 0 && (NAME_TOKEN.test(word(first - 1)) || CONNECTOR_TOKEN.test(word(first - 1))))
    first -= 1;
  while (first < words.length && (CONNECTOR_TOKEN.test(word(first)) || /^[–-]$/u.test(word(first))))
    first += 1;
  if (first >= words.length) return null;
  const start = from + words[first]!.index;
  const last = words.at(-1)!;
  const span = { start, end: from + last.index + last[0].length };
  return /\p{Lu}.*\p{L}{2}/u.test(text.slice(span.start, span.end)) ? span : null;
}

/** A legal person qualified by its CNPJ before the first clause. */
interface Company {
  /** The role the text gives it ("AGENTE DE INTEGRAÇÃO", "CONTRATADAS"), or null. */
  role: string | null;
  name: { start: number; end: number };
  document: Party['document'];
}

/** How far before a company's name a representative's words make it no party. */
const REPRESENTATIVE_REACH = 60;
/** How far after a company's CNPJ the definition of its role is looked for. */
const ROLE_REACH = 600;
/** Words before a capitalised name that make it a place: "com sede em Franca/SP, inscrita…". */
const PLACE_BEFORE =
  /\b(?:sede|sediad[oa]|residente|domiciliad[oa]|estabelecid[oa]|situad[oa]|localizad[oa]|endereco|cidade|municipio|comarca)\b[^,;]{0,20}$/u;
/** Where the other side's qualification starts: "e, de outro lado, …", "de outra parte". */
const OTHER_SIDE_AFTER = /\bde\s+outr[oa]\s+(?:lado|parte)\b/u;

/**
 * The legal persons qualified by their CNPJ before the first clause, with the role the text
 * gives them: a label that opens the name ("Agente de Integração Koster & Koster Ltda, CNPJ…")
 * or a definition after it, written with a capital ("…, neste ato reconhecidas como
 * Contratadas"). A company that represents or assists a party is none.
 */
function qualifiedCompanies(doc: SegmentedDocument): Company[] {
  const { text, fold } = doc;
  const end = openingEnd(doc);
  const opening = text.slice(0, end);
  const found: Company[] = [];
  for (const number of opening.matchAll(TAX_NUMBER)) {
    const lead = TAX_ID_BEFORE.exec(text.slice(Math.max(0, number.index - 60), number.index));
    if (lead === null || !/cnpj|\(/iu.test(lead[0])) continue;
    const named = nameEndingAt(text, number.index - lead[0].length);
    if (named === null || filledName(text, named.start, named.end) === null) continue;
    const before = fold.slice(Math.max(0, named.start - REPRESENTATIVE_REACH), named.start);
    if (REPRESENTATIVE.test(before) || PLACE_BEFORE.test(before)) continue;
    let name = named;
    let role: string | null = null;
    const prefix = ROLE_PREFIX.exec(fold.slice(named.start, named.end));
    if (prefix !== null) {
      role = displayRole(text.slice(named.start, named.start + prefix[0].length));
      name = { start: named.start + prefix[0].length, end: named.end };
    } else {
      const after = number.index + number[0].length;
      // The definition that follows, up to where the other side's qualification starts.
      const window = fold.slice(after, after + ROLE_REACH);
      const otherSide = OTHER_SIDE_AFTER.exec(window);
      const definition = QUALIFIED_ROLE_AFTER.exec(
        otherSide === null ? window : window.slice(0, otherSide.index),
      );
      const at = definition?.indices?.groups?.role;
      const written = at === undefined ? '' : text.slice(after + at[0], after + at[1]);
      const isRole =
        /^\p{Lu}/u.test(written) &&
        !COLLECTIVE_ALIASES.has(foldText(written)) &&
        !FIELD_LABELS.has(foldText(written));
      role = isRole ? displayRole(written) : null;
    }
    if (found.some((company) => overlaps(company.name, name))) continue;
    found.push({ role, name, document: readTaxId(number[0]) });
  }
  return found;
}

/** A party from a company the text qualifies, under `role`. */
const companyParty = (text: string, company: Company, role: string): Party => ({
  ...spanOf(text, company.name.start, company.name.end),
  role,
  name: nameText(text, company.name),
  document: company.document,
});

/** Feminine heads of a name or a label ("associação", "empresa", "unidade", "federação"). */
const FEMININE_HEAD = /(?:a|cao|ade|agem)$/u;

/**
 * The beneficiary of a one-sided grant in the first person ("autorizo … o uso de minha imagem …
 * sob a responsabilidade da ASSOCIAÇÃO X, CNPJ …"): the legal person the grant is made to.
 */
function beneficiary(doc: SegmentedDocument, companies: readonly Company[]): Party | null {
  const { fold, text } = doc;
  if (!GRANT.test(fold.slice(0, openingEnd(doc)))) return null;
  const company = companies.find((candidate) =>
    BENEFICIARY_BEFORE.test(
      fold.slice(Math.max(0, candidate.name.start - 60), candidate.name.start),
    ),
  );
  if (company === undefined) return null;
  const head = fold.slice(company.name.start, company.name.end).split(/\s+/u)[0]!;
  return companyParty(text, company, FEMININE_HEAD.test(head) ? 'BENEFICIÁRIA' : 'BENEFICIÁRIO');
}

/**
 * The controller of the personal data a privacy policy or online terms name (LGPD art. 5º,
 * VI): "o responsável pelo tratamento dos dados pessoais coletados é ALFA TECNOLOGIA LTDA".
 */
function controller(doc: SegmentedDocument): Party | null {
  const { fold, text } = doc;
  if (!ONLINE_TERMS.test(fold.slice(0, OPENING_REACH))) return null;
  for (const lead of fold.matchAll(CONTROLLER_BEFORE)) {
    const from = lead.index + lead[0].length;
    const company = COMPANY_AFTER.exec(text.slice(from, from + 200));
    if (company === null) continue;
    const name = company.groups!.name!.replace(/\.$/u, '');
    return {
      ...spanOf(text, from, from + name.length),
      role: 'CONTROLADORA',
      name,
      document: null,
    };
  }
  return null;
}

/** How much of the beginning says what kind of document it is (a title, a first paragraph). */
const OPENING_REACH = 3000;

/**
 * The provider of online terms, by the service they govern, when the text names it more than
 * once ("o aplicativo CNPJá!"; a name said once may be a sentence's first word): the service's
 * editor when the text speaks of one, else the service itself.
 */
function serviceProvider(doc: SegmentedDocument): Party | null {
  const { fold, text } = doc;
  if (!ONLINE_TERMS.test(fold.slice(0, OPENING_REACH))) return null;
  const mentions = [...text.matchAll(SERVICE_NAME)];
  const counts = new Map<string, number>();
  for (const mention of mentions) {
    const name = mention.groups!.name!;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [name, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < 2) return null;
  const first = mentions.find((mention) => mention.groups!.name === name)!;
  const noun = foldText(first.groups!.noun!);
  const start = first.index + first[0].length - name.length;
  const of = noun === 'plataforma' ? 'DA' : 'DO';
  return {
    ...spanOf(text, start, start + name.length),
    role: /\beditor\b/u.test(fold) ? `EDITOR ${of} ${noun.toUpperCase()}` : noun.toUpperCase(),
    name,
    document: null,
  };
}

/**
 * The parties the definitions leave out or leave unnamed, read from the qualification itself:
 * a party defined without a name takes the company the text qualifies under its role by CNPJ;
 * when fewer than two parties are defined, a form's party labels and the companies qualified
 * under a role add theirs (every holder of a plural role: "as Contratadas").
 */
function completeParties(
  doc: SegmentedDocument,
  defined: Party[],
  companies: readonly Company[],
): Party[] {
  const { text } = doc;
  const isFree = (span: { start: number; end: number }) =>
    !defined.some((party) => party.name !== null && overlaps(party, span));
  const parties = defined.map((party) => {
    if (party.name !== null) return party;
    const holder = companies.find(
      (company) =>
        company.role !== null &&
        roleStem(company.role) === roleStem(party.role) &&
        isFree(company.name),
    );
    return holder === undefined ? party : companyParty(text, holder, party.role);
  });
  if (defined.length >= 2) return parties;
  const isHeld = (role: string) => parties.some((party) => roleStem(party.role) === roleStem(role));
  for (const party of formParties(doc)) {
    if (!isHeld(party.role) && (party.name === null || isFree(party))) parties.push(party);
  }
  const taken = new Set(parties.map((party) => roleStem(party.role)));
  for (const company of companies) {
    if (company.role === null || parties.some((party) => overlaps(party, company.name))) continue;
    // A role a definition gives is held; another holder joins only a plural one.
    const isNew = !taken.has(roleStem(company.role));
    const isAnotherHolder = isPluralRole(company.role) && isHeld(company.role);
    if (isNew || isAnotherHolder) parties.push(companyParty(text, company, company.role));
  }
  return parties;
}

/**
 * The parties and their roles (LOCADOR, CONTRATANTE, PARTE REVELADORA, an alias such as
 * "NEXUS"…), in order of appearance, from "doravante denominado …" definitions and "ROLE: NAME,
 * …" labels, with the name and CPF/CNPJ (check digits validated) of their qualification; one
 * name per party, never a representative, an address, a label or a template blank. The span is
 * the name when there is one, else the role.
 *
 * What the definitions leave out is read from the qualification itself: the company qualified
 * by its CNPJ under a role ("…, neste ato reconhecidas como Contratadas"), a form's labels
 * ("Empresa..: ALFA LTDA", "Empregado: {nome}", "Agente de Integração:" over "Razão Social:
 * …"). A document that defines no party names the beneficiary of its grant ("autorizo … em
 * favor da ASSOCIAÇÃO X, CNPJ …"), the controller of a privacy policy, the provider of online
 * terms; and roles written in capitals at least twice are reported without a name.
 */
export function extractParties(doc: SegmentedDocument): Party[] {
  const companies = qualifiedCompanies(doc);
  const parties = completeParties(doc, definedParties(doc), companies);
  if (parties.length === 0) {
    const issuer = beneficiary(doc, companies) ?? controller(doc) ?? serviceProvider(doc);
    const mentioned = mentionedRoles(doc).filter(
      (party) => issuer === null || roleStem(party.role) !== roleStem(issuer.role),
    );
    parties.push(...(issuer === null ? [] : [issuer]), ...mentioned);
  }
  return parties.sort((a, b) => a.start - b.start);
}
