/**
 * Laws cited wrongly (objetividade.lei_citada_errada), checked against the vetted law table
 * (`legal/laws.ts`):
 * - a well-known federal law cited with the wrong year ("Lei 8.245/90" for the Lei do
 *   Inquilinato, of 1991), or with a number one digit off a famous law the sentence or the
 *   document's regime is about ("Lei 8.254/91" in a lease), saying which law was meant;
 * - a repealed law or code cited as the rule in force ("via executiva (CPC, art. 585)": the
 *   titles that allow execution are in art. 784 of the CPC of 2015; the Lei 6.494/1977 of
 *   internships), and institutes that no longer exist (concordata, nomeação à autoria);
 * - an article of the Civil Code of 1916 cited as the code in force: "art. 1.092 do Código Civil"
 *   for the exceptio non adimpleti contractus, art. 476 of the code of 2002, whose art. 1.092 is
 *   company law;
 * - a general lease article of the Civil Code (arts. 565–578) cited for an urban lease, which
 *   the Lei do Inquilinato governs (CC art. 2.036): retention for improvements is its art. 35;
 * - the article on sensitive data (LGPD art. 11) given as the basis for ordinary data (art. 7º),
 *   and a consumer-code article ruling one subject cited for another's (art. 52 for the 7-day
 *   withdrawal of art. 49);
 * - the general part of the Código Comercial of 1850, repealed by the Civil Code of 2002;
 * - an article past the last one of its code.
 * Only what is certain is said: a law the table does not know is never judged, nor a state or
 * city law, nor a document dated before the repeal, nor a citation that names the rule in force
 * beside the old one.
 */
import type { TSeverity } from '@contrato-claro/shared';
import { regimeOf } from '../../facts/regime';
import { foldText } from '../../text/fold';
import {
  CIVIL_SUBJECTS,
  CONSUMER_CODE_SUBJECTS,
  EXTINCT_INSTITUTES,
  KIND_LABEL,
  LAST_CPC_ARTICLE,
  LAST_OLD_CPC_ARTICLE,
  CODES,
  URBAN_LEASE_ARTICLES,
  canonicalLaw,
  civilCodePartOf,
  formatLawNumber,
  isIn1916,
  isIn2002,
  knownLaw,
  lawLabel,
  meantLaw,
  type KnownLaw,
  type LawKind,
} from '../../legal/laws';
import type { LegalReferenceId } from '../../legal/references';
import type { AnalyzedDocument } from '../../types';
import { indexDocument } from '../document-index';

type Span = { start: number; end: number };

/** One wrong citation: where, what is wrong, how serious, and the vetted rule it breaks. */
export interface WrongCitation extends Span {
  text: string;
  severity: TSeverity;
  legalRef?: LegalReferenceId;
}

/** A citation of what the law no longer has: wrong only in a document made after `since`. */
interface Outdated extends WrongCitation {
  since: string;
  /** Words of the sentence that show it already knows the rule in force. */
  knowsCurrent: RegExp;
}

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

/** A repealed code, and when the new one came into force. */
interface Revocation {
  /** The repealed code as the finding names it. */
  old: string;
  /** The code in force. */
  current: string;
  /** The first day the old code no longer applies (ISO). */
  since: string;
  /** Words that show the citation already knows the current code ("CPC/2015", "atual art."). */
  knowsCurrent: RegExp;
  legalRef: LegalReferenceId;
}

/** CPC of 1973 (Lei 5.869/1973), repealed by the CPC of 2015 (Lei 13.105/2015, art. 1.046), in force on 18 March 2016. */
const OLD_CPC: Revocation = {
  old: 'CPC de 1973 (Lei 5.869/1973)',
  current: 'CPC de 2015 (Lei 13.105/2015)',
  since: '2016-03-18',
  knowsCurrent:
    /13\.?105|cpc\s*\/\s*(?:20)?15\b|cpc\s+de\s+2015|novo\s+(?:cpc|codigo\s+de\s+processo)|\batua(?:l|lmente)\b|correspond/u,
  legalRef: 'cpc.art1046',
};
/** Código Civil of 1916 (Lei 3.071/1916), repealed by the Código Civil of 2002 (art. 2.045), in force on 11 January 2003. */
const OLD_CIVIL_CODE: Revocation = {
  old: 'Código Civil de 1916 (Lei 3.071/1916)',
  current: 'Código Civil de 2002 (Lei 10.406/2002)',
  since: '2003-01-11',
  knowsCurrent:
    /10\.?406|de\s+2002|\/\s*(?:20)?02\b|novo\s+codigo\s+civil|\batua(?:l|lmente)\b|correspond/u,
  legalRef: 'cc.art2045',
};
/** The codes repealed for every contract made after the new one, by their numbered law. */
const REPEALED_CODES = new Map<string, Revocation>([
  ['lei 5869', OLD_CPC],
  ['lei 3071', OLD_CIVIL_CODE],
]);
/** What a number of the code of 1916 cited as the code in force may show: a note that it is the old one. */
const NOTES_OLD_NUMBER = /\batua(?:l|lmente)\b|correspond/u;

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
/** "/73", " de 1973": the year written after a code's name. */
const YEAR_AFTER = /^\s*(?:\/\s*|,?\s+de\s+)(?<year>\d{4}|\d{2})(?!\d)/u;
/** The articles of a citation entity's `article`: "art. 585, II", "arts. 413 e 571", "arts. 417 a 420". */
const ENTITY_ARTICLES =
  /^arts?\.\s*(?<first>\d\.\d{3}|\d{1,4})º?(?:\s+(?<joint>e|a|ate)\s+(?<second>\d\.\d{3}|\d{1,4}))?/u;
/** ", art. 585" after a code's name ("CPC, art. 585"). */
const ARTICLE_AFTER = /^\s*,\s*(?:arts?\.|artigos?)\s*(?<article>\d\.\d{3}|\d{1,4})/u;
/** "art. 1.102-A do " before a code's name (what the citation entities do not read). */
const ARTICLE_BEFORE =
  /(?:arts?\.|artigos?)\s*(?<article>\d\.\d{3}|\d{1,4})(?:\s*-\s*[a-z])?(?:[^.;\n]{0,30}?)\s+d[oa]\s+$/u;
/** The sentence names the Lei do Inquilinato beside a Civil Code lease article. */
const CITES_LEASE_LAW = /\b8\.?245\b|inquilinato/u;
/** An urban lease of real property, not a rural one or a lease of movables (folded text). */
const REAL_PROPERTY = /\bimove(?:l|is)\b/u;
const NOT_URBAN_LEASE =
  /\b(?:rural|arrendamento|garagem|estacionamento|publicitari\w*|apart[\s-]?hotel|flat|equipamentos?|veiculos?|maquinas?)\b/u;
/** The Código Comercial of 1850 (Lei 556/1850) named in the text. */
const COMMERCIAL_CODE = /\bcodigo\s+comercial(?:\s+brasileiro)?\b/gu;
/** Its Parte Segunda (arts. 457–796), on maritime trade, is still in force. */
const MARITIME_PART: readonly [number, number] = [457, 796];
const MARITIME = /\bmaritim\w*|\bnavios?\b|\bembarcac\w*|\bfretamento\b/u;
/** Words of a sentence on the legal bases of processing personal data. */
const LEGAL_BASES = /\b(?:consentimento|hipoteses|bases?\s+lega(?:l|is)|dispens\w*)\b/u;
/** Words of sensitive personal data (LGPD art. 5º, II): then art. 11 is the right basis. */
const SENSITIVE_DATA =
  /\b(?:sensive(?:l|is)|saude|biometric\w*|genetic\w*|religi\w*|etnic\w*|racia(?:l|is)|vida\s+sexual|orientacao\s+sexual|sindica\w*|opiniao\s+politica|filiacao)\b/u;

const number = (text: string): number => Number(text.replace('.', ''));

/** The sentence around an offset (folded): a body or preamble sentence, else a window. */
function sentenceFinder(doc: AnalyzedDocument): (offset: number) => string {
  const { sentenceAt, preambleSentenceAt } = indexDocument(doc);
  return (offset) =>
    (sentenceAt(offset) ?? preambleSentenceAt(offset))?.fold ??
    doc.fold.slice(Math.max(0, offset - 200), offset + 200);
}

const yearMatches = (written: string, year: number): boolean => {
  const digits = written.replace('.', '');
  return digits.length === 2 ? Number(digits) === year % 100 : Number(digits) === year;
};

const fullYear = (written: string, year: number): number => {
  const digits = written.replace('.', '');
  if (digits.length === 4) return Number(digits);
  const century = Math.floor(year / 100) * 100;
  // "90" for a law of 1991 is 1990; "18" for a law of 2019 is 2018.
  const candidates = [century - 100, century, century + 100].map((c) => c + Number(digits));
  return candidates.reduce((a, b) => (Math.abs(b - year) < Math.abs(a - year) ? b : a));
};

const kindOf = (folded: string): LawKind =>
  folded.startsWith('lei complementar')
    ? 'lei complementar'
    : folded.startsWith('decreto')
      ? 'decreto-lei'
      : 'lei';

/** The latest date the document states outside its law citations, or null. */
function latestDate(doc: AnalyzedDocument, cited: readonly Span[]): string | null {
  // The citations are in document order and do not overlap: the one that could contain a date
  // is the last one starting before it (binary search).
  const isCited = (date: Span): boolean => {
    let low = 0;
    let high = cited.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cited[mid]!.start < date.end) low = mid + 1;
      else high = mid;
    }
    return low > 0 && date.start < cited[low - 1]!.end;
  };
  const outside = doc.entities.dates.filter((date) => date.precision === 'day' && !isCited(date));
  return outside.reduce<string | null>(
    (latest, date) => (latest === null || date.iso > latest ? date.iso : latest),
    null,
  );
}

/** A federal numbered law as the contract cites it. */
interface CitedLaw extends Span {
  kind: LawKind;
  number: number;
  /** The year as written ("91", "2018"), if any. */
  written: string | undefined;
  /** Left out when checking: a state or city law. */
  isLocal: boolean;
}

function citedLaws(doc: AnalyzedDocument): CitedLaw[] {
  return [...doc.fold.matchAll(CITED_LAW)].map((match) => {
    const groups = match.groups!;
    const start = match.index;
    const end = start + match[0].length;
    return {
      start,
      end,
      kind: kindOf(groups.kind!),
      number: number(groups.number!),
      written: groups.year ?? groups.longYear ?? groups.dateYear ?? groups.plainYear,
      isLocal:
        /estadual|municipal|distrital/u.test(groups.scope!) ||
        LOCAL_LAW_AFTER.test(doc.fold.slice(end, end + 60)),
    };
  });
}

/** Laws of the table cited with a wrong year, each listed with the years it is cited with. */
function wrongYears(laws: readonly CitedLaw[]): WrongCitation[] {
  const yearsOf = new Map<KnownLaw, { years: Set<number>; wrong: Span[] }>();
  for (const cited of laws) {
    const law = knownLaw(cited.kind, cited.number);
    if (law === undefined || cited.written === undefined) continue;
    const entry = yearsOf.get(law) ?? { years: new Set<number>(), wrong: [] };
    entry.years.add(fullYear(cited.written, law.year));
    if (!yearMatches(cited.written, law.year)) entry.wrong.push(cited);
    yearsOf.set(law, entry);
  }
  return [...yearsOf].flatMap(([law, { years, wrong }]) => {
    const cited = [...years].filter((year) => year !== law.year);
    const also = years.has(law.year) ? ` (em outro ponto, corretamente, de ${law.year})` : '';
    const label = `${KIND_LABEL[law.kind]} ${formatLawNumber(law.number)}`;
    return wrong.map(({ start, end }) => ({
      start,
      end,
      severity: 'baixa' as const,
      text: `a ${label} (${law.name}) é de ${law.year}, e o contrato a cita como de ${cited.join(' e de ')}${also}`,
    }));
  });
}

/**
 * Numbers the table does not know that are one digit off a famous law in force the sentence or
 * the document's regime is about: "Lei 8.254/91" in a lease is the Lei do Inquilinato misnumbered.
 */
function misnumbered(
  doc: AnalyzedDocument,
  laws: readonly CitedLaw[],
  sentenceOf: (offset: number) => string,
): WrongCitation[] {
  const regime = regimeOf(doc);
  return laws.flatMap((cited) => {
    if (knownLaw(cited.kind, cited.number) !== undefined) return [];
    const sentence = sentenceOf(cited.start);
    const { written } = cited;
    const meant = meantLaw(
      cited.kind,
      cited.number,
      (law) =>
        (written === undefined || yearMatches(written, law.year)) &&
        ((law.subject?.test(sentence) ?? false) ||
          (law.regime !== undefined && regime[law.regime])),
    );
    if (meant === null) return [];
    const label = `${KIND_LABEL[cited.kind]} ${formatLawNumber(cited.number)}`;
    return [
      {
        start: cited.start,
        end: cited.end,
        severity: 'média' as const,
        text: `o contrato cita a ${label}, mas o assunto é o da ${lawLabel(meant)}, que provavelmente era a pretendida`,
      },
    ];
  });
}

/** A repealed code cited at `where`: wrong in a document made after the repeal. */
const repealedCode = (
  where: Span,
  code: Revocation,
  text: string,
  severity: TSeverity,
): Outdated => ({
  ...span(where),
  text,
  severity,
  since: code.since,
  knowsCurrent: code.knowsCurrent,
  legalRef: code.legalRef,
});

/** Repealed laws of the table cited as if in force. */
function repealedLaws(laws: readonly CitedLaw[]): Outdated[] {
  return laws.flatMap((cited): Outdated[] => {
    const code = REPEALED_CODES.get(`${cited.kind} ${cited.number}`);
    if (code !== undefined) {
      return [
        repealedCode(
          cited,
          code,
          `o contrato cita o ${code.old}, revogado pelo ${code.current}`,
          'baixa',
        ),
      ];
    }
    const law = knownLaw(cited.kind, cited.number);
    if (law?.repeal === undefined) return [];
    const { current, since, knowsCurrent, legalRef } = law.repeal;
    return [
      {
        ...span(cited),
        severity: 'baixa',
        text: `o contrato cita a ${lawLabel(law)}, revogada pela ${current}`,
        since,
        knowsCurrent,
        ...(legalRef === undefined ? {} : { legalRef }),
      },
    ];
  });
}

const span = ({ start, end }: Span): Span => ({ start, end });

/** The articles a code citation names, with the span that covers them. */
interface CitedArticles extends Span {
  /** Each article named; a range ("arts. 417 a 420") gives its two ends. */
  articles: number[];
  isRange: boolean;
}

/**
 * The articles cited with a code, read from the citation entity ("arts. 413 e 571 do Código
 * Civil") or next to it where the entities do not read it ("CPC, art. 585", "CPC/73, art. 585",
 * "art. 1.102-A do CPC"); null when none is cited. `skip` is the length of a year written after
 * the code's name.
 */
function articlesOf(
  doc: AnalyzedDocument,
  citation: { start: number; end: number; article: string | null },
  skip: number,
): CitedArticles | null {
  const inEntity = ENTITY_ARTICLES.exec(citation.article ?? '')?.groups;
  if (inEntity !== undefined) {
    const articles = [number(inEntity.first!)];
    if (inEntity.second !== undefined) articles.push(number(inEntity.second));
    return {
      articles,
      isRange: inEntity.joint !== undefined && inEntity.joint !== 'e',
      ...span(citation),
    };
  }
  const after = ARTICLE_AFTER.exec(doc.fold.slice(citation.end + skip, citation.end + skip + 40));
  if (after !== null) {
    const end = citation.end + skip + after[0].length;
    return {
      articles: [number(after.groups!.article!)],
      isRange: false,
      start: citation.start,
      end,
    };
  }
  const before = doc.fold.slice(Math.max(0, citation.start - 60), citation.start);
  const match = ARTICLE_BEFORE.exec(before);
  if (match === null) return null;
  const start = citation.start - before.length + match.index;
  return { articles: [number(match.groups!.article!)], isRange: false, start, end: citation.end };
}

/** "art. 1.092". */
const articleLabel = (article: number) =>
  `art. ${formatLawNumber(article)}${article < 10 ? 'º' : ''}`;

/** The code of 1973 cited as the CPC in force (see OLD_CPC_ARTICLES). */
function oldCpc(
  cited: CitedArticles | null,
  isExplicitlyOld: boolean,
  sentence: string,
  citation: Span,
): Outdated[] {
  const article =
    cited?.isRange === false && cited.articles.length === 1 ? cited.articles[0]! : null;
  const old =
    article === null
      ? undefined
      : OLD_CPC_ARTICLES.find((entry) => entry.article === article && entry.topic.test(sentence));
  // Without its year, "art. 585 do CPC" is the old code only when the sentence is about what
  // the old article ruled, or when the article is past the last of the CPC of 2015.
  const isPastLast = article !== null && article > LAST_CPC_ARTICLE;
  if (!isExplicitlyOld && old === undefined && !isPastLast) return [];
  const repealed = `${OLD_CPC.old}, revogado pelo ${OLD_CPC.current}`;
  if (article === null)
    return [repealedCode(citation, OLD_CPC, `o contrato cita o ${repealed}`, 'baixa')];
  const label = articleLabel(article);
  const text =
    article > LAST_OLD_CPC_ARTICLE
      ? `o contrato cita o ${label} do CPC, que não existe (o CPC vai até o art. 1.072)`
      : old !== undefined
        ? `o contrato cita o ${label} do ${repealed}: ${old.now}`
        : isPastLast
          ? `o contrato cita o ${label} do CPC, que só existia no ${repealed} (este vai até o art. 1.072)`
          : `o contrato cita o ${label} do ${repealed}`;
  // The old code as the basis of a right (an executive title, the forum, fees) should be fixed.
  return [repealedCode(cited!, OLD_CPC, text, old === undefined ? 'baixa' : 'média')];
}

/** The subject of the code of 1916 an article ruled that the sentence is about, and where it is now. */
function nowIn(article1916: number, sentence: string): { subject: string; now: string } | null {
  const subject = CIVIL_SUBJECTS.find((s) => s.words.test(sentence) && isIn1916(s, article1916));
  if (subject === undefined) return null;
  const became = subject.became?.[article1916];
  return {
    subject: subject.name,
    now: became === undefined ? `nos ${subject.now}` : `no ${articleLabel(became)}`,
  };
}

/**
 * The Civil Code cited with the numbers of the code of 1916: named as the 1916 one, or with an
 * article that the code in force puts in a part unrelated to what the sentence is about and the
 * code of 1916 put on exactly that subject ("exceção do contrato não cumprido (art. 1.092 do
 * Código Civil)"). A sentence that also speaks of what the article of 2002 rules is left alone.
 */
function oldCivilCode(
  cited: CitedArticles | null,
  isExplicitlyOld: boolean,
  sentence: string,
  citation: Span,
): Outdated[] {
  const articles = cited === null || cited.isRange ? [] : cited.articles;
  const repealed = `${OLD_CIVIL_CODE.old}, revogado pelo ${OLD_CIVIL_CODE.current}`;
  if (isExplicitlyOld) {
    if (articles.length === 0) {
      return [repealedCode(citation, OLD_CIVIL_CODE, `o contrato cita o ${repealed}`, 'baixa')];
    }
    const notes = articles.flatMap((article) => {
      const now = nowIn(article, sentence);
      return now === null ? [] : [`a regra (${now.subject}) está hoje ${now.now}`];
    });
    const text = `o contrato cita o ${articles.map(articleLabel).join(' e o ')} do ${repealed}${notes.length === 0 ? '' : `: ${notes.join('; ')}`}`;
    return [repealedCode(cited!, OLD_CIVIL_CODE, text, 'baixa')];
  }
  return articles.flatMap((article) => {
    const part = civilCodePartOf(article);
    const now = nowIn(article, sentence);
    if (now === null || part?.words.test(sentence)) return [];
    if (CIVIL_SUBJECTS.some((s) => s.words.test(sentence) && isIn2002(s, article))) return [];
    const label = articleLabel(article);
    const rules = part === undefined ? `não trata de ${now.subject}` : `trata de ${part.name}`;
    const text = `o ${label} do Código Civil em vigor ${rules}; a regra invocada (${now.subject}) era a do ${label} do ${OLD_CIVIL_CODE.old}, revogado, e está hoje ${now.now} do Código Civil de 2002`;
    // The number, not the code, is what the drafter got wrong: only "atual"/"corresponde" tells
    // that the old number is meant as such.
    return [
      { ...repealedCode(cited!, OLD_CIVIL_CODE, text, 'média'), knowsCurrent: NOTES_OLD_NUMBER },
    ];
  });
}

/**
 * Whether the document is an urban lease of real property (Lei 8.245/1991, art. 1º): a lease of
 * an "imóvel" whose title is not a rural lease, a parking or advertising space, an apart-hotel
 * or movables, which the Civil Code governs.
 */
function isUrbanLease(doc: AnalyzedDocument): boolean {
  const title = foldText(doc.classification.contractTitle ?? doc.text.slice(0, 300));
  return regimeOf(doc).isLease && REAL_PROPERTY.test(doc.fold) && !NOT_URBAN_LEASE.test(title);
}

/** General lease articles of the Civil Code cited for an urban lease (see URBAN_LEASE_ARTICLES). */
function leaseArticles(cited: CitedArticles, sentence: string): WrongCitation[] {
  if (cited.isRange || CITES_LEASE_LAW.test(sentence)) return [];
  return cited.articles.flatMap((article) => {
    const counterpart = URBAN_LEASE_ARTICLES[article];
    if (counterpart === undefined) return [];
    return [
      {
        ...span(cited),
        severity: 'baixa' as const,
        legalRef: 'cc.art2036' as const,
        text: `o ${articleLabel(article)} do Código Civil rege a locação de coisas em geral; a de imóvel urbano segue a Lei do Inquilinato (Lei 8.245/1991), que trata do assunto no ${counterpart}`,
      },
    ];
  });
}

/** LGPD art. 11 (sensitive data) given as the basis for processing ordinary data (art. 7º). */
function sensitiveDataBasis(
  cited: CitedArticles,
  sentence: string,
  clause: string,
): WrongCitation[] {
  const isOnlyArticle11 = cited.articles.length === 1 && cited.articles[0] === 11;
  if (!isOnlyArticle11 || !LEGAL_BASES.test(sentence) || SENSITIVE_DATA.test(clause)) return [];
  return [
    {
      ...span(cited),
      severity: 'média',
      legalRef: 'lgpd.art7-11',
      text: 'o art. 11 da LGPD trata só dos dados pessoais sensíveis; as hipóteses de tratamento dos demais dados, com ou sem consentimento, estão no art. 7º',
    },
  ];
}

/** A consumer-code article cited for the subject of another (see CONSUMER_CODE_SUBJECTS). */
function consumerArticleOffSubject(cited: CitedArticles, sentence: string): WrongCitation[] {
  if (cited.isRange || cited.articles.length !== 1) return [];
  const own = CONSUMER_CODE_SUBJECTS.find((subject) => subject.article === cited.articles[0]);
  if (own === undefined || own.words.test(sentence)) return [];
  const meant = CONSUMER_CODE_SUBJECTS.filter((subject) => subject.words.test(sentence));
  if (meant.length !== 1) return [];
  return [
    {
      ...span(cited),
      severity: 'média',
      text: `o ${articleLabel(own.article)} do Código de Defesa do Consumidor rege ${own.name}; ${meant[0]!.name} está no ${articleLabel(meant[0]!.article)}`,
    },
  ];
}

/**
 * The Código Comercial of 1850 cited for commerce in general: its Parte Primeira was repealed by
 * the Civil Code of 2002 (art. 2.045), which rules companies and commercial contracts since.
 */
function commercialCode(doc: AnalyzedDocument, sentenceOf: (offset: number) => string): Outdated[] {
  return [...doc.fold.matchAll(COMMERCIAL_CODE)].flatMap((match): Outdated[] => {
    const citation = { start: match.index, end: match.index + match[0].length, article: null };
    const sentence = sentenceOf(citation.start);
    if (MARITIME.test(sentence)) return [];
    const year = YEAR_AFTER.exec(doc.fold.slice(citation.end, citation.end + 40));
    const cited = articlesOf(doc, citation, year?.[0].length ?? 0);
    const [from, to] = MARITIME_PART;
    if (cited?.articles.some((article) => from <= article && article <= to)) return [];
    const text =
      cited === null || cited.isRange
        ? 'o contrato cita o Código Comercial (Lei 556/1850), cuja parte geral foi revogada pelo Código Civil de 2002'
        : `o contrato cita o ${cited.articles.map(articleLabel).join(' e o ')} do Código Comercial (Lei 556/1850), revogado pelo Código Civil de 2002`;
    return [
      {
        ...span(cited ?? citation),
        severity: 'baixa',
        text,
        since: OLD_CIVIL_CODE.since,
        knowsCurrent: NOTES_OLD_NUMBER,
        legalRef: OLD_CIVIL_CODE.legalRef,
      },
    ];
  });
}

/** An article past the last one of its code. */
function pastLastArticle(law: string, cited: CitedArticles): WrongCitation[] {
  const code = CODES[law];
  if (code === undefined) return [];
  return cited.articles
    .filter((article) => article > code.lastArticle)
    .map((article) => ({
      ...span(cited),
      severity: 'baixa' as const,
      text: `o contrato cita o ${articleLabel(article)} ${code.of}, que vai só até o ${articleLabel(code.lastArticle)}`,
    }));
}

/** The checks of the citations of codes and laws with their articles (see module doc). */
function codeCitations(
  doc: AnalyzedDocument,
  sentenceOf: (offset: number) => string,
): { wrong: WrongCitation[]; outdated: Outdated[] } {
  const { clauseAt, units } = indexDocument(doc);
  // A clause's own text, its sub-items left out: "Dados sensíveis" under the same section is
  // another item.
  const unitOf = new Map(units.map((unit) => [unit.clause, unit]));
  const ownText = (offset: number): string => {
    const unit = unitOf.get(clauseAt(offset))!;
    return doc.fold.slice(unit.clause.start, unit.end);
  };
  const isLease = isUrbanLease(doc);
  const wrong: WrongCitation[] = [];
  const outdated: Outdated[] = [];
  for (const citation of doc.entities.citations) {
    const sentence = sentenceOf(citation.start);
    const law = canonicalLaw(citation.law);
    const isCpc = law === 'CPC';
    const isCivilCode = law === 'Código Civil';
    const yearMatch =
      isCpc || isCivilCode
        ? YEAR_AFTER.exec(doc.fold.slice(citation.end, citation.end + 40))
        : null;
    const year = yearMatch?.groups?.year;
    const cited = articlesOf(doc, citation, yearMatch?.[0].length ?? 0);
    if (isCpc) {
      if (year !== undefined && !yearMatches(year, 1973)) continue;
      outdated.push(...oldCpc(cited, year !== undefined, sentence, citation));
      continue;
    }
    if (isCivilCode) {
      if (year !== undefined && !yearMatches(year, 1916) && !yearMatches(year, 2002)) continue;
      const isOld = year !== undefined && yearMatches(year, 1916);
      outdated.push(...oldCivilCode(cited, isOld, sentence, citation));
      if (isOld) continue;
    }
    if (cited === null) continue;
    wrong.push(...pastLastArticle(law, cited));
    if (law === 'CDC') wrong.push(...consumerArticleOffSubject(cited, sentence));
    if (isCivilCode && isLease) wrong.push(...leaseArticles(cited, sentence));
    if (law === 'LGPD') {
      wrong.push(...sensitiveDataBasis(cited, sentence, ownText(citation.start)));
    }
  }
  return { wrong, outdated };
}

/** Institutes the law abolished, named as if they still existed (see EXTINCT_INSTITUTES). */
function extinctInstitutes(doc: AnalyzedDocument): Outdated[] {
  return EXTINCT_INSTITUTES.flatMap((institute) =>
    [...doc.fold.matchAll(institute.pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      severity: 'baixa' as const,
      text: `o contrato menciona ${institute.text}`,
      since: institute.since,
      knowsCurrent: institute.knowsCurrent,
      legalRef: institute.legalRef,
    })),
  );
}

/** Every wrong citation of the document (see module doc), in document order. */
export function wrongCitations(doc: AnalyzedDocument): WrongCitation[] {
  const sentenceOf = sentenceFinder(doc);
  const all = citedLaws(doc);
  const laws = all.filter((cited) => !cited.isLocal);
  const codes = codeCitations(doc, sentenceOf);
  const outdated = [
    ...repealedLaws(laws),
    ...codes.outdated,
    ...commercialCode(doc, sentenceOf),
    ...extinctInstitutes(doc),
  ];
  const latest = latestDate(doc, all);
  // A document dated before the repeal cited the law then in force.
  const stillWrong = outdated
    .filter((mention) => latest === null || latest >= mention.since)
    .filter((mention) => !mention.knowsCurrent.test(sentenceOf(mention.start)))
    .map(({ since: _since, knowsCurrent: _knows, ...citation }) => citation);
  return [
    ...wrongYears(laws),
    ...misnumbered(doc, laws, sentenceOf),
    ...codes.wrong,
    ...stillWrong,
  ].sort((a, b) => a.start - b.start);
}
