/**
 * What each rule's findings put at stake for the reader (`TFinding.consequence`), read from the
 * law each rule rests on: the consequence is what the overall score weighs a finding by, beside
 * its severity. A rule's findings share one consequence, except a missing element, whose
 * consequence is the element's (missing signatures leave a contract that may not bind).
 */
import type { TConsequence, TDefaultClauseKey } from '@contrato-claro/shared';
import { RULES, type RuleId } from '../types';

/** The consequence of each rule family (its criterion) when the rule names none of its own. */
const BY_CRITERION = {
  contradictionAnalysis: 'clareza',
  keyValuesAnalysis: 'dinheiro',
  importantDatesAnalysis: 'clareza',
  equilibriumAnalysis: 'direitos',
  objectiveAnalysis: 'clareza',
  defaultClauses: 'direitos',
  exoticClauses: 'validade',
} as const satisfies Record<keyof typeof RULES, TConsequence>;

/** Rules whose consequence is not their family's. */
const OWN: Partial<Record<RuleId, TConsequence>> = {
  // The contract cannot do what it is signed for: a consortium run without the Central Bank's
  // authorisation (Lei 11.795/2008), a degree that may not be valid here, a promise to clear a
  // name without paying the debts, employment dressed as a company contract (CLT art. 9º), a term
  // that ends before it starts.
  'atipica.sorteio_consorcio': 'finalidade',
  'atipica.curso_sem_validade': 'finalidade',
  'atipica.limpa_nome': 'finalidade',
  'atipica.pejotizacao': 'finalidade',
  'datas.fim_antes_inicio': 'finalidade',
  // A signature by someone else, an unnamed supplier, a term already over: who or what is bound.
  'contradicao.assinante_diverso': 'validade',
  'contradicao.papel_indefinido': 'validade',
  'datas.assinatura_apos_termino': 'validade',
  'objetividade.regra_estrangeira': 'validade',
  // Money the reader may pay or lose.
  'datas.renovacao_sem_aviso': 'dinheiro',
  'datas.parcelas_ano_fixo': 'dinheiro',
  'equilibrio.multa_unilateral': 'dinheiro',
  'equilibrio.del_credere': 'dinheiro',
  'equilibrio.comissao_sem_prazo': 'dinheiro',
  'atipica.multa_desproporcional': 'dinheiro',
  'atipica.confissao_divida': 'dinheiro',
  'atipica.titulo_em_branco': 'dinheiro',
  'atipica.duplicata_irregular': 'dinheiro',
  'atipica.venda_casada': 'dinheiro',
  'atipica.preco_unilateral_renovacao': 'dinheiro',
  'atipica.renovacao_automatica_sem_aviso': 'dinheiro',
  // Rights the reader gives up.
  'datas.experiencia_acima_limite': 'direitos',
  'datas.aviso_desproporcional': 'direitos',
  'datas.sigilo_limitado': 'direitos',
  'atipica.renuncia_direitos': 'direitos',
  'atipica.cessao_imagem': 'direitos',
  'atipica.consentimento_dados_generico': 'direitos',
  'atipica.exclusividade': 'direitos',
  'atipica.nao_concorrencia': 'direitos',
  'atipica.citacao_eletronica': 'direitos',
  'atipica.discriminacao': 'direitos',
  'atipica.limite_internacao': 'direitos',
  'atipica.carencia_por_atraso': 'direitos',
  'atipica.negativacao_sem_aviso': 'direitos',
  'atipica.inversao_onus_prova': 'direitos',
  'atipica.retomada_sem_ordem_judicial': 'direitos',
  'atipica.exclusao_sumaria': 'direitos',
  'atipica.renuncia_renovacao_locacao': 'direitos',
  // Drafting flaws fixed by filling in or correcting the text itself.
  'objetividade.placeholder': 'forma',
  'objetividade.ortografia': 'forma',
  'objetividade.frase_longa': 'forma',
  'objetividade.legibilidade': 'forma',
  'objetividade.repeticao': 'forma',
  'objetividade.numeracao': 'forma',
  'objetividade.lei_citada_errada': 'forma',
  'datas.data_documento': 'forma',
};

/** Missing elements whose absence is not a lost right but a contract that may not bind. */
const BINDING_ELEMENTS: ReadonlySet<TDefaultClauseKey> = new Set(['assinaturas', 'partes']);

const FAMILY = new Map<RuleId, TConsequence>(
  (Object.entries(RULES) as [keyof typeof RULES, readonly RuleId[]][]).flatMap(
    ([criterion, rules]) => rules.map((rule) => [rule, OWN[rule] ?? BY_CRITERION[criterion]]),
  ),
);

/** What a finding of `rule` (missing `missing`, when it says an element is missing) puts at stake. */
export function consequenceOf(rule: RuleId, missing?: TDefaultClauseKey): TConsequence {
  if (missing !== undefined && BINDING_ELEMENTS.has(missing)) return 'validade';
  return FAMILY.get(rule) ?? 'clareza';
}
