/**
 * Contradiction rules: patterns (folded text) and pt-BR texts. Every number written twice
 * (digits and words) must agree; a parameter stated twice must keep its value.
 */
import { MONEY_SOURCE } from '../facts';
import type { TContractType } from '@contrato-claro/shared';
import { actionForms, CARDINAL_WORDS } from '../../language/lexicon';
import { figure, rate } from '../../rules/figures';
import type { RuleSpec } from '../rule';

/** "30 (trinta)", "R$ 1.500,00 (mil e quinhentos reais)", "10% (dez por cento)". */
export const NUMBER_AND_WORDS =
  /(?<!\d[.,]?)(?<num>\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?<pct>%)?\s*\((?<words>[a-z][a-z ,-]{1,120})\)/gu;

/**
 * A figure that is a template variable followed by fixed words: "R$ {$data['value']}
 * (QUATROCENTOS REAIS)". Whatever value fills the variable, the words stay the same.
 */
export const VARIABLE_AND_WORDS =
  /(?<var>\{\{[^{}]{1,60}\}\}|\{\$[^{}]{1,60}\}|\$\{[^{}]{1,60}\}|\[[^[\]]{1,40}\])\s*(?<pct>%)?\s*\((?<words>[a-z][a-z ,-]{1,120})\)/gu;
/** The amount is the price of the contract: a mismatch there is serious. */
export const PRICE_SENTENCE =
  /\b(?:preco|valor\s+(?:total|global|mensal|do\s+contrato)|pagara|pagarao|remunera\w*|honorarios|mensalidades?|aluguel|parcelas?|prestac(?:ao|oes))\b/u;

/** A sentence that elects a court. */
export const FORUM_ELECTION = /\b(?:elege[mn]?|eleito|fica\s+eleito|elegem|competente)\b/u;

/**
 * "6 (seis) parcelas ... de R$ 7.000,00". A misspelt "prestasões" still counts (the typo is
 * objectiveAnalysis' business, the sum is ours).
 */
export const INSTALMENTS = new RegExp(
  String.raw`\b${figure('count')}(?:parcelas|presta(?:c|s|ss)oes|pagamentos|mensalidades|boletos|cheques|notas\s+promissorias)\b[^.;]{0,60}?\b(?:de|no\s+valor\s+(?:unitario\s+)?de)\s+${MONEY_SOURCE}`,
  'u',
);
/** A money value introduced as a total. */
export const TOTAL_MONEY = new RegExp(
  String.raw`\b(?:total(?:izando)?|totalidade|perfazendo|preco|valor\s+global|montante|anuidade|semestralidade|capital\s+social)\b(?:(?!r\$)[^.;]){0,25}?${MONEY_SOURCE}`,
  'gu',
);
/** A down payment ("sinal", "entrada") inside an instalment plan. */
export const DOWN_PAYMENT = new RegExp(
  String.raw`\b(?:sinal|entrada|arras)\b[^.;]{0,30}?${MONEY_SOURCE}`,
  'u',
);
/** The same with the amount first: "R$ 20.000,00 (vinte mil reais) de entrada, nesta data". */
export const DOWN_PAYMENT_BEFORE = new RegExp(
  String.raw`${MONEY_SOURCE}\s*(?:\([^)]{1,80}\)\s*)?(?:de|a\s+titulo\s+de|como|pagos?\s+(?:a\s+)?titulo\s+de)\s+(?:sinal|entrada|arras)\b`,
  'u',
);
/** Any money amount. */
export const MONEY = new RegExp(MONEY_SOURCE, 'u');
/**
 * Amounts that are not exact: a sum over them proves nothing ("parcelas a partir de R$ 1.500",
 * "até R$ 20.000,00", "aproximadamente", "reajustáveis", "valores estimados").
 */
export const APPROXIMATE =
  /\b(?:a\s+partir\s+de\s+r\$|ate\s+r\$|aproximad\w*|cerca\s+de|estimad\w*|em\s+media|variave\w*|no\s+minimo|reajustave\w*|reajustad\w*|corrigid\w*|atualizad\w*)/u;
/** Financing charges: instalments that add up to more than the price may include them. */
export const FINANCING = /\b(?:juros|acrescid\w*|financiad\w*|financiamento|tabela\s+price)\b/u;
/** A sentence that introduces a list ("pagará da seguinte forma:", "assim distribuídas:"). */
export const LIST_INTRO = /:\s*$/u;
/** The list splits the total: it is paid, distributed or subscribed in the items. */
export const SPLIT_INTRO =
  /\b(?:pag\w*|quitad\w*|distribuid\w*|dividid\w*|subscrit\w*|integralizad\w*|parcelad\w*|seguinte\s+forma|assim)\b/u;
/** The total a list splits: "o preço certo e ajustado do imóvel é de R$ 250.000,00". */
export const LIST_TOTAL = new RegExp(
  String.raw`\b(?:preco|valor|quantia|importancia|montante|total|capital\s+social)\b(?:(?!r\$)[^.;:]){0,50}?${MONEY_SOURCE}`,
  'u',
);
/**
 * Lists whose items are not parts of the total: alternatives ("de uma das seguintes formas:",
 * "das seguintes formas:", "à escolha do comprador") or charges on top of it ("acrescido dos
 * seguintes encargos:", "serão pagos à parte os serviços avulsos:"). "Da seguinte forma" (singular) is one plan.
 */
export const NOT_PARTS =
  /\b(?:uma\s+das\s+(?:seguintes\s+)?(?:formas|opcoes|modalidades|condicoes)|(?:d|n|pel)as\s+seguintes\s+(?:formas|modalidades)|opc(?:ao|oes)|optar|alternativ\w*|a\s+(?:sua\s+)?escolha|acrescid\w*|alem\s+d[oa]s?|adiciona\w*|encargos|a\s+parte|avuls[oa]s?)\b/u;
/** A number of quotas: "50.000 (cinquenta mil) quotas". */
export const QUOTA_COUNT =
  /\b(?<count>\d{1,3}(?:\.\d{3})+|\d+)\s*(?:\([^)]{1,60}\)\s*)?(?:quotas|cotas)\b/u;
/** The capital split into quotas of a nominal value: "90.000 quotas de R$ 1,00 cada uma". */
export const QUOTA_VALUE = new RegExp(
  String.raw`\b(?<count>\d{1,3}(?:\.\d{3})+|\d+)\s*(?:\([^)]{1,60}\)\s*)?(?:quotas|cotas)\s+(?:de\s+valor\s+nominal\s+(?:unitario\s+)?de|no\s+valor\s+(?:nominal|unitario)\s+de|de)\s+${MONEY_SOURCE}`,
  'u',
);

/** "10 (dez) notebooks ... preço unitário de R$ 4.200,00". */
export const UNIT_PRICE = new RegExp(
  String.raw`\b(?<qty>\d+)\s*\([a-z ]{2,40}\)\s+(?!reais|dias|meses|anos|por\s+cento|parcelas|prestacoes|vias)\p{L}+[^;]{0,120}?\bunitari[oa]\b[^.;]{0,20}?${MONEY_SOURCE}`,
  'u',
);

/** A money amount under another group name, for patterns that read two amounts. */
const moneyAs = (group: string): string => MONEY_SOURCE.replace('(?<v>', `(?<${group}>`);
/** Words in parentheses after a figure: "R$ 500,00 (quinhentos reais)". */
const WORDS_AFTER = String.raw`\s*(?:\([^)]{1,80}\)\s*)?`;
/** Words that introduce the figure a computation results in ("ou seja, R$ 500,00"). */
const RESULT_CUE = String.raw`,?\s*(?:ou\s+seja|isto\s+e|equivalente\s+a|correspondente\s+a|que\s+corresponde\s+a|perfazendo|totalizando|resultando\s+em|passando\s+a)\b\s*,?\s*(?:(?:o\s+)?(?:valor|montante|total|quantia)\s+(?:final\s+)?de\s+)?`;
/**
 * A percentage of a stated base with its result: "10% (dez por cento) do valor de R$ 5.000,00,
 * ou seja, R$ 500,00".
 */
export const PERCENT_OF_BASE = new RegExp(
  String.raw`\b${rate('p')}\s*(?:sobre|d[oae]s?)\s+(?:(?!r\$)[^.;%]){0,60}?${moneyAs('base')}${WORDS_AFTER}${RESULT_CUE}${moneyAs('result')}`,
  'gu',
);
/** A price, a discount in percent and the price after it: "R$ 1.100,00 com desconto de 10%, ou seja, R$ 990,00". */
export const DISCOUNTED_PRICE = new RegExp(
  String.raw`${moneyAs('base')}${WORDS_AFTER},?\s*(?:com|menos)\s+(?:um\s+)?desconto\s+de\s+${rate('p')}\s*${RESULT_CUE}${moneyAs('result')}`,
  'gu',
);
/** A discount just before a percentage: its result may be the discount or the price after it. */
export const DISCOUNT_BEFORE = /\bdesconto\b[^.;%]{0,40}$/u;
/**
 * A percentage and a result cue before an amount that the patterns above did not read: a
 * computation stated in another shape, listed as not parsed.
 */
export const PERCENT_RESULT_CANDIDATE = new RegExp(
  String.raw`\d\s*%[^.;]{0,120}?${RESULT_CUE}r\$`,
  'u',
);
/**
 * A first instalment of its own before the others: "1 (uma) parcela de R$ 500,00 (Quinhentos) e
 * mais 59 (cinquenta e nove) parcelas" (it is added like a down payment).
 */
export const FIRST_INSTALMENT = new RegExp(
  String.raw`\b(?:1|uma)\s*(?:\((?:uma|1)\)\s*)?(?:primeira\s+)?parcela\s+(?:inicial\s+)?(?:de|no\s+valor\s+de)\s+${MONEY_SOURCE}${WORDS_AFTER},?\s*e\s+(?:mais\s+|outras\s+)?(?:as\s+demais\s+)?(?:em\s+)?${figure('rest')}`,
  'u',
);
/**
 * The value the contract gives to what is bought: "Valor atual Tabela Fipe: R$ 15.255,00",
 * "reforma … até o valor de R$ 5.200,00", "preço à vista de R$ 10.000,00".
 */
export const VALUE_OF_GOOD = new RegExp(
  String.raw`\b(?:valor\s+(?:atual\s+)?(?:[dn][ao]\s+)?tabela\s+fipe|valor\s+(?:de\s+mercado|a\s+vista|do\s+bem|do\s+credito)|preco\s+a\s+vista|ate\s+o\s+valor\s+de)\b[^.;]{0,30}?${MONEY_SOURCE}`,
  'u',
);
/** An amount split into instalments: "R$ 1620 (um mil...) dividido em 12 parcelas". */
export const SPLIT_TOTAL = new RegExp(
  String.raw`${MONEY_SOURCE}${WORDS_AFTER},?\s*(?:(?:dividid|parcelad|pag)[oa]s?\s+)?em\s+${figure()}(?:parcelas|presta(?:c|s|ss)oes)\b`,
  'gu',
);
/** The total of a payment table: "Valor Total do Contrato: R$ 163.299,60". */
export const TOTAL_LABEL = new RegExp(
  String.raw`\b(?:valor|preco)\s+total\b[^:.;]{0,40}:\s*${MONEY_SOURCE}`,
  'u',
);
/** A count of instalments: "12 (doze) parcelas". */
export const INSTALMENT_COUNT = new RegExp(
  String.raw`\b${figure()}(?:parcelas|presta(?:c|s|ss)oes|mensalidades)\b`,
  'u',
);
/** A unit price ("valor unitário de R$"), for the unit-price sentences not parsed. */
export const UNIT_PRICE_CANDIDATE = new RegExp(String.raw`\bunitari[oa]\b[^.;]{0,20}?r\$`, 'u');
/** Amount words that should read as a number: "oitenta e quatro centavos", "dez por cento". */
export const AMOUNT_WORDS = /\b(?:reais|real|centavos?|por\s+cento)\s*$/u;

/**
 * The columns of a table of amounts, in the folded header line: quantity, unit price, price,
 * discount and total ("Parcela Vencimento Valor Desconto Data Total c/ desconto"; "Item
 * Descrição Qtd. Valor unitário Valor total").
 */
export const TABLE_COLUMN =
  /\b(?<total>(?:valor|preco)\s+(?:total|final|liquido)|total(?:\s+c\/\s*desconto|\s+com\s+desconto)?|valor\s+com\s+desconto)(?!\p{L})|\b(?<unit>(?:valor|preco)\s+unit(?:ario|\.)?|unitario)(?!\p{L})|\b(?<qty>quantidade|qtde?\.?|quant\.)(?!\p{L})|\b(?<discount>desconto)(?!\p{L})|\b(?<price>valor|preco)(?!\p{L})/gu;
/** A figure in a table row: money ("1.100,00", "R$ 4.200,00") or a percentage ("10%"). */
export const TABLE_AMOUNT =
  /(?:r\$\s*)?(?<n>\d{1,3}(?:\.\d{3})*,\d{2}|\d{1,3}(?:,\d{1,2})?\s*%)(?![\d/])/gu;
/** The quantity just before the first amount of a row: "UN 10 4.200,00". */
export const TABLE_QUANTITY = /(?<!\S)(?<n>\d{1,3}(?:\.\d{3})*|\d+)\s+$/u;

/**
 * Party positions that belong to one kind of contract. A position of another kind than the
 * document's, acting as a party, is a leftover of another template ("a LOCATÁRIA deverá" in a
 * sale). Generic positions (contratante, prestador, parceiro, cliente…) fit any contract, and
 * assignment or agency positions (cedente, outorgado, fiel depositário) are roles a party may take
 * on inside any contract: none of them is listed.
 */
export const ROLE_KIND: Readonly<Record<string, string>> = {
  locador: 'locação',
  locatario: 'locação',
  sublocador: 'locação',
  sublocatario: 'locação',
  comodante: 'comodato',
  comodatario: 'comodato',
  vendedor: 'venda',
  comprador: 'venda',
  'promitente vendedor': 'venda',
  'promissario comprador': 'venda',
  doador: 'doação',
  donatario: 'doação',
  mutuante: 'mútuo',
  mutuario: 'mútuo',
  empregador: 'trabalho',
  empregado: 'trabalho',
  franqueador: 'franquia',
  franqueado: 'franquia',
  licenciante: 'licença',
  licenciado: 'licença',
  revelador: 'sigilo',
  receptor: 'sigilo',
  'parte reveladora': 'sigilo',
  'parte receptora': 'sigilo',
};

/** The kind of party positions each contract type uses. */
export const TYPE_KIND: Readonly<Partial<Record<TContractType, string>>> = {
  Locação: 'locação',
  'Compra e venda': 'venda',
  'Promessa de compra e venda': 'venda',
  Trabalho: 'trabalho',
  Confidencialidade: 'sigilo',
  'Licença de software': 'licença',
  Comodato: 'comodato',
  Doação: 'doação',
  Mútuo: 'mútuo',
  Franquia: 'franquia',
};

/**
 * Positions of a service or a generic template (contratante, prestador…): written for a party of
 * a contract whose sides hold positions of a kind ("a CONTRATADA deverá atingir as metas" in an
 * employment contract), they are a leftover of another template too.
 */
export const GENERIC_POSITIONS: ReadonlySet<string> = new Set([
  'contratante',
  'contratado',
  'prestador',
  'tomador',
]);

/**
 * Positions that only say which contract a party signed, not which side it takes: in a compound
 * ("CONTRATANTE MUTUÁRIA", "Contratada Mutuante") the other word names the side.
 */
export const GENERIC_ROLES: ReadonlySet<string> = new Set(['contratante', 'contratado']);

/** The two positions of a bargain, the one who pays first. */
export interface PaymentSides {
  payer: string;
  payee: string;
  /** What the payer pays (folded): the clause about it says who pays and who receives. */
  price: RegExp;
  /**
   * Positions that name no kind of bargain (contratante, tomador): who pays is only known when
   * the contract says it ("o CONTRATANTE pagará").
   */
  isGeneric?: boolean;
  /**
   * A credit: the debtor may repay ahead (CDC art. 52, § 2º; CC art. 133), so the option to
   * prepay is never the creditor's. A seller or provider may lawfully ask for payment in advance.
   */
  isCredit?: boolean;
}

/**
 * Who pays whom by the nature of the contract: the tenant pays the rent to the landlord (Lei
 * 8.245, art. 23, I), the buyer the price to the seller (CC art. 481), the borrower repays the
 * lender (CC art. 586), the franchisee pays royalties, the licensee the licence, the client the
 * provider (CC art. 594), the employer the salary (CLT art. 457).
 */
export const PAYMENT_SIDES: readonly PaymentSides[] = [
  {
    payer: 'locatario',
    payee: 'locador',
    price: /\b(?:aluguel|alugueis|alugueres|aluguer|locativ\w*)\b/u,
  },
  {
    payer: 'sublocatario',
    payee: 'sublocador',
    price: /\b(?:aluguel|alugueis|alugueres|sublocativ\w*)\b/u,
  },
  {
    payer: 'comprador',
    payee: 'vendedor',
    price: /\b(?:preco|parcelas?|prestac(?:ao|oes)|sinal|entrada)\b/u,
  },
  {
    payer: 'promissario comprador',
    payee: 'promitente vendedor',
    price: /\b(?:preco|parcelas?|prestac(?:ao|oes)|sinal|entrada)\b/u,
  },
  {
    payer: 'mutuario',
    payee: 'mutuante',
    price: /\b(?:emprestimo|parcelas?|prestac(?:ao|oes)|saldo\s+devedor|divida)\b/u,
    isCredit: true,
  },
  {
    payer: 'devedor',
    payee: 'credor',
    price: /\b(?:divida|parcelas?|prestac(?:ao|oes)|saldo\s+devedor)\b/u,
    isCredit: true,
  },
  { payer: 'franqueado', payee: 'franqueador', price: /\b(?:royalt\w*|taxa\s+de\s+franquia)\b/u },
  { payer: 'licenciado', payee: 'licenciante', price: /\b(?:licenca|mensalidades?|preco)\b/u },
  {
    payer: 'tomador',
    payee: 'prestador',
    price: /\b(?:preco|honorarios|remuneracao|mensalidades?)\b/u,
    isGeneric: true,
  },
  {
    payer: 'contratante',
    payee: 'contratado',
    price: /\b(?:preco|honorarios|remuneracao|mensalidades?|parcelas?)\b/u,
    isGeneric: true,
  },
  { payer: 'empregador', payee: 'empregado', price: /\b(?:salario|remuneracao)\b/u },
];

/**
 * Money that flows to the payer lawfully (refunds, the deposit, earnest money returned in double,
 * fines, indemnities, improvements credited against the rent, discounts, the loan itself released
 * to the borrower, a debit from the payer's own account) and papers the payer is given (receipts,
 * invoices): a clause about them names the payer without any inversion.
 */
export const NOT_TO_PAYEE =
  /\b(?:devolu\w*|devolver\w*|restitu\w*|reembols\w*|ressarc\w*|estorn\w*|caucao|garantia|arras|dobro|desist\w*|rescis\w*|distrato|multas?|indeniza\w*|benfeitori\w*|abatid\w*|abatimento|descont\w*|liberad[oa]s?|liberacao|desembols\w*|disponibiliz\w*|concedid[oa]s?|emprestad[oa]s?|debit\w*|cartao|saque|recibos?|comprovantes?|nota\s+fiscal|notas\s+fiscais|faturas?)\b/u;

/** The account or favour a payment goes to, right before the role that owns it. */
export const RECEIVING_ACCOUNT =
  /\b(?:deposit\w*|credit\w*|transfer\w*|pag[oa]s?|pagamento|pix|ted|boleto)\b[^.;]{0,60}?(?:\b(?:em|na|para\s+a|numa)\s+conta\s+(?:[\p{L}/ -]{0,40}?\s)?d[oa]s?|\bem\s+favor\s+d[oa]s?|\ba\s+ordem\s+d[oa]s?|\bfavorecid[oa]s?\s*:?\s*(?:[oa]s?)?)\s*$/u;

/** The payer stated as such: "o CONTRATANTE pagará", "pago pela CONTRATANTE". */
export const PAYS_AFTER =
  /^\s*(?:\([^)]{0,30}\)\s*)?(?:,[^,.;]{0,60},\s*)?(?:se\s+obriga\s+a\s+|obriga-se\s+a\s+|compromete-se\s+a\s+|devera\s+)?(?:pagara|pagarao|pagar|remunerara)\b/u;
export const PAID_BY = /\b(?:pag[oa]s?|paga|remunerad[oa]s?)\s+pel[oa]s?\s+$/u;

/** A role that acts ("O Locatário se obriga a comunicar …"), with the verb it does it with. */
export const SELF_ACTION_AFTER =
  /^\s*(?:\([^)]{0,30}\)\s*)?(?:se\s+obriga(?:ra|m)?\s+a\s+|obriga-se\s+a\s+|obrigam-se\s+a\s+|compromete-se\s+a\s+|se\s+compromete\s+a\s+|devera\s+|deve\s+|fica\s+obrigad[oa]\s+a\s+)?(?:\p{L}+mente\s+)?(?<verb>comunicar|avisar|notificar|informar|pagar|pagara|entregar|entregara|devolver|devolvera|restituir|restituira|repassar|repassara|reembolsar|reembolsara|indenizar|indenizara)\b/u;
/** Right before the one a communication or payment goes to: "… imediatamente à Locatária". */
export const TARGET_BEFORE = /(?:^|\s)(?:ao|aos|a|as)\s+$/u;

/** Works and transfers that need the owner's consent (Lei 8.245, arts. 13 and 35; CC art. 582). */
export const OWNER_CONSENT_MATTER =
  /\b(?:benfeitori\w*|obras?|reformas?|modifica\w*|alterac\w*|construc\w*|sublo\w*|ceder|cessao|transferi\w*|emprest\w*)\b/u;
/** The consent is waived, not required: "independentemente de anuência do LOCATÁRIO". */
export const CONSENT_WAIVED =
  /\b(?:independentemente|sem\s+necessidade|dispensad[oa]s?|prescindindo)\b/u;
/** The words just before the one whose consent a clause requires. */
export const CONSENT_BEFORE =
  /\b(?:autorizad[oa]s?|consentid[oa]s?)\s+(?:(?:previa|expressa)mente\s+|por\s+escrito\s+|e\s+)*pel[oa]s?\s+$|\b(?:consentimento|autorizacao|anuencia)\b[\p{L}\s,]{0,40}?\bd[oa]s?\s+$/u;
/** Who lets the other use a thing: the user needs the owner's consent, never the reverse. */
export const USER_OWNER: readonly { user: string; owner: string }[] = [
  { user: 'locatario', owner: 'locador' },
  { user: 'sublocatario', owner: 'sublocador' },
  { user: 'comodatario', owner: 'comodante' },
  { user: 'franqueado', owner: 'franqueador' },
  { user: 'licenciado', owner: 'licenciante' },
];

/**
 * The option to pay ahead is the debtor's (CDC art. 52, § 2º; CC art. 133 presumes terms in the
 * debtor's favour): the words just before the party a clause gives it to.
 */
export const PREPAYMENT_BY_OPTION =
  /\b(?:(?:pag[oa]s?|pagamento|pagar|liquidad[oa]s?|liquidacao|liquidar|quitad[oa]s?|quitacao|quitar|amortizad[oa]s?|amortizacao|amortizar)\s+(?:\p{L}+\s+){0,4}?antecipad\w*|antecipacao\s+d[oa]s?\s+(?:pagamentos?|parcelas?|prestac\w*|saldo))\b(?:(?!vencimento)[^.;]){0,80}?\b(?:por\s+opcao|a\s+criterio|por\s+iniciativa|a\s+pedido|por\s+vontade|a\s+requerimento|mediante\s+(?:solicitacao|requerimento|pedido))\s+d[oa]s?\s+$/u;
/** "a faculdade do X", "o direito do X": an option, whose object follows. */
export const OPTION_BEFORE = /\b(?:faculdade|direito|opcao)\s+d[oa]s?\s+$/u;
/** After "a faculdade do X": the option is to pay ahead. */
export const PREPAYMENT_AFTER =
  /^\s*(?:\([^)]{0,30}\)\s*)?,?\s*de\s+(?:pagar|liquidar|quitar|amortizar)\b[^.;]{0,40}\bantecipad/u;

/**
 * A duty of secrecy and who bears it: "Os COLABORADORES obrigam-se a manter as INFORMAÇÕES em
 * sigilo", "a RECEPTORA manterá sigilo". The words before it name the party.
 */
export const SECRECY_DUTY =
  /\b(?:(?:se\s+)?obriga\w*(?:-se)?|(?:se\s+)?compromete\w*(?:-se)?|devera\w*|deve[mr]?)\s+(?:a\s+)?(?:manter|guardar|preservar|resguardar)\b[^.;]{0,80}?\b(?:sigilo|sigilos[oa]s?|confidencia\w*|segredo)|\bmanter(?:a|ao)\s+(?:\p{L}+\s+){0,6}?(?:sigilo|confidencia\w*)/gu;
/** The capitalised words a verb follows: the party it is about ("… Os COLABORADORES obrigam-se"). */
export const CAPITALISED_END =
  /(?<role>\p{Lu}{4,}(?:\s+\p{Lu}{4,})?)\s*(?:\([^)]{0,20}\)\s*)?(?:,[^,.;]{0,60},\s*)?$/u;
/** Duties of secrecy laid on every party alike: the secrecy is mutual. */
export const MUTUAL_SECRECY =
  /\b(?:as\s+partes|cada\s+(?:uma\s+das\s+)?partes?|ambas\s+as\s+partes|reciprocamente|mutuamente)\b/u;
/**
 * What only the one who received the secrets does: being compelled to disclose them, developing
 * the same information independently, having received it. Group `role` holds the party.
 */
export const RECEIVER_ACTS = [
  /(?:^|\s)(?:[oa]s?\s+)?(?<role>[a-z]{4,}(?:\s+[a-z]{4,})?)\s+(?:torne-se|tornar-se|tornar|for|forem|seja|sejam|venha\s+a\s+ser|vier\s+a\s+ser|estiver)\s+(?:legal|judicial)mente\s+(?:obrigad|compelid|intimad|requisitad)/gu,
  /\b(?:desenvolvid[oa]s?|obtid[oa]s?)\s+(?:de\s+forma\s+)?independente(?:mente)?\s+pel[oa]s?\s+(?<role>[a-z]{4,}(?:\s+[a-z]{4,})?)/gu,
  /\bindependentemente\s+desenvolvid[oa]s?\s+pel[oa]s?\s+(?<role>[a-z]{4,}(?:\s+[a-z]{4,})?)/gu,
] as const;

/**
 * Payments named by what they pay for, whose direction the contract states more than once:
 * "Nenhuma participação será devida ao PARCEIRO" and "a participação será paga pelo PARCEIRO ao
 * CONTRATANTE" cannot both hold.
 */
export const NAMED_PAYMENT =
  /\b(?<noun>participac(?:ao|oes)|comiss(?:ao|oes)|remuneracao|honorarios|royalt(?:y|ies))\b/u;
/** Right before the role a named payment is owed or paid to. */
export const OWED_TO_BEFORE =
  /\b(?:devid[oa]s?|pag[oa]s?|paga|pagara|pagarao|repassad[oa]s?|creditad[oa]s?|destinad[oa]s?)\s+(?:[\p{L}]+\s+){0,3}?(?:ao|aos|a|as)\s+$/u;
/** Right after the role that is entitled to a named payment: "terá o PARCEIRO o direito ao recebimento". */
export const ENTITLED_AFTER =
  /^\s*(?:\([^)]{0,30}\)\s*)?(?:o\s+)?(?:direito\s+(?:ao\s+recebimento|a|as|ao)\b|fara\s+jus\b|fazem\s+jus\b|recebera\b|receberao\b)/u;
/** Right before the role that pays a named payment: "será paga pelo PARCEIRO". */
export const PAID_BY_BEFORE = /\b(?:pag[oa]s?|paga|repassad[oa]s?|quitad[oa]s?)\s+pel[oa]s?\s+$/u;

/**
 * A role that acts as a party in a clause: it is bound, pays, may or declares ("a LOCATÁRIA
 * deverá devolver"), the words right after it.
 */
export const ACTS_AFTER =
  /^\s*(?:\([^)]{0,40}\)\s*)?(?:,\s*[^,.;]{0,60},\s*)?(?:nao\s+)?(?:se\s+)?(?:obriga\w*|compromete\w*|paga|deve|devem|fica(?:m)?|sera\w*\s+responsave\w*|respond\w*|pode|assum\w*|declara\w*|autoriza\w*|concorda\w*|reconhece\w*|vende\w*|compra\w*|aluga\w*|doa\w*|cede\w*|\p{L}{2,}(?:ara|era|ira|arao|erao|irao)(?:-se)?)\b/u;
/** A role as the agent or the counterpart of an act: "pago pela LOCATÁRIA", "em conjunto com o CONTRATADO". */
export const ACTS_BEFORE =
  /\b(?:(?:pag|efetuad|realizad|assumid|prestad|entregu|devolvid|restituid|assinad)\w*\s+pel[oa]s?|(?:pagar\w*|entregar\w*|devolver\w*|restituir\w*|repassar\w*)\s+(?:[\p{L}]+\s+){0,3}?(?:ao|aos|a|as)|em\s+conjunto\s+com\s+[oa]s?|juntamente\s+com\s+[oa]s?)\s+$/u;
/** A role a party takes on: "o CONTRATANTE, na qualidade de COMODATÁRIO". */
export const ROLE_TAKEN_BEFORE =
  /\b(?:na\s+(?:qualidade|condicao)\s+de|como|enquanto|a\s+titulo\s+de)\s+(?:fiel\s+)?$/u;
/** Names of the receiving side: never the owner of the secrets, whatever else the text says. */
export const RECEIVER_NAME = /^(?:parte\s+)?(?:receptor|recebedor|destinatari)/u;
/** A role that belongs to someone else: "os EMPREGADOS da CONTRATADA", "CLIENTES do COMPRADOR". */
export const BELONGS_AFTER = /^\s+d[aoe]s?\s/u;
/** A role being defined, not used: "d) CONTRATANTE MUTUÁRIA – é o microempreendedor…". */
export const DEFINITION_AFTER =
  /^\s*(?:\([^)]{0,40}\)\s*)?[:–—-]\s*(?:e|sera|significa|refere-se|designa|corresponde)\b/u;
export const DEFINITION_BEFORE =
  /\b(?:entende-se\s+por|considera-se|denomina-se|designad[oa]s?\s+como)\s+(?:[oa]s?\s+)?$/u;

/**
 * A signature line: the name of whoever signs, optionally after its role ("VENDEDORA: N.R.
 * MENEGHETTI LTDA"). Template variables, blanks and labels are not names.
 */
export const SIGNATURE_SKIP =
  /\{|\}|\[|_{2,}|\.{4,}|\bx{4,}\b|^\s*(?:nome|cpf|rg|cnpj|cnpj\/mf|end|endereco|data|local|assinatura|testemunhas?|p\/p|p\.p\.|pp|rep|representad[oa]|representante|procurador[a]?|por|creci|oab|e-mail|telefone)\b|\b(?:assinatura|assinam|assinado|rubrica|carimbo|por\s+estarem|via\s+clicksign|clicksing)\b/u;
/** Everything after the witnesses' header is theirs; an annex after the signatures is no signature. */
export const WITNESSES = /^\s*(?:\d\)\s*)?(?:testemunhas?|anexo)\b/u;
/**
 * A signature line for someone who answers for another's debt, written as its label alone
 * ("DEVEDORES SOLIDÁRIOS", "FIADOR(A)", "1º AVALISTA", "INTERVENIENTE ANUENTE"). Group `role`.
 */
export const GUARANTOR_SIGNATURE =
  /^\s*(?:\d+\s*[º°o]?\s*)?(?<role>fiador(?:a|es|as)?|avalistas?|devedor(?:es)?\s+solidari[oa]s?|intervenientes?(?:\s+anuentes?)?|garantidor(?:a|es|as)?|coobrigad[oa]s?)\s*(?:\([\p{L}, ]{1,10}\))?\s*:?\s*$/u;
/** A signature label of a main party or a witness: where a guarantor's block ends. */
export const BLOCK_END =
  /^\s*(?:\d\)\s*)?(?:testemunhas?|anexo|locador|locatari|contratante|contratad|comprador|vendedor|mutuari|mutuante|credor|devedor(?!\w*\s+solidari)|cedente|cessionari|outorgante|outorgad|promitente|promissari|empregad|franquead|licencia)/u;
/**
 * Words that qualify a person near the role's mention outside the signatures: a document, an
 * address, a nationality, a form field, a template variable ("FIADOR: {$nome}, CPF …").
 */
export const QUALIFIES =
  /\b(?:cpf|rg|cnpj|portador\p{L}*|inscrit\p{L}*|residente|domiciliad\p{L}*|nacionalidade|brasileir[oa]s?|estado\s+civil|profissao|qualificad\p{L}*|nome\s*:)|\{|_{3}/u;
/** How far around a role's mention its qualification is looked for. */
export const QUALIFY_REACH = 150;

/** A role written before a signing name: "LOCADOR(A):", "Contratante 1:". */
export const SIGNATURE_ROLE_LABEL =
  /^\s*(?<label>[\p{L} ]{3,40}?)(?:\s*\([\p{L}, ]{1,10}\))?(?:\s+\d)?\s*:\s*(?<name>.+)$/u;
/** Documents and numbers after a name on the same line: "SERMAX LTDACNPJ: 13.466…". */
export const SIGNATURE_TAIL =
  /(?:\s*[-–,]?\s*(?:cnpj|cpf|rg|inscrit\w*|oab|creci)\b.*|\s*\d[\d./-]*)$/u;
/** A company: its legal form or the usual words of a company name. */
export const COMPANY_NAME =
  /\b(?:ltda|s\.?\s?a\.?|s\/a|eireli|epp|me|mei|cia|companhia|comercio|industria|servicos|empreendimentos|associacao|fundacao|instituto|cooperativa|banco|incorporadora|construtora|imobiliari[oa]s?|participacoes|holding)\b/u;
/** A template variable or a blank where a name should be. */
export const BLANK_NAME = /[{}[\]_]|x{4,}|\bnome\b/iu;
/** A preamble written as a template: its parties' names are variables or blanks. */
export const TEMPLATE_PREAMBLE = /\{\{|\{\$|\$\{|_{4,}/u;
/** Words of a name that do not tell one company or person from another. */
export const NAME_FILLER =
  /^(?:d[aeo]s?|e|em|ltda|sa|s\/a|eireli|epp|me|mei|cia|companhia|comercio|industria|servicos|empreendimentos|associacao|fundacao|instituto|cooperativa|grupo|brasil|brasileir[oa]|nacional|imobiliari[oa]s?|participacoes|holding|administracao|consultoria|tecnologia|sistemas|solucoes|veiculos|eventos|representacoes|emp|imob|&)$/u;

/** A CEP: "CEP 59.152-623", "cep: 59075-050", "CEP nº 69010-000". */
export const CEP = /\bcep\b\s*(?:n[º°o]\.?\s*)?:?\s*(?<v>\d{2}\.?\d{3}\s?-?\s?\d{3})(?!\d)/gu;
/** How far apart two CEPs of one address may be. */
export const CEP_GAP = 90;
/**
 * Between two CEPs, what starts another address or another party: a street, a residence, a
 * seat or branch, a document number, an alternative ("ou"). Without any of them, the two CEPs
 * close one address ("Rua X, n. 285, cep: 59075-050, bairro Lagoa Nova, Natal - RN, CEP
 * 59.152-623").
 */
export const ADDRESS_BREAK =
  /\b(?:rua|r\.|avenida|av|alameda|travessa|rodovia|estrada|praca|largo|quadra|qd|setor|conjunto|conj|lote|residente|residencia|domicili\w*|sede|filia(?:l|is)|matriz|estabelecid\w*|enderecos?|localizad\w*|situad\w*|cpf|cnpj|rg|inscrit\w*|portador\w*|representad\w*|correspondencia|cobranca|entrega|imovel|denominad\w*|ou|antigo|anterior|novo)\b|\n\s*\n/u;
/**
 * A civil status in a qualification: single (solteiro, divorciado, viúvo) or married ("casado",
 * "comunhão parcial de bens", which only a married person has).
 */
export const CIVIL_STATUS =
  /\b(?:(?<single>solteir[oa]|divorciad[oa]|viuv[oa]|separad[oa]\s+judicialmente)|(?<married>casad[oa]|comunhao\s+(?:parcial|universal)\s+de\s+bens))\b/gu;
/**
 * What may stand between two statements of one person's civil status: punctuation and the label
 * of the marriage regime ("Estado Civil: Solteiro⏎Regime: Casado/comunhão Parcial"). A name,
 * another field or an option mark ("( ) solteiro ( ) casado", "solteiro/casado") means they are
 * not two statements about one person.
 */
export const STATUS_GAP = /^[\s,;]*(?:regime(?:\s+de\s+bens)?\s*:\s*)?$/u;

/**
 * A person's identity document in a qualification: "CPF: 123.456.789-09", "RG nº 32.145.678-x",
 * "Identidade N.º 5123456". Group `v` holds the number (the check letter of an RG kept).
 */
export const PERSON_DOCUMENT =
  /\b(?<kind>cpf|rg|identidade|cedula\s+de\s+identidade)\b[^\d\n]{0,25}?(?<v>\d[\d.\-/ ]{4,16}[\dx])(?![\dx])/gu;
/** How far before an identity document the name of its holder is looked for. */
export const HOLDER_REACH = 160;
/** A name after its label, on the original text: "Nome: Camila Regina Souza". */
export const NAME_LABEL = /\bnome(?:\s+completo)?\s*:\s*(?<name>\p{Lu}[^\n,;:]{2,80})/giu;
/**
 * A name written in capitals or with every word capitalised, joined by "de", "da", "dos", "e":
 * "JOSE ROBERTO FARIAS DE MELO", "Mariana Souza Alves". Two words at least.
 */
export const CAPITALISED_NAME =
  /\p{Lu}[\p{L}'-]+(?:[ \t]+(?:(?:d[aeo]s?|e)[ \t]+)?\p{Lu}[\p{L}'-]+)+/gu;
/** Words of a name that do not tell two people apart (connectors), folded. */
export const NAME_CONNECTOR = /\b(?:d[aeo]s?|e)\b|[^\p{L}]+/gu;
/** Capitalised words that are labels of a qualification, not a name ("CPF N", "Cédula de Identidade"). */
export const QUALIFICATION_LABEL =
  /^(?:cpf|rg|cnpj|cedula|identidade|inscrit\p{L}*|portador\p{L}*|nacionalidade|profissao|estado|regime|endereco|cep|bairro|cidade|telefone|e-mail|email|nascimento|conjuge|orgao|expedidor|ssp|n)$/u;

/**
 * A company's legal form in its name: a business company (sociedade empresária: "LTDA", "S.A.",
 * "EIRELI"), never an association or a foundation (CC arts. 44, 53 and 62: those are other kinds
 * of legal person).
 */
export const COMPANY_FORM =
  /(?<!\p{L})(?:ltda|eireli|s\.\s?a\.?|s\/a|sociedade\s+(?:limitada|anonima|empresaria))(?!\p{L})/u;
/** A non-profit kind of legal person in a qualification (CC arts. 53 and 62). */
export const NONPROFIT_FORM =
  /\b(?:associacao\s+(?:civil|sem\s+fins)|(?:entidade|instituicao|pessoa\s+juridica)\s+(?:de\s+direito\s+privado\s+)?sem\s+fins\s+lucrativos|fundacao\s+(?:de\s+direito\s+)?privada|organizacao\s+religiosa)\b/u;
/** The name of an association or a foundation. */
export const NONPROFIT_NAME = /\b(?:associacao|fundacao)\b/u;
/** How far after a party's name its qualification is read for its legal form. */
export const FORM_REACH = 200;
/** Where a party's qualification ends: the role it is given, or the next party. */
export const QUALIFICATION_END =
  /\b(?:doravante|adiante|simplesmente\s+denominad|e\s+de\s+outro\s+lado)\b|;/u;

/**
 * The contract accepted online, as its own signature block records it: "fez a assinatura online
 * … pelo IP", "IP de origem: …", "Hash de verificação: …".
 */
export const ONLINE_ACCEPTANCE =
  /\b(?:pelo\s+ip|ip\s+de\s+origem|endereco\s+ip|assinatura\s+on-?line|aceite\s+(?:on-?line|eletronico)|hash\s+de\s+verificacao)\b/u;
/** A signature claimed to use a digital certificate of the ICP-Brasil (MP 2.200-2/2001, art. 10, § 1º). */
export const CERTIFIED_SIGNATURE = /\b(?:icp-?\s?brasil|certificad[oa]s?\s+digita(?:l|is))\b/u;
/** Signatures on paper copies: "assinam … em 2 (duas) vias", "firmam … em duas (2) vias". */
export const PAPER_COPIES = new RegExp(
  String.raw`\bem\s+(?:\d+|${CARDINAL_WORDS})\s*(?:\([^)]*\)\s*)?vias\b`,
  'u',
);

// ---------------------------------------------------------------------------------------------
// The contract against its own nature (natureza_contraditoria) and two clauses that set two rules
// for one situation (regra_divergente)
// ---------------------------------------------------------------------------------------------

/** The contract or the thing in it is a comodato: "Contrato de Comodato", "equipamento em comodato". */
export const LOAN_FOR_USE = /\bcomodat/u;
/**
 * A payment for the use of the thing lent (CC art. 579: the comodato is gratuitous): "pela
 * locação dos equipamentos o CONTRATANTE pagará", "a título de aluguel do aparelho", "taxa de
 * comodato".
 */
export const CHARGED_USE =
  /\b(?:pel[oa]s?|a\s+titulo\s+de)\s+(?:locacao|aluguel|aluguer|uso)\s+d[oa]s?\s+(?:\p{L}+\s+){0,2}?(?:equipamentos?|aparelhos?|bens?|rastreador\w*|maquinas?|chopeiras?|produtos?|imovel|area|veiculos?|objetos?|coisa)\b|\b(?:taxa|aluguel|mensalidade)\s+(?:mensal\s+)?d[eo]\s+comodato\b/u;
/** A payment in the same sentence: the use is charged, not merely described. */
export const PAYMENT_WORD =
  /\b(?:pagar\p{L}*|paga|pago|pagamento|cobra\p{L}*|remunera\p{L}*|taxas?|mensalidades?|valor(?:es)?\s+(?:mensa(?:l|is)|acordad\p{L}*|ajustad\p{L}*))\b/u;
/** A use declared free: "não sendo devida qualquer contraprestação pelo uso do imóvel". */
export const FREE_USE =
  /\b(?:nao|sem|nenhum\p{L}*|gratuit\p{L}*|isent\p{L}*)\b[^.;]{0,40}\b(?:pag|cobr|onus|contraprestac|custo|valor|remunera)/u;

/**
 * An exit open to either party that needs no breach: "na hipótese de rescisão deste contrato por
 * qualquer uma das partes", "qualquer das partes poderá resilir o contrato mediante aviso".
 */
export const EITHER_PARTY_EXIT = new RegExp(
  [
    String.raw`\b(?:rescis\p{L}*|resili\p{L}*|denuncia)\b[^.;]{0,60}?\bpor\s+qualquer\s+(?:uma\s+)?das\s+partes\b`,
    String.raw`\bqualquer\s+(?:uma\s+)?das\s+partes\s+(?:\p{L}+\s+){0,3}?(?:${actionForms('end')}|desistir)\b`,
  ].join('|'),
  'u',
);
/** A breach in the sentence: ending the contract for it is every party's right, irrevocable or not. */
export const BREACH =
  /\b(?:inadimpl\p{L}*|descumpri\p{L}*|infra(?:cao|coes|ir|ir)|violac\p{L}*|viola\p{L}*|justa\s+causa|culpa)\b/u;

/** A right sold as lifelong: "licença vitalícia", "licença de uso perpétua". */
export const LIFELONG = /\b(?:vitalici\p{L}*|perpetu[oa]s?)\b/u;
/** Made to depend on something: "condicionada ao pagamento", "cujo adimplemento é condição essencial". */
export const CONDITIONED =
  /\b(?:condicionad\p{L}*|condicao\s+essencial|vinculad\p{L}*|enquanto|desde\s+que|sujeit[oa]s?\s+a)\b/u;
/** A recurring payment: "mensalidades", "pagas mensalmente", "assinatura". */
export const RECURRING_PAYMENT =
  /\b(?:mensalidades?|mensalmente|pagamentos?\s+mensa(?:l|is)|valores\s+mensais|anuidades?|assinatura\s+mensal|tod[oa]s?\s+(?:[oa]s?\s+)?mes(?:es)?|a\s+cada\s+mes|por\s+mes)\b/u;
/** What is licensed or granted for life. */
export const LICENSED = /\b(?:licenca|direito\s+de\s+uso|acesso|uso)\b/u;

/** Participles of passing data on: "compartilhados", "cedidos", "vendidos". */
const SHARED_VERBS = String.raw`compartilhad|cedid|transferid|repassad|divulgad|vendid|comercializad|fornecid`;
/** The denial before the verb: "não serão", "jamais", "nenhum dado pessoal … será". */
const NEVER_SHARED = String.raw`(?:(?:nao|nunca|jamais)\s+(?:\p{L}+\s+){0,2}?|nenhum[a]?\s+(?:\p{L}+\s+){1,5}?(?:sera|serao|e|sao|podera|poderao)\s+(?:ser\s+)?)`;
/**
 * Personal data promised never to reach third parties, without an exception in the same
 * sentence: "Os dados pessoais do usuário não serão compartilhados com terceiros".
 */
export const NOT_SHARED = new RegExp(
  String.raw`\b${NEVER_SHARED}(?:${SHARED_VERBS})\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:a|com|para)\s+(?:quaisquer\s+|nenhum\s+)?terceir`,
  'u',
);
/** An exception that qualifies the promise: "salvo", "exceto", "sem o seu consentimento". */
export const SHARING_EXCEPTION =
  /\b(?:exceto|salvo|ressalvad\p{L}*|a\s+menos|senao|sem\s+(?:o\s+|a\s+)?(?:seu\s+|sua\s+)?(?:previ[oa]\s+)?(?:consentimento|autorizacao|anuencia)|mediante|somente|apenas|quando|nos\s+casos|hipotese|conforme|nos\s+termos)\b/u;
/** The personal data of the reader, in the promise. */
export const PERSONAL_DATA =
  /\bdados?\s+(?:pessoa(?:is|l)|cadastra(?:is|l)|d[oa]s?\s+(?:usuari|client|titular|contratante|aluno)|de\s+navegacao)|\bseus\s+dados\b/u;
/**
 * Data shared with third parties or partners after all: "Estes dados de navegação poderão, ainda,
 * ser compartilhados com eventuais parceiros do aplicativo".
 */
export const DATA_SHARED =
  /\b(?:poderao|podera|podem|pode|serao|sera|sao)\b[,\s]+(?:\p{L}+[,\s]+){0,3}?(?:compartilhad|transferid|cedid|repassad|fornecid|disponibilizad)\p{L}*\s+(?:\p{L}+\s+){0,3}?(?:com|a|para|aos?|as?)\s+(?:\p{L}+\s+){0,2}?(?:terceir|parceir|empresas|fornecedor|prestador|afiliad|anunciant)/u;
/** The data in a sharing sentence. */
export const DATA_WORD = /\bdados\b/u;

/**
 * A suspension of the service for a delay in payment: "O inadimplemento autoriza a TORIQ a
 * suspender o acesso", "a mora superior a 3 mensalidades implicará … suspensão".
 */
export const SUSPENSION = /\bsuspen(?:de|der|dera|derao|sao|so|sa|dendo)\b/u;
/** The delay that triggers it. */
export const PAYMENT_DEFAULT =
  /\b(?:inadimpl\p{L}*|mora|atraso|nao\s+pagamento|falta\s+de\s+pagamento)\b/u;
/** What a delay is counted in: days, months, unpaid instalments. */
const DEFAULT_UNITS = String.raw`dias?|mes(?:es)?|mensalidades?|parcelas?|faturas?|boletos?|prestac(?:ao|oes)`;
/**
 * How long the delay must last: "mora superior a 3 mensalidades", "atraso de mais de 30 dias",
 * "após 15 (quinze) dias de atraso". Group `n` and unit `u`.
 */
export const DEFAULT_THRESHOLD = new RegExp(
  String.raw`\b(?:superior(?:es)?\s+a|acima\s+de|mais\s+de|por\s+prazo\s+superior\s+a|apos|a\s+partir\s+d[eo])\s+(?:(?<n>\d+)|(?<w>${CARDINAL_WORDS}))\s*(?:\([^)]{1,30}\)\s*)?(?<u>${DEFAULT_UNITS})\b`,
  'u',
);
/** Any other figure: a suspension with a notice period or a date is not read. */
export const ANY_FIGURE = /\d/u;
/** A clause number at the start of a sentence ("5.3.", "10.2 -"), not a figure of the rule. */
export const LEADING_NUMBER = /^\s*(?:\d+(?:\.\d+)*\s*[.)\-–—]?\s*)+/u;

/**
 * A renewal on the same terms ("será renovado automaticamente por períodos iguais, mantendo as
 * mesmas condições de valor e serviço").
 */
export const SAME_TERMS_RENEWAL =
  /\b(?:renova\p{L}*|prorroga\p{L}*)\b[^.;]{0,150}?\b(?:mesm[oa]s\s+(?:condicoes|valores?|precos?|termos)|mantid[oa]s\s+(?:\p{L}+\s+){0,3}?(?:condicoes|valores?|precos?))\b/u;
/**
 * A renewal, in a sentence whose provision may change the price: "Na hipótese de haver renovação,
 * o valor … poderão ser reajustados pelo CONTRATADO", "Ocorrendo renovação, a AGÊNCIA poderá
 * reajustar o valor". An index adjustment is one of the same terms.
 */
export const RENEWAL_WORD = /\b(?:renovac\p{L}*|prorrogac\p{L}*|renovad[oa]|prorrogad[oa])\b/u;
/** The price among the things a provision changes. */
export const PRICE_OBJECT = /\b(?:valor|valores|preco|precos|mensalidades?)\b/u;
/** A price index: adjusting by it keeps the terms. */
export const PRICE_INDEX =
  /\b(?:indice|ipca|igp-?m|inpc|incc|ipc|selic|variacao\s+(?:acumulada|anual))\b/u;

/**
 * A tacit extension denied: "não se havendo como presumida a falta de oposição da LOCADORA",
 * "não haverá prorrogação tácita", "vedada a renovação automática".
 */
/** Verbs a tacit extension is denied with: "não se havendo como presumida", "não operará". */
const EXTENSION_VERBS = String.raw`havendo|havera|tendo|considerando|considerara|presumindo|presumira|caracterizando|caracterizara|operara|ocorrera`;
export const EXTENSION_DENIED = new RegExp(
  [
    String.raw`\bnao\s+(?:se\s+)?(?:${EXTENSION_VERBS})\s+(?:como\s+)?(?:presumid\p{L}*\s+)?(?:a\s+)?(?:prorrogac\p{L}*|renovac\p{L}*|falta\s+de\s+oposicao)`,
    String.raw`\b(?:vedad|proibid)[oa]s?\s+a\s+(?:prorrogacao|renovacao)\s+(?:tacita|automatica)|\bnao\s+se\s+(?:prorrogara|renovara)\s+(?:tacita|automatica)mente`,
    String.raw`\bnao\s+(?:\p{L}+\s+){0,3}?(?:interpretad|considerad|entendid|tid)[oa]\s+como\s+(?:\p{L}+\s+){0,2}?(?:falta|ausencia)\s+de\s+oposicao`,
  ].join('|'),
  'u',
);
/**
 * The tacit extension regulated: "Caso ocorra prorrogação automática da avença", "tornando-se a
 * avença por prazo indeterminado", "Passando o contrato a viger por prazo indeterminado".
 */
export const EXTENSION_REGULATED =
  /\b(?:prorrogac\p{L}*|renovac\p{L}*)\s+(?:automatica|tacita)|\b(?:prorrogar|renovar)-se-a\s+(?:automatica|tacita)mente|\b(?:prorrogad|renovad)[oa]\s+(?:automatica|tacita)mente|\b(?:passando|passara|passar|tornando-se|tornar-se-a)\s+(?:\p{L}+\s+){0,4}?(?:a\s+(?:viger|vigorar)\s+)?por\s+prazo\s+indeterminado/u;

/** Texts and severities of the contradiction rules. */
export const SPECS = {
  numeroExtenso: {
    rule: 'contradicao.numero_extenso',
    title: 'Número e valor por extenso não conferem',
    description: 'O número escrito em algarismos difere do escrito por extenso.',
    severity: 'alta',
    recommendation:
      'Corrija o valor para que algarismos e extenso coincidam; em caso de divergência, a interpretação fica incerta e pode gerar disputa.',
  },
  valorDivergente: {
    rule: 'contradicao.valor_divergente',
    title: 'Mesmo parâmetro com valores diferentes',
    description:
      'O contrato informa valores diferentes para o mesmo parâmetro em cláusulas distintas.',
    severity: 'alta',
    recommendation: 'Unifique o valor em todas as cláusulas que tratam do mesmo parâmetro.',
  },
  foroDuplo: {
    rule: 'contradicao.foro_duplo',
    title: 'Dois foros diferentes',
    description: 'O contrato elege mais de um foro para resolver os mesmos conflitos.',
    severity: 'média',
    recommendation: 'Mantenha uma única cláusula de foro, com uma só comarca.',
  },
  aritmetica: {
    rule: 'contradicao.aritmetica',
    title: 'Conta que não fecha',
    description: 'A soma ou a multiplicação dos valores informados não resulta no total declarado.',
    severity: 'alta',
    recommendation:
      'Revise quantidades, valores unitários, parcelas e total para que a conta feche.',
  },
  referenciaInexistente: {
    rule: 'contradicao.referencia_inexistente',
    title: 'Referência a cláusula inexistente',
    description: 'O texto remete a uma cláusula ou item que não existe no contrato.',
    severity: 'média',
    recommendation: 'Corrija a remissão para a cláusula correta ou inclua a cláusula mencionada.',
  },
  cepDuplo: {
    rule: 'contradicao.valor_divergente',
    title: 'Dois CEPs no mesmo endereço',
    description: 'O mesmo endereço traz dois CEPs diferentes.',
    severity: 'baixa',
    recommendation:
      'Confira o endereço e deixe só o CEP correto: é por ele que chegam notificações e cobranças.',
  },
  estadoCivil: {
    rule: 'contradicao.qualificacao_inconsistente',
    title: 'Estado civil contraditório',
    description: 'A mesma pessoa aparece com dois estados civis diferentes.',
    severity: 'média',
    recommendation:
      'Corrija a qualificação com o estado civil verdadeiro e, se a pessoa for casada, o regime de bens e os dados do cônjuge, que pode precisar assinar.',
  },
  assinaturaSemQualificacao: {
    rule: 'contradicao.assinante_diverso',
    title: 'Assinatura prevista para quem o contrato não qualifica',
    description:
      'O bloco de assinaturas prevê a assinatura de um garantidor que o contrato não identifica nem qualifica.',
    severity: 'média',
    recommendation:
      'Qualifique no contrato quem vai assinar como garantidor (nome, CPF, endereço) e diga a que se obriga, ou retire a linha de assinatura que sobrou de outro modelo.',
  },
  assinaturaDivergente: {
    rule: 'contradicao.regra_divergente',
    title: 'Forma de assinatura contraditória',
    description:
      'O texto descreve uma forma de assinatura, e o bloco de assinaturas registra outra.',
    severity: 'baixa',
    recommendation:
      'Ajuste o fecho à forma real de assinatura (vias em papel, assinatura eletrônica simples ou com certificado ICP-Brasil) e guarde a prova de quem assinou.',
  },
  comodatoOneroso: {
    rule: 'contradicao.natureza_contraditoria',
    title: 'Comodato cobrado',
    description:
      'O contrato chama de comodato (empréstimo gratuito) o uso do bem, mas cobra por ele: na prática é uma locação.',
    severity: 'média',
    recommendation:
      'Defina a natureza do contrato: se há pagamento pelo uso do bem, é locação, com suas regras de devolução e responsabilidade; se é comodato, retire a cobrança pelo bem.',
    legalRef: 'cc.art579',
  },
  irrevogavelResilivel: {
    rule: 'contradicao.natureza_contraditoria',
    title: 'Contrato irrevogável que qualquer parte pode encerrar',
    description:
      'O contrato se declara irrevogável e irretratável, mas admite que qualquer das partes o encerre sem que a outra tenha descumprido nada.',
    severity: 'média',
    recommendation:
      'Decida se o contrato pode ou não ser encerrado por vontade de uma das partes e deixe uma só regra, com o aviso e as consequências da saída.',
  },
  vitalicioPago: {
    rule: 'contradicao.natureza_contraditoria',
    title: 'Direito vitalício que depende de mensalidades',
    description:
      'O direito é vendido como vitalício ou perpétuo, mas só vale enquanto forem pagas mensalidades: na prática é uma assinatura.',
    severity: 'alta',
    recommendation:
      'Peça que o contrato diga claramente o que continua valendo se as mensalidades pararem, ou que não chame de vitalício um direito que depende delas.',
  },
  suspensaoDivergente: {
    rule: 'contradicao.regra_divergente',
    title: 'Duas regras para suspender o serviço',
    description:
      'Uma cláusula permite suspender o serviço por qualquer atraso e outra só depois de um atraso maior.',
    severity: 'média',
    recommendation:
      'Unifique a regra: diga a partir de quanto tempo de atraso, e com que aviso, o serviço pode ser suspenso.',
  },
  renovacaoDivergente: {
    rule: 'contradicao.regra_divergente',
    title: 'Renovação com preço mantido e revisto',
    description:
      'Uma cláusula renova o contrato nas mesmas condições de valor e outra permite rever o valor na renovação.',
    severity: 'média',
    recommendation:
      'Deixe uma só regra para o preço da renovação: mantido, corrigido por um índice ou renegociado por acordo das duas partes.',
  },
  prorrogacaoDivergente: {
    rule: 'contradicao.regra_divergente',
    title: 'Prorrogação negada e regulada',
    description:
      'Uma cláusula nega a prorrogação tácita do contrato, e outras regulam essa mesma prorrogação.',
    severity: 'média',
    recommendation:
      'Diga com clareza o que acontece ao fim do prazo se o contrato continuar sendo cumprido, numa só regra.',
  },
  compartilhamentoDivergente: {
    rule: 'contradicao.regra_divergente',
    title: 'Dados "não compartilhados" que são compartilhados',
    description:
      'O texto promete que os dados pessoais não serão compartilhados com terceiros, mas em outro trecho admite compartilhá-los.',
    severity: 'alta',
    recommendation:
      'Peça a lista de com quem seus dados são compartilhados e para quê; a promessa de não compartilhar não vale se o próprio texto a desmente.',
    legalRef: 'lgpd.art9.V',
  },
  documentoRepetido: {
    rule: 'contradicao.qualificacao_inconsistente',
    title: 'Mesmo documento para duas pessoas',
    description: 'Duas pessoas diferentes aparecem com o mesmo número de documento.',
    severity: 'média',
    recommendation:
      'Confira os documentos de cada pessoa: com o mesmo CPF ou RG para duas pessoas, não se sabe quem de fato se obriga, e o contrato não pode ser registrado.',
  },
  documentoDivergente: {
    rule: 'contradicao.qualificacao_inconsistente',
    title: 'Mesma parte com dois documentos',
    description: 'A mesma parte aparece com dois números de CPF ou CNPJ diferentes.',
    severity: 'média',
    recommendation:
      'Confira o CPF ou CNPJ correto da parte e corrija-o em todo o contrato: com dois números, não se sabe quem de fato se obriga.',
  },
  formaJuridica: {
    rule: 'contradicao.qualificacao_inconsistente',
    title: 'Tipo de pessoa jurídica contraditório',
    description: 'A parte é qualificada com duas formas jurídicas que não podem coexistir.',
    severity: 'média',
    recommendation:
      'Confira no cartão do CNPJ qual é a forma jurídica da parte (sociedade, associação, fundação) e quem a representa; corrija a qualificação.',
  },
  testemunhasSemCampo: {
    rule: 'contradicao.referencia_inexistente',
    title: 'Testemunhas citadas sem campo de assinatura',
    description: 'O texto diz que testemunhas assinam, mas o documento não tem lugar para elas.',
    severity: 'baixa',
    recommendation:
      'Inclua as linhas de assinatura de duas testemunhas, com nome e CPF, ou retire a menção a elas.',
  },
  tituloSemTestemunhas: {
    rule: 'contradicao.referencia_inexistente',
    title: 'Título executivo sem testemunhas',
    description:
      'O contrato diz valer como título executivo, mas não tem testemunhas nem assinatura eletrônica.',
    severity: 'baixa',
    recommendation:
      'Inclua as assinaturas de duas testemunhas (ou assine eletronicamente): só assim o contrato particular permite a cobrança direta na Justiça.',
    legalRef: 'cpc.art784.III',
  },
  fornecedorNaoIdentificado: {
    rule: 'contradicao.papel_indefinido',
    title: 'Fornecedor não identificado',
    description:
      'Os termos vendem um serviço pela internet, mas não dizem quem é o fornecedor: nem razão social, nem CNPJ, nem endereço. Você não sabe com quem contrata nem onde reclamar.',
    severity: 'alta',
    recommendation:
      'Peça o nome empresarial, o CNPJ e o endereço do fornecedor antes de contratar; a lei obriga a informá-los em destaque.',
    legalRef: 'decreto7962.art2',
  },
  papelIndefinido: {
    rule: 'contradicao.papel_indefinido',
    title: 'Parte não qualificada no contrato',
    description: 'O texto atribui obrigações a uma parte que não foi qualificada no preâmbulo.',
    severity: 'alta',
    recommendation:
      'Corrija o nome da parte (provável sobra de outro modelo) ou qualifique-a no preâmbulo.',
  },
  papelTrocado: {
    rule: 'contradicao.papel_trocado',
    title: 'Papéis das partes trocados',
    description: 'Uma cláusula atribui a uma parte o que, pela lógica do contrato, cabe à outra.',
    severity: 'média',
    recommendation:
      'Corrija o nome da parte na cláusula, para que cada pagamento, direito e dever fique com quem de fato paga, recebe ou é dono do bem; como está, a cláusula pode não valer como se pretendia.',
  },
  assinanteDiverso: {
    rule: 'contradicao.assinante_diverso',
    title: 'Quem assina não é a parte qualificada',
    description:
      'O bloco de assinaturas traz um nome diferente das partes qualificadas no início do contrato.',
    severity: 'alta',
    recommendation:
      'Confira quem é de fato a parte: a qualificação e a assinatura devem ser da mesma pessoa ou empresa (ou de seu representante, identificado como tal).',
  },
} as const satisfies Record<string, RuleSpec>;

/** A business named by its legal form or its corporate name ("LTDA", "Razão Social: …"). */
export const BUSINESS_NAME =
  /\b(?:ltda|eireli|s\.\s?a\.|s\/a)(?!\p{L})|\brazao\s+social\s*:?\s*\p{L}/u;
/** How online terms name their supplier: "o editor do aplicativo", "a empresa", "o vendedor". */
export const SUPPLIER_WORD =
  /\b(?:editor(?:a)?|vendedor(?:a)?|fornecedor(?:a)?|empresa|prestador(?:a)?|loja)\b/u;
