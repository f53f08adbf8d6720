/**
 * The party rules of contradictionAnalysis: roles inverted in a clause (who pays receives, the
 * debtor's right given to the creditor, the owner's consent asked of the user, the secrets' owner
 * treated as their receiver), a signature block that names someone the preamble never qualified,
 * and a party position left over from another kind of contract.
 */
import { TAX_NUMBER } from '../../entities/patterns';
import { hasElement } from '../../facts/elements';
import { regimeOf } from '../../facts/regime';
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument, type Sentence } from '../document-index';
import { mainRoles, partyRoleKey, ROLE_PATTERN, roleKey, roleMentions } from '../roles';
import { findingOf } from '../rule';
import {
  ACTS_AFTER,
  ACTS_BEFORE,
  BELONGS_AFTER,
  BLANK_NAME,
  BLOCK_END,
  BUSINESS_NAME,
  CAPITALISED_END,
  COMPANY_NAME,
  CONSENT_BEFORE,
  CONSENT_WAIVED,
  DEFINITION_AFTER,
  DEFINITION_BEFORE,
  ENTITLED_AFTER,
  GENERIC_POSITIONS,
  GENERIC_ROLES,
  GUARANTOR_SIGNATURE,
  MUTUAL_SECRECY,
  NAME_FILLER,
  NAMED_PAYMENT,
  NOT_TO_PAYEE,
  OWED_TO_BEFORE,
  OWNER_CONSENT_MATTER,
  PAID_BY_BEFORE,
  PAID_BY,
  PAYMENT_SIDES,
  PAYS_AFTER,
  PREPAYMENT_AFTER,
  PREPAYMENT_BY_OPTION,
  OPTION_BEFORE,
  QUALIFIES,
  QUALIFY_REACH,
  RECEIVER_ACTS,
  RECEIVER_NAME,
  RECEIVING_ACCOUNT,
  ROLE_KIND,
  ROLE_TAKEN_BEFORE,
  SECRECY_DUTY,
  SELF_ACTION_AFTER,
  SIGNATURE_ROLE_LABEL,
  SIGNATURE_SKIP,
  SIGNATURE_TAIL,
  SPECS,
  SUPPLIER_WORD,
  TEMPLATE_PREAMBLE,
  TARGET_BEFORE,
  TYPE_KIND,
  USER_OWNER,
  WITNESSES,
} from './patterns';

/** A role mentioned in a sentence, compounds ("CONTRATANTE MUTUÁRIA") read as one. */
interface PartyMention {
  key: string;
  start: number;
  end: number;
  isCapitalised: boolean;
  /** Written in the plural ("FRANQUEADOS"): a group, rarely a party of the contract. */
  isPlural: boolean;
  /** Two role words in a row: the one that names the side is the key. */
  isCompound: boolean;
}

/** How far a mention's context is read on each side. */
const CONTEXT = 80;

/** Sentences belong to one document's index, so they key its mentions. */
const mentionsCache = new WeakMap<Sentence, PartyMention[]>();
const sidesCache = new WeakMap<AnalyzedDocument, Set<string>>();

/**
 * The role mentions of a sentence. Two role words in a row are one compound role, keyed by the
 * word that names the side ("CONTRATANTE MUTUÁRIA" is the borrower, "Contratada Mutuante" the
 * lender), so a compound is never taken for two parties.
 */
function partyMentions(doc: AnalyzedDocument, sentence: Sentence): PartyMention[] {
  const cached = mentionsCache.get(sentence);
  if (cached !== undefined) return cached;
  const mentions: PartyMention[] = [];
  for (const mention of roleMentions(doc, sentence.fold, sentence.start)) {
    const last = mentions.at(-1);
    const isPlural = doc.fold.slice(mention.start, mention.end).endsWith('s');
    if (last !== undefined && /^\s+$/u.test(doc.fold.slice(last.end, mention.start))) {
      last.key = GENERIC_ROLES.has(mention.key) ? last.key : mention.key;
      last.end = mention.end;
      last.isCompound = true;
      last.isPlural ||= isPlural;
      continue;
    }
    mentions.push({ ...mention, isPlural, isCompound: false });
  }
  mentionsCache.set(sentence, mentions);
  return mentions;
}

// A hard-wrapped PDF line ends a sentence mid-phrase ("por opção do\nContratante Mutuante"):
// the context of a mention is read across sentences, inside its clause.
const before = (doc: AnalyzedDocument, sentence: Sentence, at: number): string =>
  doc.fold.slice(Math.max(sentence.clause.start, at - CONTEXT), at);
const after = (doc: AnalyzedDocument, sentence: Sentence, at: number): string =>
  doc.fold.slice(at, Math.min(sentence.clause.end, at + CONTEXT));
const written = (doc: AnalyzedDocument, span: { start: number; end: number }): string =>
  doc.text.slice(span.start, span.end).replace(/\s+/gu, ' ');

/** The main roles of the document, compounds read by the word that names the side. */
function sidesOf(doc: AnalyzedDocument): Set<string> {
  const cached = sidesCache.get(doc);
  if (cached !== undefined) return cached;
  const sides = new Set(mainRoles(doc));
  for (const sentence of indexDocument(doc).preambleSentences) {
    for (const mention of partyMentions(doc, sentence)) {
      if (mention.isCompound && mention.isCapitalised) sides.add(mention.key);
    }
  }
  sidesCache.set(doc, sides);
  return sides;
}

/** One place where the roles are inverted, and what it means. */
interface Swap {
  start: number;
  end: number;
  description: string;
}

/**
 * A payment into the account (or in favour) of the very party that pays it: "o pagamento do
 * aluguel será feito em conta bancária de preferência da Locatária".
 */
function paymentToPayer(
  doc: AnalyzedDocument,
  sides: Set<string>,
  sentences: readonly Sentence[],
): Swap[] {
  const pairs = PAYMENT_SIDES.filter(
    (pair) =>
      sides.has(pair.payer) &&
      sides.has(pair.payee) &&
      (!pair.isGeneric || statedPayers(doc, sentences).has(pair.payer)),
  );
  if (pairs.length === 0) return [];
  const swaps: Swap[] = [];
  for (const sentence of sentences) {
    const pair = pairs.find(({ price }) => price.test(sentence.fold));
    if (pair === undefined || NOT_TO_PAYEE.test(sentence.fold)) continue;
    for (const mention of partyMentions(doc, sentence)) {
      if (mention.key !== pair.payer) continue;
      if (!RECEIVING_ACCOUNT.test(before(doc, sentence, mention.start))) continue;
      swaps.push({
        start: mention.start,
        end: mention.end,
        description: `O pagamento vai para a conta ou em favor de "${written(doc, mention)}", que é a própria parte que paga; quem deveria receber é a outra parte.`,
      });
    }
  }
  return swaps;
}

const payersCache = new WeakMap<AnalyzedDocument, Set<string>>();

/** The roles the contract says pay ("o CONTRATANTE pagará", "pago pela CONTRATANTE"). */
function statedPayers(doc: AnalyzedDocument, sentences: readonly Sentence[]): Set<string> {
  let payers = payersCache.get(doc);
  if (payers !== undefined) return payers;
  payers = new Set<string>();
  for (const sentence of sentences) {
    if (NOT_TO_PAYEE.test(sentence.fold)) continue;
    for (const mention of partyMentions(doc, sentence)) {
      const pays =
        PAYS_AFTER.test(after(doc, sentence, mention.end)) ||
        PAID_BY.test(before(doc, sentence, mention.start));
      if (pays) payers.add(mention.key);
    }
  }
  payersCache.set(doc, payers);
  return payers;
}

/**
 * A party bound to notify, pay or hand over something to itself: "O Locatário se obriga a
 * comunicar imediatamente à Locatária".
 */
function actionOnItself(doc: AnalyzedDocument, sentences: readonly Sentence[]): Swap[] {
  const swaps: Swap[] = [];
  for (const sentence of sentences) {
    const mentions = partyMentions(doc, sentence);
    for (let i = 0; i + 1 < mentions.length; i += 1) {
      const subject = mentions[i]!;
      const target = mentions[i + 1]!;
      if (subject.key !== target.key || subject.isPlural || target.isPlural) continue;
      const action = SELF_ACTION_AFTER.exec(doc.fold.slice(subject.end, target.start));
      if (action === null) continue;
      const gap = doc.fold.slice(subject.end, target.start);
      if (!TARGET_BEFORE.test(gap) || gap.length > CONTEXT) continue;
      swaps.push({
        start: target.start,
        end: target.end,
        // "pagará" → "pagar": the verb as the clause orders it.
        description: `A cláusula manda "${written(doc, subject)}" ${action.groups!.verb!.replace(/(?<=[aei]r)a$/u, '')} a "${written(doc, target)}", isto é, a si mesmo; o destinatário deveria ser a outra parte.`,
      });
    }
  }
  return swaps;
}

/**
 * The owner's consent asked of the user: "benfeitorias úteis autorizadas pela Locatária" (the
 * landlord authorises improvements, Lei 8.245 art. 35; the lender the loan of the thing, CC art.
 * 582).
 */
function consentOfUser(
  doc: AnalyzedDocument,
  sides: Set<string>,
  sentences: readonly Sentence[],
): Swap[] {
  const pairs = USER_OWNER.filter(({ user, owner }) => sides.has(user) && sides.has(owner));
  if (pairs.length === 0) return [];
  const swaps: Swap[] = [];
  for (const sentence of sentences) {
    if (!OWNER_CONSENT_MATTER.test(sentence.fold)) continue;
    const mentions = partyMentions(doc, sentence);
    mentions.forEach((mention, i) => {
      const pair = pairs.find(({ user }) => user === mention.key);
      const lead = before(doc, sentence, mention.start);
      if (pair === undefined || !CONSENT_BEFORE.test(lead) || CONSENT_WAIVED.test(lead)) return;
      // "obras do LOCADOR com anuência do LOCATÁRIO": the owner's own works may need the user's.
      if (mentions.slice(0, i).some((other) => other.key === pair.owner)) return;
      swaps.push({
        start: mention.start,
        end: mention.end,
        description: `A autorização é pedida a "${written(doc, mention)}", que é quem usa o bem; essa autorização cabe ao dono (a outra parte).`,
      });
    });
  }
  return swaps;
}

/** The option to repay a credit ahead given to the creditor. */
function prepaymentOfCreditor(
  doc: AnalyzedDocument,
  sides: Set<string>,
  sentences: readonly Sentence[],
): Swap[] {
  const payees = new Set(
    PAYMENT_SIDES.filter(
      ({ payer, payee, isCredit }) => isCredit === true && sides.has(payer) && sides.has(payee),
    ).map(({ payee }) => payee),
  );
  if (payees.size === 0) return [];
  const swaps: Swap[] = [];
  for (const sentence of sentences) {
    for (const mention of partyMentions(doc, sentence)) {
      if (!payees.has(mention.key)) continue;
      const lead = before(doc, sentence, mention.start);
      const isOption =
        PREPAYMENT_BY_OPTION.test(lead) ||
        (OPTION_BEFORE.test(lead) && PREPAYMENT_AFTER.test(after(doc, sentence, mention.end)));
      if (!isOption) continue;
      swaps.push({
        start: mention.start,
        end: mention.end,
        description: `A opção de pagar antecipadamente é dada a "${written(doc, mention)}", que recebe os pagamentos; esse direito é de quem deve, e a troca pode servir para negar a quitação antecipada.`,
      });
    }
  }
  return swaps;
}

/**
 * A role's stem for comparing it across gender and number and with or without "parte"
 * ("COLABORADORES" = "COLABORADOR", "PARTE RECEPTORA" = "RECEPTOR"): its last word, without the
 * endings of gender and number.
 */
const stemOf = (role: string): string =>
  (role.trim().split(/\s+/u).at(-1) ?? '').replace(/(?:es|as|os|s|a|o|e)$/u, '');

/** The capitalised words that end `text`: the party a verb that follows is about. */
function capitalisedBefore(
  doc: AnalyzedDocument,
  at: number,
  sentenceStart: number,
): string | null {
  const lead = doc.text.slice(Math.max(sentenceStart, at - 60), at);
  const match = CAPITALISED_END.exec(lead);
  return match === null ? null : foldRole(match.groups!.role!);
}

const foldRole = (role: string): string =>
  role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ');

/**
 * In a one-way secrecy duty, what only the receiver does (being compelled by law to disclose,
 * developing the information independently) written for the owner of the secrets: "Caso o
 * COMPROMITENTE torne-se legalmente obrigada a revelar", when only the COLABORADORES keep secrecy.
 */
function secretsOwnerAsReceiver(doc: AnalyzedDocument, sentences: readonly Sentence[]): Swap[] {
  const bound = new Set<string>();
  for (const sentence of sentences) {
    for (const duty of sentence.fold.matchAll(SECRECY_DUTY)) {
      const lead = sentence.fold.slice(Math.max(0, duty.index - 60), duty.index);
      if (MUTUAL_SECRECY.test(lead)) return [];
      const role = capitalisedBefore(doc, sentence.start + duty.index, sentence.start);
      if (role !== null) bound.add(stemOf(role));
    }
  }
  if (bound.size === 0) return [];
  const preamble = indexDocument(doc)
    .preambleSentences.map((s) => s.fold)
    .join(' ');
  const swaps: Swap[] = [];
  for (const sentence of sentences) {
    for (const pattern of RECEIVER_ACTS) {
      for (const act of sentence.fold.matchAll(pattern)) {
        const role = act.groups!.role!;
        const offset = sentence.start + act.index + act[0].indexOf(role);
        const span = { start: offset, end: offset + role.length };
        const isParty =
          written(doc, span) === written(doc, span).toUpperCase() &&
          new RegExp(`\\b${stemOf(role)}`, 'u').test(preamble);
        if (!isParty || bound.has(stemOf(role)) || RECEIVER_NAME.test(role)) continue;
        swaps.push({
          ...span,
          description: `A regra sobre quem recebe as informações sigilosas foi escrita para "${written(doc, span)}", que é o dono delas; quem recebe e deve guardá-las fica sem essa regra.`,
        });
      }
    }
  }
  return swaps;
}

/**
 * A named payment that one clause owes to a party and another has that party pay: "Nenhuma
 * participação será devida ao PARCEIRO" and "A participação será paga pelo PARCEIRO ao
 * CONTRATANTE".
 */
function paymentAgainstItsDirection(
  doc: AnalyzedDocument,
  sides: Set<string>,
  sentences: readonly Sentence[],
): Swap[] {
  const owedTo = new Map<string, Set<string>>();
  const paidBy: { noun: string; payer: PartyMention; payee: PartyMention; sentence: Sentence }[] =
    [];
  for (const sentence of sentences) {
    const noun = NAMED_PAYMENT.exec(sentence.fold)?.groups!.noun!.slice(0, 6);
    if (noun === undefined) continue;
    const mentions = partyMentions(doc, sentence);
    const receivers = owedTo.get(noun) ?? new Set<string>();
    owedTo.set(noun, receivers);
    mentions.forEach((mention, i) => {
      const lead = before(doc, sentence, mention.start);
      if (OWED_TO_BEFORE.test(lead) || ENTITLED_AFTER.test(after(doc, sentence, mention.end))) {
        receivers.add(mention.key);
      }
      const payee = mentions[i + 1];
      if (
        PAID_BY_BEFORE.test(lead) &&
        payee !== undefined &&
        OWED_TO_BEFORE.test(before(doc, sentence, payee.start))
      ) {
        paidBy.push({ noun, payer: mention, payee, sentence });
      }
    });
  }
  return paidBy
    .filter(
      ({ noun, payer, payee, sentence }) =>
        payer.key !== payee.key &&
        sides.has(payer.key) &&
        sides.has(payee.key) &&
        // Owed to the payer in another sentence of the contract.
        [...owedTo.get(noun)!].includes(payer.key) &&
        !isOwedIn(doc, sentence, payer),
    )
    .map(({ payer, sentence }) => ({
      start: payer.start,
      end: payer.end,
      description: `Em outra cláusula esse valor é devido a "${written(doc, payer)}", mas aqui aparece pago por ele à outra parte (${sentence.clause.ref}); o fluxo do pagamento ficou invertido.`,
    }));
}

/** Whether `sentence` itself also owes the named payment to `party`. */
function isOwedIn(doc: AnalyzedDocument, sentence: Sentence, party: PartyMention): boolean {
  return partyMentions(doc, sentence).some(
    (mention) =>
      mention.key === party.key &&
      mention.start !== party.start &&
      OWED_TO_BEFORE.test(before(doc, sentence, mention.start)),
  );
}

/**
 * contradicao.papel_trocado: every place where a clause gives one side what belongs to the
 * other, as one finding (one problem: the roles of the template got mixed up) listing its places.
 */
export function swappedRoles(doc: AnalyzedDocument, sentences: readonly Sentence[]): RawFinding[] {
  const sides = sidesOf(doc);
  const swaps = [
    ...paymentToPayer(doc, sides, sentences),
    ...actionOnItself(doc, sentences),
    ...consentOfUser(doc, sides, sentences),
    ...prepaymentOfCreditor(doc, sides, sentences),
    ...secretsOwnerAsReceiver(doc, sentences),
    ...paymentAgainstItsDirection(doc, sides, sentences),
  ].sort((a, b) => a.start - b.start);
  const first = swaps[0];
  if (first === undefined) return [];
  return [
    findingOf(SPECS.papelTrocado, first, {
      description: first.description,
      occurrences: swaps.slice(1).map(({ start, end }) => ({ start, end })),
    }),
  ];
}

/** The words of a name that tell it apart ("SERMAX COMÉRCIO DE VEÍCULOS LTDA" → sermax). */
function nameWords(name: string): string[] {
  return foldRole(name)
    .split(/[^\p{L}\d&]+/u)
    .filter((word) => word.length >= 2 && !NAME_FILLER.test(word));
}

/** A name signing the contract, with the role written before it when there is one. */
interface Signer {
  name: string;
  role: string | null;
  start: number;
  end: number;
}

/** The names under the signature lines, witnesses, representatives and blanks left out. */
function signers(doc: AnalyzedDocument, sides: ReadonlySet<string>): Signer[] {
  const found: Signer[] = [];
  for (const clause of doc.clauses.filter((c) => c.kind === 'signatures')) {
    let offset = clause.start;
    for (const line of doc.text.slice(clause.start, clause.end).split('\n')) {
      const start = offset;
      offset += line.length + 1;
      const fold = foldRole(line).trim();
      if (WITNESSES.test(fold)) break;
      if (fold === '' || SIGNATURE_SKIP.test(fold) || fold.length > 90) continue;
      const labelled = SIGNATURE_ROLE_LABEL.exec(line);
      const label = labelled === null ? null : foldRole(labelled.groups!.label!).trim();
      // "LOCADOR(A): NOME", "Contratada: EMPRESA"; not a guarantor's or spouse's line, nor
      // "Responsável: NOME" in an annex.
      const role = label !== null && isRoleLabel(label, sides) ? label : null;
      const raw = (labelled?.groups!.name ?? line).replace(SIGNATURE_TAIL, '').trim();
      // A name is written in capitals or with every word capitalised; a sentence is not.
      const words = raw.split(/\s+/u).filter((word) => !/^(?:d[aeo]s?|e|&)$/iu.test(word));
      if (words.length < 2 || !words.every((word) => /^[\p{Lu}\d]/u.test(word))) continue;
      const at = start + line.indexOf(raw);
      found.push({ name: raw, role, start: at, end: at + raw.length });
    }
  }
  return found;
}

const outsideCache = new WeakMap<AnalyzedDocument, string>();

/** The folded text with its signature blocks blanked out (offsets kept), built once. */
function textOutsideSignatures(doc: AnalyzedDocument): string {
  const cached = outsideCache.get(doc);
  if (cached !== undefined) return cached;
  const pieces: string[] = [];
  let from = 0;
  for (const block of doc.clauses.filter((c) => c.kind === 'signatures')) {
    const start = Math.max(from, block.start);
    pieces.push(doc.fold.slice(from, start), ' '.repeat(Math.max(0, block.end - start)));
    from = Math.max(from, block.end);
  }
  pieces.push(doc.fold.slice(from));
  const outside = pieces.join('');
  outsideCache.set(doc, outside);
  return outside;
}

/** A role of the vocabulary anywhere in a text (not global: tested, never iterated). */
const ANY_ROLE = new RegExp(ROLE_PATTERN.source, 'u');

/** Whether a signature label names one of the sides ("LOCADOR(A)", "Contratante 2"). */
function isRoleLabel(label: string, sides: ReadonlySet<string>): boolean {
  const role = ANY_ROLE.exec(label);
  return sides.has(role === null ? label : roleKey(role[0]));
}

/** Whether a name is filled in rather than a template variable or a blank. */
const isFilled = (name: string | null): name is string =>
  name !== null && !BLANK_NAME.test(name) && /\p{L}{3,}/u.test(name);

/**
 * contradicao.assinante_diverso: a company (or a person signing under a party's role) whose name
 * the contract never mentions before the signatures, while the preamble qualifies the parties by
 * name: the one who signs is not the one who was qualified. The same company with or without its
 * legal form or accents, a representative named in the preamble, and parties left blank in a
 * template are not reported.
 */
export function differentSigner(doc: AnalyzedDocument): RawFinding[] {
  const named = doc.entities.parties.filter((party) => isFilled(party.name));
  if (named.length === 0) return [];
  const preamble = indexDocument(doc)
    .preambleSentences.map((s) => s.fold)
    .join(' ');
  if (TEMPLATE_PREAMBLE.test(preamble)) return [];
  // Every word of the document outside its signature blocks (a summary table after them too).
  const body = new Set(foldRole(textOutsideSignatures(doc)).split(/[^\p{L}\d&]+/u));
  const findings: RawFinding[] = [];
  for (const signer of signers(doc, sidesOf(doc))) {
    const isCompany = COMPANY_NAME.test(foldRole(signer.name));
    if (!isCompany && signer.role === null) continue;
    const words = nameWords(signer.name);
    const unknown = words.filter((word) => !body.has(word));
    // The distinctive first word and most of the name never appear in the contract.
    if (words.length === 0 || !unknown.includes(words[0]!) || unknown.length * 2 < words.length) {
      continue;
    }
    const parties = named.map((party) => `${party.name!.trim()} (${party.role})`).join(', ');
    findings.push(
      findingOf(SPECS.assinanteDiverso, signer, {
        description: `Assina "${signer.name}", nome que não aparece no contrato; as partes qualificadas são ${parties}. Não fica claro quem de fato se obriga.`,
      }),
    );
  }
  return findings;
}

/** A guarantor's signature block: its label and the lines under it, up to the next label. */
interface GuarantorBlock {
  role: string;
  start: number;
  end: number;
}

/** The guarantors' signature blocks ("FIADOR(A)⏎{nome}⏎CPF: …⏎CÔNJUGE⏎…"). */
function guarantorBlocks(doc: AnalyzedDocument): GuarantorBlock[] {
  const blocks: GuarantorBlock[] = [];
  for (const clause of doc.clauses.filter((c) => c.kind === 'signatures')) {
    let open: GuarantorBlock | null = null;
    let offset = clause.start;
    for (const line of doc.fold.slice(clause.start, clause.end).split('\n')) {
      const start = offset;
      offset += line.length + 1;
      const guarantor = GUARANTOR_SIGNATURE.exec(line);
      if (guarantor !== null || BLOCK_END.test(line)) {
        if (open !== null) blocks.push(open);
        open =
          guarantor === null
            ? null
            : { role: guarantor.groups!.role!, start, end: start + line.length };
      } else if (open !== null && line.trim() !== '') open.end = start + line.trimEnd().length;
    }
    if (open !== null) blocks.push(open);
  }
  return blocks;
}

/**
 * The stem of a guarantor's role ("devedores solidarios" → "devedor solid", "fiadora" →
 * "fiador"), to find its mentions in any gender and number.
 */
const guarantorStem = (role: string): RegExp =>
  new RegExp(
    `\\b${role
      .split(/\s+/u)
      .map((word) => word.replace(/(?:es|as|os|a|o|s)$/u, '').slice(0, 7))
      .join('\\p{L}*\\s+')}`,
    'gu',
  );

/** Whether the text outside the signatures qualifies someone in `role` (see QUALIFIES). */
function isQualified(doc: AnalyzedDocument, role: string, outside: string): boolean {
  const key = roleKey(role.split(/\s+/u)[0]!);
  if (doc.entities.parties.some((party) => partyRoleKey(party.role) === key)) return true;
  for (const mention of outside.matchAll(guarantorStem(role))) {
    const from = Math.max(0, mention.index - QUALIFY_REACH);
    if (QUALIFIES.test(outside.slice(from, mention.index + QUALIFY_REACH))) return true;
  }
  return false;
}

/**
 * contradicao.assinante_diverso for a guarantor: a signature block for a guarantor ("DEVEDORES
 * SOLIDÁRIOS", "FIADOR(A)") whom the contract never qualifies — no party in that role, no name,
 * document or field next to any mention of it. Who signs, and for what, is unknown; often the
 * block is left over from another template (a surety in a lease guaranteed by a deposit).
 */
export function unqualifiedGuarantors(doc: AnalyzedDocument): RawFinding[] {
  const blocks = guarantorBlocks(doc);
  if (blocks.length === 0) return [];
  const outside = textOutsideSignatures(doc);
  const reported = new Set<string>();
  return blocks.flatMap((block) => {
    const key = roleKey(block.role.split(/\s+/u)[0]!);
    if (reported.has(key) || isQualified(doc, block.role, outside)) return [];
    reported.add(key);
    const label = doc.text.slice(block.start, doc.text.indexOf('\n', block.start)).trim();
    return [
      findingOf(SPECS.assinaturaSemQualificacao, block, {
        description: `O bloco de assinaturas prevê a assinatura de "${label}", mas o contrato não qualifica ninguém nesse papel; não se sabe quem assina nem a que se obriga.`,
      }),
    ];
  });
}

/**
 * Online terms that sell (the checklist finds a price) and never say who sells: no CNPJ, no
 * company's legal form, no "razão social" anywhere (Decreto 7.962/2013, art. 2º, I and II),
 * pointing at the first word that stands for the supplier ("O editor do aplicativo…").
 */
export function unidentifiedSupplier(doc: AnalyzedDocument): RawFinding[] {
  const regime = regimeOf(doc);
  if (!regime.isOnlineTerms || !regime.isConsumer || !hasElement(doc, 'pagamento')) return [];
  if (BUSINESS_NAME.test(doc.fold) || doc.fold.match(TAX_NUMBER) !== null) return [];
  if (doc.entities.parties.some((party) => party.document !== null)) return [];
  const word = SUPPLIER_WORD.exec(doc.fold);
  const place =
    word === null
      ? { start: 0, end: Math.max(1, doc.text.indexOf('\n')) }
      : { start: word.index, end: word.index + word[0].length };
  return [findingOf(SPECS.fornecedorNaoIdentificado, place)];
}

/**
 * contradicao.papel_indefinido: a party position no party was qualified as, written as a defined
 * role and acting as a party (bound, paying, in the singular): one of another kind of contract (a
 * "LOCATÁRIA" in a sale, a "DOADOR" in an NDA), a generic one where the sides hold positions of a
 * kind ("a CONTRATADA deverá" in an employment contract; média), or the other half of a party's
 * pair where the other side has another name ("CONTRATADO" where the parties are CONTRATANTE and
 * PARCEIRO; baixa). Third parties and groups (FRANQUEADOS, CLIENTES, "EMPREGADOS da
 * CONTRATADA"), compounds ("CONTRATANTE MUTUÁRIA"), roles being defined ("d) CONTRATANTE
 * MUTUÁRIA – é…") and roles a party takes on ("na qualidade de FIADORA") are not reported; nor are
 * positions that fit any contract (usuário, cliente, parceiro).
 */
export function undefinedRoles(
  doc: AnalyzedDocument,
  sentences: readonly Sentence[],
): RawFinding[] {
  const sides = sidesOf(doc);
  if (sides.size === 0) return [];
  const kinds = new Set(
    [...sides].map((side) => ROLE_KIND[side]).filter((kind) => kind !== undefined),
  );
  // Sides that all hold positions of a kind (EMPREGADORA and EMPREGADO), none a generic one.
  const hasKindOnly = kinds.size > 0 && [...sides].every((side) => !GENERIC_POSITIONS.has(side));
  const typeKind = TYPE_KIND[regimeOf(doc).contractType];
  if (typeKind !== undefined) kinds.add(typeKind);
  const defined = new Set(sides);
  for (const sentence of indexDocument(doc).preambleSentences) {
    for (const mention of partyMentions(doc, sentence)) defined.add(mention.key);
  }
  // The other half of a pair whose first half is a party ("CONTRATADO" where the parties are
  // CONTRATANTE and PARCEIRO) is the other side called by another template's name.
  const counterparts = new Set(
    PAYMENT_SIDES.flatMap(({ payer, payee }) =>
      sides.has(payer) ? [payee] : sides.has(payee) ? [payer] : [],
    ),
  );
  const reported = new Set<string>();
  const findings: RawFinding[] = [];
  for (const sentence of sentences) {
    for (const mention of partyMentions(doc, sentence)) {
      const kind = ROLE_KIND[mention.key];
      const isLeftover = kind !== undefined && !kinds.has(kind);
      const isGenericLeftover = GENERIC_POSITIONS.has(mention.key) && hasKindOnly;
      const isRenamed = counterparts.has(mention.key) && sides.size >= 2;
      if ((!isLeftover && !isGenericLeftover && !isRenamed) || defined.has(mention.key)) continue;
      if (!mention.isCapitalised || mention.isPlural || mention.isCompound) continue;
      if (reported.has(mention.key)) continue;
      // "por uma PARTE (PARTE REVELADORA) à outra" defines the role where it is first used.
      if (doc.text[mention.start - 1] === '(' && doc.text[mention.end] === ')') continue;
      const lead = before(doc, sentence, mention.start);
      const tail = after(doc, sentence, mention.end);
      const isNotParty =
        DEFINITION_AFTER.test(tail) ||
        DEFINITION_BEFORE.test(lead) ||
        BELONGS_AFTER.test(tail) ||
        ROLE_TAKEN_BEFORE.test(lead);
      if (isNotParty) continue;
      if (!ACTS_AFTER.test(tail) && !ACTS_BEFORE.test(lead)) continue;
      reported.add(mention.key);
      const name = written(doc, mention);
      findings.push(
        isLeftover
          ? findingOf(SPECS.papelIndefinido, mention, {
              description: `O texto trata "${name}" como parte, mas esse papel é de outro tipo de contrato e nenhuma parte foi qualificada assim; provável sobra de outro modelo.`,
            })
          : isGenericLeftover
            ? findingOf(SPECS.papelIndefinido, mention, {
                severity: 'média',
                description: `O texto trata "${name}" como parte, mas as partes deste contrato foram qualificadas com outros papéis; provável sobra de outro modelo, que deixa em dúvida quem se obriga.`,
              })
            : findingOf(SPECS.papelIndefinido, mention, {
                severity: 'baixa',
                description: `O texto chama uma parte de "${name}", nome que o contrato não usa para nenhuma delas; deve ser a outra parte, qualificada com outro nome.`,
              }),
      );
    }
  }
  return findings;
}
