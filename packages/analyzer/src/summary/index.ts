/**
 * Natural pt-BR summaries: `resumo_contrato` (2–4 sentences: type, parties by role, object,
 * value and term, main points of attention) and one sentence per criterion.
 */
import type { TCriterion, TFinding } from '@contrato-claro/shared';
import { indexDocument } from '../analyzers/document-index';
import { documentFacts } from '../analyzers/facts';
import { mainRoles, roleKey, roleMentions } from '../analyzers/roles';
import { formatMoney, formatNumber } from '../analyzers/rule';
import type { AnalyzedDocument } from '../types';

/** What a criterion says when it found nothing. */
const ALL_CLEAR: Readonly<Record<TCriterion, string>> = {
  contradictionAnalysis: 'Não encontramos contradições entre valores, prazos ou cláusulas.',
  keyValuesAnalysis: 'Multas, juros, garantias e reajustes estão dentro dos parâmetros usuais.',
  importantDatesAnalysis: 'Prazos, vencimentos e renovação estão definidos de forma clara.',
  equilibriumAnalysis:
    'Direitos e obrigações estão distribuídos de forma equilibrada entre as partes.',
  objectiveAnalysis: 'O texto está completo, claro e sem erros ou repetições relevantes.',
  defaultClauses: 'O contrato tem todas as cláusulas esperadas para este tipo.',
  exoticClauses: 'Não encontramos cláusulas atípicas para este tipo de contrato.',
};

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** One sentence summarising a criterion's findings. */
export function summarizeCriterion(criterion: TCriterion, findings: readonly TFinding[]): string {
  if (findings.length === 0) return ALL_CLEAR[criterion];
  const worst = [...findings].sort((a, b) => b.points - a.points)[0]!;
  const count = plural(findings.length, 'ponto de atenção', 'pontos de atenção');
  return `${count}; o principal: ${lowerFirst(worst.title)} (${worst.clause.ref}).`;
}

const SMALL_WORDS = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** "ANTÔNIO CARLOS DA SILVA" → "Antônio Carlos da Silva". */
function properCase(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/u)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The parties as "o locador Fulano e a locatária Beltrana" (names when known). */
function describeParties(doc: AnalyzedDocument): string | null {
  const roles = mainRoles(doc).slice(0, 2);
  if (roles.length < 2) return null;
  const index = indexDocument(doc);
  const parts = roles.map((key) => {
    const party = doc.entities.parties.find(
      (candidate) =>
        roleKey(candidate.role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')) === key,
    );
    const mention = [...index.preambleSentences, ...index.sentences]
      .flatMap((sentence) => roleMentions(doc, sentence.fold, sentence.start))
      .find((candidate) => candidate.key === key);
    const label = mention ? doc.text.slice(mention.start, mention.end).toLowerCase() : key;
    // "contratante", "licenciante": no gender in the word, so name the side instead.
    const head = label.endsWith('nte')
      ? `a parte ${label}`
      : `${/as?$/u.test(label) ? 'a' : 'o'} ${label}`;
    return party?.name ? `${head} ${properCase(party.name.replace(/[.,;\s]+$/u, ''))}` : head;
  });
  return `${parts[0]} e ${parts[1]}`;
}

const TYPE_LABELS: Readonly<Record<string, string>> = {
  Outro: 'contrato',
  'Termos de uso': 'contrato de adesão (termos de uso)',
};

function describeType(doc: AnalyzedDocument): string {
  const { contractType, contractSubType } = doc.classification;
  const base = TYPE_LABELS[contractType] ?? `contrato de ${contractType.toLowerCase()}`;
  return contractSubType ? `${base} (${contractSubType.toLowerCase()})` : base;
}

function describeMoneyAndTerm(doc: AnalyzedDocument): string | null {
  const facts = documentFacts(doc);
  const parts: string[] = [];
  if (facts.monthlyValue !== null)
    parts.push(`o valor mensal é de ${formatMoney(facts.monthlyValue)}`);
  else if (facts.totalValue !== null)
    parts.push(`o valor total é de ${formatMoney(facts.totalValue)}`);
  if (facts.term?.isIndefinite) parts.push('o prazo é indeterminado');
  else if (facts.term?.months != null) {
    const months = facts.term.months;
    parts.push(
      months >= 1
        ? `o prazo é de ${plural(Math.round(months), 'mês', 'meses')}`
        : `o prazo é de ${formatNumber(Math.round(months * 30))} dias`,
    );
  }
  if (parts.length === 0) return null;
  const sentence = parts.join(' e ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * `resumo_contrato`: what the contract is, between whom, its value and term, and what drives its
 * score. `findings` must be sorted by points, most costly first.
 */
export function summarizeContract(
  doc: AnalyzedDocument,
  score: number,
  band: string,
  findings: readonly TFinding[],
): string {
  const parties = describeParties(doc);
  const sentences = [
    parties === null
      ? `Trata-se de um ${describeType(doc)}.`
      : `Trata-se de um ${describeType(doc)} entre ${parties}.`,
  ];
  const moneyAndTerm = describeMoneyAndTerm(doc);
  if (moneyAndTerm !== null) sentences.push(moneyAndTerm);
  const serious = findings.filter((finding) => finding.severity !== 'baixa');
  const main = [...new Set(serious.map((finding) => lowerFirst(finding.title)))].slice(0, 3);
  if (main.length === 0) {
    sentences.push(`A nota ${score} (${band}) indica um contrato sem pontos graves de atenção.`);
  } else {
    const list = main.length === 1 ? main[0] : `${main.slice(0, -1).join(', ')} e ${main.at(-1)}`;
    sentences.push(`A nota ${score} (${band}) se deve principalmente a: ${list}.`);
  }
  return sentences.join(' ');
}
