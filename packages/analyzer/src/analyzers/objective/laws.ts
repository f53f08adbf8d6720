/**
 * Laws cited wrongly (objetividade.lei_citada_errada): a well-known federal law cited with the
 * wrong year ("Lei 8.245/90" for the Lei do Inquilinato, of 1991), or a revoked code cited as the
 * rule in force ("via executiva (CPC, art. 585)": the titles that allow execution are in art. 784
 * of the CPC of 2015 since the CPC of 1973 was revoked). Only what is certain is said: a law that
 * is not in the vetted table below is never judged, nor is a document dated before the
 * revocation, nor a citation that names the current law beside the old one.
 */
import type { TSeverity } from '@contrato-claro/shared';
import type { AnalyzedDocument } from '../../types';
import { indexDocument } from '../document-index';

type LawKind = 'lei' | 'lei complementar' | 'decreto-lei';

/** A federal law of the vetted table. */
interface KnownLaw {
  kind: LawKind;
  number: number;
  /** The year of its heading ("Lei nº 8.245, de 18 de outubro de 1991"), also its publication's. */
  year: number;
  /** How a reader knows it. */
  name: string;
}

/**
 * Well-known federal laws that contracts cite, with the year of each one's own heading (the
 * official text as published in the Diário Oficial da União). Every one was signed and published
 * in the same year, so a citation by the year of publication is right too.
 */
const KNOWN_LAWS: readonly KnownLaw[] = [
  {
    kind: 'decreto-lei',
    number: 4657,
    year: 1942,
    name: 'Lei de Introdução às Normas do Direito Brasileiro',
  },
  { kind: 'decreto-lei', number: 5452, year: 1943, name: 'Consolidação das Leis do Trabalho' },
  {
    kind: 'decreto-lei',
    number: 1598,
    year: 1977,
    name: 'Decreto-Lei do Imposto de Renda das pessoas jurídicas',
  },
  { kind: 'lei', number: 3071, year: 1916, name: 'Código Civil de 1916' },
  { kind: 'lei', number: 4591, year: 1964, name: 'Lei de Condomínios e Incorporações' },
  { kind: 'lei', number: 4886, year: 1965, name: 'Lei dos Representantes Comerciais' },
  { kind: 'lei', number: 5869, year: 1973, name: 'Código de Processo Civil de 1973' },
  { kind: 'lei', number: 6019, year: 1974, name: 'Lei do Trabalho Temporário' },
  { kind: 'lei', number: 6404, year: 1976, name: 'Lei das Sociedades por Ações' },
  { kind: 'lei', number: 6766, year: 1979, name: 'Lei do Parcelamento do Solo Urbano' },
  { kind: 'lei', number: 8009, year: 1990, name: 'Lei do Bem de Família' },
  { kind: 'lei', number: 8036, year: 1990, name: 'Lei do FGTS' },
  { kind: 'lei', number: 8069, year: 1990, name: 'Estatuto da Criança e do Adolescente' },
  { kind: 'lei', number: 8078, year: 1990, name: 'Código de Defesa do Consumidor' },
  { kind: 'lei', number: 8245, year: 1991, name: 'Lei do Inquilinato' },
  { kind: 'lei', number: 8666, year: 1993, name: 'antiga Lei de Licitações' },
  { kind: 'lei', number: 8880, year: 1994, name: 'Lei da URV' },
  { kind: 'lei', number: 8906, year: 1994, name: 'Estatuto da Advocacia' },
  { kind: 'lei', number: 8955, year: 1994, name: 'antiga Lei de Franquias' },
  { kind: 'lei', number: 9069, year: 1995, name: 'Lei do Plano Real' },
  { kind: 'lei', number: 9099, year: 1995, name: 'Lei dos Juizados Especiais' },
  { kind: 'lei', number: 9279, year: 1996, name: 'Lei da Propriedade Industrial' },
  { kind: 'lei', number: 9307, year: 1996, name: 'Lei de Arbitragem' },
  { kind: 'lei', number: 9394, year: 1996, name: 'Lei de Diretrizes e Bases da Educação' },
  { kind: 'lei', number: 9514, year: 1997, name: 'Lei da Alienação Fiduciária de Imóveis' },
  { kind: 'lei', number: 9610, year: 1998, name: 'Lei de Direitos Autorais' },
  { kind: 'lei', number: 9613, year: 1998, name: 'Lei de Lavagem de Dinheiro' },
  { kind: 'lei', number: 9656, year: 1998, name: 'Lei dos Planos de Saúde' },
  { kind: 'lei', number: 9870, year: 1999, name: 'Lei das Mensalidades Escolares' },
  { kind: 'lei', number: 10192, year: 2001, name: 'lei dos reajustes do Plano Real' },
  { kind: 'lei', number: 10406, year: 2002, name: 'Código Civil' },
  { kind: 'lei', number: 10931, year: 2004, name: 'Lei do Patrimônio de Afetação' },
  { kind: 'lei', number: 11101, year: 2005, name: 'Lei de Recuperação Judicial e Falências' },
  { kind: 'lei', number: 11788, year: 2008, name: 'Lei do Estágio' },
  { kind: 'lei', number: 12683, year: 2012, name: 'lei que alterou a Lei de Lavagem de Dinheiro' },
  { kind: 'lei', number: 12846, year: 2013, name: 'Lei Anticorrupção' },
  { kind: 'lei', number: 12965, year: 2014, name: 'Marco Civil da Internet' },
  { kind: 'lei', number: 13105, year: 2015, name: 'Código de Processo Civil' },
  { kind: 'lei', number: 13429, year: 2017, name: 'Lei da Terceirização' },
  { kind: 'lei', number: 13467, year: 2017, name: 'Reforma Trabalhista' },
  { kind: 'lei', number: 13709, year: 2018, name: 'Lei Geral de Proteção de Dados' },
  { kind: 'lei', number: 13874, year: 2019, name: 'Lei da Liberdade Econômica' },
  { kind: 'lei', number: 13966, year: 2019, name: 'Lei de Franquias' },
  { kind: 'lei', number: 14063, year: 2020, name: 'Lei das Assinaturas Eletrônicas' },
  { kind: 'lei', number: 14133, year: 2021, name: 'Lei de Licitações e Contratos' },
  { kind: 'lei', number: 14181, year: 2021, name: 'Lei do Superendividamento' },
  { kind: 'lei complementar', number: 105, year: 2001, name: 'Lei do Sigilo Bancário' },
  { kind: 'lei complementar', number: 123, year: 2006, name: 'Estatuto da Microempresa' },
  { kind: 'lei complementar', number: 167, year: 2019, name: 'Lei da Empresa Simples de Crédito' },
];

const LAW_BY_KEY = new Map(KNOWN_LAWS.map((law) => [`${law.kind} ${law.number}`, law]));

/**
 * A numbered law with the year or the date it is cited with (folded text): "lei nº 8.245/91",
 * "lei complementar nº 167 de 25/04/2018", "lei 13.709 de 2018", "decreto-lei nº 5.452, de 1º de
 * maio de 1943". Group `scope` tells a state or city law from a federal one.
 */
const CITED_LAW = new RegExp(
  [
    String.raw`(?<![\p{L}\d])(?<kind>lei\s+complementar|decreto[\s-]+lei|lei)`,
    String.raw`(?<scope>(?:\s+(?:federal|estadual|municipal|distrital))*)`,
    String.raw`\s*(?:n[º°o]?\.?\s*)?(?<number>\d{1,2}\.\d{3}|\d{1,5})(?![\d.,]\d)`,
    String.raw`(?:\s*\/\s*(?<year>\d{4}|\d{2})(?!\d)`,
    String.raw`|,?\s+de\s+(?:\d{1,2}[º°o]?\s+de\s+[a-z]+\s+de\s+(?<longYear>\d\.?\d{3})`,
    String.raw`|\d{1,2}[./]\d{1,2}[./](?<dateYear>\d{4}|\d{2})|(?<plainYear>\d\.?\d{3}))(?![\d\p{L}]))?`,
  ].join(''),
  'gu',
);
/** A state or city law named after its number ("Lei Complementar nº 123/2010 do Município de"). */
const LOCAL_LAW_AFTER =
  /^[^.;\n]{0,40}?\b(?:municipal|estadual|distrital|do\s+municipio|do\s+estado\s+d)/u;

/** What revoked a code, and when the new one came into force. */
interface Revocation {
  /** The revoked code as the finding names it. */
  old: string;
  /** The code in force. */
  current: string;
  /** The first day the old code no longer applies (ISO). */
  since: string;
  /** Words that show the citation already knows the current code ("CPC/2015", "atual art."). */
  knowsCurrent: RegExp;
}

/** CPC of 1973 (Lei 5.869/1973), revoked by the CPC of 2015 (Lei 13.105/2015, art. 1.046), in force on 18 March 2016. */
const OLD_CPC: Revocation = {
  old: 'CPC de 1973 (Lei 5.869/1973)',
  current: 'CPC de 2015 (Lei 13.105/2015)',
  since: '2016-03-18',
  knowsCurrent:
    /13\.?105|cpc\s*\/\s*(?:20)?15\b|cpc\s+de\s+2015|novo\s+(?:cpc|codigo\s+de\s+processo)|\batua(?:l|lmente)\b|correspond/u,
};
/** Código Civil of 1916 (Lei 3.071/1916), revoked by the Código Civil of 2002 (art. 2.045), in force on 11 January 2003. */
const OLD_CIVIL_CODE: Revocation = {
  old: 'Código Civil de 1916 (Lei 3.071/1916)',
  current: 'Código Civil de 2002 (Lei 10.406/2002)',
  since: '2003-01-11',
  knowsCurrent:
    /10\.?406|de\s+2002|\/\s*(?:20)?02\b|novo\s+codigo\s+civil|\batua(?:l|lmente)\b|correspond/u,
};
/**
 * Laws revoked for every contract, whatever its date of signature. Lei 8.666/1993 (revoked on
 * 30 December 2023 by Lei 14.133/2021, art. 193, II) and Lei 8.955/1994 (by Lei 13.966/2019) still
 * govern contracts made under them (Lei 14.133, arts. 190 and 191), so citing them is not judged.
 */
const REVOKED_LAWS = new Map<string, Revocation>([
  ['lei 5869', OLD_CPC],
  ['lei 3071', OLD_CIVIL_CODE],
]);

/**
 * Articles of the CPC of 1973 that contracts still cite, the words of the sentence that show the
 * old article is meant (the same number in the CPC of 2015 rules something else: art. 585 and
 * 586 are on land demarcation, 111 on revoking a lawyer's mandate, 20 on declaratory actions, 649
 * on probate) and where the rule is now. An article past 1.072, the last of the CPC of 2015
 * ("art. 1.102-A", the old monitory action), is the old code whatever the sentence says.
 */
const OLD_CPC_ARTICLES: readonly { article: number; topic: RegExp; now: string }[] = [
  {
    article: 585,
    topic: /titulos?\s+executivos?|via\s+executiva|execu(?:cao|tar|tado|tivo)/u,
    now: 'os títulos executivos extrajudiciais estão hoje no art. 784',
  },
  {
    article: 586,
    topic: /execu(?:cao|tar|tivo)|liquid[oa]|exigivel/u,
    now: 'a execução de título líquido, certo e exigível está hoje no art. 783',
  },
  {
    article: 111,
    topic: /\bforo\b|competencia/u,
    now: 'o foro de eleição está hoje no art. 63',
  },
  {
    article: 20,
    topic: /honorarios|sucumbencia/u,
    now: 'os honorários de sucumbência estão hoje no art. 85',
  },
  { article: 649, topic: /impenhora/u, now: 'os bens impenhoráveis estão hoje no art. 833' },
];
/** The last article of the CPC of 2015. */
const LAST_CPC_ARTICLE = 1072;
/** "/73", " de 1973": the year written after a code's name. */
const YEAR_AFTER = /^\s*(?:\/\s*|,?\s+de\s+)(?<year>\d{4}|\d{2})(?!\d)/u;
/** The article number of a citation entity's `article` ("art. 585, II"). */
const ENTITY_ARTICLE = /^art(?:igo)?s?\.?\s*(?<article>\d\.\d{3}|\d{1,4})/u;
/** ", art. 585" after a code's name ("CPC, art. 585"). */
const ARTICLE_AFTER = /^\s*,\s*(?:arts?\.|artigos?)\s*(?<article>\d\.\d{3}|\d{1,4})/u;
/** "art. 1.102-A do " before a code's name (what the citation entities do not read). */
const ARTICLE_BEFORE =
  /(?:arts?\.|artigos?)\s*(?<article>\d\.\d{3}|\d{1,4})(?:\s*-\s*[a-z])?(?:[^.;\n]{0,30}?)\s+d[oa]\s+$/u;

/**
 * The article cited with a mention of the CPC, read from the citation entity ("art. 585, II, do
 * CPC") or next to it where the entities do not read it ("CPC, art. 585", "CPC/73, art. 585",
 * "art. 1.102-A do CPC"), with the span that covers both; null when none is cited. `skip` is the
 * length of a year written after the code's name.
 */
function cpcArticleOf(
  doc: AnalyzedDocument,
  citation: { start: number; end: number; article: string | null },
  skip: number,
): { number: number; start: number; end: number } | null {
  const number = (text: string) => Number(text.replace('.', ''));
  const inEntity = ENTITY_ARTICLE.exec(citation.article ?? '')?.groups?.article;
  if (inEntity !== undefined) return { number: number(inEntity), ...citation };
  const after = ARTICLE_AFTER.exec(doc.fold.slice(citation.end + skip, citation.end + skip + 40));
  if (after !== null) {
    const end = citation.end + skip + after[0].length;
    return { number: number(after.groups!.article!), start: citation.start, end };
  }
  const before = doc.fold.slice(Math.max(0, citation.start - 60), citation.start);
  const match = ARTICLE_BEFORE.exec(before);
  if (match === null) return null;
  const start = citation.start - before.length + match.index;
  return { number: number(match.groups!.article!), start, end: citation.end };
}

/** One wrong citation: where, what is wrong, and how serious. */
export interface WrongCitation {
  start: number;
  end: number;
  text: string;
  severity: TSeverity;
}

const yearMatches = (written: string, year: number): boolean => {
  const digits = written.replace('.', '');
  return digits.length === 2 ? Number(digits) === year % 100 : Number(digits) === year;
};

const fullYear = (written: string, year: number): string => {
  const digits = written.replace('.', '');
  if (digits.length === 4) return digits;
  const century = Math.floor(year / 100) * 100;
  // "90" for a law of 1991 is 1990; "18" for a law of 2019 is 2018.
  const candidates = [century - 100, century, century + 100].map((c) => c + Number(digits));
  return String(candidates.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a)));
};

const kindOf = (folded: string): LawKind =>
  folded.startsWith('lei complementar')
    ? 'lei complementar'
    : folded.startsWith('decreto')
      ? 'decreto-lei'
      : 'lei';

const KIND_LABEL: Readonly<Record<LawKind, string>> = {
  lei: 'Lei',
  'lei complementar': 'Lei Complementar',
  'decreto-lei': 'Decreto-Lei',
};

/** "8.245", "167". */
const formatLawNumber = (n: number): string =>
  n >= 1000 ? `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}` : String(n);

/** The latest date the document states outside its law citations, or null. */
function latestDate(
  doc: AnalyzedDocument,
  cited: readonly { start: number; end: number }[],
): string | null {
  const outside = doc.entities.dates.filter(
    (date) =>
      date.precision === 'day' &&
      !cited.some((span) => date.start < span.end && span.start < date.end),
  );
  return outside.reduce<string | null>(
    (latest, date) => (latest === null || date.iso > latest ? date.iso : latest),
    null,
  );
}

/**
 * Whether a citation the entities found ("Lei 11.788/2008", "Decreto-Lei 1.598/1977", "LGPD",
 * "Código Civil") names a law the vetted table knows: a code or statute named by its name, or a
 * numbered law of KNOWN_LAWS. A plain decree ("Decreto 10.278/2020") is no law: not for this table.
 */
export function isKnownCitation(law: string): boolean {
  const numbered = /^(?:lei|decreto-lei)\b/iu.test(law.trim());
  if (!numbered) return true;
  const number = /(\d{1,3}(?:\.\d{3})+|\d+)/u.exec(law);
  if (number === null) return false;
  const value = Number(number[1]!.replace(/\./gu, ''));
  return KNOWN_LAWS.some((known) => known.number === value);
}

/**
 * Every wrong citation of the document (see module doc): wrong years of the laws of the table
 * (each listed with the years it is cited with), and revoked codes cited as the rule in force.
 */
export function wrongCitations(doc: AnalyzedDocument): WrongCitation[] {
  const { sentenceAt, preambleSentences } = indexDocument(doc);
  const sentenceFold = (offset: number): string => {
    const sentence =
      sentenceAt(offset) ??
      preambleSentences.find((s) => s.start <= offset && offset < s.end) ??
      null;
    if (sentence !== null) return sentence.fold;
    return doc.fold.slice(Math.max(0, offset - 200), offset + 200);
  };
  const found: WrongCitation[] = [];
  const lawSpans: { start: number; end: number }[] = [];
  /** Mentions of a revoked code; `article` is what the old article ruled, when one is cited. */
  const revokedMentions: {
    start: number;
    end: number;
    revocation: Revocation;
    article: string | null;
    severity: TSeverity;
  }[] = [];
  const yearsOf = new Map<
    string,
    { law: KnownLaw; years: Set<string>; wrong: { start: number; end: number }[] }
  >();

  for (const match of doc.fold.matchAll(CITED_LAW)) {
    const groups = match.groups!;
    const start = match.index;
    const end = start + match[0].length;
    lawSpans.push({ start, end });
    if (/estadual|municipal|distrital/u.test(groups.scope!)) continue;
    if (LOCAL_LAW_AFTER.test(doc.fold.slice(end, end + 60))) continue;
    const key = `${kindOf(groups.kind!)} ${Number(groups.number!.replace('.', ''))}`;
    const revocation = REVOKED_LAWS.get(key);
    if (revocation !== undefined) {
      revokedMentions.push({ start, end, revocation, article: null, severity: 'baixa' });
    }
    const law = LAW_BY_KEY.get(key);
    const written = groups.year ?? groups.longYear ?? groups.dateYear ?? groups.plainYear;
    if (law === undefined || written === undefined) continue;
    const entry = yearsOf.get(key) ?? { law, years: new Set<string>(), wrong: [] };
    entry.years.add(fullYear(written, law.year));
    if (!yearMatches(written, law.year)) entry.wrong.push({ start, end });
    yearsOf.set(key, entry);
  }

  for (const { law, years, wrong } of yearsOf.values()) {
    if (wrong.length === 0) continue;
    const cited = [...years].filter((year) => year !== String(law.year));
    const also = years.has(String(law.year))
      ? ` (em outro ponto, corretamente, de ${law.year})`
      : '';
    const label = `${KIND_LABEL[law.kind]} ${formatLawNumber(law.number)}`;
    for (const span of wrong) {
      found.push({
        ...span,
        severity: 'baixa',
        text: `a ${label} (${law.name}) é de ${law.year}, e o contrato a cita como de ${cited.join(' e de ')}${also}`,
      });
    }
  }

  // Codes named without their number ("CPC, art. 585", "CPC/73", "Código Civil de 1916").
  for (const citation of doc.entities.citations) {
    const isCpc = citation.law === 'CPC';
    if (!isCpc && citation.law !== 'Código Civil') continue;
    const revocation = isCpc ? OLD_CPC : OLD_CIVIL_CODE;
    const yearMatch = YEAR_AFTER.exec(doc.fold.slice(citation.end, citation.end + 40));
    const year = yearMatch?.groups?.year;
    if (year !== undefined && !yearMatches(year, isCpc ? 1973 : 1916)) continue;
    const isExplicitlyOld = year !== undefined;
    const article = isCpc ? cpcArticleOf(doc, citation, yearMatch?.[0].length ?? 0) : null;
    const old =
      article === null
        ? undefined
        : OLD_CPC_ARTICLES.find(
            (entry) =>
              entry.article === article.number && entry.topic.test(sentenceFold(citation.start)),
          );
    // Without its year, "art. 585 do CPC" is the old code only when the sentence is about what
    // the old article ruled, or when the article is past the last of the CPC of 2015.
    const isOldArticle =
      article !== null && (old !== undefined || article.number > LAST_CPC_ARTICLE);
    if (!isExplicitlyOld && !isOldArticle) continue;
    const label = article === null ? '' : `art. ${formatLawNumber(article.number)}`;
    revokedMentions.push({
      start: article?.start ?? citation.start,
      end: article?.end ?? citation.end,
      revocation,
      // The old code as the basis of a right (an executive title, the forum, fees) should be fixed.
      severity: old === undefined ? 'baixa' : 'média',
      article:
        article === null
          ? null
          : old !== undefined
            ? `o ${label} do ${OLD_CPC.old}, revogado pelo ${OLD_CPC.current}: ${old.now}`
            : article.number > LAST_CPC_ARTICLE
              ? `o ${label} do CPC, que só existia no ${OLD_CPC.old}, revogado pelo ${OLD_CPC.current} (este vai até o art. 1.072)`
              : `o ${label} do ${OLD_CPC.old}, revogado pelo ${OLD_CPC.current}`,
    });
  }

  const latest = latestDate(doc, lawSpans);
  for (const mention of revokedMentions) {
    // A document dated before the revocation cited the law then in force.
    if (latest !== null && latest < mention.revocation.since) continue;
    if (mention.revocation.knowsCurrent.test(sentenceFold(mention.start))) continue;
    found.push({
      start: mention.start,
      end: mention.end,
      severity: mention.severity,
      text: `o contrato cita ${mention.article ?? `o ${mention.revocation.old}, revogado pelo ${mention.revocation.current}`}`,
    });
  }
  return found.sort((a, b) => a.start - b.start);
}
