/**
 * The standard-clause checklist: how each item is recognised (by clause title or by wording),
 * which contract types expect it, its pt-BR label and what its absence costs.
 */
import type { TContractType, TDefaultClauseKey, TSeverity } from '@contrato-claro/shared';
import type { LegalReferenceId } from '../../legal/references';
import type { RuleSpec } from '../rule';

/** One item of the standard-clause checklist. */
export interface ChecklistItem {
  key: TDefaultClauseKey;
  label: string;
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
  { key: 'partes', label: 'Qualificação das partes', title: null, body: null, severity: 'alta' },
  {
    key: 'objeto',
    label: 'Objeto do contrato',
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
    title:
      /\b(?:pagamento|preco|valor|aluguel|remuneracao|honorarios|mensalidade|salario|taxa|royalties|restituicao|contrapartida|comissao|comissoes)\b/u,
    // A commercial agent is paid by commission: "receberá comissão de 6% sobre o valor líquido".
    body: new RegExp(
      String.raw`\bcomissao\s+de\s+\d+(?:,\d+)?\s*%|${PRICE_AMOUNT}[^.;]{0,${PRICE_REACH}}\b(?:pag|aluguel|mensalidade|remuneracao|salario|preco|parcela|restitu|devolv)|\b(?:pag\w*|aluguel|mensalidade|remuneracao|salario|preco|restitu\w*|devolve\w*)\b[^.;]{0,${PRICE_REACH}}${PRICE_AMOUNT}`,
      'u',
    ),
    severity: 'média',
  },
  {
    key: 'vigencia',
    label: 'Prazo de vigência',
    title: /\b(?:prazo|vigencia|duracao)\b/u,
    body: new RegExp(String.raw`\b(?:${TERM_WORDING.join('|')})\b`, 'u'),
    inPreamble: true,
    severity: 'média',
  },
  {
    key: 'obrigacoes',
    label: 'Obrigações das partes',
    title: /\b(?:obrigac\w*|deveres|responsabilidades|encargos|posse|entrega)\b/u,
    body: /\b(?:se\s+obriga(?:m)?|obriga(?:m)?-se|compromete(?:m)?-se|devera(?:o)?|cabera|caberao|compete|incumbe|responsabiliza(?:m)?-se|sera(?:o)?\s+responsave(?:l|is)|e\s+responsavel|sao\s+responsaveis|deve(?:m)?|cabe(?:m)?|correm\s+por\s+conta|sao\s+(?:deveres|obrigacoes)|garante(?:m)?|paga(?:m)?|restitui|devolve(?:m)?|pagara|arcara|entregara|outorgara|restituira|devolvera(?:o)?|correrao\s+por\s+conta|a\s+cargo\s+d[oa]|sera(?:o)?\s+(?:prestad|executad|realizad|cumprid|prorrogad|efetuad|entregue)\w*)\b/u,
    severity: 'média',
  },
  {
    key: 'rescisao',
    label: 'Rescisão',
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
    title: /\b(?:foro|jurisdicao|arbitragem|solucao\s+de\s+(?:conflitos|controversias))\b/u,
    body: /\b(?:foro|comarca|arbitragem|tribunal\s+arbitral)\b/u,
    severity: 'baixa',
  },
  {
    key: 'confidencialidade',
    label: 'Confidencialidade',
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
    title: /\b(?:protecao\s+de\s+dados|dados\s+pessoais|privacidade|lgpd)\b/u,
    body: /\b(?:dados\s+pessoais|lgpd|13\.709|protecao\s+de\s+dados)\b/u,
    severity: 'média',
    legalRef: 'lgpd.art7-46',
  },
  {
    key: 'forca_maior',
    label: 'Caso fortuito e força maior',
    title: /\b(?:forca\s+maior|caso\s+fortuito)\b/u,
    body: /\b(?:forca\s+maior|caso\s+fortuito)\b/u,
    severity: 'baixa',
  },
  {
    key: 'reajuste',
    label: 'Reajuste de valores',
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
    title: null,
    body: null,
    severity: 'média',
  },
  {
    key: 'testemunhas',
    label: 'Duas testemunhas',
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
