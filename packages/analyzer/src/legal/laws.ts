/**
 * The vetted table of the Brazilian federal laws that contracts cite: number, year, name, what a
 * sentence about each one talks of, and whether it is in force or was repealed (by what, from
 * when); for the codes, their last article; for the Civil Code, its parts, the subjects contracts
 * cite it for with their articles in the code of 2002 and in the repealed code of 1916, and the
 * general lease articles the Lei do Inquilinato displaces. The citation checks of the objective
 * analyzer (`analyzers/objective/laws.ts`) and the corpus judge read it; nothing outside it is
 * ever judged.
 *
 * Sources: each law's own heading as published in the Diário Oficial da União (number, date) and
 * its final articles (repeal, entry into force); the summaries of the codes (Lei 10.406/2002, Lei
 * 3.071/1916, Lei 13.105/2015, Lei 8.078/1990, Decreto-Lei 5.452/1943, Lei 8.245/1991, Lei
 * 13.709/2018) for their article ranges.
 */
import type { Regime } from '../facts/regime';
import type { LegalReferenceId } from './references';

export type LawKind = 'lei' | 'lei complementar' | 'decreto-lei';

/** A repeal that holds for every contract made after it (tempus regit actum, LINDB art. 6º). */
export interface Repeal {
  /** The law in force, as the finding names it. */
  current: string;
  /** The first day the old law no longer governs a new contract (ISO). */
  since: string;
  /** Words that show the citation already knows the law in force (folded text). */
  knowsCurrent: RegExp;
  /** The vetted reference that states the repeal, when the table has one. */
  legalRef?: LegalReferenceId;
}

/** A federal law of the vetted table. */
export interface KnownLaw {
  kind: LawKind;
  number: number;
  /** The year of its heading ("Lei nº 8.245, de 18 de outubro de 1991"), also its publication's. */
  year: number;
  /** How a reader knows it. */
  name: string;
  /**
   * What a sentence that cites it for its own subject talks of (folded text); with `regime`, what
   * tells which famous law a misnumbered citation meant.
   */
  subject?: RegExp;
  /** The regime of the facts model the law governs (a lease, an internship…). */
  regime?: keyof Pick<
    Regime,
    'isLease' | 'isConsumer' | 'isEmployment' | 'isInternship' | 'isPublic'
  >;
  /** Set when the law was repealed. */
  repeal?: Repeal;
}

/** "Lei 11.788/2008", "Lei Complementar 150/2015". */
const label = (kind: LawKind, number: number, year: number): string =>
  `${KIND_LABEL[kind]} ${formatLawNumber(number)}/${year}`;

export const KIND_LABEL: Readonly<Record<LawKind, string>> = {
  lei: 'Lei',
  'lei complementar': 'Lei Complementar',
  'decreto-lei': 'Decreto-Lei',
};

/** "8.245", "167". */
export const formatLawNumber = (n: number): string =>
  n >= 1000 ? `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}` : String(n);

/** The citation names the law in force, by number, or says the old one "corresponds" to it. */
const knows = (number: number): RegExp =>
  new RegExp(
    String.raw`${formatLawNumber(number).replace('.', String.raw`\.?`)}|\batua(?:l|lmente)\b|correspond`,
    'u',
  );

/**
 * Well-known federal laws that contracts cite, with the year of each one's own heading. Every one
 * was signed and published in the same year, so a citation by the year of publication is right
 * too. Lei 8.666/1993 (repealed on 30 December 2023 by Lei 14.133/2021, art. 193, II) still
 * governs the contracts made under it (Lei 14.133, arts. 190 and 191): it is not judged.
 */
export const KNOWN_LAWS: readonly KnownLaw[] = [
  { kind: 'decreto-lei', number: 58, year: 1937, name: 'Decreto-Lei dos loteamentos' },
  { kind: 'decreto-lei', number: 2848, year: 1940, name: 'Código Penal' },
  { kind: 'decreto-lei', number: 3689, year: 1941, name: 'Código de Processo Penal' },
  {
    kind: 'decreto-lei',
    number: 4657,
    year: 1942,
    name: 'Lei de Introdução às Normas do Direito Brasileiro',
  },
  {
    kind: 'decreto-lei',
    number: 5452,
    year: 1943,
    name: 'Consolidação das Leis do Trabalho',
    subject: /\b(?:trabalh\w*|empregad[oa]s?|empregador\w*|emprego)\b/u,
    regime: 'isEmployment',
  },
  {
    // Repealed by Lei 11.101/2005, art. 200, in force 120 days after its publication (9 Feb 2005).
    kind: 'decreto-lei',
    number: 7661,
    year: 1945,
    name: 'antiga Lei de Falências',
    repeal: {
      current: 'Lei 11.101/2005',
      since: '2005-06-09',
      knowsCurrent: knows(11101),
      legalRef: 'lei11101.art1-200',
    },
  },
  { kind: 'decreto-lei', number: 911, year: 1969, name: 'Decreto-Lei da alienação fiduciária' },
  {
    kind: 'decreto-lei',
    number: 1598,
    year: 1977,
    name: 'Decreto-Lei do Imposto de Renda das pessoas jurídicas',
  },
  { kind: 'lei', number: 3071, year: 1916, name: 'Código Civil de 1916' },
  { kind: 'lei', number: 4504, year: 1964, name: 'Estatuto da Terra' },
  {
    kind: 'lei',
    number: 4591,
    year: 1964,
    name: 'Lei de Condomínios e Incorporações',
    subject: /\b(?:incorpora\w*|condomin\w*)\b/u,
  },
  { kind: 'lei', number: 4728, year: 1965, name: 'Lei do Mercado de Capitais' },
  {
    kind: 'lei',
    number: 4886,
    year: 1965,
    name: 'Lei dos Representantes Comerciais',
    subject: /\brepresenta(?:cao|nte)s?\s+comercia(?:l|is)\b/u,
  },
  {
    kind: 'lei',
    number: 5474,
    year: 1968,
    name: 'Lei das Duplicatas',
    subject: /\bduplicatas?\b/u,
  },
  {
    // Repealed by Lei 9.279/1996, art. 244, whose rules took effect one year after its
    // publication of 15 May 1996 (art. 243).
    kind: 'lei',
    number: 5772,
    year: 1971,
    name: 'antigo Código da Propriedade Industrial',
    repeal: { current: 'Lei 9.279/1996', since: '1997-05-15', knowsCurrent: knows(9279) },
  },
  {
    // Repealed by Lei Complementar 150/2015, art. 46, in force on its publication (2 June 2015).
    kind: 'lei',
    number: 5859,
    year: 1972,
    name: 'antiga Lei do Empregado Doméstico',
    repeal: {
      current: 'Lei Complementar 150/2015',
      since: '2015-06-02',
      knowsCurrent: knows(150),
    },
  },
  { kind: 'lei', number: 5869, year: 1973, name: 'Código de Processo Civil de 1973' },
  {
    // Repealed by Lei 9.610/1998, art. 115 (but for its art. 17), in force 120 days after its
    // publication of 20 February 1998.
    kind: 'lei',
    number: 5988,
    year: 1973,
    name: 'antiga Lei de Direitos Autorais',
    repeal: { current: 'Lei 9.610/1998', since: '1998-06-20', knowsCurrent: knows(9610) },
  },
  { kind: 'lei', number: 6015, year: 1973, name: 'Lei de Registros Públicos' },
  {
    kind: 'lei',
    number: 6019,
    year: 1974,
    name: 'Lei do Trabalho Temporário',
    subject: /\b(?:trabalho|trabalhador(?:es)?)\s+temporari\w*\b/u,
  },
  {
    kind: 'lei',
    number: 6404,
    year: 1976,
    name: 'Lei das Sociedades por Ações',
    subject: /\b(?:sociedades?\s+(?:anonimas?|por\s+acoes)|acionistas?)\b/u,
  },
  {
    // Repealed by Lei 11.788/2008, art. 22, in force on its publication (26 September 2008).
    kind: 'lei',
    number: 6494,
    year: 1977,
    name: 'antiga Lei do Estágio',
    repeal: {
      current: 'Lei 11.788/2008',
      since: '2008-09-26',
      knowsCurrent: knows(11788),
      legalRef: 'lei11788.art22',
    },
  },
  {
    // Repealed by Lei 8.245/1991, art. 90, III, in force 60 days after its publication
    // (21 October 1991, art. 89).
    kind: 'lei',
    number: 6649,
    year: 1979,
    name: 'antiga Lei de Locações',
    repeal: { current: 'Lei 8.245/1991', since: '1991-12-20', knowsCurrent: knows(8245) },
  },
  {
    kind: 'lei',
    number: 6766,
    year: 1979,
    name: 'Lei do Parcelamento do Solo Urbano',
    subject: /\b(?:lote(?:s|amentos?)?|parcelamento\s+do\s+solo)\b/u,
  },
  { kind: 'lei', number: 7357, year: 1985, name: 'Lei do Cheque', subject: /\bcheques?\b/u },
  { kind: 'lei', number: 7418, year: 1985, name: 'Lei do Vale-Transporte' },
  {
    kind: 'lei',
    number: 8009,
    year: 1990,
    name: 'Lei do Bem de Família',
    subject: /\b(?:bem\s+de\s+familia|impenhorab\w*)\b/u,
  },
  {
    kind: 'lei',
    number: 8036,
    year: 1990,
    name: 'Lei do FGTS',
    subject: /\b(?:fgts|fundo\s+de\s+garantia)\b/u,
  },
  {
    kind: 'lei',
    number: 8069,
    year: 1990,
    name: 'Estatuto da Criança e do Adolescente',
    subject: /\b(?:criancas?|adolescentes?)\b/u,
  },
  {
    kind: 'lei',
    number: 8078,
    year: 1990,
    name: 'Código de Defesa do Consumidor',
    subject: /\b(?:consumidor\w*|consumo|fornecedor\w*)\b/u,
    regime: 'isConsumer',
  },
  { kind: 'lei', number: 8137, year: 1990, name: 'Lei dos Crimes contra a Ordem Tributária' },
  { kind: 'lei', number: 8212, year: 1991, name: 'Lei de Custeio da Previdência Social' },
  { kind: 'lei', number: 8213, year: 1991, name: 'Lei de Benefícios da Previdência Social' },
  {
    kind: 'lei',
    number: 8245,
    year: 1991,
    name: 'Lei do Inquilinato',
    subject: /\b(?:inquilinato|inquilin[oa]s?|locac\w*|locat[aá]ri\w*|locador\w*|alugue\w*)\b/u,
    regime: 'isLease',
  },
  { kind: 'lei', number: 8429, year: 1992, name: 'Lei de Improbidade Administrativa' },
  { kind: 'lei', number: 8666, year: 1993, name: 'antiga Lei de Licitações' },
  { kind: 'lei', number: 8880, year: 1994, name: 'Lei da URV' },
  {
    kind: 'lei',
    number: 8906,
    year: 1994,
    name: 'Estatuto da Advocacia',
    subject: /\b(?:advocaci\w*|advogad\w*)\b/u,
  },
  {
    // Repealed by Lei 13.966/2019, in force 90 days after its publication (27 December 2019).
    kind: 'lei',
    number: 8955,
    year: 1994,
    name: 'antiga Lei de Franquias',
    repeal: { current: 'Lei 13.966/2019', since: '2020-03-26', knowsCurrent: knows(13966) },
  },
  { kind: 'lei', number: 9069, year: 1995, name: 'Lei do Plano Real' },
  {
    kind: 'lei',
    number: 9099,
    year: 1995,
    name: 'Lei dos Juizados Especiais',
    subject: /\bjuizados?\s+especia(?:l|is)\b/u,
  },
  {
    kind: 'lei',
    number: 9279,
    year: 1996,
    name: 'Lei da Propriedade Industrial',
    subject: /\b(?:marcas?|patentes?|propriedade\s+industrial)\b/u,
  },
  {
    kind: 'lei',
    number: 9307,
    year: 1996,
    name: 'Lei de Arbitragem',
    subject: /\b(?:arbitra\w*|arbitr(?:o|al))\b/u,
  },
  {
    kind: 'lei',
    number: 9394,
    year: 1996,
    name: 'Lei de Diretrizes e Bases da Educação',
    subject: /\b(?:educac\w*|ensino)\b/u,
  },
  { kind: 'lei', number: 9492, year: 1997, name: 'Lei do Protesto de Títulos' },
  { kind: 'lei', number: 9503, year: 1997, name: 'Código de Trânsito Brasileiro' },
  {
    kind: 'lei',
    number: 9514,
    year: 1997,
    name: 'Lei da Alienação Fiduciária de Imóveis',
    subject: /\b(?:alienacao\s+fiduciaria|fiduciari\w*)\b/u,
  },
  { kind: 'lei', number: 9609, year: 1998, name: 'Lei do Software' },
  {
    kind: 'lei',
    number: 9610,
    year: 1998,
    name: 'Lei de Direitos Autorais',
    subject: /\bdireitos?\s+(?:autora(?:l|is)|de\s+autor)\b/u,
  },
  {
    kind: 'lei',
    number: 9613,
    year: 1998,
    name: 'Lei de Lavagem de Dinheiro',
    subject: /\blavagem\b/u,
  },
  {
    kind: 'lei',
    number: 9656,
    year: 1998,
    name: 'Lei dos Planos de Saúde',
    subject: /\bplanos?\s+(?:privados?\s+)?de\s+(?:assistencia\s+a\s+)?saude\b/u,
  },
  {
    kind: 'lei',
    number: 9870,
    year: 1999,
    name: 'Lei das Mensalidades Escolares',
    subject: /\b(?:anuidades?|semestralidades?|mensalidades?\s+escola\w*|escola\w*|ensino)\b/u,
  },
  { kind: 'lei', number: 10101, year: 2000, name: 'Lei da Participação nos Lucros' },
  {
    kind: 'lei',
    number: 10192,
    year: 2001,
    name: 'lei dos reajustes do Plano Real',
    subject: /\b(?:reajust\w*|correcao\s+monetaria|periodicidade)\b/u,
  },
  { kind: 'lei', number: 10406, year: 2002, name: 'Código Civil' },
  {
    kind: 'lei',
    number: 10741,
    year: 2003,
    name: 'Estatuto da Pessoa Idosa',
    subject: /\bidos[oa]s?\b/u,
  },
  { kind: 'lei', number: 10820, year: 2003, name: 'Lei do Crédito Consignado' },
  {
    kind: 'lei',
    number: 10931,
    year: 2004,
    name: 'Lei do Patrimônio de Afetação',
    subject: /\b(?:patrimonio\s+de\s+afetacao|incorpora\w*)\b/u,
  },
  {
    kind: 'lei',
    number: 11101,
    year: 2005,
    name: 'Lei de Recuperação Judicial e Falências',
    subject: /\b(?:falencia|recuperacao\s+(?:judicial|extrajudicial))\b/u,
  },
  { kind: 'lei', number: 11419, year: 2006, name: 'Lei do Processo Eletrônico' },
  {
    kind: 'lei',
    number: 11788,
    year: 2008,
    name: 'Lei do Estágio',
    subject: /\bestagi\w*\b/u,
    regime: 'isInternship',
  },
  {
    kind: 'lei',
    number: 11795,
    year: 2008,
    name: 'Lei dos Consórcios',
    subject: /\bconsorci\w*\b/u,
  },
  {
    kind: 'lei',
    number: 12414,
    year: 2011,
    name: 'Lei do Cadastro Positivo',
    subject: /\b(?:cadastro\s+positivo|historico\s+de\s+credito)\b/u,
  },
  { kind: 'lei', number: 12506, year: 2011, name: 'Lei do Aviso Prévio Proporcional' },
  { kind: 'lei', number: 12529, year: 2011, name: 'Lei de Defesa da Concorrência' },
  { kind: 'lei', number: 12683, year: 2012, name: 'lei que alterou a Lei de Lavagem de Dinheiro' },
  {
    kind: 'lei',
    number: 12846,
    year: 2013,
    name: 'Lei Anticorrupção',
    subject: /\b(?:anticorrup\w*|corrup\w*)\b/u,
  },
  {
    kind: 'lei',
    number: 12965,
    year: 2014,
    name: 'Marco Civil da Internet',
    subject: /\binternet\b/u,
  },
  { kind: 'lei', number: 13105, year: 2015, name: 'Código de Processo Civil' },
  {
    kind: 'lei',
    number: 13146,
    year: 2015,
    name: 'Estatuto da Pessoa com Deficiência',
    subject: /\bdeficiencia\b/u,
  },
  { kind: 'lei', number: 13352, year: 2016, name: 'Lei do Salão-Parceiro' },
  {
    kind: 'lei',
    number: 13429,
    year: 2017,
    name: 'Lei da Terceirização',
    subject: /\bterceiriz\w*\b/u,
  },
  { kind: 'lei', number: 13467, year: 2017, name: 'Reforma Trabalhista' },
  {
    kind: 'lei',
    number: 13709,
    year: 2018,
    name: 'Lei Geral de Proteção de Dados',
    subject:
      /\b(?:dados\s+pessoais|protecao\s+de\s+dados|tratamento\s+de\s+dados|titular\s+dos\s+dados|lgpd)\b/u,
  },
  { kind: 'lei', number: 13853, year: 2019, name: 'lei que criou a ANPD' },
  {
    kind: 'lei',
    number: 13874,
    year: 2019,
    name: 'Lei da Liberdade Econômica',
    subject: /\bliberdade\s+economica\b/u,
  },
  {
    kind: 'lei',
    number: 13966,
    year: 2019,
    name: 'Lei de Franquias',
    subject: /\bfranqu\w*\b/u,
  },
  {
    kind: 'lei',
    number: 14063,
    year: 2020,
    name: 'Lei das Assinaturas Eletrônicas',
    subject: /\bassinaturas?\s+eletronicas?\b/u,
  },
  {
    kind: 'lei',
    number: 14133,
    year: 2021,
    name: 'Lei de Licitações e Contratos',
    subject: /\b(?:licitac\w*|administracao\s+publica|contratos?\s+administrativos?)\b/u,
    regime: 'isPublic',
  },
  { kind: 'lei', number: 14181, year: 2021, name: 'Lei do Superendividamento' },
  { kind: 'lei', number: 14879, year: 2024, name: 'lei que alterou o foro de eleição' },
  { kind: 'lei', number: 14905, year: 2024, name: 'lei que alterou juros e correção monetária' },
  {
    kind: 'lei complementar',
    number: 105,
    year: 2001,
    name: 'Lei do Sigilo Bancário',
    subject: /\b(?:sigilo\s+bancario|instituicoes?\s+financeiras?)\b/u,
  },
  { kind: 'lei complementar', number: 116, year: 2003, name: 'Lei do ISS' },
  {
    kind: 'lei complementar',
    number: 123,
    year: 2006,
    name: 'Estatuto da Microempresa',
    subject: /\b(?:microempresas?|empresas?\s+de\s+pequeno\s+porte|simples\s+nacional)\b/u,
  },
  {
    kind: 'lei complementar',
    number: 150,
    year: 2015,
    name: 'Lei do Empregado Doméstico',
    subject: /\bdomestic[oa]s?\b/u,
  },
  {
    kind: 'lei complementar',
    number: 167,
    year: 2019,
    name: 'Lei da Empresa Simples de Crédito',
    subject: /\bempresas?\s+simples\s+de\s+credito\b/u,
  },
];

const LAW_BY_KEY = new Map(KNOWN_LAWS.map((law) => [`${law.kind} ${law.number}`, law]));

/** The law of the table with this kind and number, if any. */
export const knownLaw = (kind: LawKind, number: number): KnownLaw | undefined =>
  LAW_BY_KEY.get(`${kind} ${number}`);

/** "Lei 8.245/1991 (Lei do Inquilinato)". */
export const lawLabel = (law: KnownLaw): string =>
  `${label(law.kind, law.number, law.year)} (${law.name})`;

/** Whether two law numbers differ by one digit, or by two neighbouring digits swapped. */
function isOneDigitOff(a: number, b: number): boolean {
  const x = String(a);
  const y = String(b);
  if (x.length !== y.length || x === y) return false;
  const diff = [...x].flatMap((digit, i) => (digit === y[i] ? [] : [i]));
  if (diff.length === 1) return true;
  const [i, j] = diff;
  return diff.length === 2 && j === i! + 1 && x[i!] === y[j] && x[j] === y[i!];
}

/**
 * The famous law in force a citation of an unknown number probably meant: one digit off, of the
 * same kind, and that `fits` (the year written, the subject of the sentence or the document's
 * regime). Null unless exactly one law fits.
 */
export function meantLaw(
  kind: LawKind,
  number: number,
  fits: (law: KnownLaw) => boolean,
): KnownLaw | null {
  const candidates = KNOWN_LAWS.filter(
    (law) =>
      law.kind === kind &&
      law.repeal === undefined &&
      isOneDigitOff(law.number, number) &&
      fits(law),
  );
  return candidates.length === 1 ? candidates[0]! : null;
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

// ---------------------------------------------------------------- codes

/** A code (or a law cited article by article) and its last article. */
export interface Code {
  /** How the finding names it after "o art. 152": "do Código de Defesa do Consumidor". */
  of: string;
  /** Its last article: a higher one does not exist. */
  lastArticle: number;
}

/**
 * The codes by `canonicalLaw`. The CPC is judged with the rules of the CPC of 1973 (whose
 * articles went up to 1.220) in `analyzers/objective/laws.ts`.
 */
export const CODES: Readonly<Record<string, Code>> = {
  'Código Civil': { of: 'do Código Civil (Lei 10.406/2002)', lastArticle: 2046 },
  CDC: { of: 'do Código de Defesa do Consumidor', lastArticle: 119 },
  CLT: { of: 'da CLT', lastArticle: 922 },
  LGPD: { of: 'da LGPD (Lei 13.709/2018)', lastArticle: 65 },
  'Lei 8.245': { of: 'da Lei do Inquilinato (Lei 8.245/1991)', lastArticle: 90 },
  'Lei 9.307': { of: 'da Lei de Arbitragem (Lei 9.307/1996)', lastArticle: 44 },
  'Lei 11.788': { of: 'da Lei do Estágio (Lei 11.788/2008)', lastArticle: 22 },
};

/** Numbered forms of the codes the citation entities name by number only ("Lei 13.709"). */
const CODE_NUMBERS: Readonly<Record<string, string>> = {
  'Lei 10.406': 'Código Civil',
  'Lei 13.105': 'CPC',
  'Lei 8.078': 'CDC',
  'Lei 13.709': 'LGPD',
  'Decreto-Lei 5.452': 'CLT',
};

/**
 * The canonical name of a citation entity's law, without its year and with a code's name for its
 * number: "Lei 13.709" → "LGPD", "Lei 8.245/1991" → "Lei 8.245", "Código Civil" as it is.
 */
export function canonicalLaw(law: string): string {
  const bare = law.replace(/\/\d{4}$/u, '');
  return CODE_NUMBERS[bare] ?? bare;
}

/** The CPC of 2015 ends at art. 1.072, the CPC of 1973 at art. 1.220. */
export const LAST_CPC_ARTICLE = 1072;
export const LAST_OLD_CPC_ARTICLE = 1220;

/** An article of a code and the subject it rules, in the words a sentence about it uses. */
export interface ArticleSubject {
  article: number;
  name: string;
  words: RegExp;
}

/**
 * Articles of the consumer code each ruling one precise subject that contracts cite (Lei
 * 8.078/1990): citing one of them for another's subject points the reader to the wrong rule.
 */
export const CONSUMER_CODE_SUBJECTS: readonly ArticleSubject[] = [
  {
    // Art. 42, parágrafo único: what was charged unduly is returned in double.
    article: 42,
    name: 'a devolução em dobro do que foi cobrado indevidamente',
    words: /\b(?:em\s+dobro|repeticao\s+do\s+indebito)\b/u,
  },
  {
    // Art. 49: 7 days to withdraw from a purchase made away from the premises.
    article: 49,
    name: 'o direito de arrependimento',
    words:
      /\barrepend\w*|\bdesist\w*[^.;]{0,80}\b(?:7|sete)\s*(?:\(sete\)\s*)?dias\b|\b(?:7|sete)\s*(?:\(sete\)\s*)?dias\b[^.;]{0,80}\bdesist\w*/u,
  },
  {
    // Art. 52, § 1º: the late fine of at most 2% of the instalment.
    article: 52,
    name: 'a multa de mora (§ 1º)',
    words: /\bmulta\s+(?:de\s+mora|moratoria)\b|\bmulta\b[^.;]{0,60}\b(?:atraso|impontualidade)\b/u,
  },
];

// ---------------------------------------------------------------- the Civil Code

/** Inclusive article range. */
type Range = readonly [number, number];

const inRanges = (article: number, ranges: readonly Range[]): boolean =>
  ranges.some(([from, to]) => from <= article && article <= to);

/**
 * Parts of the Civil Code of 2002 where the numbers of the code of 1916 that contracts still cite
 * land, with what a sentence citing them for their own subject talks of: a sentence on a
 * mortgage citing art. 1.491 means the code in force.
 */
export const CIVIL_CODE_PARTS: readonly { range: Range; name: string; words: RegExp }[] = [
  { range: [158, 165], name: 'fraude contra credores', words: /\b(?:fraude|credor(?:es)?)\b/u },
  {
    range: [166, 184],
    name: 'invalidade do negócio jurídico',
    words: /\b(?:nul[oa]s?|nulidade|anula\w*|invalid\w*)\b/u,
  },
  {
    range: [887, 926],
    name: 'títulos de crédito',
    words: /\b(?:titulos?\s+de\s+credito|aval\w*|endoss\w*|cambi\w*|promissori\w*)\b/u,
  },
  {
    range: [927, 954],
    name: 'responsabilidade civil',
    words: /\b(?:indeniz\w*|danos?|repar\w*|responsab\w*|prejuizos?)\b/u,
  },
  {
    range: [955, 965],
    name: 'preferências e privilégios creditórios',
    words: /\b(?:privilegi\w*|preferenc\w*|insolv\w*|concurso\s+de\s+credores)\b/u,
  },
  {
    range: [966, 1195],
    name: 'direito de empresa',
    words:
      /\b(?:sociedades?|socios?|quotas?|cotas?|acionist\w*|empresari[oa]s?|estabelecimento|escrituracao)\b/u,
  },
  {
    range: [1196, 1224],
    name: 'posse',
    words:
      /\b(?:posse|possuidor\w*|benfeitori\w*|retencao|frutos|esbulh\w*|turbac\w*|reintegr\w*|interdito|reaver)\b/u,
  },
  {
    range: [1225, 1313],
    name: 'propriedade',
    words: /\b(?:propriedade|proprietari\w*|usucapiao|registro|vizinh\w*|acessao)\b/u,
  },
  { range: [1314, 1358], name: 'condomínio', words: /\bcondomin\w*\b/u },
  {
    range: [1359, 1430],
    name: 'direitos reais',
    words: /\b(?:fiduciari\w*|superficie|servid\w*|usufrut\w*|habitacao|direito\s+real)\b/u,
  },
  { range: [1431, 1472], name: 'penhor', words: /\bpenhor\w*\b/u },
  { range: [1473, 1505], name: 'hipoteca', words: /\bhipotec\w*\b/u },
];

/** The part of the code of 2002 an article falls in, if CIVIL_CODE_PARTS lists it. */
export const civilCodePartOf = (article: number) =>
  CIVIL_CODE_PARTS.find((part) => inRanges(article, [part.range]));

/**
 * A subject contracts cite the Civil Code for: the words that name it (folded text), its articles
 * in the code of 2002 and in the code of 1916 (Lei 3.071/1916, repealed by the code of 2002, art.
 * 2.045), and the article of 2002 each commonly cited article of 1916 became.
 */
export interface CivilSubject {
  name: string;
  words: RegExp;
  /** Where the subject is ruled now, as the finding says it ("arts. 408 a 416"). */
  now: string;
  in2002: readonly Range[];
  in1916: readonly Range[];
  /** Article of 1916 → article of 2002, for the ones contracts cite. */
  became?: Readonly<Record<number, number>>;
}

/**
 * The correspondence, from the summaries of both codes (titles and chapters of the special part)
 * and the text of the articles named in `became`.
 */
export const CIVIL_SUBJECTS: readonly CivilSubject[] = [
  {
    name: 'cláusula penal',
    words: /\b(?:clausula\s+penal|pena\s+convencional|multas?)\b/u,
    now: 'arts. 408 a 416',
    in2002: [[408, 416]],
    in1916: [[916, 927]],
    became: { 918: 410, 919: 411, 920: 412, 921: 408, 924: 413, 927: 416 },
  },
  {
    name: 'arras',
    words: /\b(?:arras|sinal)\b/u,
    now: 'arts. 417 a 420',
    in2002: [[417, 420]],
    in1916: [[1094, 1097]],
  },
  {
    name: 'exceção do contrato não cumprido',
    words:
      /\b(?:excec\w*\s+d[eo]\s+contrato\s+nao\s+cumprido|exceptio|antes\s+de\s+cumprid[ao]\s+(?:a\s+)?sua)\b/u,
    now: 'art. 476',
    in2002: [[476, 477]],
    in1916: [[1092, 1092]],
    became: { 1092: 476 },
  },
  {
    name: 'distrato',
    words: /\bdistrato\b/u,
    now: 'art. 472',
    in2002: [[472, 473]],
    in1916: [[1093, 1093]],
    became: { 1093: 472 },
  },
  {
    name: 'caso fortuito e força maior',
    words: /\b(?:caso\s+fortuito|forca\s+maior)\b/u,
    now: 'art. 393',
    in2002: [[393, 393]],
    in1916: [[1058, 1058]],
    became: { 1058: 393 },
  },
  {
    name: 'inadimplemento e perdas e danos',
    words: /\b(?:perdas\s+e\s+danos|lucros\s+cessantes|inadimpl\w*)\b/u,
    now: 'arts. 389 e 402 a 405',
    in2002: [[389, 405]],
    in1916: [[1056, 1061]],
    became: { 1056: 389, 1059: 402, 1060: 403 },
  },
  {
    name: 'juros legais',
    words: /\bjuros\b/u,
    now: 'arts. 406 e 407',
    in2002: [
      [406, 407],
      [591, 591],
    ],
    in1916: [[1062, 1064]],
    became: { 1062: 406, 1063: 406, 1064: 407 },
  },
  {
    name: 'mora',
    words: /\b(?:mora|atraso)\b/u,
    now: 'arts. 394 a 401',
    in2002: [[394, 401]],
    in1916: [[955, 963]],
    became: { 955: 394, 960: 397 },
  },
  {
    name: 'cessão de crédito',
    words: /\b(?:cessao\s+d[eo]s?\s+credito|cedente|cessionari[oa])\b/u,
    now: 'arts. 286 a 298',
    in2002: [[286, 298]],
    in1916: [[1065, 1078]],
  },
  {
    name: 'novação',
    words: /\bnovac\w*\b/u,
    now: 'arts. 360 a 367',
    in2002: [[360, 367]],
    in1916: [[999, 1008]],
  },
  {
    name: 'vícios redibitórios',
    words: /\b(?:vicios?\s+redibitori\w*|vicios?\s+ocultos?|defeitos?\s+ocultos?)\b/u,
    now: 'arts. 441 a 446',
    in2002: [[441, 446]],
    in1916: [[1101, 1106]],
  },
  {
    name: 'evicção',
    words: /\bevic\w*\b/u,
    now: 'arts. 447 a 457',
    in2002: [[447, 457]],
    in1916: [[1107, 1117]],
  },
  {
    name: 'compra e venda',
    words: /\b(?:compra\s+e\s+venda|vendedor\w*|comprador\w*)\b/u,
    now: 'arts. 481 a 532',
    in2002: [[481, 532]],
    in1916: [[1122, 1163]],
    became: { 1122: 481, 1136: 500 },
  },
  {
    name: 'doação',
    words: /\b(?:doac\w*|doador\w*|donatari\w*)\b/u,
    now: 'arts. 538 a 564',
    in2002: [[538, 564]],
    in1916: [[1165, 1187]],
    became: { 1165: 538 },
  },
  {
    name: 'locação de coisas',
    words: /\b(?:locac\w*|locat[aá]ri\w*|locador\w*|alugue\w*|benfeitori\w*)\b/u,
    now: 'arts. 565 a 578',
    in2002: [[565, 578]],
    in1916: [[1188, 1215]],
    became: { 1199: 578 },
  },
  {
    name: 'prestação de serviço',
    words: /\b(?:prestac\w*\s+de\s+servic\w*|locacao\s+de\s+servic\w*)\b/u,
    now: 'arts. 593 a 609',
    in2002: [[593, 609]],
    in1916: [[1216, 1236]],
  },
  {
    name: 'empreitada',
    words: /\b(?:empreitad\w*|empreiteir\w*)\b/u,
    now: 'arts. 610 a 626',
    in2002: [[610, 626]],
    in1916: [[1237, 1247]],
    became: { 1245: 618 },
  },
  {
    name: 'comodato',
    words: /\b(?:comodat\w*|comodante)\b/u,
    now: 'arts. 579 a 585',
    in2002: [[579, 585]],
    in1916: [[1248, 1255]],
    became: { 1248: 579 },
  },
  {
    name: 'mútuo',
    words: /\b(?:mutuo|mutuari[oa]|mutuante)\b/u,
    now: 'arts. 586 a 592',
    in2002: [[586, 592]],
    in1916: [[1256, 1264]],
    became: { 1256: 586 },
  },
  {
    name: 'mandato',
    words: /\b(?:mandat\w*|procurac\w*|procurador\w*)\b/u,
    now: 'arts. 653 a 692',
    in2002: [[653, 692]],
    in1916: [[1288, 1330]],
    became: { 1288: 653 },
  },
  {
    name: 'seguro',
    words: /\b(?:seguros?|segurad[oa]s?|seguradora)\b/u,
    now: 'arts. 757 a 802',
    in2002: [[757, 802]],
    in1916: [[1432, 1476]],
  },
  {
    name: 'fiança',
    words: /\b(?:fianc\w*|fiador\w*|beneficio\s+de\s+ordem)\b/u,
    now: 'arts. 818 a 839',
    in2002: [[818, 839]],
    in1916: [[1481, 1504]],
    became: { 1491: 827, 1492: 828, 1500: 835 },
  },
  {
    name: 'prescrição',
    words: /\bprescric\w*\b/u,
    now: 'arts. 189 a 206',
    in2002: [[189, 211]],
    in1916: [[161, 179]],
    became: { 177: 205, 178: 206 },
  },
];

/** Whether an article of 2002 falls in one of a subject's ranges. */
export const isIn2002 = (subject: CivilSubject, article: number) =>
  inRanges(article, subject.in2002);

/** Whether an article of 1916 falls in one of a subject's ranges. */
export const isIn1916 = (subject: CivilSubject, article: number) =>
  inRanges(article, subject.in1916);

/**
 * The general lease articles of the Civil Code (arts. 565–578, locação de coisas) that the Lei
 * do Inquilinato rules in its own way for an urban property, with the article of Lei 8.245/1991
 * that does: the urban lease stays governed by the special law (CC art. 2.036).
 */
export const URBAN_LEASE_ARTICLES: Readonly<Record<number, string>> = {
  566: 'art. 22, I',
  568: 'art. 22, II',
  569: 'art. 23',
  570: 'art. 23, II',
  571: 'art. 4º',
  573: 'arts. 46, 47 e 56',
  574: 'arts. 46, 47 e 56',
  576: 'art. 8º',
  577: 'arts. 10 e 11',
  578: 'art. 35',
};

// ---------------------------------------------------------------- institutes that no longer exist

/** A legal institute a law abolished, and what replaced it. */
export interface ExtinctInstitute {
  /** The institute's name (folded text). */
  pattern: RegExp;
  /** What the finding says about it. */
  text: string;
  since: string;
  knowsCurrent: RegExp;
  legalRef: LegalReferenceId;
}

export const EXTINCT_INSTITUTES: readonly ExtinctInstitute[] = [
  {
    // Decreto-Lei 7.661/1945, repealed by Lei 11.101/2005 (art. 200), which brought the
    // recuperação judicial and extrajudicial in force on 9 June 2005.
    pattern: /\bconcordatas?(?:\s+(?:preventivas?|suspensivas?))?\b/gu,
    text: 'a concordata, que deixou de existir com a Lei 11.101/2005 (hoje, recuperação judicial ou extrajudicial)',
    since: '2005-06-09',
    knowsCurrent: /\brecuperac\w*\s+(?:judicial|extrajudicial)|11\.?101/u,
    legalRef: 'lei11101.art1-200',
  },
  {
    // Abolished by the CPC of 2015 (in force on 18 March 2016): the defendant now names the
    // right party in the defence (arts. 338 and 339).
    pattern: /\bnomeacao\s+a\s+autoria\b/gu,
    text: 'a nomeação à autoria, extinta pelo CPC de 2015 (hoje, a indicação do réu correto dos arts. 338 e 339)',
    since: '2016-03-18',
    knowsCurrent: /\b33[89]\b|13\.?105|cpc\s*\/\s*(?:20)?15\b|cpc\s+de\s+2015/u,
    legalRef: 'cpc.art338-339',
  },
];
