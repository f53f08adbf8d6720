/**
 * The standard-clause checklist: how each item is recognised (by clause title or by wording),
 * which contract types expect it, its pt-BR label and what its absence costs.
 */
import type { TContractType, TDefaultClauseKey, TSeverity } from '@contrato-claro/shared';
import type { LegalReferenceId } from '../../legal/references';
import { rate } from '../../rules/figures';
import type { RuleSpec } from '../rule';

/** One item of the standard-clause checklist. */
export interface ChecklistItem {
  key: TDefaultClauseKey;
  label: string;
  /**
   * The title of its finding when it is missing, written whole so that "ausente" agrees with the
   * label ("Assinaturas das partes ausentes"), never built by appending a word to it.
   */
  missingTitle: string;
  /** Matched against the folded title of a clause. */
  title: RegExp | null;
  /** Matched against the folded sentences of the body. */
  body: RegExp | null;
  /** A heading that only names the thing: evidence when neither `title` nor the wording is found. */
  weakTitle?: RegExp;
  /** Wording that states the item in one contract type only (a loan's object is "a quantia"). */
  bodyByType?: Partial<Record<TContractType, RegExp>>;
  /**
   * Whether the preamble may state it too ("as partes contratam a locação do imóvel abaixo", "por
   * prazo indeterminado"); other items there are only recitals, not clauses.
   */
  inPreamble?: boolean;
  /**
   * Wording that satisfies the item only when no other sentence does: a late-payment fine is
   * a fine, but the breach penalty is the better evidence of a "multa por descumprimento".
   */
  weakBody?: RegExp;
  /** Severity of its absence when expected. */
  severity: TSeverity;
  legalRef?: LegalReferenceId;
}

/**
 * An amount that is a price, not a fine or an indemnity: "pagará à outra multa de R$ 50.000,00"
 * is a penalty clause, not the price of the contract.
 */
const PRICE_AMOUNT = String.raw`(?<!\b(?:multa|clausula\s+penal|penalidade|indenizacao|perdas\s+e\s+danos)\b[^.;]{0,40})\br\$\s*\d`;
/** How far a price word may be from its amount (bounded: a run-on sentence is not rescanned). */
const PRICE_REACH = 200;
/** Words before "multa" that waive it: "sem multa", "isenta de multa", "não haverá multa". */
const FINE_WAIVED = String.raw`\b(?:sem|isent[oa]s?\s+d[ea]|isencao\s+d[ea]|livre\s+d[ea]|dispensad[oa]s?\s+d[ea]|nao\s+(?:havera|incidira|cabera|sera\s+devida|sera\s+cobrada|se\s+aplicara))\s+(?:(?:qualquer|nenhuma|incidencia\s+de|o\s+pagamento\s+de|pagamento\s+de|cobranca\s+de|aplicacao\s+de)\s+)?(?:onus\s+(?:ou|e|nem)\s+)?`;
/** What a user keeps secret about an account: that is care of the account, not confidentiality. */
const CREDENTIALS = String.raw`(?:senhas?|credenciais|login|dados\s+de\s+acesso)`;
/**
 * Late-payment words. Correcting an overdue debt ("juros de mora ... além de correção monetária")
 * is a default charge, not an adjustment of the price.
 */
const LATE_PAYMENT = String.raw`\b(?:atraso|mora|moratori[oa]s?|inadimpl\w*|impontualidade|juros)\b`;
/** How far around the correction a late-payment word is looked for (bounded: no quadratic scans). */
const LATE_REACH = 300;

/** What a term is stated about. */
const TERM_SUBJECT = String.raw`(?:contrato|locacao|acordo|parceria|comodato|licenca|assinatura|instrumento|plano|termo)`;
/** Ways a contract states its term. */
const TERM_WORDING = [
  String.raw`prazo\s+(?:de\s+vigencia|de\s+duracao|da\s+locacao|de\s+locacao|do\s+(?:presente\s+)?contrato|indeterminado|determinado|de\s+experiencia)`,
  // "A locação é feita pelo prazo de 30 meses", not a non-compete "pelo prazo de 3 anos após…".
  String.raw`(?:${TERM_SUBJECT}|(?:contratad|celebrad|firmad|feit|locad|cedid)[oa])\b[^.;]{0,30}\b(?:pelo|por)\s+(?:o\s+)?prazo\s+(?:de\s+\d+|(?:in)?determinado)(?![^.;]{0,80}\b(?:apos|seguintes\s+ao)\b)`,
  // "A assinatura tem prazo de 1 (um) mês".
  String.raw`${TERM_SUBJECT}\s+(?:tem|tera|possui)\s+(?:o\s+)?(?:prazo|duracao|vigencia)\s+de`,
  // "vigorará enquanto…", "permanecerá em vigor…", "o contrato ficará vigente até…"; not "a
  // tabela vigente por ocasião do pagamento".
  String.raw`vigorar(?:a|ao)|(?:permanecer|ficar)(?:a|ao)\s+(?:em\s+vigor|vigente)|${TERM_SUBJECT}\b[^.;]{0,30}\b(?:em\s+vigor|vigente)\s+(?:por|pelo|ate|enquanto)`,
  String.raw`vigencia\s+de|por\s+tempo\s+(?:in)?determinado|duracao\s+de`,
  // In the present tense: "Este contrato vigora por 12 meses", "vige até…", "A locação vale por
  // 30 meses", "O contrato vale como experiência por 45 dias".
  String.raw`(?:vigora|vige|vigera)\s+(?:por|pelo|ate|de|a\s+partir|enquanto)|${TERM_SUBJECT}\s+vale(?:ra)?\s+(?:como\s+experiencia\s+)?por\s+\d`,
  // A school contract lasts the school year: "prestará ao aluno … durante o ano letivo de 2026";
  // not "a anuidade não será reajustada durante o ano letivo".
  String.raw`(?<!\breajust\w*[^.;]{0,60})durante\s+o\s+(?:ano|semestre|periodo)\s+letivo`,
  // A field of a summary table that holds the term, even blank: "Vencimento da Operação:",
  // "Prazo:", "Vigência:", "Data de término:".
  String.raw`^(?:prazo(?:\s+(?:de\s+vigencia|do\s+contrato|total))?|vigencia|vencimento\s+(?:da\s+operacao|final)|data\s+(?:de\s+)?(?:termino|vencimento\s+final))\s*:`,
  // A term given by an event or by the schedule that settles the debt: "vigorará até a conclusão
  // dos serviços", "o contrato dura até a entrega das chaves", "em 24 (vinte e quatro) parcelas".
  String.raw`(?:${TERM_SUBJECT}|vigora\w*|vige\w*|dura\w*)\b[^.;]{0,40}\bate\s+(?:a\s+)?(?:conclusao|entrega|quitacao|integral)|em\s+\d+\s*(?:\([^)]{1,30}\)\s*)?parcelas`,
  // "O período letivo começa em 02/02/2026 e termina em 11/12/2026".
  String.raw`(?:ano|semestre|periodo)\s+letivo\s+(?:comeca|comecara|inicia(?:ra)?|tera\s+inicio|tem\s+inicio)\b[^;\n]{0,60}\b(?:termina|terminara|encerra|encerrara|ate)`,
];

/** The checklist, in the order of DEFAULT_CLAUSE_KEYS. */
export const CHECKLIST: readonly ChecklistItem[] = [
  {
    key: 'partes',
    label: 'Qualificação das partes',
    missingTitle: 'Qualificação das partes ausente',
    title: null,
    body: null,
    severity: 'alta',
  },
  {
    key: 'objeto',
    label: 'Objeto do contrato',
    missingTitle: 'Objeto do contrato ausente',
    title: /\b(?:objeto|funcao|cargo|admissao|finalidade|doacao|emprestimo)\b/u,
    // "IMÓVEL LOCADO", "DO IMÓVEL", "DO BEM", "DO EQUIPAMENTO": the whole heading names the thing.
    weakTitle:
      /^(?:d[oa]s?\s+)?(?:imovel|bem|bens|equipamentos?|veiculo|maquinas?)(?:\s+(?:locad|cedid|vendid|emprestad|doad|comodad)[oa]s?)?[\s.:]*$/u,
    // "celebram o presente TERMO DE COMPROMISSO DE ESTÁGIO" names the deal in the preamble.
    body: /\b(?:(?:celebram|firmam|ajustam|pactuam)\s+(?:entre\s+si\s+)?(?:o\s+presente|este|esta|a\s+presente)\s+(?:contrato|termo(?:\s+de\s+compromisso)?|acordo|instrumento|convenio)\s+de\s+\p{L}{4,}|tem\s+(?:como|por)\s+objeto|(?:o\s+)?objeto\s+d[oe]\s+(?:presente|este)|da\s+em\s+(?:locacao|comodato)|(?:aluga|loca)\s+(?:a|ao|aos|as)|(?:contratam|ajustam|celebram)\s+a\s+locacao|vende\s+(?:a|ao)|promete\s+vender|cede\s+(?:a|ao)|licencia|concede|doa\s+(?:a|ao)|empresta|admite|contrata\s+\w+\s+para|exercera\s+a\s+funcao|para\s+exercer)\b/u,
    bodyByType: {
      // "O MUTUANTE entrega neste ato à MUTUÁRIA … a quantia de R$ 24.000,00".
      Mútuo:
        /\b(?:entrega|entregou|transfere|transferiu|repassa|repassou|recebe|recebeu|declara\s+(?:ter\s+)?recebid[oa])\b[^.;]{0,80}\b(?:quantia|importancia|soma)\b/u,
      // An NDA's object is the information it protects: "São confidenciais todas as informações…".
      Confidencialidade:
        /\b(?:(?:sao|serao)\s+(?:consideradas\s+)?(?:informacoes\s+)?confidenciais|consideram-se\s+(?:informacoes\s+)?confidenciais|entende-se\s+por\s+informac(?:ao|oes)\s+confidencia(?:l|is)|informacoes\s+confidenciais\s+(?:sao|serao|compreendem|abrangem|incluem|significam))\b/u,
    },
    inPreamble: true,
    severity: 'alta',
  },
  {
    key: 'pagamento',
    label: 'Preço e forma de pagamento',
    missingTitle: 'Preço e forma de pagamento ausentes',
    title:
      /\b(?:pagamento|preco|valor|aluguel|remuneracao|honorarios|mensalidade|salario|taxa|royalties|restituicao|contrapartida|comissao|comissoes)\b/u,
    // A commercial agent is paid by commission: "receberá comissão de 6% sobre o valor líquido".
    body: new RegExp(
      String.raw`\bcomissao\s+de\s+${rate('commission')}|${PRICE_AMOUNT}[^.;]{0,${PRICE_REACH}}\b(?:pag|aluguel|mensalidade|remuneracao|salario|preco|parcela|restitu|devolv)|\b(?:pag\w*|aluguel|mensalidade|remuneracao|salario|preco|restitu\w*|devolve\w*)\b[^.;]{0,${PRICE_REACH}}${PRICE_AMOUNT}`,
      'u',
    ),
    severity: 'média',
  },
  {
    key: 'vigencia',
    label: 'Prazo de vigência',
    missingTitle: 'Prazo de vigência ausente',
    title: /\b(?:prazo|vigencia|duracao)\b/u,
    body: new RegExp(String.raw`\b(?:${TERM_WORDING.join('|')})\b`, 'u'),
    inPreamble: true,
    severity: 'média',
  },
  {
    key: 'obrigacoes',
    label: 'Obrigações das partes',
    missingTitle: 'Obrigações das partes ausentes',
    title: /\b(?:obrigac\w*|deveres|responsabilidades|encargos|posse|entrega)\b/u,
    body: /\b(?:se\s+obriga(?:m)?|obriga(?:m)?-se|compromete(?:m)?-se|devera(?:o)?|cabera|caberao|compete|incumbe|responsabiliza(?:m)?-se|sera(?:o)?\s+responsave(?:l|is)|e\s+responsavel|sao\s+responsaveis|deve(?:m)?|cabe(?:m)?|correm\s+por\s+conta|sao\s+(?:deveres|obrigacoes)|garante(?:m)?|paga(?:m)?|restitui|devolve(?:m)?|pagara|arcara|entregara|outorgara|restituira|devolvera(?:o)?|correrao\s+por\s+conta|a\s+cargo\s+d[oa]|sera(?:o)?\s+(?:prestad|executad|realizad|cumprid|prorrogad|efetuad|entregue)\w*)\b/u,
    severity: 'média',
  },
  {
    key: 'rescisao',
    label: 'Rescisão',
    missingTitle: 'Cláusula de rescisão ausente',
    title:
      /\b(?:rescisao|resilicao|extincao|resolucao|denuncia|termino|encerramento|cancelamento|distrato)\b/u,
    // Consumer contracts cancel ("poderá cancelar a matrícula", "cancelar o plano"); others end
    // ("poderá encerrar este contrato"). Not "cancelar o pedido" or "encerrar o expediente".
    body: /\b(?:rescind\w*|rescisao|resilir|resilicao|resolvid[oa]\s+de\s+pleno\s+direito|extinto|extincao\s+do\s+contrato|(?:cancelar|cancelamento\s+d[oa]|encerrar|encerramento\s+d[oa])\s+(?:(?:o|a|este|esta|presente|seu|sua)\s+){0,2}(?:contrato|termo|acordo|instrumento|plano|matricula|assinatura|inscricao|adesao)|denunciar\s+o\s+contrato|(?:contrato|acordo|negocio|venda)\s+(?:seja|for|fica|ficara|sera)\s+desfeit[oa]|desfazimento\s+d[oa]\s+(?:contrato|negocio|venda))\b/u,
    severity: 'média',
  },
  {
    key: 'multa',
    label: 'Multa por descumprimento',
    missingTitle: 'Multa por descumprimento ausente',
    title: /\b(?:multa|penalidade|clausula\s+penal|sancoes)\b/u,
    // Earnest money lost or returned in double is the penalty of a promise of sale (CC art. 418).
    body: new RegExp(
      String.raw`(?<!${FINE_WAIVED})\b(?:multa|clausula\s+penal)\b|\b(?:perdera|perdendo|perda\s+d[oa]s?)\s+(?:o\s+|as\s+)?(?:sinal|arras)\b|\b(?:sinal|arras)\s+(?:mais\s+o\s+equivalente|em\s+dobro)\b|\barras\s+penitenciais\b`,
      'u',
    ),
    // "inadimplente" is left out: "a parte inadimplente pagará multa de 10%" is a breach penalty.
    weakBody: /\b(?:atraso|mora|moratori[oa]s?|impontualidade|juros|apos\s+o\s+vencimento)\b/u,
    severity: 'baixa',
  },
  {
    key: 'foro',
    label: 'Foro ou arbitragem',
    missingTitle: 'Foro ou arbitragem ausente',
    title: /\b(?:foro|jurisdicao|arbitragem|solucao\s+de\s+(?:conflitos|controversias))\b/u,
    body: /\b(?:foro|comarca|arbitragem|tribunal\s+arbitral)\b/u,
    severity: 'baixa',
  },
  {
    key: 'confidencialidade',
    label: 'Confidencialidade',
    missingTitle: 'Cláusula de confidencialidade ausente',
    title: /\b(?:confidencialidade|sigilo)\b/u,
    body: new RegExp(
      String.raw`\b(?:confidencia(?:l|is|lidade)|sigilos[oa]s?)\b|(?<!\b${CREDENTIALS}\b[^.;]{0,40})\bsigilo\b(?!\s+(?:d[aeo]s?\s+)?(?:sua\s+|suas\s+|seus?\s+)?${CREDENTIALS})`,
      'u',
    ),
    severity: 'média',
  },
  {
    key: 'protecao_dados',
    label: 'Proteção de dados pessoais (LGPD)',
    missingTitle: 'Proteção de dados pessoais (LGPD) ausente',
    title: /\b(?:protecao\s+de\s+dados|dados\s+pessoais|privacidade|lgpd)\b/u,
    body: /\b(?:dados\s+pessoais|lgpd|13\.709|protecao\s+de\s+dados)\b/u,
    severity: 'média',
    legalRef: 'lgpd.art7-46',
  },
  {
    key: 'forca_maior',
    label: 'Caso fortuito e força maior',
    missingTitle: 'Caso fortuito e força maior ausentes',
    title: /\b(?:forca\s+maior|caso\s+fortuito)\b/u,
    body: /\b(?:forca\s+maior|caso\s+fortuito)\b/u,
    severity: 'baixa',
  },
  {
    key: 'reajuste',
    label: 'Reajuste de valores',
    missingTitle: 'Reajuste de valores ausente',
    title: /\b(?:reajuste|correcao|atualizacao\s+monetaria)\b/u,
    // "corrigido semestralmente" is an adjustment clause too, even an unlawful one; "corrigidos pela
    // CONTRATADA" (defects) and "documentação atualizada" are not.
    body: new RegExp(
      String.raw`\breajust\w*|\b(?:(?:correcao|atualizacao)\s+monetaria|(?:corrigid|atualizad)[oa]s?\s+(?:monetariamente|anualmente|semestralmente|trimestralmente|mensalmente|a\s+cada|pel[oa]\s+(?:variacao|indice|ipca|igp|inpc|incc|ipc|selic)))\b(?<!${LATE_PAYMENT}.{0,${LATE_REACH}})(?!.{0,${LATE_REACH}}${LATE_PAYMENT})`,
      'u',
    ),
    severity: 'baixa',
  },
  {
    key: 'assinaturas',
    label: 'Assinaturas das partes',
    missingTitle: 'Assinaturas das partes ausentes',
    title: null,
    body: null,
    severity: 'média',
  },
  {
    key: 'testemunhas',
    label: 'Duas testemunhas',
    missingTitle: 'Assinatura de duas testemunhas ausente',
    title: null,
    body: /\btestemunhas?\b/u,
    severity: 'baixa',
    legalRef: 'cpc.art784.III',
  },
];

/** Electronic signature with a provider dispenses witnesses (CPC art. 784 §4º). */
export const ELECTRONIC_SIGNATURE =
  /\bassinatura\s+(?:digital|eletronica)\b|\bassinad[oa]s?\s+(?:digital|eletronica)mente\b|\bicp-brasil\b|\baceite\s+eletronico\b/u;
/** The closing formula that says the parties sign. */
export const SIGNING = /\b(?:assinam|firmam|subscrevem|assinado\s+pelas\s+partes)\b/u;
/** Every closing formula, to find the last one (global). */
export const SIGNING_ALL = new RegExp(SIGNING.source, 'gu');
/** Where the closing formula's sentence ends ("…na presença das testemunhas abaixo."). */
export const SENTENCE_END = /\.(?=\s)|\n[ \t]*\n/u;
/** A line where someone signs: a rule of underscores or dots. */
export const SIGNATURE_RULE = /[_.]{5,}/u;
/** A line for the place and date, even blank ("______, ____ de ______ de 20__", "Data: __"). */
export const PLACE_DATE_LINE = /\bdata\b|_{2,}\s*(?:de|\/)\s*_{2,}/u;
/** The heading of the witnesses' lines ("Testemunhas:", "1ª testemunha"). */
export const WITNESS_HEADING = /^[\s\d.)ªº°-]*testemunhas?\b/u;
/** Qualification of a party: documents or registration. */
export const QUALIFICATION =
  /\b(?:cpf|cnpj|rg|inscrit[oa]|portador[a]?|residente|domiciliad[oa]|sede|estabelecid[oa])\b/u;

/** The rule reported for each missing expected item. */
export const SPEC: RuleSpec = {
  rule: 'padrao.ausente',
  title: 'Cláusula padrão ausente',
  description: 'O contrato não tem uma cláusula esperada para este tipo.',
  severity: 'média',
};

/**
 * When the clause-function model's reading of a paragraph is not evidence: the paragraph only
 * waives the fine ("sem multa", "isenta de multa"), or "cancels" something other than the
 * contract or the relation (an order, a protest, the opening hours). The model reads words, not
 * negation: these readings come from the rules.
 */
export const MODEL_VETO: Readonly<Partial<Record<TDefaultClauseKey, (fold: string) => boolean>>> = {
  multa: (fold) => {
    const fines = [...fold.matchAll(/\b(?:multa|clausula\s+penal|penalidade)\b/gu)];
    return fines.every((fine) =>
      WAIVED_BEFORE.test(fold.slice(Math.max(0, fine.index - 60), fine.index)),
    );
  },
  rescisao: (fold) => !CONTRACT_NOUN.test(fold),
};

const WAIVED_BEFORE = new RegExp(`${FINE_WAIVED}$`, 'u');
/** What a termination ends: the contract or the relation it creates. */
const CONTRACT_NOUN =
  /\b(?:contrato|acordo|termo|instrumento|convenio|matricula|plano|assinatura|adesao|locacao|servicos?|relacao|parceria|vinculo|estagio|curso|cadastro|conta)\b/u;

/** The consumer's withdrawal right left out of a contract made at a distance (CDC art. 49). */
export const WITHDRAWAL_SPEC: RuleSpec = {
  rule: 'padrao.arrependimento_ausente',
  title: 'Direito de arrependimento não informado',
  description:
    'O contrato é feito a distância (por meio eletrônico, telefone ou fora da loja), mas não diz que você pode desistir em 7 dias e receber de volta tudo o que pagou.',
  severity: 'média',
  recommendation:
    'Peça que o contrato diga como desistir em até 7 dias da assinatura ou do recebimento, com devolução integral do que foi pago; esse direito vale mesmo que o contrato não o mencione.',
  legalRef: 'cdc.art49',
};

/**
 * A card's security code among the data collected ("bandeira, número, validade e código de
 * cartões de crédito", "CVV"): more than any payment needs kept (LGPD art. 6º, III).
 */
export const CARD_CODE =
  /\bcodigo\s+(?:de\s+seguranca\s+)?(?:d[oe]s?\s+)?cart(?:ao|oes)\s+de\s+(?:credito|debito)\b|\bcodigo\s+de\s+seguranca\b[^.;]{0,40}\bcart(?:ao|oes)\b|\bcart(?:ao|oes)\b[^.;]{0,40}\bcodigo\s+de\s+seguranca\b|\bcv[vc]2?\b/u;
/** A sentence that refuses or forbids what it names ("não armazenamos o CVV"). */
export const REFUSAL = /\b(?:nao|nunca|jamais|vedad[oa]|proibid[oa]|exceto|salvo)\b/u;
/**
 * The person's CPF as the password ("o usuário e a senha são sempre os números de seu CPF",
 * "utilizando o CPF como senha"): anyone who knows the document enters the account (LGPD art. 46).
 */
export const CPF_PASSWORD =
  /\bsenhas?\s+(?:\p{L}+\s+){0,2}?(?:e|sao|sera|serao|corresponde(?:ra)?|equivale(?:ra)?)\s+(?:(?:sempre|o|os|a|as|mesm[oa]s?|numeros?|digitos|primeiros|ultimos|\d+|de|do|dos|seu|sua|proprio)\s+){0,6}cpf\b|\b(?:o\s+)?(?:numero\s+d[oe]\s+)?(?:seu\s+)?cpf\s+como\s+senha\b|\bsenha\s*:\s*(?:o\s+)?cpf\b/u;
/** Words that say what a data-protection clause does, beyond declaring that the law is obeyed. */
export const DATA_SUBSTANCE =
  /\b(?:finalidades?|seguranca|incidentes?|operador\w*|controlador\w*|tratar\w*|tratamento|titular\w*|elimina\w*|armazena\w*|compartilha\w*|confidencia\w*|acesso\s+indevido|vazamento|retencao)\b/u;
/** A declaration that the parties obey the data-protection law ("declaram que cumprem…"). */
export const COMPLIANCE_DECLARATION =
  /\b(?:declar\w*|cumpr\w*|atend\w*|observ\w*|conformidade|adequad\w*)\b/u;
/**
 * One side enters the other's systems or data: its accounts, platforms, social networks or
 * databases, or a login handed over ("Indicar 'login' de acesso (usuário e senha) para que o
 * CONTRATADO realize o acesso da plataforma", "tabelas e bancos de dados").
 */
export const DATA_ACCESS =
  /\bbancos?\s+de\s+dados\b|\bacess(?:o|ar|e|ara)\s+(?:a|as|aos|ao|da|das|do|dos)\s+(?:\p{L}+\s+){0,2}?(?:contas?|perfis|plataformas?|sistemas?|paginas|redes\s+sociais)\b|\b(?:login|usuario)\b[^.;]{0,20}\bsenha\b/u;

/** Texts of the data-protection rule, by what falls short. */
export const DATA_PROTECTION_SPECS = {
  cardCode: {
    rule: 'padrao.protecao_dados_insuficiente',
    title: 'Coleta do código de segurança do cartão',
    description:
      'O contrato prevê coletar o código de segurança do cartão, dado que nenhum pagamento exige guardar: é coleta além do necessário, que expõe o titular a fraudes se houver vazamento.',
    severity: 'média',
    recommendation:
      'Peça a exclusão do código de segurança (e de qualquer senha) da lista de dados coletados; o pagamento por cartão não exige que a empresa o guarde.',
    legalRef: 'lgpd.art6.III',
  },
  cpfPassword: {
    rule: 'padrao.protecao_dados_insuficiente',
    title: 'CPF usado como senha',
    description:
      'O acesso à área do cliente usa o número do CPF como senha: qualquer pessoa que saiba o CPF entra na conta e vê ou altera os dados e as operações do titular.',
    severity: 'baixa',
    recommendation:
      'Peça que o acesso use uma senha pessoal, escolhida pelo titular e trocada no primeiro acesso, e não um número conhecido como o CPF.',
    legalRef: 'lgpd.art46',
  },
  genericDeclaration: {
    rule: 'padrao.protecao_dados_insuficiente',
    title: 'Proteção de dados só declarada',
    description:
      'Uma parte terá acesso a contas, sistemas ou bancos de dados da outra, mas a proteção de dados se resume a declarar que a lei é cumprida: não diz quem decide sobre os dados, para que podem ser usados, que segurança se exige nem o que fazer num vazamento.',
    severity: 'média',
    recommendation:
      'Peça uma cláusula que diga que a parte com acesso trata os dados apenas segundo as instruções da outra e para os fins do contrato, adota medidas de segurança, comunica incidentes e elimina os dados ao final.',
    legalRef: 'lgpd.art39-46',
  },
} as const satisfies Record<string, RuleSpec>;

/** A party bound to keep secrecy ("Os COLABORADORES obrigam-se a manter … em sigilo"). */
export const SECRECY_DUTY =
  /\b(?:obrig\w*|comprome\w*|dever(?:a|ao)?|mant(?:er|era|erao|enha|enham))\b[^.;]{0,80}\b(?:sigilo|confidencia\w*|segredo)\b/u;
/** What an NDA says of copies of the information ("não deverão ser copiadas, reproduzidas"). */
export const COPIES = /\b(?:copiad[oa]s?|reproduzid[oa]s?|copias?|armazenad[oa]s?)\b/u;
/** A duty to give back or destroy the information at the end. */
export const RETURN_DUTY =
  /\b(?:devolv\w*|devoluc\w*|restitu\w*|destru\w*|elimin\w*|inutiliz\w*|apag(?:ar|ad[oa]s?|ue\w*)|descart\w*)\b/u;
/**
 * The tenant declares having inspected or received the property in good order ("O Locatário
 * declara expressamente que vistoriou o imóvel locado e que recebe em bom estado", "O LOCATÁRIO
 * recebe o imóvel em boas condições de uso").
 */
export const INSPECTED =
  /\b(?:(?:declara\w*|reconhece\w*|atesta\w*)\b[^.;]{0,60}\b(?:vistori\w*|recebe\w*|recebid[oa])|(?:locatari[oa]s?|inquilin[oa]s?)\s+(?:\p{L}+\s+){0,2}?(?:recebe|recebem|recebeu|receberam))\b[^.;]{0,100}\b(?:(?:bom|boa|bons|boas)\s+(?:estado|condic\w+)|perfeit[oa]s?\s+(?:estado|condic\w+)|condic\w+\s+de\s+(?:uso|habitabilidade)|estado\s+de\s+conservac\w+)/u;
/** An inspection report, attached or to be signed ("laudo de vistoria", "descrição minuciosa"). */
export const INSPECTION_REPORT =
  /\b(?:laudo|termo|relatorio|auto)\s+de\s+vistoria\b|\bvistoria\b[^.;]{0,60}\b(?:anex\w*|fotografi\w*|integra\w*|assinad[oa])|\bdescricao\s+(?:minuciosa|detalhada)\b/u;
/** The lease to be respected by a buyer of the property ("respeitado por eventual comprador"). */
export const BUYER_RESPECTS =
  /\b(?:respeitad[oa]|observad[oa]|mantid[oa])\b[^.;]{0,40}\b(?:comprador|adquirente)\b|\b(?:comprador|adquirente)\b[^.;]{0,60}\b(?:respeitar|observar|manter)\b[^.;]{0,30}\b(?:locacao|contrato)\b|\bclausula\s+de\s+vigencia\b/u;
/** The lease registered with the property's record (Lei 8.245, art. 8º). */
export const REGISTRATION =
  /\baverba\w*|\bregistr\w*\s+(?:\p{L}+\s+){0,3}?(?:matricula|cartorio|registro\s+de\s+imoveis)|\bmatricula\s+do\s+imovel\b/u;
/** The contract is a commercial representation (Lei 4.886/1965). */
export const REPRESENTATION =
  /\b(?:representacao|representantes?)\s+comercia(?:l|is)\b|\blei\s+(?:federal\s+)?(?:n\S{0,2}\s*)?4\.?886\b/u;
/** The items Lei 4.886, art. 27 requires in a representation, with how each is recognised. */
export const REPRESENTATION_ITEMS: readonly { item: string; pattern: RegExp }[] = [
  {
    item: 'a comissão e a época do pagamento',
    pattern:
      /\b(?:comiss(?:ao|oes)|retribuic(?:ao|oes)|remuneracao)\b[^.;]{0,80}(?:\d\s*%|r\$\s*\d|por\s+cento)/u,
  },
  {
    item: 'a zona de atuação',
    pattern: /\bzonas?\b|\bterritori\w*|\bregi(?:ao|oes)\s+de\s+atua\w*|\barea\s+geografica\b/u,
  },
  { item: 'se há exclusividade', pattern: /\bexclusividade\b|\bnao\s+exclusiv\w*/u },
  {
    item: 'a indenização mínima de 1/12 na rescisão sem justa causa',
    pattern: /\b1\/12\b|\bdoze\s+avos\b|\bart(?:igo)?\.?\s*27\b[^.;]{0,20}\bj\b/u,
  },
];
/** Termination for just cause (CLT arts. 482–483). */
export const JUST_CAUSE = /\bjusta\s+causa\b|\bart(?:igo)?s?\.?\s*48[23]\b/u;
/**
 * Early termination without cause in a fixed-term employment: the indemnities of CLT arts. 479
 * and 480 or the reciprocal clause of art. 481.
 */
export const EARLY_TERMINATION_RULES =
  /\bsem\s+justa\s+causa\b|\b(?:479|480|481)\b|\bmetade\s+da\s+remuneracao\b|\bclausula\s+(?:assecuratoria|de\s+rescisao\s+antecipada)\b|\brescisao\s+antecipada\s+reciproca\b/u;
/** An employment for a fixed term: experience or "prazo determinado". */
export const FIXED_TERM_EMPLOYMENT = /\bexperiencia\b|\bprazo\s+determinado\b/u;

/** A registered motor vehicle sold: its chassis or RENAVAM number identifies it. */
export const REGISTERED_VEHICLE = /\b(?:renavam|chassi)\b/u;
/**
 * The sale's transfer with the traffic authority dealt with: a deadline for the buyer to transfer
 * the registration, or the seller's communication of the sale (CTB arts. 123, § 1º, and 134).
 */
export const VEHICLE_TRANSFER_RULED =
  /\bcomunica\w*\s+(?:d[ae]\s+)?venda\b|\bdetran\b|\borgao\s+(?:executivo\s+)?de\s+transito\b|\btransfer\w*\s+(?:\p{L}+\s+){0,3}?(?:veiculo|automovel|motocicleta|caminhao|bem|propriedade|registro)\b[^.;]{0,80}\b(?:prazo|\d+\s*(?:\([^)]{1,30}\)\s*)?dias)\b/u;
/** The papers that transfer a vehicle ("Documento Único de Transferência", "CRV", "ATPV"). */
export const TRANSFER_PAPERS =
  /\bdocumentos?\s+unicos?\s+de\s+transferencia\b|\b(?:dut|crv|crlv|atpv(?:-e)?)\b|\bcertificado\s+de\s+registro\b|\bdocumentos?\s+(?:de|para)\s+(?:a\s+)?transferencia\b/u;
/**
 * Early maturity of a loan, in its usual wordings: "vencimento antecipado (ou imediato) da
 * dívida", "antecipação do vencimento", "considerar-se-á antecipadamente vencida", "vencer-se-á
 * antecipadamente", "tornará imediatamente exigível o saldo".
 */
export const EARLY_MATURITY =
  /\bvencimento\s+(?:antecipado|imediato)\b|\bantecipacao\s+d[oe]\s+vencimento\b|\b(?:antecipadamente|imediatamente)\s+vencid[oa]s?\b|\bvencid[oa]s?\s+(?:antecipadamente|imediatamente|de\s+imediato)\b|\bvencer(?:a|ao|-se-a|-se-ao)\s+(?:antecipadamente|imediatamente|de\s+imediato)\b|\b(?:imediatamente|integralmente|antecipadamente)\s+exigive(?:l|is)\b|\bexigive(?:l|is)\s+(?:de\s+imediato|imediatamente|antecipadamente)\b/u;
/** A payment missed among the events of an early maturity. */
export const MISSED_PAYMENT =
  /\b(?:inadimpl\w*|atraso|mora|falta\s+de\s+pagamento|nao\s+pagamento|deixar\s+de\s+pagar|impontualidade)\b/u;
/**
 * A missed payment that accelerates the debt, in either order ("o atraso … tornará imediatamente
 * exigível o saldo", "vencer-se-á antecipadamente a dívida em caso de inadimplemento"); a mere
 * mention of both ("o atraso …, ou nas hipóteses de vencimento antecipado, sujeita a dívida aos
 * encargos") is not one.
 */
export const ACCELERATION_ON_DEFAULT = new RegExp(
  String.raw`(?:${MISSED_PAYMENT.source})[^.;]{0,150}?\b(?:acarret|ensej|implic|importa|ocasion|provoc|autoriz|torn|dara|causa|determin)\w*\b[^.;]{0,60}?(?:${EARLY_MATURITY.source})|(?:${EARLY_MATURITY.source})[^.;]{0,100}?\b(?:em\s+caso\s+de|no\s+caso\s+de|na\s+hipotese\s+de|se|caso|quando)\b[^.;]{0,60}?(?:${MISSED_PAYMENT.source})`,
  'u',
);

/** Texts of the terms a kind of contract needs and this one lacks. */
export const KIND_SPECS = {
  returnOfInformation: {
    rule: 'padrao.devolucao_informacoes',
    title: 'Sem devolução das informações ao final',
    description:
      'O termo protege as informações confidenciais, mas não obriga a devolvê-las ou destruí-las, com as cópias, quando a relação terminar: elas podem continuar em poder de quem as recebeu.',
    severity: 'baixa',
    recommendation:
      'Peça que, ao término da relação ou a pedido da parte que as revelou, as informações e todas as suas cópias sejam devolvidas ou destruídas, com declaração por escrito.',
  },
  inspection: {
    rule: 'padrao.vistoria_ausente',
    title: 'Vistoria declarada sem laudo',
    description:
      'O inquilino declara ter vistoriado e recebido o imóvel em bom estado, mas não há laudo de vistoria que descreva esse estado: na devolução, fica difícil provar o que já existia e o que é dano novo.',
    severity: 'baixa',
    recommendation:
      'Peça um laudo de vistoria assinado pelas partes, com fotos, descrevendo o estado de cada cômodo e os defeitos existentes, anexado ao contrato.',
    legalRef: 'lei8245.art22.V',
  },
  saleRespected: {
    rule: 'padrao.averbacao_ausente',
    title: 'Locação respeitada na venda sem averbação',
    description:
      'O contrato diz que a locação será respeitada por quem comprar o imóvel, mas isso só obriga o comprador se a locação tiver prazo determinado e o contrato estiver averbado na matrícula do imóvel; sem isso, ele pode pedir a desocupação em 90 dias.',
    severity: 'média',
    recommendation:
      'Se a permanência no imóvel em caso de venda for importante, averbe o contrato na matrícula do imóvel, no Cartório de Registro de Imóveis, e mantenha a cláusula de vigência.',
    legalRef: 'lei8245.art8',
  },
  representation: {
    rule: 'padrao.representacao_incompleta',
    title: 'Representação comercial sem os itens obrigatórios',
    description:
      'O contrato se apresenta como representação comercial, mas não traz itens que a lei exige nesse contrato.',
    severity: 'alta',
    recommendation:
      'Peça que o contrato diga a comissão e quando é paga, a zona de atuação, se há exclusividade e a indenização devida na rescisão sem justa causa (no mínimo 1/12 das comissões recebidas).',
    legalRef: 'lei4886.art27',
  },
  vehicleTransfer: {
    rule: 'padrao.transferencia_veiculo',
    title: 'Transferência do veículo sem prazo',
    description:
      'O contrato não fixa prazo para o comprador transferir o veículo para o seu nome nem prevê a comunicação da venda ao órgão de trânsito: até lá, multas e responsabilidades do veículo podem recair sobre o vendedor.',
    severity: 'baixa',
    recommendation:
      'Peça que o contrato fixe o prazo de 30 dias para o comprador transferir o veículo e que o vendedor comunique a venda ao Detran, com cópia do documento de transferência assinado e datado.',
    legalRef: 'ctb.art123-134',
  },
  loanAcceleration: {
    rule: 'padrao.vencimento_antecipado_omisso',
    title: 'Vencimento antecipado sem a falta de pagamento',
    description:
      'O empréstimo só vence antecipadamente por fraude ou declaração falsa: se o devedor deixar de pagar as parcelas, o credor só pode cobrar as que já venceram, e não a dívida toda.',
    severity: 'baixa',
    recommendation:
      'Se você empresta, peça que o atraso no pagamento de uma parcela (por prazo que as partes definam), a insolvência e a perda das garantias também antecipem o vencimento da dívida.',
  },
  earlyTermination: {
    rule: 'padrao.rescisao_antecipada_omissa',
    title: 'Rescisão antecipada sem justa causa não tratada',
    description:
      'O contrato por prazo determinado só trata da rescisão por justa causa; não diz o que acontece se uma das partes o encerrar antes do prazo sem justa causa, nem se há cláusula de rescisão antecipada recíproca.',
    severity: 'baixa',
    recommendation:
      'Peça que o contrato diga se há cláusula de rescisão antecipada recíproca; sem ela, quem encerra antes do prazo sem justa causa deve a indenização da CLT (metade da remuneração que faltaria até o termo).',
    legalRef: 'clt.art479-481',
  },
} as const satisfies Record<string, RuleSpec>;
