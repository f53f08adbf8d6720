/**
 * The shapes of a field left open that are not a template's mark (those are
 * entities/placeholders.ts): a value that only looks filled in, a figure dropped before its unit,
 * options printed with none chosen, a label with nothing after it, and a signer the text
 * announces without a place to identify them. Read by blanks.ts. (A price of "R$ 0,00" is
 * key-values' undefined price.)
 */

/**
 * A value that only looks filled in: the digits counted out ("1234567891011" as a land-registry
 * number), a number of zeros shaped as a CEP, phone, CPF, CNPJ or date ("00000-000",
 * "000.000.000-00", "00/00/0000"), an e-mail where a person's name goes ("Representante:
 * JULIANA@…", "Representada por: …"), an e-mail of an example ("seuemail@email.com"). Tried on
 * the folded text.
 */
const COUNTED_DIGITS = String.raw`(?<![\d./-])12345678910\d*(?!\d)`;
const ZERO_DOCUMENT = String.raw`(?<!\d)0{2}\.?0{3}-0{3}(?!\d)|\(0{2}\)\s*0{4,5}-?0{4}(?!\d)|(?<!\d)0{3}\.0{3}\.0{3}-0{2}(?!\d)|(?<!\d)0{2}\.0{3}\.0{3}\/0{4}-0{2}(?!\d)`;
const ZERO_DATE = String.raw`(?<![\d/])0{2}\/0{2}\/(?:0{2}|0{4})(?![\d/])`;
const EMAIL_AS_NAME = String.raw`\b(?:nome|representante|representad[oa]\s+por|responsavel|razao\s+social)\s*:\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const DUMMY_EMAIL = String.raw`\b(?:e-?mail|seu-?e-?mail|nome|usuario|exemplo|fulano|contato)@(?:e-?mail|exemplo|dominio|empresa|provedor)\.com(?:\.br)?\b`;
export const DUMMY_FILLER = new RegExp(
  [COUNTED_DIGITS, ZERO_DOCUMENT, ZERO_DATE, EMAIL_AS_NAME, DUMMY_EMAIL].join('|'),
  'gu',
);

/**
 * A figure dropped before its unit, the words around it kept: "o horário será prorrogado por mais
 * minutos", "acrescida de mais horas", "pago por meio de cheque n° do Banco", "no prazo de dias",
 * "a entrada de R$ no dia", "Valor: R$", "multa de % ao mês", "Data: / /". Tried on the original text ("nº"
 * is no preposition there).
 */
const TIME_UNIT = String.raw`(?:minutos|horas|dias|semanas|meses|anos)\b`;
const MORE_WITHOUT_FIGURE = String.raw`\b(?:[Pp]or|[Dd]e|[Cc]om)\s+mais\s+${TIME_UNIT}`;
const TERM_WITHOUT_FIGURE = String.raw`\b(?:[Pp]razo|[Pp]er[ií]odo)\s+de\s+(?:\(\s*\)\s*)?${TIME_UNIT}`;
const NUMBER_SIGN_WITHOUT_FIGURE = String.raw`[nN]\.?\s?[º°]\.?(?=\s*(?:d[oa]s?\s|e\s|[,;]))`;
const MONEY_WITHOUT_FIGURE = String.raw`R\$[ \t]*(?=(?:no|na|em|de|do|da|e|reais)\s|[;)]|[.,](?!\d)|,00(?!\d)|$)`;
const RATE_WITHOUT_FIGURE = String.raw`\b(?:de|em|a)\s+%`;
/** A date's slashes with no figures: "Data: / /", "em / / 2024". */
const DATE_WITHOUT_FIGURE = String.raw`(?<![\p{L}\d/:.])\/[ \t]*\/(?:[ \t]*(?:19|20)\d{0,2})?(?![\p{L}\d/])`;
export const MISSING_FIGURE = new RegExp(
  [
    MORE_WITHOUT_FIGURE,
    TERM_WITHOUT_FIGURE,
    NUMBER_SIGN_WITHOUT_FIGURE,
    MONEY_WITHOUT_FIGURE,
    RATE_WITHOUT_FIGURE,
    DATE_WITHOUT_FIGURE,
  ].join('|'),
  'gmu',
);

/**
 * A form's options printed side by side and none chosen: "Pode ser OBRIGATORIO ou NÃO
 * OBRIGATÓRIO." — an option and its negation in capitals, as a form prints the values it fills.
 * Tried on the original text; groups `a` and `b` must fold to the same words.
 */
export const UNCHOSEN_OPTIONS =
  /(?<![\p{L}])(?<a>\p{Lu}{4,}(?:\s+\p{Lu}{4,})?)\s+(?:ou|OU|\/)\s+N[ÃA]O[\s-]+(?<b>\p{Lu}{4,}(?:\s+\p{Lu}{4,})?)(?![\p{L}])/gu;

/**
 * The name of a field whose value is short (a name, a number, an address, a date, a sum, a
 * course), as the last words of a label: "e-mail", "Formação Acadêmica", "Serviço Contratado",
 * "conta bancária". Folded.
 */
const FIELD_NOUN = String.raw`(?:nome(?:\s+completo)?|razao\s+social|cpf|cnpj|rg|identidade|e-?mail|endereco(?:\s+eletronico)?|telefone|celular|whatsapp|site|cep|bairro|cidade|municipio|uf|nacionalidade|estado\s+civil|profissao|cargo|funcao|formacao(?:\s+academica)?|curso|turma|matricula|periodo|horario|nascimento|valor|preco|mensalidade|vencimento|data|local|banco|agencia|conta(?:\s+(?:corrente|bancaria))?|chave\s+pix|pix|placa|chassi|renavam|(?:servico|plano|produto)\s+contratado)`;
/**
 * A label that ends where its value should start, the field's name with one complement: "…através
 * do e-mail:", "Cargo:", "Nome do Responsável:", "Data de Início:". Folded.
 */
export const FIELD_LABEL = new RegExp(
  String.raw`\b${FIELD_NOUN}(?:\s+(?:d[oa]s?|de)\s+\p{L}+)?[ \t]*(?:n[º°o]\.?[ \t]*)?:`,
  'gu',
);
/**
 * Where an address goes, nothing but a comma: "residente e domiciliado na , nº", "com sede em ;".
 * Folded.
 */
export const EMPTY_ADDRESS =
  /\b(?:residente|domiciliad[oa]s?|situad[oa]s?|localizad[oa]s?|sediad[oa]s?|com\s+sede)(?:\s+e\s+domiciliad[oa]s?)?\s+(?:na|no|em|a|à)[ \t]*(?=[,;])/gu;
/**
 * What may follow a label on its line and leaves it empty: nothing, a comma or semicolon, or the
 * next label ("CPF: RG:", "Serviço Contratado: Valor:"). Folded.
 */
export const NOTHING_AFTER = /^[ \t]*(?:$|[,;]|\p{L}[\p{L} .-]{0,25}:)/u;
/**
 * A next line that is not the value of the label above it: a heading or a clause opening, an
 * empty label, a rule, a sentence ("A UNIDADE CONCEDENTE, juntamente com…"). A list item ("a)
 * …", "- …") or a short line is a value. Original text.
 */
export const NOT_ITS_VALUE =
  /^(?:cl[aá]usula\b|par[aá]grafo\b|art(?:igo)?\.?\s|[_.\s]+$|[^\n]{0,40}:$|\d+(?:\.\d+)*[.)º°ª]?\s+\p{Lu}|(?:o|a|os|as|este|esta|pelo|pela|fica|ficam|caso|se)\s+(?:\S+\s+){4})/iu;

/**
 * The signer the text announces as identified below ("eu, abaixo firmado(a) e identificado(a)",
 * "a pessoa que o subscreve, abaixo identificada e firmada"). Folded. (Witnesses announced without
 * a place to sign are contradictionAnalysis's.)
 */
const SIGNED = String.raw`(?:firmad|assinad|identificad|qualificad)[oa]s?(?:\([oa]s?\))?`;
export const ANNOUNCED_SIGNER = new RegExp(
  String.raw`\babaixo\s+${SIGNED}(?:\s+e\s+${SIGNED})?|\b${SIGNED}\s+e\s+${SIGNED}\s+abaixo\b`,
  'gu',
);
/** A place where a signer is identified: a name or document field, a line to sign. Folded. */
export const SIGNER_PLACE = /\b(?:nome|cpf|rg|identidade|assinatura)\b|_{4,}|\.{6,}/u;
