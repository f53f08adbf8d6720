/**
 * Contractual-balance patterns (folded text): who pays fines, who may terminate, amend or
 * limit liability, who waives rights and who bears the obligations.
 */
import type { RuleSpec } from '../rule';

/** Fines that punish a breach (late-payment interest and fines are naturally one-sided). */
export const PENALTY =
  /\bmulta\b(?![^.;]{0,20}\bmoratoria)|\b(?:retera|retendo|retencao\s+de|perdera)\b/u;
/** Late payment: its fine naturally falls on the payer. */
export const LATE = /\b(?:atraso|mora|moratori[oa]|impontualidade)\b/u;
/** No one pays: "sem multa", "isento de multa". */
export const NO_PENALTY =
  /\b(?:sem|isent[oa]\s+de|livre\s+de|dispensad[oa]\s+(?:a|da))\s+(?:qualquer\s+)?(?:multa|onus|penalidade)\b/u;
/** Either party: the clause binds both sides. */
export const BOTH_SIDES =
  /\b(?:qualquer\s+(?:das\s+)?partes?|ambas\s+as\s+partes|as\s+partes|a\s+parte\s+(?:que|infratora|inadimplente|culpada|prejudicada|faltosa)|parte\s+infratora|reciprocamente|mutuamente|a\s+outra\s+parte|cada\s+(?:uma\s+das\s+)?partes?)\b/u;

/** A right to terminate, cancel or end the contract. */
export const TERMINATION =
  /\b(?:poder[aá]o?|tera\s+o\s+direito\s+de|fica\s+facultad[oa]\s+a[oa]?)\s+(?:\w+\s+){0,3}?(?:rescindir|resilir|denunciar|cancelar|encerrar|extinguir|reaver|retomar|retirar|por\s+fim|dar\s+por\s+(?:encerrad|rescindid|extint))\w*/u;
/** Termination without cause, at any time. */
export const AT_WILL =
  /\b(?:a\s+qualquer\s+(?:tempo|momento)|independentemente\s+de\s+(?:motivo|justificativa|justa\s+causa|causa)|sem\s+(?:justa\s+causa|motivo|necessidade\s+de\s+justificativa|justificativa)|imotivadamente|unilateralmente|a\s+seu\s+(?:exclusivo\s+)?criterio)\b/u;

/** A right to change the contract, prices or services alone (CDC art. 51, XIII). */
export const AMENDMENT =
  /\b(?:poder[aá]|reserva-se\s+o\s+direito\s+de|fica\s+autorizad[oa]\s+a)[\s,]+(?:[\w]+[\s,]+){0,5}?(?:alterar|modificar|atualizar|revisar|mudar)\b[^.;]{0,80}?\b(?:contrato|termos|condicoes|clausulas|precos?|valores?|planos?|servicos?|regras|politica|conteudo|funcionalidades|funcao|cargo|remuneracao|salario|jornada|escopo)\b/u;

/** A waiver of rights (CC art. 424). */
export const WAIVER =
  /\brenuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos|direito)\b/u;
/** The standard forum waiver ("renunciando a qualquer outro, por mais privilegiado que seja"). */
export const FORUM_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bforo\b[^.;]{0,60}\brenuncia|\brenuncia\w*\s+a\s+qualquer\s+outro/u;
/** A guarantor giving up the benefit of order is standard (CC art. 828). */
export const GUARANTOR_WAIVER = /\bbeneficio\s+de\s+ordem\b|\barts?\.\s*(?:827|828|835|838)\b/u;

/** An exclusion or cap of one's own liability (CDC art. 51, I). */
export const LIABILITY_LIMIT =
  /\b(?:nao\s+(?:se\s+)?(?:responsabiliza(?:ra)?|sera\s+responsabilizad[oa]|sera\s+responsavel|respondera|tera\s+(?:qualquer\s+)?responsabilidade)|isent[oa]\s+de\s+(?:toda\s+e\s+)?(?:qualquer\s+)?responsabilidade|exime-se|responsabilidade\s+(?:total\s+)?(?:fica\s+)?limitada|limitad[oa]\s+ao\s+valor|sem\s+qualquer\s+responsabilidade)\b/u;

/** A court chosen explicitly as one party's domicile or seat. */
export const FORUM_OF_PARTY =
  /\b(?:domicilio|sede|residencia|endereco)\s+d[oa]s?\s+(?<role>[a-z]+(?:\s+[a-z]+)?)/u;

/** An obligation verb ("obriga-se", "deverá", "caberá a"). */
export const OBLIGATION =
  /\b(?:se\s+obriga(?:m|ra|rao)?|obriga(?:m|r)?-se|obrigar-se-a|devera(?:o)?|compromete(?:m)?-se|fica(?:m|ra)?\s+obrigad[oa]s?|sera(?:o)?\s+responsave(?:l|is)|responsabiliza(?:m)?-se|arcara(?:o)?|cabera|compete|incumbe|pagara|efetuara|(?:sao|e|serao|sera|ficam?)\s+de\s+(?:inteira\s+)?responsabilidade|(?:sao|constituem)\s+(?:deveres|obrigac(?:oes|ao))\s+d[oa]s?)\b/gu;
/** Rights and powers. */
export const RIGHT =
  /\b(?:podera(?:o)?|tera(?:o)?\s+(?:o\s+)?direito|fica(?:m)?\s+facultad[oa]s?|e\s+facultad[oa])\b/u;
/** One side carries all obligations when the other has none and it has at least this many. */
export const MIN_OBLIGATIONS = 4;

/** Texts and severities of the balance rules. */
export const SPECS = {
  multaUnilateral: {
    rule: 'equilibrio.multa_unilateral',
    title: 'Multa só para uma das partes',
    description: 'As multas por descumprimento recaem sobre uma só parte.',
    severity: 'média',
    recommendation: 'Torne a multa recíproca: a parte que descumprir paga à outra.',
    legalRef: 'cdc.art51.IV',
  },
  rescisaoUnilateral: {
    rule: 'equilibrio.rescisao_unilateral',
    title: 'Rescisão livre para uma só parte',
    description: 'Só uma das partes pode encerrar o contrato a qualquer tempo, sem motivo.',
    severity: 'alta',
    recommendation: 'Dê às duas partes o mesmo direito de rescisão, com o mesmo aviso prévio.',
    legalRef: 'cc.art473',
  },
  alteracaoUnilateral: {
    rule: 'equilibrio.alteracao_unilateral',
    title: 'Alteração unilateral do contrato',
    description: 'Uma das partes pode alterar condições, preços ou o conteúdo do contrato sozinha.',
    severity: 'alta',
    recommendation: 'Exija acordo por escrito (aditivo) para qualquer alteração das condições.',
    legalRef: 'cdc.art51.XIII',
  },
  renunciaUnilateral: {
    rule: 'equilibrio.renuncia_unilateral',
    title: 'Renúncia de direitos por uma só parte',
    description: 'Apenas uma das partes renuncia a direitos.',
    severity: 'média',
    recommendation: 'Avalie se a renúncia é necessária; em contratos de adesão ela pode ser nula.',
    legalRef: 'cc.art423-424',
  },
  limitacaoUnilateral: {
    rule: 'equilibrio.limitacao_responsabilidade_unilateral',
    title: 'Responsabilidade limitada só para uma parte',
    description: 'Uma das partes exclui ou limita a própria responsabilidade, sem reciprocidade.',
    severity: 'média',
    recommendation:
      'Aplique a limitação de responsabilidade às duas partes, ressalvados dolo e culpa grave.',
    legalRef: 'cdc.art51.I',
  },
  foroDomicilio: {
    rule: 'equilibrio.foro_domicilio_parte',
    title: 'Foro no domicílio de uma das partes',
    description: 'O foro escolhido fica no domicílio de apenas uma das partes.',
    severity: 'baixa',
    recommendation:
      'Considere o foro do local do imóvel ou da execução do contrato, ou o domicílio da parte mais vulnerável.',
  },
  obrigacoesDesiguais: {
    rule: 'equilibrio.obrigacoes_desiguais',
    title: 'Obrigações concentradas em uma parte',
    description: 'Quase todas as obrigações do contrato recaem sobre uma só parte.',
    severity: 'média',
    recommendation: 'Inclua as obrigações da outra parte (entrega, manutenção, garantias, prazos).',
  },
} as const satisfies Record<string, RuleSpec>;
