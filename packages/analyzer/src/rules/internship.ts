/**
 * Internship (Lei 11.788/2008): the hours an intern may work (art. 10 — 6 a day and 30 a week in
 * higher, vocational and secondary education; 4 and 20 in special education and the final years
 * of primary school for youth and adults; up to 40 a week in periods without classes when the
 * course plans it) and how long one internship may last with the same host (art. 11: two years,
 * except for an intern with a disability).
 */
import type { AnalyzedDocument } from '../types';
import { FIGURE, figureOf } from './figures';
import { type DeclarativeRule, type SentenceMatch } from './rule';

/** Hours a day or a week. */
const HOURS = new RegExp(
  String.raw`\b${FIGURE}horas?\s+(?:(?<day>diarias|por\s+dia|diariamente|ao\s+dia)|(?<week>semanais|por\s+semana|semanalmente|na\s+semana))\b`,
  'gu',
);
/** The students of art. 10, I (the lower limit) and of art. 10, II. */
const LOWER_LIMIT_STUDENTS = /\beducacao\s+especial\b|\bensino\s+fundamental\b/u;
const UPPER_LIMIT_STUDENTS =
  /\b(?:ensino|educacao)\s+superior\b|\beducacao\s+profissional\b|\bensino\s+medio\b|\bgraduac\w*|\bfaculdade\b|\buniversidade\b/u;

/**
 * Whether the lower limit applies: the sentence speaks of those students (a text that restates
 * both limits of the law gives each its students), or else the document speaks only of them.
 */
function isLowerLimit(sentence: string, doc: string): boolean {
  if (UPPER_LIMIT_STUDENTS.test(sentence)) return false;
  if (LOWER_LIMIT_STUDENTS.test(sentence)) return true;
  return LOWER_LIMIT_STUDENTS.test(doc) && !UPPER_LIMIT_STUDENTS.test(doc);
}
/** Periods without classes (art. 10, § 1º). */
const NO_CLASSES =
  /\b(?:sem\s+aulas|nao\s+(?:estao\s+)?programadas?\s+aulas|ferias\s+escolares|recesso\s+escolar)\b/u;

function hoursOver(sentence: { fold: string }, doc: AnalyzedDocument): SentenceMatch | null {
  const lower = isLowerLimit(sentence.fold, doc.fold);
  const noClasses = NO_CLASSES.test(sentence.fold);
  for (const found of sentence.fold.matchAll(HOURS)) {
    const hours = figureOf(found.groups!.n!);
    if (hours === null) continue;
    const limit =
      found.groups!.day === undefined ? (noClasses ? 40 : lower ? 20 : 30) : lower ? 4 : 6;
    // A day of eight hours in a week without classes is within the 40 weekly hours.
    if (found.groups!.day !== undefined && noClasses) continue;
    if (hours > limit) return { index: found.index, length: found[0].length };
  }
  return null;
}

/** The internship's length: "prazo de 3 (três) anos", "vigência de trinta e seis meses". */
const LENGTH = new RegExp(
  String.raw`\b(?:prazo|vigencia|duracao|periodo|vigorara|vigorar)\b[^.;]{0,40}?\b(?:de|por|ate)\s+${FIGURE}(?<unit>anos?|meses)\b`,
  'gu',
);
/** An intern with a disability, for whom the two years do not apply. */
const DISABILITY = /\bdeficiencia\b|\bpcd\b/u;

function lengthOver(sentence: { fold: string }, doc: AnalyzedDocument): SentenceMatch | null {
  if (DISABILITY.test(doc.fold)) return null;
  for (const found of sentence.fold.matchAll(LENGTH)) {
    const value = figureOf(found.groups!.n!);
    if (value === null) continue;
    const months = found.groups!.unit!.startsWith('ano') ? value * 12 : value;
    if (months > 24) return { index: found.index, length: found[0].length };
  }
  return null;
}

/** The family's rules. */
export const INTERNSHIP: readonly DeclarativeRule[] = [
  {
    id: 'equilibrio.jornada_estagio_excedente',
    criterion: 'equilibriumAnalysis',
    severity: 'alta',
    title: 'Jornada de estágio acima do limite',
    description:
      'A jornada prevista passa do limite da Lei do Estágio (6 horas por dia e 30 por semana, ou 4 e 20 na educação especial e no ensino fundamental); estágio acima do limite pode ser tratado como emprego.',
    recommendation:
      'Reduza a jornada ao limite legal; só nos períodos sem aulas presenciais, e se o projeto do curso previr, ela pode chegar a 40 horas semanais.',
    legalRef: 'lei11788.art10',
    regime: 'internship',
    match: hoursOver,
    examples: {
      matches: [
        'O estagiário cumprirá jornada de 8 (oito) horas diárias, de segunda a sexta-feira.',
        'A jornada será de quarenta horas semanais durante todo o semestre letivo.',
        'As atividades serão desenvolvidas em sete horas por dia, com intervalo de uma hora.',
      ],
      nonMatches: [
        'O estagiário cumprirá jornada de 6 (seis) horas diárias e 30 (trinta) horas semanais.',
        'Nos períodos sem aulas presenciais, a jornada poderá ser de 40 horas semanais, conforme o projeto pedagógico.',
        'O estagiário receberá bolsa de R$ 1.200,00 por mês.',
        'A jornada não ultrapassará 4 (quatro) horas diárias na educação especial, nem 6 (seis) horas diárias no ensino superior.',
      ],
    },
  },
  {
    id: 'datas.estagio_acima_dois_anos',
    criterion: 'importantDatesAnalysis',
    severity: 'média',
    title: 'Estágio de mais de dois anos',
    description:
      'O estágio na mesma empresa duraria mais de dois anos, o máximo da lei (salvo estagiário com deficiência).',
    recommendation: 'Limite a duração total do estágio na mesma concedente a 2 (dois) anos.',
    legalRef: 'lei11788.art11',
    regime: 'internship',
    match: lengthOver,
    examples: {
      matches: [
        'O presente termo terá vigência de 3 (três) anos a contar da assinatura.',
        'O estágio terá duração de trinta e seis meses.',
        'O prazo do estágio é de 30 meses, prorrogável por acordo.',
      ],
      nonMatches: [
        'O presente termo terá vigência de 12 (doze) meses, prorrogável até o limite de dois anos.',
        'O estágio terá duração de seis meses.',
        'A bolsa será reajustada a cada doze meses.',
      ],
    },
  },
];
