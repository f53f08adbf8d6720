/**
 * Rules of the European data-protection regulation (GDPR, "RGPD") copied into a Brazilian text
 * (objetividade.regra_estrangeira): a complaint sent to "uma autoridade de controle" or to the
 * authority "do país de residência habitual" of the user, where the Brazilian one is the ANPD
 * (LGPD art. 55-J), in a document that never names it; and the GDPR's age of 16 for a child's
 * consent, where the LGPD follows the ECA (a child is under 12; LGPD art. 14).
 */
import type { AnalyzedDocument, RawFinding } from '../../types';
import { indexDocument } from '../document-index';
import { findingOf, type RuleSpec } from '../rule';

/** The document is about personal data. */
const PERSONAL_DATA = /\bdados\s+pessoais\b/u;
/** The European supervisory authority, or the choice among the Member States' ones. */
const FOREIGN_AUTHORITY =
  /\bautoridades?\s+de\s+control[eo]\b|\bpais\s+de\s+residencia\s+habitual\b/u;
/** The Brazilian authority named anywhere. */
const NATIONAL_AUTHORITY = /\banpd\b|\bautoridade\s+nacional\s+de\s+protecao\s+de\s+dados\b/u;
/** The GDPR's age for a child's consent: "crianças menores de 16 (dezesseis) anos". */
const CHILD_AGE_16 =
  /\b(?:menores?\s+de|abaixo\s+de|com\s+menos\s+de|inferior(?:es)?\s+a)\s+16\s*(?:\(dezesseis\)\s*)?anos\b/u;
/** The sentence is about consent, data or children. */
const CONSENT_CONTEXT = /\b(?:consentimento|dados|crianc\w*)\b/u;

const SPECS = {
  autoridade: {
    rule: 'objetividade.regra_estrangeira',
    title: 'Autoridade de dados do regulamento europeu',
    description:
      'O texto manda reclamar a uma "autoridade de controle" ou à do país de residência, regra copiada do regulamento europeu; no Brasil, quem recebe a reclamação sobre dados pessoais é a ANPD.',
    severity: 'baixa',
    recommendation:
      'Indique a Autoridade Nacional de Proteção de Dados (ANPD) como o órgão a quem o titular pode reclamar.',
    legalRef: 'lgpd.art55J',
  },
  idadeCrianca: {
    rule: 'objetividade.regra_estrangeira',
    title: 'Idade do regulamento europeu para dados de crianças',
    description:
      'O texto usa 16 anos como limite para o consentimento de crianças, regra do regulamento europeu; pela lei brasileira, criança é quem tem até 12 anos, e seus dados exigem o consentimento específico de um dos pais.',
    severity: 'baixa',
    recommendation:
      'Ajuste a cláusula à LGPD: consentimento específico e em destaque de um dos pais ou do responsável para dados de crianças (até 12 anos), e o melhor interesse dos adolescentes.',
    legalRef: 'lgpd.art14',
  },
} as const satisfies Record<string, RuleSpec>;

/** Every GDPR rule the document copies (see module doc): one finding each, listing its places. */
export function foreignRules(doc: AnalyzedDocument): RawFinding[] {
  if (!PERSONAL_DATA.test(doc.fold)) return [];
  const { sentences, preambleSentences } = indexDocument(doc);
  const all = [...preambleSentences, ...sentences];
  const everywhere = (spec: RuleSpec, select: (fold: string) => RegExpExecArray | null) => {
    const spans = all.flatMap((sentence) => {
      const match = select(sentence.fold);
      if (match === null) return [];
      const start = sentence.start + match.index;
      return [{ start, end: start + match[0].length }];
    });
    if (spans.length === 0) return [];
    return [findingOf(spec, spans[0]!, { occurrences: spans.slice(1) })];
  };
  return [
    ...(NATIONAL_AUTHORITY.test(doc.fold)
      ? []
      : everywhere(SPECS.autoridade, (fold) => FOREIGN_AUTHORITY.exec(fold))),
    ...everywhere(SPECS.idadeCrianca, (fold) =>
      CONSENT_CONTEXT.test(fold) ? CHILD_AGE_16.exec(fold) : null,
    ),
  ];
}
