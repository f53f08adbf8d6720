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
  /** Severity of its absence when expected. */
  severity: TSeverity;
  legalRef?: LegalReferenceId;
}

/** The checklist, in the order of DEFAULT_CLAUSE_KEYS. */
export const CHECKLIST: readonly ChecklistItem[] = [
  { key: 'partes', label: 'Qualificação das partes', title: null, body: null, severity: 'alta' },
  {
    key: 'objeto',
    label: 'Objeto do contrato',
    title: /\b(?:objeto|funcao|cargo|admissao|finalidade|doacao|emprestimo)\b/u,
    body: /\b(?:tem\s+(?:como|por)\s+objeto|(?:o\s+)?objeto\s+d[oe]\s+(?:presente|este)|da\s+em\s+(?:locacao|comodato)|vende\s+(?:a|ao)|promete\s+vender|cede\s+(?:a|ao)|licencia|concede|doa\s+(?:a|ao)|empresta|admite|contrata\s+\w+\s+para|exercera\s+a\s+funcao|para\s+exercer)\b/u,
    severity: 'alta',
  },
  {
    key: 'pagamento',
    label: 'Preço e forma de pagamento',
    title:
      /\b(?:pagamento|preco|valor|aluguel|remuneracao|honorarios|mensalidade|salario|taxa|royalties|restituicao|contrapartida)\b/u,
    body: /\br\$\s*\d[^.;]*\b(?:pag|aluguel|mensalidade|remuneracao|salario|preco|parcela|restitu|devolv)|\b(?:pag\w*|aluguel|mensalidade|remuneracao|salario|preco|restitu\w*|devolve\w*)\b[^.;]*\br\$\s*\d/u,
    severity: 'média',
  },
  {
    key: 'vigencia',
    label: 'Prazo de vigência',
    title: /\b(?:prazo|vigencia|duracao)\b/u,
    body: /\b(?:prazo\s+(?:de\s+vigencia|de\s+duracao|da\s+locacao|do\s+(?:presente\s+)?contrato|indeterminado|determinado|de\s+experiencia)|vigorara|vigencia\s+de|por\s+tempo\s+(?:in)?determinado|duracao\s+de)\b/u,
    severity: 'média',
  },
  {
    key: 'obrigacoes',
    label: 'Obrigações das partes',
    title: /\b(?:obrigac\w*|deveres|responsabilidades|encargos|posse|entrega)\b/u,
    body: /\b(?:se\s+obriga(?:m)?|obriga(?:m)?-se|compromete(?:m)?-se|devera(?:o)?|cabera|caberao|compete|incumbe|responsabiliza(?:m)?-se|sera(?:o)?\s+responsave(?:l|is)|pagara|arcara|entregara|outorgara|restituira|correrao\s+por\s+conta|a\s+cargo\s+d[oa])\b/u,
    severity: 'média',
  },
  {
    key: 'rescisao',
    label: 'Rescisão',
    title:
      /\b(?:rescisao|resilicao|extincao|resolucao|denuncia|termino|encerramento|cancelamento|distrato)\b/u,
    body: /\b(?:rescind\w*|rescisao|resilir|resilicao|resolvid[oa]\s+de\s+pleno\s+direito|extinto|extincao\s+do\s+contrato|cancelar\s+(?:a\s+assinatura|o\s+contrato)|denunciar\s+o\s+contrato)\b/u,
    severity: 'alta',
    legalRef: 'cc.art473',
  },
  {
    key: 'multa',
    label: 'Multa por descumprimento',
    title: /\b(?:multa|penalidade|clausula\s+penal|sancoes)\b/u,
    body: /\b(?:multa|clausula\s+penal)\b/u,
    severity: 'média',
  },
  {
    key: 'foro',
    label: 'Foro ou arbitragem',
    title: /\b(?:foro|jurisdicao|arbitragem|solucao\s+de\s+(?:conflitos|controversias))\b/u,
    body: /\b(?:foro|comarca|arbitragem|tribunal\s+arbitral)\b/u,
    severity: 'média',
  },
  {
    key: 'confidencialidade',
    label: 'Confidencialidade',
    title: /\b(?:confidencialidade|sigilo)\b/u,
    body: /\b(?:confidencia(?:l|is|lidade)|sigilo(?:so|sa)?)\b/u,
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
    body: /\b(?:reajust\w*|correcao\s+monetaria|corrigid[oa]s?\s+(?:monetariamente|anualmente|pel[oa]))\b/u,
    severity: 'baixa',
  },
  {
    key: 'assinaturas',
    label: 'Assinaturas das partes',
    title: null,
    body: null,
    severity: 'alta',
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

const CORE: readonly TDefaultClauseKey[] = [
  'partes',
  'objeto',
  'obrigacoes',
  'rescisao',
  'foro',
  'assinaturas',
];
const PAID: readonly TDefaultClauseKey[] = [...CORE, 'pagamento', 'multa', 'testemunhas'];
const LASTING: readonly TDefaultClauseKey[] = [...PAID, 'vigencia'];

/**
 * Items expected only when the contract has recurring payments: a one-off job (an event, a
 * single delivery) needs a deadline, not a term or an adjustment index.
 */
export const RECURRING_ONLY: readonly TDefaultClauseKey[] = ['vigencia', 'reajuste'];
/** Types whose term and adjustment depend on recurring payments. */
export const RECURRING_TYPES: readonly TContractType[] = [
  'Prestação de serviços',
  'Licença de software',
  'Parceria',
];
/** Recurring payments. */
export const RECURRING_PAYMENT =
  /\b(?:mensal|mensais|mensalmente|mensalidades?|por\s+mes|anuidade|royalties|assinatura\s+(?:mensal|anual))\b/u;

/** Which checklist items each contract type expects. */
export const EXPECTED: Record<TContractType, readonly TDefaultClauseKey[]> = {
  Locação: [...LASTING, 'reajuste'],
  'Prestação de serviços': [...LASTING, 'reajuste', 'forca_maior'],
  'Compra e venda': [...PAID],
  'Promessa de compra e venda': [...PAID],
  Trabalho: [...CORE.filter((key) => key !== 'foro'), 'pagamento', 'vigencia', 'protecao_dados'],
  Confidencialidade: [...CORE, 'confidencialidade', 'vigencia', 'multa'],
  'Termos de uso': ['partes', 'objeto', 'pagamento', 'rescisao', 'foro', 'protecao_dados'],
  'Licença de software': [...LASTING, 'reajuste', 'confidencialidade', 'protecao_dados'],
  Comodato: [...CORE, 'vigencia', 'testemunhas'],
  Doação: ['partes', 'objeto', 'assinaturas', 'testemunhas'],
  // A loan ends by repayment; early maturity replaces termination.
  Mútuo: PAID.filter((key) => key !== 'rescisao'),
  Parceria: [...LASTING, 'confidencialidade'],
  // Royalties are a share of revenue: they need no adjustment index.
  Franquia: [...LASTING, 'confidencialidade'],
  'Serviços educacionais': [...LASTING, 'protecao_dados'],
  Sociedade: ['partes', 'objeto', 'foro', 'assinaturas'],
  Outro: [...CORE, 'pagamento'],
};

/** The rule reported for each missing expected item. */
export const SPEC: RuleSpec = {
  rule: 'padrao.ausente',
  title: 'Cláusula padrão ausente',
  description: 'O contrato não tem uma cláusula esperada para este tipo.',
  severity: 'média',
};
