/**
 * Atypical-clause patterns (folded text): clauses unusual for the contract type, each with its
 * pt-BR texts and, where one applies, its entry in the vetted legal table.
 */
import type { TContractType } from '@contrato-claro/shared';
import type { RuleSpec } from '../rule';

/**
 * An advance waiver of a right (CC art. 424; CDC art. 51, I), also of a payment owed to the one
 * who waives ("renuncia, desde já, ao pagamento de horas extras"). The noun after "novação",
 * "não implica" and the like ("não constituirá novação nem renúncia ao pagamento") denies one.
 */
export const WAIVER =
  /\b(?<!\b(?:novacao|impli\p{L}+|importa\p{L}*|constitu\p{L}+|significa\p{L}*|caracteriza\p{L}*|configura\p{L}*)\s+(?:(?:em|a|na|uma|qualquer|nem|ou|e)\s+)*)renuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:o|a|os|as)\s+[a-z]+[\s,]+)?(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos)\s+(?:\w+\s+){0,3}?(?:direitos?|beneficio|indenizac\w*|retencao|preferencia|reembolso|garantia|acao|reclamac\w*|prazo|recurso|pretensao|pretensoes|recebimento|pagamentos?|revogar|renovacao)/u;
/** Waivers that are standard drafting: the forum waiver and the guarantor's benefit of order. */
export const STANDARD_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bbeneficio\s+de\s+ordem\b|\barts?\.\s*(?:827|828|835|838)\b/u;

/**
 * The right to assign the contract without the other party's consent, or anything (a credit too)
 * without notice to it; moving a person to another post ("transferir o Empregado para outra
 * função") is no assignment, and a credit may be assigned without the debtor's consent (CC art.
 * 286) but not behind its back (art. 290).
 */
export const ASSIGNMENT =
  /\b(?:podera|poderao|pode|podem|fica(?:m)?\s+autorizad[oa]s?\s+a|e\s+facultado\s+a[oa]?\s+\w+)\s+(?:\w+\s+){0,3}?(?:ceder|transferir|subrogar|sub-rogar)\b(?!\s+(?:o|a|os|as)\s+\p{L}+\s+para\b)(?:(?!\s+(?:o|os|este|estes|seu|seus)\s+(?:credito|creditos|recebiveis|direitos\s+creditorios)\b)[^.;]{0,120}?\b(?:independentemente\s+de|sem\s+(?:necessidade\s+de\s+)?(?:previa\s+)?(?:anuencia|consentimento|autorizacao|concordancia))|[^.;]{0,120}?\bsem\s+(?:necessidade\s+de\s+)?(?:previ[oa]\s+)?(?:aviso|avisar|notificar|notificacao|comunicar|comunicacao))/u;
/** The sentence forbids rather than allows. */
export const NEGATION = /\b(?:nao\s+poder|nenhuma\s+das\s+partes|e\s+vedad|vedada|proibid)/u;

/** An exclusivity undertaking ("exclusivamente residencial" is not one). */
export const NO_EXCLUSIVITY =
  /\b(?:sem|nem|inexistindo|nao\s+(?:ha|havera|implica|implicara|gera|gerara|haver[aá]))\s+(?:qualquer\s+)?exclusividade\b|\bnao\s+(?:e|sera)\s+exclusiv[oa]\b|\b(?:nao|nem)\s+(?:cria|criara|estabelece|estabelecera|constitui|constituira|gera|gerara|implica|implicara)\b[^.;]{0,60}\bexclusividade\b/u;
export const EXCLUSIVITY =
  /\b(?:exclusividade|com\s+exclusividade|em\s+carater\s+(?:de\s+)?exclusiv\w*|de\s+forma\s+exclusiva)\b/u;
/** "Responde, com exclusividade, pelos serviços": sole liability, not an exclusivity undertaking. */
export const EXCLUSIVE_LIABILITY =
  /\b(?:respond\w*|responsabiliz\w*|responsabilidade|arcar\w*|arcara\w*)\b[\s,]+(?:\w+\s+){0,2}?(?:com\s+exclusividade|de\s+forma\s+exclusiva)/u;
/**
 * Exclusivity in other words: one side may not deal with anyone else of the kind ("não
 * celebrará parceria semelhante com outra clínica", "não poderá contratar outro fornecedor",
 * "adquirirá exclusivamente da FORNECEDORA").
 */
export const EXCLUSIVE_DEALING =
  /\bnao\s+(?:podera[mo]?\s+|poderao\s+)?(?:celebrar|celebrara|celebrarao|firmar|firmara|firmarao)\s+(?:\w+\s+){0,3}?(?:parceria|contrato|acordo|convenio)s?\s+(?:semelhante|similar|identic[oa]|analog[oa]|equivalente|do\s+mesmo\s+(?:tipo|objeto))s?\s+com\s+(?:outr[oa]s?|terceir[oa]s?|qualquer\s+outr[oa])\b|\bnao\s+(?:podera[mo]?\s+|poderao\s+)?(?:contratar|contratara|contratarao)\s+outr[oa]s?\s+(?:fornecedor|prestador|distribuidor|representante|revendedor|parceir)\w*|\b(?:adquirir|adquirira|adquirirao|comprar|comprara|comprarao)\s+(?:\w+\s+){0,3}?exclusivamente\s+d[oa]s?\b/u;
/** An undertaking not to compete. */
export const NON_COMPETE =
  /\bnao[\s-]concorrencia\b|\b(?:abster-se|absterem-se|se\s+abstera|nao\s+podera)\b[^.;]{0,80}?\b(?:concorr\w*|atividade\s+(?:identica|similar|semelhante|concorrente))/u;
/**
 * A non-compete in other words: a party barred from working for others in the same line after
 * the contract ends ("não poderá, … pelo prazo de 5 anos após o seu término, prestar serviços de
 * manutenção a qualquer outro hospital"; an obligation item "Não representar, … nos 2 anos
 * seguintes ao seu término, qualquer outra fabricante"). The three parts are checked on the same
 * sentence.
 */
export const RESTRAINT =
  /(?:^|\b[a-z]\)\s+)nao\s+\w+(?:ar|er|ir)\b|\b(?:nao\s+(?:podera|poderao)|obriga(?:m)?-se\s+a\s+nao|se\s+obriga(?:m)?\s+a\s+nao|compromete(?:m)?-se\s+a\s+nao|fica(?:m|ra|rao)?\s+(?:proibid|impedid|vedad)[oa]s?\s+de|e\s+vedad[oa]\s+a[oa]?)\b/u;
/** A period that runs after the contract ends. */
export const AFTER_TERM =
  /\b(?:apos|depois\s+d[oa]|seguintes\s+a[oa]|subsequentes\s+a[oa]|contados\s+d[oa])\s+(?:o\s+|a\s+)?(?:seu\s+|sua\s+)?(?:termino|encerramento|extincao|rescisao|fim|desligamento|resilicao|dissolucao)\b/u;
/** Working for others, or in the same line of business. */
export const COMPETING_ACTIVITY =
  /\b(?:prestar\s+servicos?|exercer|explorar|atuar|trabalhar|atender|desenvolver|comercializar|representar)\b[^.;]{0,100}?\b(?:(?:a\s+)?qualquer\s+outr[oa]|a\s+outr[oa]s?|para\s+(?:qualquer\s+)?outr[oa]s?|a\s+terceiros|para\s+terceiros|outros\s+clientes|mesmo\s+(?:ramo|segmento|setor)|mesma\s+(?:atividade|area)|atividade\s+(?:identica|similar|semelhante|concorrente)|concorrentes?)\b/u;
/** A clause titled as a non-compete clause. */
export const NON_COMPETE_TITLE = /\bnao[\s-]concorrencia\b/u;
/**
 * Types where exclusivity is part of the deal: the franchise territory (disclosed in the
 * Circular de Oferta, Lei 13.966/2019) and partners' dedication to their company. A partnership
 * between two businesses is not one of them: barring either from other partners is a choice.
 */
export const EXCLUSIVITY_TYPES: readonly TContractType[] = ['Franquia', 'Sociedade'];

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
/**
 * A price set by one party alone (CDC art. 51, X): fixed "pela PLATAFORMA", "a seu exclusivo
 * critério", "unilateralmente", or "o vigente na tabela da ESCOLA" (a table only it can change;
 * a table annexed to the contract is agreed, not unilateral).
 */
export const UNILATERAL_PRICE =
  /\b(?:valor(?:es)?|preco(?:s)?|mensalidades?|anuidades?|tabela|tarifas?)\b[^.;]{0,80}?(?:\b(?<!\bnao\s+(?:pode(?:ra|rao)?\s+)?(?:ser|sera|serao)\s+)(?:(?:definid|fixad|estabelecid|determinad|informad|arbitrad|estipulad)[oa]s?\s+(?:exclusivamente\s+|livremente\s+)?pel[oa]\s+(?!variacao|indice|media|igp|ipc|inpc|incc|ipca)|(?:definid|fixad|estabelecid|determinad|alterad|reajustad)[oa]s?\s+unilateralmente\b)|\ba\s+(?:seu|sua)\s+(?:exclusivo\s+|livre\s+|unico\s+)?(?:criterio|arbitrio)\b|\ba\s+(?:exclusivo\s+|livre\s+|unico\s+)?(?:criterio|arbitrio)\s+(?:exclusivo\s+)?d[oa]\b|\btabela\s+(?:vigente|em\s+vigor|de\s+precos)\s+d[oa]\s+(?!anexo)|\b(?:vigente|em\s+vigor|praticad[oa]s?)\s+na\s+tabela\s+d[oa]\s+(?!anexo)|\bconforme\s+(?:a\s+)?tabela\s+d[oa]\s+(?!anexo)|\bque\s+[oa]\s+\w+\s+vier\s+a\s+(?:fixar|estabelecer|definir|praticar|estipular))/u;

/** A penalty of half the contract or more is disproportionate on its face (CC art. 413). */
export const DISPROPORTIONATE_FINE_PERCENT = 50;

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
