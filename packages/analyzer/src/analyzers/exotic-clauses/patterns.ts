/**
 * Atypical-clause patterns (folded text): clauses unusual for the contract type, each with its
 * pt-BR texts and, where one applies, its entry in the vetted legal table.
 */
import type { TContractType } from '@contrato-claro/shared';
import type { RuleSpec } from '../rule';

/** An advance waiver of a right (CC art. 424; CDC art. 51, I). */
export const WAIVER =
  /\brenuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos)\s+(?:\w+\s+){0,2}?(?:direitos?|beneficio|indenizac\w*|retencao|preferencia|reembolso|garantia|acao|reclamac\w*|prazo|recurso|pretensao|pretensoes|recebimento|revogar|renovacao)/u;
/** Waivers that are standard drafting: the forum waiver and the guarantor's benefit of order. */
export const STANDARD_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bbeneficio\s+de\s+ordem\b|\barts?\.\s*(?:827|828|835|838)\b/u;

/** The right to assign the contract without the other party's consent. */
export const ASSIGNMENT =
  /\b(?:podera|poderao|fica(?:m)?\s+autorizad[oa]s?\s+a|e\s+facultado\s+a[oa]?\s+\w+)\s+(?:\w+\s+){0,3}?(?:ceder|transferir|subrogar|sub-rogar)\b[^.;]{0,120}?\b(?:independentemente\s+de|sem\s+(?:necessidade\s+de\s+)?(?:previa\s+)?(?:anuencia|consentimento|autorizacao|concordancia))/u;
/** The sentence forbids rather than allows. */
export const NEGATION = /\b(?:nao\s+poder|nenhuma\s+das\s+partes|e\s+vedad|vedada|proibid)/u;

/** An exclusivity undertaking ("exclusivamente residencial" is not one). */
export const EXCLUSIVITY =
  /\b(?:exclusividade|com\s+exclusividade|em\s+carater\s+(?:de\s+)?exclusiv\w*|de\s+forma\s+exclusiva)\b/u;
/** An undertaking not to compete. */
export const NON_COMPETE =
  /\bnao[\s-]concorrencia\b|\b(?:abster-se|absterem-se|se\s+abstera|nao\s+podera)\b[^.;]{0,80}?\b(?:concorr\w*|atividade\s+(?:identica|similar|semelhante|concorrente))/u;
/** A clause titled as a non-compete clause. */
export const NON_COMPETE_TITLE = /\bnao[\s-]concorrencia\b/u;
/** Types where exclusivity is part of the deal. */
export const EXCLUSIVITY_TYPES: readonly TContractType[] = ['Franquia', 'Parceria', 'Sociedade'];

/** A sentence that elects a court. */
export const FORUM_ELECTION = /\b(?:elege[mn]?|eleito|fica\s+eleito|competente)\b/u;

/** An arbitration clause. */
export const ARBITRATION =
  /\b(?:arbitragem|arbitral|juizo\s+arbitral|camara\s+de\s+(?:mediacao\s+e\s+)?arbitragem)\b/u;

/** Service of process (citação/intimação) by e-mail or messaging apps. */
export const ELECTRONIC_SERVICE =
  /\b(?:cita(?:cao|coes|do|da)|intima(?:cao|coes|do|da))\b[^.;]{0,120}?\b(?:e-?mail|whatsapp|correio\s+eletronico|aplicativo\s+de\s+mensagens|mensagem\s+eletronica|sms|telegram)\b|\b(?:e-?mail|whatsapp|correio\s+eletronico|aplicativo\s+de\s+mensagens)\b[^.;]{0,120}?\b(?:para\s+fins\s+de\s+)?(?:cita(?:cao|coes)|intima(?:cao|coes))\b/u;

/** A secrecy duty. */
export const CONFIDENTIALITY = /\b(?:sigilo|confidencialidade|confidenciais)\b/u;
/** A duty without end. */
export const PERPETUAL =
  /\b(?:perpetu\w*|para\s+sempre|indefinidamente|por\s+prazo\s+indeterminado|por\s+tempo\s+indeterminado|sem\s+(?:limite|limitacao)\s+de\s+(?:prazo|tempo)|a\s+qualquer\s+tempo\s+apos)\b/u;

/** A renewal or extension. */
export const RENEWAL = /\b(?:renova\w*|prorroga\w*)\b/u;
/** A price set by one party alone (CDC art. 51, X). */
export const UNILATERAL_PRICE =
  /\b(?:valor(?:es)?|preco(?:s)?|mensalidades?|tabela|tarifas?)\b[^.;]{0,80}?\b(?:(?:definid|fixad|estabelecid|determinad|informad)[oa]s?\s+(?:exclusivamente\s+|unilateralmente\s+)?pel[oa]|a\s+(?:seu\s+)?(?:exclusivo\s+)?criterio\s+d[oa]|tabela\s+vigente\s+d[oa]|conforme\s+(?:a\s+)?tabela\s+d[oa])/u;

/** A penalty of half the contract or more is disproportionate on its face (CC art. 413). */
export const DISPROPORTIONATE_FINE_PERCENT = 50;
/** A fine given as a percentage (group `n` or `n2`). */
export const FINE_PERCENT =
  /\bmulta\b[^.;%]{0,60}?\b(?<n>\d+(?:,\d+)?)\s*%|\b(?<n2>\d+(?:,\d+)?)\s*%[^.;]{0,80}?\ba\s+titulo\s+de\s+multa\b/gu;

/** Texts and severities of the atypical-clause rules. */
export const SPECS = {
  renuncia: {
    rule: 'atipica.renuncia_direitos',
    title: 'Renúncia antecipada de direitos',
    description: 'Uma das partes renuncia de antemão a direitos que a lei lhe garante.',
    severity: 'média',
    recommendation: 'Retire a renúncia ou limite-a ao estritamente necessário.',
  },
  cessao: {
    rule: 'atipica.cessao_sem_consentimento',
    title: 'Cessão sem consentimento',
    description:
      'Uma das partes pode transferir o contrato a terceiros sem a concordância da outra.',
    severity: 'média',
    recommendation: 'Condicione a cessão à anuência prévia e escrita da outra parte.',
  },
  exclusividade: {
    rule: 'atipica.exclusividade',
    title: 'Cláusula de exclusividade',
    description: 'O contrato impõe exclusividade, o que restringe a atividade de uma das partes.',
    severity: 'baixa',
    recommendation: 'Verifique se a exclusividade tem prazo, território e contrapartida definidos.',
  },
  naoConcorrencia: {
    rule: 'atipica.nao_concorrencia',
    title: 'Cláusula de não concorrência',
    description: 'Uma das partes fica impedida de exercer atividade concorrente.',
    severity: 'média',
    recommendation: 'Limite a restrição em prazo, território e atividade, e preveja compensação.',
  },
  renovacao: {
    rule: 'atipica.renovacao_automatica_sem_aviso',
    title: 'Renovação automática sem aviso',
    description: 'O contrato se renova sozinho, sem aviso prévio nem prazo para a parte se opor.',
    severity: 'média',
    recommendation: 'Exija aviso prévio antes de cada renovação e o direito de não renovar.',
  },
  multa: {
    rule: 'atipica.multa_desproporcional',
    title: 'Multa desproporcional',
    description: 'A multa alcança metade ou mais do valor a que se refere.',
    severity: 'alta',
    recommendation: 'Reduza a multa a um patamar proporcional ao prejuízo.',
    legalRef: 'cc.art412-413',
  },
  foroSemVinculo: {
    rule: 'atipica.foro_sem_vinculo',
    title: 'Foro sem relação com as partes',
    description:
      'O foro escolhido não corresponde ao domicílio das partes nem ao local de cumprimento do contrato.',
    severity: 'alta',
    recommendation: 'Eleja o foro do domicílio de uma das partes ou do local de cumprimento.',
    legalRef: 'cpc.art63.p1',
  },
  arbitragem: {
    rule: 'atipica.arbitragem_adesao',
    title: 'Arbitragem obrigatória em contrato de adesão',
    description: 'O contrato de adesão impõe a arbitragem ao aderente.',
    severity: 'alta',
    recommendation:
      'Retire a arbitragem compulsória; ela só vale se o aderente a aceitar expressamente.',
    legalRef: 'cdc.art51.VII',
  },
  citacao: {
    rule: 'atipica.citacao_eletronica',
    title: 'Citação por e-mail ou aplicativo',
    description:
      'O contrato autoriza citação ou intimação judicial por e-mail ou aplicativo de mensagens.',
    severity: 'média',
    recommendation:
      'Mantenha as formas legais de citação; comunicações por e-mail valem só entre as partes.',
  },
  confidencialidadePerpetua: {
    rule: 'atipica.confidencialidade_perpetua',
    title: 'Confidencialidade perpétua',
    description: 'O dever de sigilo não tem prazo final.',
    severity: 'baixa',
    recommendation: 'Fixe um prazo para o sigilo após o fim do contrato (por exemplo, 2 a 5 anos).',
  },
  precoRenovacao: {
    rule: 'atipica.preco_unilateral_renovacao',
    title: 'Preço da renovação fixado por uma parte',
    description: 'Na renovação, o preço passa a ser definido unilateralmente por uma das partes.',
    severity: 'alta',
    recommendation: 'Defina o critério de reajuste na renovação (índice e periodicidade).',
    legalRef: 'cdc.art51.X',
  },
} as const satisfies Record<string, RuleSpec>;
