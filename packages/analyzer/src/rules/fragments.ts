/**
 * Fragments the catalogue's rules share, over folded text (lower case, no accents): the sides of
 * a consumer relation by the names contracts give them, late payment, notice withheld, a health
 * plan. Each is written once here; a family composes them.
 */

/** The consumer's side, by the names contracts give it. */
export const CONSUMER_SIDE = String.raw`(?:consumidor|contratante|cliente|comprador|adquirente|aluno|estudante|usuario|associado|beneficiario|titular|paciente|segurado|assinante|viajante|responsavel\s+financeiro)(?:a|es|as|s)?`;

/** The supplier's side. */
export const SUPPLIER_SIDE = String.raw`(?:fornecedor|contratad[oa]|vendedor|prestador|empresa|escola|operadora|administradora|instituicao|agencia|plataforma|credor)(?:a|es|as|s)?`;

/** Without telling the other side first. */
export const WITHOUT_NOTICE = String.raw`(?:independentemente\s+de|sem(?:\s+necessidade\s+de)?)\s+(?:qualquer\s+|nenhum[a]?\s+)?(?:previ[oa]\s+)?(?:aviso|notificacao|comunicacao|interpelacao|comunicado)`;

/** Late or missed payment. */
export const LATE =
  /\b(?:atras\w*|inadimpl\w*|impontualidade|mora|nao\s+pagamento|falta\s+de\s+pagamento)\b/u;

/** A health plan or insurance. */
export const HEALTH_PLAN =
  /\b(?:plano|seguro|convenio)s?\s+(?:de\s+)?(?:saude|assistencia\s+medica)|\boperadora\s+de\s+(?:plano|saude)|\bassistencia\s+(?:medica|a\s+saude)\b/u;
