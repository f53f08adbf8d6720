/**
 * Entity patterns, as data. Every pattern runs on the folded text (lower case, no accents, same
 * offsets as the original), is compiled once here and uses named groups.
 */
/** A figure with Brazilian separators: "1.234,56", "1500", "0,033". */
const FIGURE = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const SCALE = String.raw`mil|milhao|milhoes|bilhao|bilhoes`;
/**
 * A number written in words inside parentheses: "(mil reais)", "(dois por cento)", also after a
 * period or qualifier that drafters put between the figure and the words ("R$ 1.500,00 mensais
 * (mil e quinhentos reais)"), so the two are one value and not two.
 */
export const PARENTHESISED_WORDS =
  /^\s*(?:(?:mensais|anuais|semestrais|trimestrais|(?:por|ao)\s+(?:mes|ano)|brutos|liquidos)\s*)?\((?<words>[^()\n]{1,160})\)/u;

// ---------------------------------------------------------------- money

/** "R$ 1.234,56", "R$1.000,00", "R$ 500 mil", "R$ 1,5 milhão", and the typo "R$.85.000,00". */
export const MONEY_FIGURE = new RegExp(
  String.raw`r\$\s*\.?\s*(?<amount>${FIGURE})(?:\s+(?<scale>${SCALE})(?!\p{L}))?`,
  'gu',
);
/** "1,5 milhão de reais", "500 mil reais", "1.000,00 reais". */
export const MONEY_FIGURE_REAIS = new RegExp(
  String.raw`(?<![\d.,])(?<amount>${FIGURE})\s*(?:(?<scale>${SCALE})\s+)?(?:de\s+)?(?:reais|real)(?!\p{L})`,
  'gu',
);
/** The figure, its words in parentheses, then the unit: "10 (dez) reais". */
export const MONEY_FIGURE_WORDS_REAIS = new RegExp(
  String.raw`(?<![\d.,])(?<amount>${FIGURE})\s*\((?<words>[^()\n]{1,120})\)\s*(?:de\s+)?(?:reais|real)(?!\p{L})`,
  'gu',
);
/** After a number in words: "… reais", "… de reais" (sticky, tried at the end of the words). */
export const REAIS_AFTER_WORDS = /\s+(?:de\s+)?(?:reais|real)(?![a-z])/uy;
/** After "… reais": " e " before the cents in words. */
export const AND_AFTER_REAIS = /\s+e\s+/uy;
/** After a number in words: "… centavos". */
export const CENTS_AFTER_WORDS = /\s+centavos?(?![a-z])/uy;
/** After a value in words: the figure in parentheses, "mil reais (R$ 1.000,00)". */
export const MONEY_FIGURE_AFTER_WORDS = new RegExp(
  String.raw`\s*\(\s*r\$\s*(?<amount>${FIGURE})\s*\)`,
  'uy',
);
/** Scales written after a figure, as multipliers. */
export const SCALE_VALUES: Readonly<Record<string, number>> = {
  mil: 1e3,
  milhao: 1e6,
  milhoes: 1e6,
  bilhao: 1e9,
  bilhoes: 1e9,
};

// ---------------------------------------------------------------- percentages

/** A period as a rate or a recurring charge states it: "ao mês", "por mês", "a cada mês", "a.m.", "mensal", "mensais", "mensalmente". */
const per = (unit: string, adjective: string, abbreviation: string): string =>
  String.raw`(?:(?:ao|por(?:\s+cada)?|a\s+cada|a)\s+${unit}|a\.\s?${abbreviation}\.?|${adjective})(?!\p{L})`;
/** Per month: "ao mês", "por mês", "a.m.", "mensais", "mensalmente". */
export const PER_MONTH = per('mes', String.raw`mensa(?:l|is|lmente)`, 'm');
/** Per year: "ao ano", "por ano", "a.a.", "anual", "anuais", "anualmente". */
export const PER_YEAR = per('ano', String.raw`anua(?:l|is|lmente)`, 'a');
/** Per day: "ao dia", "por dia", "a.d.", "diário", "diários", "diariamente". */
export const PER_DAY = per('dia', String.raw`diari[oa]s?|diariamente`, 'd');
/** Any of the three periods. */
export const RATE_PERIOD = String.raw`(?:${PER_MONTH}|${PER_YEAR}|${PER_DAY})`;
/**
 * A period as an adjective of the charge, which may stand before its rate ("juros mensais de 2%",
 * "multa diária de 1%"): "mensal", "mensais", "anual", "diário", "diária".
 */
export const PERIOD_ADJECTIVE = String.raw`(?:mensa(?:l|is)|anua(?:l|is)|diari[oa]s?)(?!\p{L})`;
/** The period after a rate, also counted "pro rata die". */
const PERIOD = String.raw`(?:\s*,)?\s*(?<period>${RATE_PERIOD}|pro\s+rata\s+die)`;
/** "2%", "0,033% ao dia", "12 % a.a.", with optional words in parentheses handled after. */
export const PERCENT_FIGURE = new RegExp(String.raw`(?<![\d,.])(?<amount>${FIGURE})\s*%`, 'gu');
/** The figure, its words in parentheses, then the unit: "2 (dois) por cento". */
export const PERCENT_FIGURE_WORDS = new RegExp(
  String.raw`(?<![\d,.])(?<amount>${FIGURE})\s*\((?<words>[^()\n]{1,60})\)\s*por\s+cento(?!\p{L})`,
  'gu',
);
/** After a number in words: " virgula " before its decimals ("dois virgula cinco"). */
export const DECIMAL_COMMA_AFTER_WORDS = /\s+virgula\s+/uy;
/** After a number in words: "… por cento", "… e meio por cento". */
export const PERCENT_AFTER_WORDS = /(?:\s+e\s+mei[oa])?\s+por\s+cento(?![a-z])/uy;
/** After a rate in words: the figure in parentheses, "cinquenta por cento (50%)". */
export const PERCENT_FIGURE_AFTER_WORDS = new RegExp(
  String.raw`\s*\(\s*(?<amount>${FIGURE})\s*%\s*\)`,
  'uy',
);
/** Period right after a percentage (sticky: tried at the end of the match). */
export const PERCENT_PERIOD = new RegExp(`^${PERIOD}`, 'u');
/** A period anywhere in the words after a rate: "(dois por cento ao mês)". */
export const PERIOD_INSIDE = new RegExp(PERIOD, 'u');

// ---------------------------------------------------------------- dates

/** Month names, folded, January first. */
export const MONTHS: readonly string[] = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const MONTH = `(?<month>${MONTHS.join('|')})`;
/**
 * "05/03/2025", "5.3.2025", "05-03-25", and the first of the month as an ordinal: "1º/5/2026",
 * "1º.4.2026". After an ordinal the year has four digits unless the separator is "/", so a
 * numbered item such as "1º.2.10" is not a date (and "art. 1º/2" without a year never is).
 */
export const DATE_NUMERIC =
  /(?<![\d/.,-])(?<day>\d{1,2})(?:[º°o](?=[/.-]))?(?<sep>[/.-])(?<monthNumber>\d{1,2})\k<sep>(?<year>\d{4}|(?<!\d[º°o][.-]\d{1,2}[.-])\d{2})(?![\d/]|[.,]\d)/gu;
/**
 * "10 /07/2025", "10/ 07 /2025": slashes with a stray space, as extraction leaves them. A four-digit
 * year only, so "1 / 2" of a ratio or a list is not a date.
 */
export const DATE_NUMERIC_SPACED =
  /(?<![\d/.,-])(?<day>\d{1,2}) ?\/ ?(?<monthNumber>\d{1,2}) ?\/ ?(?<year>\d{4})(?![\d/]|[.,]\d)/gu;
/** "2025-03-05" (ISO). */
export const DATE_ISO = /(?<![\d/.-])(?<year>\d{4})-(?<monthNumber>\d{2})-(?<day>\d{2})(?![\d-])/gu;
/**
 * "1º de janeiro de 2025", "15 de março de 2025", "10 de março de 2.025", and as text extraction
 * glues or splits words: "29de Novembro de 2019", "25deAGOSTO de2019".
 */
export const DATE_LONG = new RegExp(
  String.raw`(?<![\d])(?<day>\d{1,2})\s*(?:[º°o](?!\p{L}))?\s*de\s*${MONTH}\s*de\s*(?<year>\d\.?\d{3})(?!\d)`,
  'gu',
);
/** "março de 2025", "março/2025". */
export const DATE_MONTH = new RegExp(
  String.raw`(?<![\p{L}])${MONTH}\s*(?:de|\/)\s*(?<year>\d{4})(?!\d)`,
  'gu',
);

// ---------------------------------------------------------------- durations

const UNIT = String.raw`(?<unit>horas?|dias?|semanas?|mes|meses|anos?)(?!\p{L})`;
const DAY_KIND = String.raw`(?:\s+(?<kind>uteis|corridos|consecutivos|seguidos))?`;
/** "30 (trinta) dias", "48 horas", "10 dias úteis", "12 (doze) meses". */
export const DURATION_FIGURE = new RegExp(
  String.raw`(?<![\d,./])(?<amount>\d{1,4})(?:\s*\((?<words>[^()\n]{1,60})\))?\s*${UNIT}${DAY_KIND}`,
  'gu',
);
/** After a number in words: "… (30) dias", "… dias corridos", "… ano". */
export const DURATION_AFTER_WORDS = new RegExp(
  String.raw`(?:\s*\((?<amount>\d{1,4})\))?\s+${UNIT}${DAY_KIND}`,
  'uy',
);

// ---------------------------------------------------------------- indices

/** Price indices and their canonical names. Longer names first. */
export const INDEX_NAMES: readonly (readonly [RegExp, string])[] = [
  [/indice\s+geral\s+de\s+precos\s*(?:-|do|ao)?\s*mercado/u, 'IGP-M'],
  [/indice\s+geral\s+de\s+precos\s*-?\s*disponibilidade\s+interna/u, 'IGP-DI'],
  [/indice\s+nacional\s+de\s+precos\s+ao\s+consumidor\s+amplo/u, 'IPCA'],
  [/indice\s+nacional\s+de\s+precos\s+ao\s+consumidor/u, 'INPC'],
  [/indice\s+nacional\s+de\s+custo\s+da\s+construcao/u, 'INCC'],
  [/igp\s*-?\s*m/u, 'IGP-M'],
  [/igp\s*-?\s*di/u, 'IGP-DI'],
  [/ipca/u, 'IPCA'],
  [/inpc/u, 'INPC'],
  [/(?:taxa\s+)?selic/u, 'SELIC'],
  [/incc/u, 'INCC'],
  [/ipc\s*[-/]?\s*fipe/u, 'IPC-FIPE'],
  [/ivar/u, 'IVAR'],
];
/** Every index name at once; `INDEX_NAMES` then tells which one matched. */
export const INDEX = new RegExp(
  String.raw`(?<![\p{L}\d-])(?<name>${INDEX_NAMES.map(([re]) => re.source).join('|')})(?:\s*[-/]\s*(?:e|15|fgv|ibge|fipe|di|m)(?![\p{L}\d]))*(?![\p{L}\d])`,
  'gu',
);

// ---------------------------------------------------------------- citations

/** Codes and well-known laws, and the canonical name each citation gets. */
export const LAW_NAMES: readonly (readonly [RegExp, string])[] = [
  [/codigo\s+de\s+defesa\s+do\s+consumidor|cdc/u, 'CDC'],
  [/codigo\s+de\s+processo\s+civil|cpc/u, 'CPC'],
  [/(?:novo\s+)?codigo\s+civil(?:\s+brasileiro)?|cc/u, 'Código Civil'],
  [/consolidacao\s+das\s+leis\s+do\s+trabalho|clt/u, 'CLT'],
  [/lei\s+(?:geral\s+)?de\s+protecao\s+de\s+dados(?:\s+pessoais)?|lgpd/u, 'LGPD'],
  [/constituicao\s+federal|constituicao\s+da\s+republica|cf\/88/u, 'Constituição Federal'],
  [/lei\s+do\s+inquilinato/u, 'Lei 8.245/1991'],
  [/lei\s+de\s+arbitragem/u, 'Lei 9.307/1996'],
];
/** Every law name, as one alternation. */
const LAW_NAME_SOURCE = LAW_NAMES.map(([pattern]) => pattern.source).join('|');
/** Numbered laws that have a usual name. */
export const NUMBERED_LAW_NAMES: Readonly<Record<string, string>> = {
  '8078/1990': 'CDC',
  '10406/2002': 'Código Civil',
  '13105/2015': 'CPC',
  '13709/2018': 'LGPD',
  '5452/1943': 'CLT',
};
/** "Lei nº 8.245/91", "Lei 13.709/2018 (LGPD)", "Lei Federal nº 10.192, de 14 de fevereiro de 2001". */
const NUMBERED_LAW = String.raw`(?<kind>lei|decreto(?:[\s-]+lei)?)\s+(?:federal\s+|complementar\s+)?(?:n[º°o]?\.?\s*)?(?<number>\d{1,2}\.?\d{3})(?:\s*\/\s*(?<year>\d{4}|\d{2})|,?\s+de\s+\d{1,2}[º°o]?\s+de\s+[a-z]+\s+de\s+(?<longYear>\d{4}))?(?:\s*\((?:[a-z-]{2,12}|${LAW_NAME_SOURCE})\))?`;
const NAMED_LAW = `(?<named>${LAW_NAME_SOURCE})(?![\\p{L}])`;
/** A law on its own. */
export const LAW = new RegExp(String.raw`(?<![\p{L}])(?:${NUMBERED_LAW}|${NAMED_LAW})`, 'gu');
/**
 * "art. 413 do Código Civil", "art. 51, IV, do CDC", "artigo 4º da Lei nº 8.245/91", "arts. 412 e
 * 413 do CC", "§ 2º do art. 38 da Lei 8.245/91", "art. 1.092 do Código Civil".
 */
export const ARTICLE_CITATION = new RegExp(
  String.raw`(?<![\p{L}§])(?:(?<paragraph>§\s*\d{1,2}\s*[º°]?|paragrafo\s+unico)\s*,?\s*d[oa]\s+)?art(?:igo)?s?\.?\s*(?<article>\d\.\d{3}|\d{1,4})\s*(?:[º°]|o(?!\p{L}))?(?<range>\s+(?:e|a|ate)\s+(?:\d\.\d{3}|\d{1,4})\s*[º°]?)?(?<detail>(?:\s*,\s*(?:§\s*\d{1,2}\s*[º°]?|paragrafo\s+unico|inciso\s+[ivxl]+|[ivxl]{1,6}(?![\p{L}])|caput|alinea\s+"?[a-z]"?))*)\s*,?\s+(?:d[oa]|desta|deste)\s+(?:(?:${NUMBERED_LAW})|${NAMED_LAW})`,
  'gu',
);

// ---------------------------------------------------------------- placeholders

/** Blanks to fill: "____", "R$ ___", "__/__/____", "......", "[NOME]", "${x}", "{{x}}", "xxx". */
export const PLACEHOLDER = new RegExp(
  [
    String.raw`(?:r\$\s*)?_{2,}(?:[\s/.,-]{0,3}_{2,})*`,
    String.raw`(?:r\$\s*)?(?:\.{4,}|…{2,})`,
    String.raw`\[[^\[\]\n]{0,60}\p{L}[^\[\]\n]{0,60}\]`,
    String.raw`\$\{[^{}\n]{1,60}\}`,
    String.raw`\{\{[^{}\n]{1,60}\}\}`,
    // A template engine's single-brace variable: "{nome}", "{$data['name']}", "{tmp1->nome}".
    String.raw`(?:r\$\s*)?(?<!\{)\{\$?[\p{L}_][^{}\s]{0,60}\}(?!\})`,
    String.raw`(?<![\p{L}\d])(?:r\$\s*)?x{2,}(?:[/.,-]x{2,})+(?![\p{L}\d])`,
    String.raw`(?<![\p{L}\d])x{3,}(?![\p{L}\d])`,
  ].join('|'),
  'gu',
);
/**
 * What follows the dotted leader of a table-of-contents line: a page number, then the line ends
 * ("CLÁUSULA 3ª – DO PREÇO .......... 4"). The dots lead the eye to the page, nothing is blank.
 */
export const TOC_PAGE_AFTER_LEADER = /^[.…\s]*\d{1,4}[ \t]*(?:\n|$)/u;
/** "(ENDEREÇO DO IMÓVEL)": a field name in capitals, run on the original text. */
/** A form's field label with nothing after it on its line (folded, multiline). */
export const EMPTY_FIELD =
  /^(?:nome(?:\s+completo)?|razao\s+social|cpf(?:\s*\(mf\))?(?:\s*\/\s*(?:mf|cnpj))?(?:\s*n[ºo°.]*)?|cnpj(?:\s*n[ºo°.]*)?|rg(?:\s*n[ºo°.]*)?|identidade|nacionalidade|estado\s+civil|profissao|data\s+de\s+nascimento|nascimento|sexo|idade|endereco(?:\s+completo)?|n[ºo°]|numero|complemento|bairro|cidade|municipio|estado|uf|cep|telefones?|tel\.?(?:\s*\w+\.?)?|celular|e-?mail|representante(?:\s+legal)?|cargo|parentesco|codigo|matricula|curso|periodo|turma|servico\s+contratado|plano\s+contratado)[ \t]*[:;][ \t]*$/gmu;
/**
 * A label alone on its line, in sentence or title case ("Formação Acadêmica:", "Identificação da
 * Mutuante:"), that is not a heading of the contract's own structure. Run on the original text.
 */
export const FORM_LABEL =
  /^(?!(?:cl[aá]usula|par[aá]grafo|considerando|item|anexo|obs|observaç|nota|testemunha|assinatura)\b)\p{Lu}[\p{L}º°ª./()-]*(?:[ \t]+[\p{L}º°ª./()-]+){0,4}[ \t]*:[ \t]*$/gimu;
/** The words a dummy value is made of (besides FIELD_WORDS). */
export const DUMMY_WORDS = new Set([
  'aluno',
  'aluna',
  'contratante',
  'contratado',
  'contratada',
  'responsavel',
  'cliente',
  'empresa',
  'completo',
  'sobrenome',
  'titular',
  'fulano',
  'beltrano',
  'ciclano',
  'tal',
  'do',
  'da',
  'de',
  'dos',
  'das',
]);
export const CAPITAL_FIELD = /\((?<field>\p{Lu}[\p{Lu}\d\s/º°ª.,-]{1,60})\)/gu;
/** First words that make a parenthesised capital text a field to fill rather than an acronym. */
export const FIELD_WORDS = new Set([
  'nome',
  'endereco',
  'cpf',
  'cnpj',
  'rg',
  'valor',
  'data',
  'cidade',
  'estado',
  'numero',
  'qualificacao',
  'nacionalidade',
  'profissao',
  'razao',
  'e-mail',
  'email',
  'telefone',
  'cep',
  'bairro',
  'municipio',
  'uf',
  'descricao',
  'descrever',
  'prazo',
  'percentual',
  'dia',
  'mes',
  'ano',
  'inserir',
  'preencher',
  'completar',
  'informar',
  'indicar',
  'especificar',
  'local',
  'quantidade',
  'matricula',
  'placa',
  'modelo',
  'banco',
  'agencia',
  'conta',
]);
/** Words before "XX"/"XXX" that make it a Roman numeral, not a blank: "inciso XX", "Cláusula XXX". */
export const ROMAN_CONTEXT = /(?:inciso|clausula|art\.?|artigo|capitulo|secao|titulo|,)\s*$/u;

// ---------------------------------------------------------------- parties

/** Party roles as they are written in capitals, both genders and plurals. Longest first. */
export const ROLES: readonly string[] = [
  'PROMITENTES VENDEDORES',
  'PROMITENTE VENDEDORA',
  'PROMITENTE VENDEDOR',
  'PROMITENTES COMPRADORES',
  'PROMITENTE COMPRADORA',
  'PROMITENTE COMPRADOR',
  'PROMISSÁRIOS COMPRADORES',
  'PROMISSÁRIA COMPRADORA',
  'PROMISSÁRIO COMPRADOR',
  'PROMISSÁRIA',
  'PROMISSÁRIO',
  'PARTE REVELADORA',
  'PARTE RECEPTORA',
  'PRESTADORA DE SERVIÇOS',
  'PRESTADOR DE SERVIÇOS',
  'INSTITUIÇÃO DE ENSINO',
  'CONTRATANTES',
  'CONTRATANTE',
  'CONTRATADAS',
  'CONTRATADOS',
  'CONTRATADA',
  'CONTRATADO',
  'SUBLOCADORA',
  'SUBLOCADOR',
  'SUBLOCATÁRIA',
  'SUBLOCATÁRIO',
  'LOCADORES',
  'LOCADORA',
  'LOCADOR',
  'LOCATÁRIOS',
  'LOCATÁRIA',
  'LOCATÁRIO',
  'VENDEDORES',
  'VENDEDORA',
  'VENDEDOR',
  'COMPRADORES',
  'COMPRADORA',
  'COMPRADOR',
  'COMODANTE',
  'COMODATÁRIA',
  'COMODATÁRIO',
  'DOADORES',
  'DOADORA',
  'DOADOR',
  'DONATÁRIOS',
  'DONATÁRIA',
  'DONATÁRIO',
  'MUTUANTE',
  'MUTUÁRIA',
  'MUTUÁRIO',
  'EMPREGADORA',
  'EMPREGADOR',
  'EMPREGADA',
  'EMPREGADO',
  'FRANQUEADORA',
  'FRANQUEADOR',
  'FRANQUEADA',
  'FRANQUEADO',
  'LICENCIANTE',
  'LICENCIADA',
  'LICENCIADO',
  'REVELADORA',
  'REVELADOR',
  'RECEPTORA',
  'RECEPTOR',
  'SÓCIOS',
  'SÓCIA',
  'SÓCIO',
  'FIADORES',
  'FIADORA',
  'FIADOR',
  'PRESTADORA',
  'PRESTADOR',
  'TOMADORA',
  'TOMADOR',
  'CEDENTE',
  'CESSIONÁRIA',
  'CESSIONÁRIO',
  'INTERVENIENTE',
  'ANUENTE',
  'OUTORGANTE',
  'OUTORGADA',
  'OUTORGADO',
  'CREDORA',
  'CREDOR',
  'DEVEDORA',
  'DEVEDOR',
  'PARCEIRAS',
  'PARCEIROS',
  'PARCEIRA',
  'PARCEIRO',
  'USUÁRIA',
  'USUÁRIO',
  'ALUNA',
  'ALUNO',
  'ESCOLA',
  'DEPOSITANTE',
  'DEPOSITÁRIA',
  'DEPOSITÁRIO',
  'CORRETORA',
  'CORRETOR',
  'AVALISTA',
  'FORNECEDORA',
  'FORNECEDOR',
  'CONSULTORA',
  'CONSULTOR',
  'CLIENTE',
];
const ROLE_SOURCE = ROLES.map((role) =>
  role.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ /gu, '\\s+'),
).join('|');
/** An alias the contract defines for a party: a word in capitals ("NEXUS"), checked on the original. */
const ALIAS_SOURCE = String.raw`[\p{L}][\p{L}\d&.-]{1,29}(?: +[\p{L}][\p{L}\d&.-]{1,29}){0,2}`;

/** "simplesmente", "apenas" around a naming verb. */
const ONLY = String.raw`(?:(?:simplesmente|apenas|somente)\s+)?`;
/** "denominado", "chamadas", "designado(a)". */
const NAMING_VERB = String.raw`(?:denominad|designad|chamad|referid|identificad|nomead|tratad)[oa]s?(?:\([oa]s?\))?`;
/**
 * "doravante denominado LOCADOR", "daqui em diante denominado apenas PARCEIRO", "doravante
 * simplesmente CONTRATANTE", "neste ato denominada "NEXUS"", "na qualidade de FIADOR", and a name
 * in quotes between parentheses after the qualification: "…, inscrita no CNPJ sob o nº …,
 * ("EMPRESA")".
 *
 * Also the plainer wordings of many drafters, which `parties.ts` accepts only after a
 * qualification (CPF/CNPJ, "brasileiro", "residente"…): "aqui chamada simplesmente Locadora",
 * "que passa a ser chamado de Credor" (group `here`), and right after the comma that closes the
 * qualification ", denominada Escola," (group `bare`), where only a role of `ROLES` followed by
 * the end of the definition counts, so "o imóvel denominado Fazenda Boa Vista" or "a sociedade
 * denominada ALFA LTDA" are no party.
 */
export const ROLE_DEFINITION = new RegExp(
  String.raw`(?:(?:doravante|adiante|a\s+seguir|de\s+ora\s+em\s+diante|daqui\s+(?:em|por)\s+diante|de\s+agora\s+em\s+diante)[\s,]*${ONLY}(?:${NAMING_VERB}[\s,]+)?${ONLY}(?:(?:de|como|por)\s+)?|(?:neste\s+ato|neste\s+instrumento)[\s,]*${ONLY}${NAMING_VERB}\s+${ONLY}(?:(?:de|como|por)\s+)?|(?<here>(?:aqui|que\s+passa(?:m|ra|rao)?\s+a\s+ser)[\s,]*${ONLY}${NAMING_VERB}\s+${ONLY}(?:(?:de|como|por)\s+)?)|(?<bare>(?<=,\s{0,3})(?:(?:o|a|os|as)\s+)?${ONLY}(?:denominad|designad|chamad)[oa]s?(?:\([oa]s?\))?\s+${ONLY}(?:de\s+)?)|na\s+qualidade\s+de\s+|na\s+condicao\s+de\s+|(?<paren>\(\s*)(?=["']))(?:(?:o|a|os|as)\s+)?["']?(?:(?<role>${ROLE_SOURCE})|(?<alias>${ALIAS_SOURCE}))(?![\p{L}\d])`,
  'gu',
);
/**
 * What closes a bare definition (", denominada Escola, e de outro lado"): punctuation or " e ",
 * not more words of a name ("denominada Escola Pequeno Sábio").
 */
export const DEFINITION_END = /^(?:\([oa]s?\))?(?:\s*(?:[,;.:)"'\n]|$)|\s+e\s)/u;
/**
 * "LOCADOR: JOÃO DA SILVA, …" at the start of a line or of a sentence, or after an item letter or
 * number ("A) LOCADORA: VERA…" in a quadro resumo).
 */
export const ROLE_LABEL = new RegExp(
  String.raw`(?:^|(?<=[.;]\s{1,3})|(?<=^(?:[a-z]|\d{1,2}(?:\.\d{1,2})*)\s*[.)–-]\s{0,3}))(?<role>${ROLE_SOURCE})(?:\s*\((?:[oa]s?|es|s)\))*(?<qualifier>[ \t]+[^:\n]{1,30}?)?\s*:\s*`,
  'gmu',
);
/**
 * A role alone on its line, the qualification on the next lines ("CONTRATADA", "–", "G7
 * ASSESSORIA LTDA, inscrita…"; "CÔNJUGE:" above a form).
 */
export const ROLE_LINE = new RegExp(
  String.raw`^(?:(?:[a-z]|\d{1,2}(?:\.\d{1,2})*)\s*[.)–-]\s{0,3})?(?<role>${ROLE_SOURCE})(?:\s*\((?:[oa]s?|es|s)\))*\s*[:–-]?[ \t]*$`,
  'gmu',
);
/** The name field of a form: "Nome: MARIA DA SILVA", "Nome completo: …", "Razão social: …". */
export const NAME_FIELD = /^(?:nome(?:\s+completo)?|razao\s+social)\s*:[ \t]*(?<value>\S[^\n]*)$/mu;
/**
 * A label in capitals the contract uses as a role ("REPRESENTADA: CALÇADOS…", "A) COWORKING:"),
 * on the original text, at the start of a line. Only a party when a qualification follows.
 */
export const CUSTOM_LABEL =
  /^(?:(?:[A-Za-z]|\d{1,2})[.)]\s{0,3})?(?<role>\p{Lu}{3,}(?: \p{Lu}{2,}){0,2})(?:\s*\([oa]s?\))?\s*:\s*(?=\p{Lu})/gmu;
/** Labels in capitals that name a field of a form, not a party. */
export const FIELD_LABELS = new Set([
  'nome',
  'nome completo',
  'razao social',
  'cpf',
  'cnpj',
  'rg',
  'endereco',
  'sede',
  'qualificacao',
  'partes',
  'imovel',
  'objeto',
  'representante legal',
  'procurador',
  'procuradora',
  'testemunha',
  'testemunhas',
  'responsavel',
  'responsavel financeiro',
  'contato',
  'email',
  'data',
  'local',
]);
/** What makes the text after a label a party's qualification: a tax id or its usual words. */
export const QUALIFICATION =
  /\b(?:inscrit[oa]|cpf|cnpj|portador[a]?|brasileir[oa]|pessoa\s+juridica|com\s+sede|residente)\b/u;
/** Any mention of a role (folded). */
export const ROLE_MENTION = new RegExp(
  String.raw`(?<![\p{L}])(?<role>${ROLE_SOURCE})(?![\p{L}])`,
  'gu',
);
/** Words that open a qualification before the name: "De um lado,", "e, de outro lado,", "a empresa". */
export const NAME_PREFIX =
  /^(?:[\s,;:.–-]|\d+[.)]|\(?[a-z]\)|e(?=[\s,])|(?:pelo\s+presente|por\s+este|por\s+meio\s+deste|neste)\s+instrumento(?:\s+particular)?|de\s+um\s+lado|de\s+outro\s+lado|por\s+(?:um|outro)\s+lado|por\s+fim|ainda|como|[oa]\([oa]\)|[oa]s?(?=\s)|empresa|eu(?=[\s,])|sr\.?(?=\s)|sra\.?(?=\s)|dr\.?(?=\s)|dra\.?(?=\s)|senhora?)+/u;
/**
 * Where the qualification turns to a representative ("neste ato representada por seu diretor
 * FULANO", "por meio de seu sócio"): a name after it is not the party's.
 */
export const REPRESENTATIVE =
  /\b(?:representad[oa]s?(?:\s+legalmente)?(?:\s+neste\s+ato)?\s+(?:por|pel[oa])|(?:neste\s+ato|por\s+meio\s+de|atraves\s+de)\s+(?:por\s+)?(?:seu|sua|seus|suas)\b|assistid[oa]\s+por|corretora?\s+de\s+imoveis)/u;
/** Words that open an address, not a name ("RUA DAS PALMEIRAS, 90"). */
export const ADDRESS_START =
  /^(?:rua|r\.|avenida|av\.?|travessa|alameda|rodovia|praca|estrada|quadra|qd\.?|lote|setor|bloco|conjunto|qne|qnd|sqs|sqn|shis|cln|cls|bairro|sala)\b/u;
/** A proper name: capitalised words and their particles, up to the first comma. */
export const PROPER_NAME =
  /^\p{Lu}[\p{L}'.&\d-]*(?:\s+(?:\p{Lu}[\p{L}'.&\d/-]*|(?:d[aeo]s?|e|&|di|von|van)(?!\p{L})|[-–](?=\s+\p{Lu}(?:\p{Ll}|\p{Lu}{5}))(?!\s+(?:CPF|CNPJ|RG|CNH|Inscri|INSCRI))))*/u;
/** A CPF or CNPJ, punctuated or not. */
export const TAX_ID =
  /(?<![\d./-])(?:\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})(?![\d])/u;
/** Collective names that are not a party of their own. */
export const COLLECTIVE_ALIASES = new Set([
  'parte',
  'partes',
  'ambas',
  'contrato',
  'acordo',
  'termo',
]);

// ---------------------------------------------------------------- parties the definitions miss
// (read when the contract defines fewer than two parties; FORM_LINE, FORM_NAME_FIELD, TAX_NUMBER,
// TAX_ID_BEFORE, NAME_TOKEN, COMPANY_AFTER and SERVICE_NAME run on the original text, where a
// capital tells a name)

/**
 * A line of a form that may label a party: "Empresa..: ALFA LTDA", "Empregado: {nome}",
 * "Agente de Integração :", "UNIDADE CONCEDENTE". Group `value` is what follows the colon.
 */
export const FORM_LINE =
  /^[ \t]*(?<label>\p{L}[\p{L} ]{1,38}?)[ \t.]*(?::[ \t]*(?<value>[^\n]*))?$/u;

/** Folded labels a form gives a party beyond the role vocabulary (Lei 11.788 art. 5º, CLT). */
export const FORM_ROLES =
  /^(?:empresa|empregador[a]?|empregad[oa]|agente\s+de\s+integracao|instituicao\s+de\s+ensino|unidade\s+concedente|parte\s+concedente|concedente|estudante|estagiari[oa])$/u;

/** Roles of the vocabulary that are no side of the bargain, never read from a form's label. */
export const FORM_NON_PARTY = /^(?:interveniente|anuente|avalista|fiador[a]?|fiadores)$/u;

/** The name field of a party's block: "Razão Social: KOSTER LTDA", "Nome: Fulano". */
export const FORM_NAME_FIELD =
  /^[ \t]*(?:raz[aã]o\s+social|nome(?:\s+completo)?|denomina[cç][aã]o)[ \t.]*:[ \t]*(?<value>[^\n]*)$/iu;

/** A CNPJ number: "07.581.950/0001-04". */
export const TAX_NUMBER = /\b\d{2}\.?\d{3}\.?\d{3}\/\d{4}-?\d{2}\b/gu;

/**
 * What stands between a name and its CNPJ number: ", CNPJ: ", " (CNPJ ", ", inscrita no CNPJ sob
 * o nº ", an abbreviation in parentheses before it ("(ABA-Agroecologia), CNPJ:").
 */
export const TAX_ID_BEFORE =
  /(?:\s*\([^()\n]{1,40}\))?[\s,(]*(?:(?:inscrit[oa]|registrad[oa])\s+no\s+)?(?:CNPJ(?:\/MF)?)?[\s:]*(?:sob\s+o\s+)?(?:n[º°o]\.?\s*)?[\s:]*$/iu;

/** A word of a proper name: capitalised, in capitals, an initial, "&" or a dash. */
export const NAME_TOKEN = /^(?:[\p{Lu}\d][\p{L}\d&.'’/-]*|&|[–-])$/u;
/** A connector inside a name: "Escola do Reino", "Koster e Koster", "Consultoria em RH". */
export const CONNECTOR_TOKEN = /^(?:d[aeo]s?|e|em)$/u;

/** Form labels that open a legal person's name (folded): "Agente de Integração Koster Ltda". */
export const ROLE_PREFIX =
  /^(?<role>agente\s+de\s+integracao|instituicao\s+de\s+ensino|unidade\s+concedente|parte\s+concedente)\s+/u;

/**
 * The role a qualification gives after the name (folded): "…, neste ato reconhecidas como
 * Contratadas", "doravante denominada LOCADORA". The role must be written with a capital.
 */
export const QUALIFIED_ROLE_AFTER =
  /^(?:[^.;]|[.;](?!\s)){0,500}?\b(?:doravante(?:\s+(?:denominad|designad|chamad)[oa]s?)?|(?:reconhecid|denominad|designad|chamad)[oa]s?)\s+(?:simplesmente\s+)?(?:como\s+)?["“'‘]?(?<role>\p{L}[\p{L}-]*)/du;

/**
 * A grant in the first person ("autorizo", "cedo", "concedo", "outorgo"): a one-sided
 * authorisation, whose beneficiary is the legal person it names (folded).
 */
export const GRANT = /\b(?:autorizo|cedo|concedo|outorgo)\b/u;
/** Words before a legal person that make it the beneficiary of a grant (folded). */
export const BENEFICIARY_BEFORE =
  /\b(?:em\s+favor|a\s+favor|sob\s+a\s+responsabilidade|autorizo|cedo|concedo|outorgo)\b[^.;]{0,20}$/u;

/**
 * The controller of personal data a privacy policy names (LGPD art. 5º, VI): "o responsável pelo
 * tratamento dos dados … é", "a controladora dos dados será" (folded).
 */
export const CONTROLLER_BEFORE =
  /\b(?:controlador[a]?|responsavel\s+pelo\s+tratamento)\b[^.;]{0,80}?\b(?:e|sera)\s+(?:a\s+|o\s+)?/gu;

/** A company name after the controller's words: capitalised words ending in a company type. */
export const COMPANY_AFTER =
  /^(?<name>(?:[\p{Lu}\d][\p{L}\d&.'-]*\s+){0,6}(?:LTDA|Ltda|S\.?\s?A|S\/A|EIRELI|ME|EPP)\b\.?)/u;

/** Terms of use or a privacy policy accepted by using a service (folded). */
export const ONLINE_TERMS =
  /\b(?:termos?\s+(?:e\s+condicoes\s+)?(?:gerais\s+)?de\s+uso|politica\s+de\s+privacidade|ao\s+(?:clicar|acessar|utilizar|usar)\s+(?:o|a|este|esta|nosso|nossa)\s+(?:site|aplicativo|plataforma|servico|api))\b/u;

/** The app or site that online terms govern: "o aplicativo CNPJá!", "a plataforma Vende Mais". */
export const SERVICE_NAME =
  /\b(?<noun>aplicativo|app|site|plataforma|portal)[ \t]+(?<name>\p{Lu}[\p{L}\d!&-]*(?:[ \t]+\p{Lu}[\p{L}\d!&-]*){0,2})/gu;

/**
 * The roles the extractor gives the parties it infers (folded): a grant's beneficiary, a policy's
 * controller, the provider of online terms ("EDITOR DO APLICATIVO", "PLATAFORMA").
 */
export const INFERRED_ROLE =
  /^(?:beneficiari[oa]|controladora|(?:editor\s+d[oa]\s+)?(?:aplicativo|app|site|plataforma|portal))$/u;
