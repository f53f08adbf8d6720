/**
 * Provisions: a normative sentence read as who may do what to which object, whatever its voice
 * or word order. "A CONTRATADA poderá alterar os preços", "os preços poderão ser alterados pela
 * CONTRATADA", "fica facultado à CONTRATADA alterar os preços", "reserva-se a CONTRATADA o
 * direito de alterar os preços" and "dá à CONTRATADA o direito de alterar os preços" are one provision: a power (modality `may`) of the change class
 * over the price, held by the CONTRATADA — named after "pela" in the passive (`agentAt`), and
 * otherwise the subject the caller finds around the words (`start`–`end`).
 */
import {
  actionForms,
  actionParticiples,
  BY_AGENT,
  DISCRETION_MARK,
  GRANTED_RIGHT,
  MAY,
  NEGATION,
  POWER_WORDS,
  type ActionClass,
} from './lexicon';

/** A sentence as the provision reader needs it: its start in the document and folded text. */
export interface SentenceText {
  start: number;
  fold: string;
}

/** One provision of a sentence. */
export interface Provision {
  action: ActionClass;
  /** `may`: a power ("poderá", "fica facultado"); `states`: a plain statement ("será fixado pela"). */
  modality: 'may' | 'states';
  voice: 'active' | 'passive';
  /** "não poderá", "em hipótese alguma poderá": the power is denied. */
  isNegated: boolean;
  /** The words from the power to the verb, as document offsets. */
  start: number;
  end: number;
  /** Where the agent a passive names after "pelo/pela" starts (document offset), else null. */
  agentAt: number | null;
  /** What is acted on, folded: after the verb in the active, before the power in the passive. */
  object: string;
  /** The sentence leaves when and how to the acting side ("a seu critério", "a qualquer tempo"). */
  isDiscretionary: boolean;
}

/** How far the object of a provision is read, in characters. */
const OBJECT_REACH = 100;
/** How far before a power a negation may stand ("não se responsabilizará em hipótese alguma"). */
const NEGATION_REACH = 30;

const NEGATED_BEFORE = new RegExp(String.raw`\b${NEGATION}\s+(?:se\s+)?(?:\p{L}+\s+)?$`, 'u');

/** The constructions of one action class, compiled once. */
interface Constructions {
  activeMay: RegExp;
  passiveMay: RegExp;
  passiveStates: RegExp;
}

const compiled = new Map<ActionClass, Constructions>();

function constructionsOf(action: ActionClass): Constructions {
  const cached = compiled.get(action);
  if (cached !== undefined) return cached;
  const forms = actionForms(action);
  const participle = actionParticiples(action);
  const power = `(?:${MAY}|${POWER_WORDS}|${GRANTED_RIGHT})`;
  const agent = String.raw`(?:[^.;]{0,80}?\b${BY_AGENT}\s+(?<agent>[\p{L}-]+))`;
  const built: Constructions = {
    // "poderá, a seu critério, alterar", "fica facultado à X alterar", "reserva-se o direito de alterar".
    activeMay: new RegExp(
      String.raw`\b${power}[\s,]+(?:[\p{L}-]+[\s,]+){0,6}?(?<verb>${forms})\b`,
      'dgu',
    ),
    // "poderá ser alterado (…) pela X", "poderão ser aumentadas, reduzidas".
    passiveMay: new RegExp(
      String.raw`\b${power}\s+ser\s+(?:[\p{L}-]+[\s,]+){0,3}?(?<verb>${participle})\b${agent}?`,
      'dgu',
    ),
    // "será fixado livremente pela X": a statement, only with its agent named.
    passiveStates: new RegExp(
      String.raw`\b(?:sera|serao|e|sao|fica|ficam|ficara)\s+(?:[\p{L}-]+\s+){0,2}?(?<verb>${participle})\b${agent}`,
      'dgu',
    ),
  };
  compiled.set(action, built);
  return built;
}

/** The provisions of `action` a sentence states, in text order, one per verb. */
export function readProvisions(sentence: SentenceText, action: ActionClass): Provision[] {
  const { activeMay, passiveMay, passiveStates } = constructionsOf(action);
  const isDiscretionary = DISCRETION_MARK.test(sentence.fold);
  const found: Provision[] = [];
  const add = (
    match: RegExpExecArray,
    modality: Provision['modality'],
    voice: Provision['voice'],
  ) => {
    const verb = match.indices!.groups!.verb!;
    const agent = match.indices!.groups?.agent;
    if (found.some((p) => p.end - sentence.start === verb[1])) return;
    const before = sentence.fold.slice(Math.max(0, match.index - NEGATION_REACH), match.index);
    found.push({
      action,
      modality,
      voice,
      isNegated: NEGATED_BEFORE.test(before),
      start: sentence.start + match.index,
      end: sentence.start + verb[1],
      agentAt: agent === undefined ? null : sentence.start + agent[0],
      object:
        voice === 'active'
          ? sentence.fold.slice(verb[1], verb[1] + OBJECT_REACH)
          : sentence.fold.slice(Math.max(0, match.index - OBJECT_REACH), match.index),
      isDiscretionary,
    });
  };
  for (const match of sentence.fold.matchAll(passiveMay)) add(match, 'may', 'passive');
  for (const match of sentence.fold.matchAll(passiveStates)) add(match, 'states', 'passive');
  for (const match of sentence.fold.matchAll(activeMay)) add(match, 'may', 'active');
  return found.sort((a, b) => a.start - b.start);
}
