/**
 * Atypical-clause patterns (folded text): clauses unusual for the contract type, each with its
 * pt-BR texts and, where one applies, its entry in the vetted legal table.
 */
import type { TContractType, TSeverity } from '@contrato-claro/shared';
import type { LegalReferenceId } from '../../legal/references';
import { NEGATION as DENIAL } from '../../language/lexicon';
import { rate } from '../../rules/figures';
import type { RuleSpec } from '../rule';

/**
 * An advance waiver of a right (CC art. 424; CDC art. 51, I), also of a payment owed to the one
 * who waives ("renuncia, desde já, ao pagamento de horas extras"). The noun after "novação",
 * "não implica" and the like ("não constituirá novação nem renúncia ao pagamento") denies one.
 */
export const WAIVER =
  /\b(?<!\b(?:novacao|impli\p{L}+|import\p{L}+|constitu\p{L}+|signific\p{L}+|caracteriz\p{L}+|configur\p{L}+|represent\p{L}+|induz\p{L}*)\s+(?:(?:em|a|na|uma|qualquer|nem|ou|e)\s+)*)renuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:o|a|os|as)\s+[a-z]+[\s,]+)?(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos)\s+(?:\w+\s+){0,3}?(?:direitos?|beneficio|indenizac\w*|retencao|preferencia|reembolso|garantia|acao|reclamac\w*|prazo|recurso|pretensao|pretensoes|recebimento|pagamentos?|remuneracao|retribuicao|contraprestacao|compensacao|vantage(?:m|ns)|revogar|renovacao|faculdade\s+de\s+(?:se\s+)?exonerar)/u;
/**
 * Waivers that are standard drafting: the forum waiver and the guarantor's benefit of order (CC
 * arts. 827–828), also in its long form "benefício da prévia excussão dos bens do afiançado"
 * (often misspelt "exclusão").
 */
export const STANDARD_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bbeneficio\s+(?:de\s+ordem|d[ae]\s+(?:previa\s+)?(?:excussao|exclusao))\b|\barts?\.\s*(?:827|828|835|838)\b/u;

/**
 * Claims given up before anything happened (CDC art. 51, I; CC art. 424): "não havendo nada a
 * reclamar e/ou contestar posteriormente", "nada tendo a reclamar futuramente", "não poderá ofertar reclamações em desfavor da
 * CONTRATADA". A discharge of what was already paid ("dão plena quitação, nada mais tendo a
 * reclamar") and a step before suing ("não poderá propor ação antes da mediação") are left out.
 */
export const CLAIMS_WAIVER =
  /\bnada\s+(?:mais\s+)?(?:(?:tendo|havendo|tem|tera|terao|ter)\s+)?(?:mais\s+)?a\s+(?:reclamar|contestar)\s+(?:e\/?\s*ou\s+\p{L}+\s+)?(?:posteriormente|futuramente)\b|\bnao\s+poder(?:a|ao)\s+(?:ofertar|apresentar|fazer|formular|registrar|propor|mover|ajuizar)\s+(?:qualquer\s+|quaisquer\s+)?(?:reclamac\p{L}*|queixas?|acao|acoes|demandas?)\b(?![^.;]{0,40}\b(?:antes|enquanto|ate\s+que|sem\s+previa)\b)/u;
export const DISCHARGE = /\bquitacao\b/u;

/**
 * In a lease the tenant may give up indemnity and retention for improvements (Lei 8.245 art. 35;
 * Súmula 335 do STJ): the words after a waiver of "indenização", "retenção" or "direito".
 */
export const LEASE_IMPROVEMENTS = /^[^.;]{0,60}?\bbenfeitorias?\b/u;
export const WAIVED_INDEMNITY = /(?:indenizac\p{L}*|retencao|direitos?)$/u;

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

/**
 * Exclusivity denied: any negation shortly before it ("sem subordinação nem exclusividade", "não
 * importa em exclusividade", "não é firmada em caráter de exclusividade").
 */
export const NO_EXCLUSIVITY =
  /\b(?:nao|nem|sem|inexist\p{L}*)\b[^.;]{0,60}?\bexclusiv(?:idade|[oa])\b/u;
/**
 * An exclusivity undertaking: the noun, or "de forma exclusiva" / "em caráter exclusivo" after a
 * verb of dealing ("prestará os serviços de forma exclusiva"). "Exclusivamente residencial" is
 * no undertaking, nor is a task allotted to one side ("Cabe à CONTRATADA, de forma exclusiva, o
 * planejamento").
 */
export const EXCLUSIVITY =
  /\bexclusividade\b|\b(?:prest|fornec|vend|revend|compr|adquir|distribu|represent|comercializ|atu|contrat|atend|trabalh|licenc|explor|fabric|negoci)(?:ar|er|ir|a|e|am|em|ara|era|ira|arao|erao|irao|ando|endo|indo|ado|ido)\b[^.;]{0,60}?\b(?:em\s+carater\s+exclusivo|de\s+forma\s+exclusiva|de\s+modo\s+exclusivo)\b/u;
/** A task or cost allotted to one side alone, not a bar on dealing with others. */
export const EXCLUSIVE_TASK =
  /\b(?:cabe|cabera|caberao|cabendo|compete|competira|competindo|incumbe|incumbira|incumbindo)\b[^.;]{0,40}?(?:com\s+exclusividade|de\s+forma\s+exclusiva)|\bde\s+exclusiv[ao]\s+(?:competencia|responsabilidade|criterio|conta)\b/u;
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
/**
 * A bar on working for the other side's competitors while the contract lasts ("O PARCEIRO se
 * obriga a não representar … outras concorrentes do CONTRATANTE"): exclusivity in other words.
 * An employee's duty not to compete is the law's (CLT art. 482, c), not a term of the deal.
 */
export const COMPETITORS_BARRED =
  /\b(?:(?:se\s+obriga(?:m)?\s+a\s+nao|obriga(?:m)?-se\s+a\s+nao|compromete(?:m)?-se\s+a\s+nao|nao\s+podera(?:o)?)\s+(?:\p{L}+\s+)?|(?:e|fica(?:m)?|sera(?:o)?)\s+(?:expressamente\s+)?(?:vedad|proibid)[oa]s?\s+(?:a|ao|aos|as)\s+[^.;]{0,80}?)(?:representar|atender|prestar\s+servicos?\s+(?:a|para)|trabalhar\s+para|comercializar|vender)\b[^.;]{0,160}?\bconcorrentes?\b/u;
/**
 * An undertaking not to compete. A bar on unfair competition ("não poderá praticar concorrência
 * desleal") restates the law (Lei 9.279/1996 art. 195) and restrains nobody.
 */
export const NON_COMPETE =
  /\bnao[\s-]concorrencia\b|\b(?:abster-se|absterem-se|se\s+abstera|nao\s+podera)\b[^.;]{0,80}?\b(?:concorr\w*\b(?!\s+desleal)|atividade\s+(?:identica|similar|semelhante|concorrente))/u;
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

/**
 * A party declaring itself free of liability ("não se responsabiliza", "não responderá", "exime-se",
 * "isenta a CONTRATADA de", "fica isenta de qualquer responsabilidade"). "Não exime"/"não isenta"
 * affirm a duty and are left out by the rule.
 */
export const EXEMPTION = new RegExp(
  [
    // A denial of answering for harm, the negation before the verb or before its subject: "não
    // responderá", "em hipótese nenhuma o LOCADOR responderá", "jamais será responsabilizada".
    String.raw`${DENIAL},?\s+(?:\p{L}+\s+){0,3}?(?:(?:se\s+)?responsabiliz\p{L}*|respond\p{L}*)`,
    String.raw`${DENIAL},?\s+(?:\p{L}+\s+){0,3}?(?:sera|serao|e|sao|ficara|ficarao)\s+(?:\p{L}+\s+){0,3}?(?:responsabilizad[oa]s?|responsave(?:l|is))`,
    String.raw`nao\s+(?:assum\p{L}*|tera|terao|tem|cabe|cabera)\s+(?:\p{L}+,?\s+){0,3}?(?:qualquer|nenhuma|a)\s+responsabilidade`,
    String.raw`(?:se\s+)?(?:exime|eximem|isenta|isentam|exonera|exoneram)(?:-se)?|eximindo(?:-se)?|isentando(?:-se)?|exonerando(?:-se)?`,
    String.raw`fica(?:m|ra|rao)?\s+(?:\p{L}+\s+){0,2}?(?:isent|eximid|exonerad)[oa]s?|sem\s+(?:qualquer|nenhuma)\s+responsabilidade`,
  ]
    .map((alternative) => `\\b(?:${alternative})\\b`)
    .join('|'),
  'u',
);
/** "Não exime", "não isentará", "não a exonera": the opposite of an exemption. */
export const DENIED_EXEMPTION = /\b(?:nao|nem)\s+(?:\p{L}{1,3}\s+)?$/u;
/** Every harm, whatever the cause ("em nenhuma hipótese, por quaisquer danos"). */
export const ANY_CASE = new RegExp(
  String.raw`\b(?:em\s+(?:hipotese|caso)\s+(?:alguma|algum|nenhuma|nenhum)|em\s+nenhum(?:a)?\s+(?:hipotese|caso|circunstancia)|sob\s+(?:nenhuma|qualquer)\s+hipotese|seja\s+qual\s+for\s+a\s+causa|qualquer\s+que\s+seja\s+a\s+causa)\b`,
  'u',
);
/** Harm of any kind: with a quantifier, or bare where ANY_CASE already excludes every case. */
export const ANY_HARM =
  /\b(?:(?:quaisquer|qualquer|todo\s+e\s+qualquer|todos\s+os)\s+(?:\p{L}+\s+)?)?(?:danos?|prejuizos?|perdas?)\b/u;
/**
 * Harm to the people in the supplier's care: a pupil, a child, a patient, a passenger ("dano
 * causado ao beneficiário", "problemas de saúde do ALUNO", "qualquer evento ocorrido em relação
 * ao Aluno"), or bodily harm named as such.
 */
export const PERSON_HARM =
  /\b(?:danos?|prejuizos?|acidentes?|(?:qualquer\s+)?(?:evento|fato|ocorrencia)s?|problemas?\s+de\s+saude)\s+(?:(?:fisicos?|pessoais|corporais|morais)\s+)?(?:(?:causad|ocorrid|verificad)[oa]s?\s+|sofrid[oa]s?\s+pel[oa]s?\s+)?(?:a[oa]s?|d[oa]s?|com\s+[oa]s?|em\s+relacao\s+a[oa]s?|(?:relativ|referente|concernente)[oa]?s?\s+a[oa]s?|envolvendo\s+[oa]s?|pel[oa]s?(?=\s+(?:propri[oa]\s+)?\p{L}+\s+(?:em|durante|nas?|nos?)\s))?\s*(?:propri[oa]\s+)?(?:alun[oa]s?|beneficiari[oa]s?|criancas?|menor(?:es)?|passageir[oa]s?|hospedes?|pacientes?|participantes?|estudantes?|discentes?|atletas?|educand[oa]s?)\b|\b(?:lesao|lesoes|ferimentos?|integridade\s+fisica|problemas?\s+de\s+saude|mal\s+subito)\b/u;
/**
 * Causes the law itself accepts as excluding liability (CDC arts. 12 § 3º and 14 § 3º; CC art.
 * 393): the customer's misuse or sole fault, natural wear, events outside the supplier's control
 * ("por não exercer domínio sobre tais", "alheios à sua vontade"). An exemption limited to them
 * is lawful.
 */
export const LAWFUL_CAUSE = new RegExp(
  [
    String.raw`mau\s+uso|uso\s+(?:inadequado|indevido|incorreto)|culpa\s+exclusiva|desgaste\s+natural`,
    String.raw`manuseio\s+(?:inadequado|incorreto|indevido)`,
    String.raw`(?:nao\s+observancia|inobservancia|descumprimento)\s+d[ao]s?\s+(?:orientac|instruc|recomendac|normas|regras)\p{L}*`,
    String.raw`(?:nao|sem)\s+(?:exercer|ter|deter|possuir)\s+(?:qualquer\s+|nenhum\s+)?(?:dominio|controle|ingerencia)`,
    String.raw`alhei[oa]s?\s+a\s+(?:sua\s+)?vontade|fora\s+d[oe]\s+(?:seu\s+)?controle`,
  ]
    .map((alternative) => `\\b(?:${alternative})\\b`)
    .join('|'),
  'u',
);
/** Defects of what is supplied (CDC arts. 18–20, 25; Lei 8.245 art. 22, IV), not "vícios de consentimento". */
export const DEFECT = /\b(?:vicios?|defeitos?)\b(?!\s+de\s+consentimento)/u;
/**
 * Failures of the carriers, hotels and partners in the package the supplier sells declared theirs
 * alone ("são de responsabilidade exclusiva da companhia marítima"), or to be claimed from them
 * ("deverá ser reclamado junto à companhia aérea"): the supplier answers with them (CDC art. 7º,
 * sole paragraph, and art. 25, § 1º).
 */
const THIRD_PARTY_SUPPLIER = String.raw`(?:companhias?|cias?\.?|transportador(?:a|as|es)|empresas?\s+(?:aereas?|maritimas?|de\s+transporte)|hote(?:l|is)|pousadas?|meios\s+de\s+hospedagem|estabelecimentos?\s+credenciad[oa]s?|rede\s+credenciada|parceir[oa]s?|fornecedor(?:es|as?)?|prestador(?:es|as?)?\s+de\s+servicos?)`;
export const SHIFTED_TO_SUPPLIER = new RegExp(
  String.raw`\b(?:sao|serao|e|sera|ficam|ficarao|correm|correrao|cabem|caberao)\s+(?:de\s+)?(?:(?:inteira|total|unica|integral)\s+(?:e\s+exclusiva\s+)?|exclusiva\s+)?responsabilidade\s+(?:(?:exclusiva|unica|integral)\s+)?d[ao]s?\s+(?:respectiv[oa]s?\s+)?(?<third>${THIRD_PARTY_SUPPLIER})\b|\bdever(?:a|ao)\s+ser\s+(?:reclamad|pleitead|requerid|cobrad)[oa]s?\s+(?:diretamente\s+)?(?:junto\s+)?(?:a|ao|aos|as|perante\s+[oa]s?|com\s+[oa]s?)\s+(?:propri[oa]s?\s+)?(?<claimed>${THIRD_PARTY_SUPPLIER})\b`,
  'u',
);
/** A failure of the service in the same sentence (what the third party is made to answer for). */
export const SERVICE_FAILURE =
  /\b(?:falhas?|atrasos?|cancelamentos?|problemas?|danos?|extravios?|avarias?|alteracoes|modificacoes|vicios?|defeitos?|acidentes?|perdas?)\b/u;
/**
 * The customer made answerable for the harm it suffers itself, even on the supplier's premises
 * ("assume inteira responsabilidade por danos que venha a sofrer"), or an "objective" liability
 * of the customer.
 */
export const CUSTOMER_BEARS_HARM =
  /\bassum\p{L}*(?:\(m\))?\s+(?:a\s+)?(?:inteira|toda|total|integral|exclusiva|plena)\s+responsabilidade\s+(?:\p{L}+\s+){0,3}?(?:por|pel[oa]s?)\s+(?:quaisquer\s+|todos\s+os\s+|eventuais\s+)?danos\s+(?:\p{L}+\s+){0,2}?que\s+(?:\p{L}+\s+){0,3}?(?:venha|vier|venham|vierem|possa|possam)(?:\(m\))?\s+a\s+sofrer\b|\bresponsabilidade\s+objetiva\s+d[oa]s?\s+(?:contratantes?|alun[oa]s?|consumidor(?:a|es|as)?|clientes?|usuari[oa]s?|locatari[oa]s?|compradora?s?|passageir[oa]s?|hospedes?|pacientes?|aderentes?|estudantes?|titular(?:es)?|beneficiari[oa]s?|associad[oa]s?|assinantes?)\b/u;
/** The customer's side of a consumer contract or lease, as the subject of a sentence. */
export const CUSTOMER_ROLE =
  /\b(?:contratantes?|compradora?s?|compradores|clientes?|alun[oa]s?|usuari[oa]s?|locatari[oa]s?|consumidor(?:a|es|as)?|titular(?:es)?|beneficiari[oa]s?|estudantes?|passageir[oa]s?|hospedes?|pacientes?|aderentes?|participantes?|responsave(?:l|is)|pais)\b/gu;

/**
 * A party authorised to take the property or goods back by itself: occupy, retake, enter, remove
 * the belongings ("fica a LOCADORA autorizada a ocupar o imóvel", "poderá retomar o veículo").
 */
export const RETAKE =
  /\b(?:autorizad[oa]s?|podera[mo]?|poderao|pode|facultad[oa]|direito\s+de)\s+(?:\p{L}+\s+){0,3}?(?:a\s+)?(?:ocupa(?:r|\s*-\s*l[oa]s?)|retoma(?:r|\s*-\s*l[oa]s?)|reave(?:r|\s*-\s*l[oa]s?)|reintegrar-se|imitir-se|tomar\s+posse|recolhe(?:r|\s*-\s*l[oa]s?)|remove(?:r|\s*-\s*l[oa]s?)|retirar|apreende(?:r|\s*-\s*l[oa]s?)|entrar|ingressar|adentrar|arrombar|abri(?:r|\s*-\s*l[oa])|trocar\s+(?:as\s+)?fechaduras|desocupa(?:r|\s*-\s*l[oa]))\b/u;
/** What is taken back: the property or the goods. */
export const RETAKEN_THING =
  /-\s*l[oa]s?\b|\b(?:imove(?:l|is)|bens|bem|veiculos?|equipamentos?|moveis|pertences|mercadorias?|objetos?|predio|casa|apartamento|sala|loja|unidade)\b/u;
/** Without the courts ("independentemente de procedimento judicial", "sem ordem judicial"). */
export const WITHOUT_COURT =
  /\b(?:independente(?:mente)?\s+de\s+(?:qualquer\s+)?(?:acao|ordem|procedimento|processo|autorizacao|intervencao|decisao|medida|mandado|provimento)\s+(?:\p{L}+\s+)?judicia(?:l|is)|sem\s+(?:a\s+)?(?:necessidade\s+de\s+|qualquer\s+|previa\s+)*(?:acao|ordem|procedimento|processo|autorizacao|intervencao|decisao|mandado|provimento)\s+judicia(?:l|is)|extrajudicialmente|por\s+(?:seus\s+)?propri[oa]s\s+meios|pelas\s+proprias\s+maos)\b/u;
/** Entering to inspect or show the property (Lei 8.245 art. 23, IX) is no taking back. */
export const INSPECTION = /\b(?:vistori\p{L}*|visita\p{L}*|mostr\p{L}*|examinar)\b/u;
/** Denied: "não poderá a LOCADORA reaver o imóvel". */
export const NOT_ALLOWED = /\b(?:nao|nem|vedad[oa]|proibid[oa])\b[^.;]{0,30}$/u;

/**
 * A purchase paid in advance by instalments where buyers get the goods or a discharge by draw or
 * bid (Lei 11.795/2008 arts. 2º and 7º): an unauthorised consórcio, whatever the contract calls it.
 */
export const DRAW = /\b(?:sorteios?|sortead[oa]s?)\b/u;
/** A periodic draw ("sorteio mensal", "sorteios … mensalmente"). */
export const PERIODIC_DRAW =
  /\bsorteios?\s+(?:\p{L}+\s+){0,2}?(?:mensa(?:l|is)|semana(?:l|is)|quinzena(?:l|is)|trimestra(?:l|is)|periodic[oa]s?)\b|\bsorteios?\b[^.;]{0,60}?\bmensalmente\b|\bmensalmente\b[^.;]{0,60}?\bsorteios?\b/u;
/** What the draw or bid gives: a discharge, the goods, being "contemplado". */
export const DRAW_PRIZE =
  /\b(?:quitacao|quitad[oa]|contemplad[oa]s?|contemplacao|saldo\s+devedor|parcelas\s+vincendas|entrega\s+(?:imediata\s+)?d[oa]\s+(?:bem|produto|veiculo|servico|credito))\b/u;
/** Bids for the discharge ("lances", "ofertas de quitação"). */
export const BID =
  /\b(?:lances?|ofertas?\s+de\s+(?:quitacao|pagamento\s+antecipado)|maior(?:es)?\s+ofertas?)\b/u;
/** A real consórcio, run by an administrator the Banco Central authorises. */
export const AUTHORISED_CONSORTIUM =
  /(?<!\bnao\s+(?:\p{L}+\s+){0,4})\b(?:administradora\s+de\s+consorcios?|grupo\s+de\s+consorcio|cota\s+de\s+consorcio|participacao\s+em\s+grupo|titulos?\s+de\s+capitalizacao)\b/u;
/** Instalments paid over time. */
export const INSTALMENTS = /\b(?:parcelas?|prestacoes|mensalidades)\b/u;

/** Someone consenting to or authorising a use ("autoriza", "consente", "declara o seu consentimento"). */
export const CONSENT =
  /\b(?:autoriza(?:m|ndo)?|consente(?:m)?|concorda(?:m)?|(?:da|dao|declara(?:m)?|manifesta(?:m)?)\s+(?:o\s+)?(?:seu\s+)?(?:expresso\s+|livre\s+)?consentimento|(?:esta|estara|estarao|estao)\s+consentindo|fica(?:m)?\s+autorizad[oa]s?|implica(?:ra)?\s+(?:em\s+|na\s+|no\s+)?(?:seu\s+)?(?:consentimento|autorizacao|concordancia|aceitacao))\b/u;
/** Personal data (or information about the person). */
export const PERSONAL_DATA =
  /\b(?:dados(?:\s+(?:pessoais|cadastrais))?|informacoes\s+(?:pessoais|cadastrais|sobre|relativas|a\s+seu\s+respeito)|politica\s+de\s+privacidade)\b/u;
/** Handing the data to partners or third parties. */
export const SHARING =
  /\b(?:compartilh|disponibiliz|ced|transfer|fornec|repass|divulg|transmit|comunic)\p{L}*\b[^.;]{0,80}?\b(?:parceir\p{L}*|terceir\p{L}*|empresas?\s+(?:do\s+(?:mesmo\s+)?grupo|parceiras|coligadas|afiliadas|ligadas)|outras\s+empresas|anunciantes)\b|\b(?:parceir\p{L}*|terceir\p{L}*)\b[^.;]{0,40}?\b(?:compartilh|disponibiliz|repass)\p{L}*/u;
/** A purpose stated (LGPD art. 8º § 4º asks for "finalidades determinadas"). */
export const STATED_PURPOSE =
  /\b(?:exclusivamente|unicamente|apenas|somente)\s+(?:para|com\s+a\s+finalidade)|\bpara\s+(?:fins\s+de\s+|(?:a|o)\s+)?(?:prestar|prestacao|execucao|executar|cumprimento|cumprir|cobranca|cobrar|analise|analisar|protecao\s+ao\s+credito|controle|atendimento|atender|entrega|entregar|faturamento|emissao|emitir)\b|\bcom\s+a\s+finalidade\s+(?:exclusiva\s+|especifica\s+)?de\b|\bpara\s+(?:a\s+)?finalidade\s+de\b|\bnecessari\p{L}+\s+(?:a|ao|para\s+(?:a|o))\s+(?:execucao|prestacao|cumprimento|consecucao)\b|\bfinalidades?\s+(?:listadas|previstas|descritas|indicadas|especificadas)\b/u;
/** A purpose left open ("outras finalidades que possam surgir", "interesses do LOCADOR"). */
export const OPEN_PURPOSE =
  /\b(?:quaisquer\s+(?:outras\s+)?finalidades|outras\s+finalidades|finalidades?\s+que\s+(?:possam|venham)|para\s+qualquer\s+(?:fim|finalidade)|fins\s+diversos|(?:demais\s+)?interesses\s+(?:comerciais\s+)?d[oa]s?)\b/u;
/** Consent read from merely using or accepting ("ao utilizar os serviços … está consentindo"). */
export const CONSENT_BY_USE =
  /\b(?:ao|pelo|com\s+o)\s+(?:simples\s+)?(?:utilizar|usar|acessar|uso|acesso|utilizacao|navegar|cadastrar-se|aceitar|aceite|aderir)\b[^.;]{0,120}?\b(?:consent\p{L}*|autoriza\p{L}*|concorda\p{L}*)\b|\b(?:uso|utilizacao|acesso)\b[^.;]{0,80}?\bimplica\p{L}*\s+(?:em\s+|na\s+|no\s+)?(?:seu\s+)?(?:consentimento|autorizacao|concordancia|aceitacao)\b|\b(?:concorda|consente|aceita)(?:m)?\s+(?:\p{L}+\s+){0,3}?com\s+a\s+(?:presente\s+)?politica\s+de\s+privacidade\b/u;
/** An authorisation that cannot be withdrawn (LGPD art. 8º § 5º). */
export const IRREVOCABLE = /\b(?:irrevoga\p{L}*|irretrata\p{L}*)\b/u;

/** A person's likeness or voice ("sua imagem", "a imagem do aluno", "voz e imagem e do aluno"). */
export const PERSON_IMAGE =
  /\b(?:imagem|imagens|voz|nome\s+e\s+(?:d[ao]\s+)?imagem)\b[^.;]{0,30}?\b(?:d[oa]s?|de\s+seus|de\s+suas)\s+(?:\(?s?\)?\s*)?(?:alun|menor|crianc|beneficiari|estudante|contratante|cliente|participante|passageir|atleta|filh|dependente|usuari|consumidor|titular|familiares|hospede|paciente)\p{L}*|\b(?:sua|seu|minha|meu|de\s+sua|da\s+sua)\s+(?:propria\s+)?(?:imagem|voz|nome\s+e\s+imagem)\b/u;
/** Use of the image for publicity ("campanhas publicitárias", "redes sociais", "propagandas"). */
export const PUBLICITY =
  /\b(?:divulga\p{L}*|publicidade|publicitari\p{L}*|propaganda\p{L}*|campanhas?|marketing|promoc\p{L}*|promocion\p{L}*|redes\s+sociais|sites?|midias?|folders?|jornais|revistas|televisao|institucion\p{L}*)\b/u;
/** Given for free ("a título gratuito", "livre de qualquer ônus", "abrindo mão de qualquer retribuição"). */
export const GRATUITY =
  /\b(?:gratuit\p{L}*|a\s+titulo\s+gratuito|livre\s+de\s+(?:qualquer\s+)?onus|sem\s+(?:qualquer\s+)?(?:onus|remuneracao|contraprestacao|retribuicao|pagamento)|abrindo\s+mao\s+de\s+qualquer\s+(?:retribuicao|remuneracao)|nao\s+cabendo\s+(?:a\s+mim\s+)?qualquer\s+(?:remuneracao|retribuicao|compensacao))\b/u;
/** A use left open in scope ("ampla utilização", "para qualquer fim"). */
export const UNBOUNDED_USE =
  /\b(?:ampla\s+(?:possibilidade\s+de\s+)?utilizacao|para\s+qualquer\s+(?:fim|finalidade)|por\s+prazo\s+indeterminado|sem\s+limite\s+de\s+(?:prazo|tempo)|por\s+tempo\s+indeterminado)\b/u;
/**
 * Authorising, in this very contract, the use of an image ("autoriza", "consentem a utilização",
 * "poderá fazer uso"); the noun ("depende de autorização") promises a consent, it gives none.
 */
export const IMAGE_USE =
  /\b(?:autoriz(?:a|am|o|amos|ando)|consent(?:e|em|imos|indo)|consinto|concord(?:a|am|o|amos)|ced(?:e|em|o)|conced(?:e|em|o)|permit(?:e|em|o)|fica(?:m)?\s+autorizad[oa]s?|direito\s+de\s+uso|fazer\s+uso|poder(?:a|ao)\s+(?:utilizar|usar|divulgar|veicular)|ampla\s+(?:possibilidade\s+de\s+)?utilizacao)\b/u;
/** A consent kept apart and revocable, as the law asks: "em termo separado", "revogável". */
export const SEPARATE_CONSENT =
  /\bterm[oa]s?\s+(?:separad|propri|especific|apartad)\p{L}*|\bdepend\p{L}*\s+de\s+(?:previa\s+)?(?:autorizacao|consentimento)|\brevogave(?:l|is)\b|\bpodera\s+ser\s+revogad/u;
/** A child's image (LGPD art. 14 § 1º asks for a parent's specific consent). */
export const CHILD =
  /\b(?:menor(?:es)?(?!\s+(?:valor|preco|prazo|taxa|numero))|crianc\p{L}*|filh[oa]s?)\b|\bresponsave(?:l|is)\s+pel[oa]s?\s*(?:\(s\)\s*)?alun/u;
/** A school or course for children. */
export const CHILD_SCHOOL =
  /\b(?:educacao\s+infantil|ensino\s+fundamental|maternal|bercario|creche|menor(?:es)?\s+de\s+idade)\b/u;
/** Images taken for security ("câmeras de segurança"), not for publicity. */
export const SECURITY_IMAGE = /\b(?:seguranca|monitoramento|vigilancia|cameras?)\b/u;
/**
 * A performer giving up, for free, the rights over works and performances (Lei 9.610/1998 arts.
 * 49–50: assignments are restrictive, in writing and presumed onerous).
 */
export const WORKS_WAIVER =
  /\b(?:abr\p{L}*\s+mao|renunci\p{L}*|ced\p{L}*|transfer\p{L}*|autoriz\p{L}*)\b[^.;]{0,80}?\b(?:direitos?\s+(?:autora\p{L}*|patrimonia\p{L}*|conexos?|de\s+(?:sincronizacao|execucao|interprete|reproducao))|sincronizacao|performances?\s+musica\p{L}*|obras?\s+(?:musica\p{L}*|literari\p{L}*|artistic\p{L}*))\b/u;
/** An instrument whose object is the image itself (an image authorisation term). */
export const IMAGE_INSTRUMENT = /\b(?:imagem|voz|direitos?\s+de\s+imagem)\b/u;

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
    // The law itself voids or reduces the clause: worth fixing, rated média as a lawyer rates it.
    severity: 'média',
    recommendation: 'Eleja o foro do domicílio de uma das partes ou do local de cumprimento.',
    legalRef: 'cpc.art63.p1',
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
  exoneracao: {
    rule: 'atipica.exoneracao_responsabilidade',
    title: 'Exoneração de responsabilidade',
    description:
      'O fornecedor se declara livre de uma responsabilidade que a lei lhe impõe; essa cláusula não vale contra você.',
    severity: 'média',
    recommendation:
      'Peça a exclusão da cláusula: a responsabilidade que a lei impõe a quem presta o serviço ou aluga o imóvel não pode ser afastada no contrato.',
    legalRef: 'cdc.art51.I',
  },
  retomada: {
    rule: 'atipica.retomada_sem_ordem_judicial',
    title: 'Retomada sem ordem judicial',
    description:
      'Uma parte fica autorizada a retomar o imóvel ou os bens por conta própria, sem passar pela Justiça.',
    severity: 'alta',
    recommendation:
      'Retire a autorização: a retomada só pode ser feita por ação judicial (na locação, a ação de despejo).',
    legalRef: 'lei8245.art5',
  },
  sorteio: {
    rule: 'atipica.sorteio_consorcio',
    title: 'Sorteio de quitação: consórcio sem autorização',
    description:
      'Você paga parcelas antes de receber, e o bem ou a quitação sai por sorteio ou lance: na prática é um consórcio, que só empresa autorizada pelo Banco Central pode administrar.',
    severity: 'alta',
    recommendation:
      'Não assine sem verificar se a empresa é administradora de consórcio autorizada pelo Banco Central; sem isso, você fica sem as garantias da lei.',
    legalRef: 'lei11795.art2-7',
  },
  consentimentoDados: {
    rule: 'atipica.consentimento_dados_generico',
    title: 'Consentimento genérico para uso de dados',
    description:
      'O contrato tira de você uma autorização ampla para usar ou repassar seus dados pessoais, sem dizer para quê.',
    // Worth fixing (baixa), as a lawyer rates a consent read from use, given irrevocably or for
    // open purposes; serious (alta) when the data go to third parties with no stated purpose.
    severity: 'baixa',
    recommendation:
      'Exija que o uso dos dados seja limitado a finalidades informadas, com consentimento à parte e que possa ser revogado.',
    legalRef: 'lgpd.art8.p4',
  },
  cessaoImagem: {
    rule: 'atipica.cessao_imagem',
    title: 'Cessão de imagem embutida no contrato',
    description:
      'O contrato inclui a autorização para usar a imagem ou a voz de vocês em divulgação, sem pagamento e sem limite.',
    severity: 'média',
    recommendation:
      'Peça que o uso de imagem seja tratado em termo separado, opcional, com finalidade e prazo definidos e que possa ser revogado.',
    legalRef: 'cc.art20',
  },
  confissaoDivida: {
    rule: 'atipica.confissao_divida',
    title: 'Confissão de dívida antecipada',
    description:
      'Você confessa, já na assinatura, uma dívida por serviços ainda não prestados ou por valores que a empresa vier a lançar: fica mais fácil cobrar tudo, mesmo o que não foi entregue ou que você não reconhece.',
    severity: 'média',
    recommendation:
      'Peça que a cobrança dependa dos serviços prestados e dos valores que você conferir, sem confissão de dívida antecipada.',
    legalRef: 'cdc.art51.IV',
  },
  vendaCasada: {
    rule: 'atipica.venda_casada',
    title: 'Compra obrigatória com o fornecedor (venda casada)',
    description:
      'O contrato obriga você a comprar um produto só do próprio fornecedor (ou de quem ele indicar), sem poder comprar em outro lugar.',
    severity: 'média',
    recommendation:
      'Peça a exclusão: o fornecedor pode definir o modelo (por exemplo, do uniforme), mas não obrigar a compra com ele.',
    legalRef: 'cdc.art39.I',
  },
  duplicata: {
    rule: 'atipica.duplicata_irregular',
    title: 'Duplicata para cobrar o que não é venda nem serviço',
    description:
      'O contrato autoriza emitir duplicata para cobrar reembolsos, multas ou despesas; a duplicata só pode nascer de uma venda ou de um serviço prestado, e uma emitida sem eles pode ser levada a protesto indevidamente.',
    severity: 'média',
    recommendation:
      'Peça que reembolsos e multas sejam cobrados por outro meio (boleto, recibo), após você conferir os valores.',
    legalRef: 'lei5474.art2-20',
  },
  duplicataAceita: {
    rule: 'atipica.duplicata_irregular',
    title: 'Duplicatas aceitas de antemão',
    description:
      'Ao assinar, você já concorda com as duplicatas que a empresa vier a emitir sobre valores em atraso: ela pode levá-las a protesto sem que você confira o débito.',
    severity: 'média',
    recommendation:
      'Peça a exclusão: cada duplicata deve ser apresentada para aceite, e você pode recusá-la se o valor não for devido.',
  },
  procuracaoReciproca: {
    rule: 'atipica.procuracao_reciproca',
    title: 'Procuração recíproca para ser citado',
    description:
      'Os devedores (por exemplo, inquilino e fiadores) se nomeiam procuradores uns dos outros para receber citação: um pode ser processado sem ser avisado pessoalmente, o que prejudica a sua defesa.',
    severity: 'média',
    recommendation: 'Peça a exclusão: cada um deve ser citado pessoalmente no processo.',
  },
  exclusaoSumaria: {
    rule: 'atipica.exclusao_sumaria',
    title: 'Exclusão por motivo vago',
    description:
      'O contrato pode ser encerrado, ou você excluído, por motivos que só quem exclui avalia, sem critério objetivo nem oportunidade de defesa.',
    severity: 'média',
    recommendation:
      'Peça que as causas de exclusão sejam fatos objetivos e que a exclusão só ocorra após aviso por escrito, com prazo para defesa ou correção.',
    legalRef: 'cdc.art51.IV',
  },
  poloPassivo: {
    rule: 'atipica.polo_passivo',
    title: 'Uma parte no lugar da outra como ré',
    description:
      'Uma das partes se obriga a assumir o polo passivo das ações movidas contra a outra; quem processa não fica preso a esse acordo, que só vale como direito de cobrar da outra parte o que se pagou.',
    severity: 'média',
    recommendation:
      'Troque a cláusula por um direito de regresso: quem for condenado por fato imputável à outra parte poderá cobrar dela o que pagou, com custas e honorários.',
  },
  pejotizacao: {
    rule: 'atipica.pejotizacao',
    title: 'Sinais de vínculo de emprego (pejotização)',
    description:
      'O prestador é contratado como empresa, mas o contrato traz traços de subordinação — escalas impostas, troca de profissionais sem justificativa, prova de que atende outros clientes — que podem levar ao reconhecimento de vínculo de emprego.',
    severity: 'média',
    recommendation:
      'Retire as cláusulas de subordinação e defina o serviço pelo resultado, com autonomia do prestador para organizar o trabalho e escolher os profissionais.',
    legalRef: 'clt.art3-9',
  },
  discriminacao: {
    rule: 'atipica.discriminacao',
    title: 'Recusa de adesão por idade',
    description:
      'O contrato recusa a adesão de pessoas a partir de certa idade, o que a lei trata como discriminação da pessoa idosa.',
    severity: 'média',
    recommendation:
      'Peça a exclusão do limite de idade: o serviço deve ser oferecido a quem se dispuser a pagar por ele, qualquer que seja a idade.',
    legalRef: 'lei10741.art96',
  },
  limpaNome: {
    rule: 'atipica.limpa_nome',
    title: "Promessa de 'limpar o nome' sem pagar as dívidas",
    description:
      'O serviço promete retirar ou impedir as negativações nos órgãos de proteção ao crédito sem que as dívidas sejam pagas; quando obtidas, essas retiradas costumam ser provisórias, e o contrato não informa esse risco.',
    severity: 'média',
    recommendation:
      'Antes de contratar, peça por escrito como a retirada será obtida, se ela é provisória e o que acontece com as dívidas, que continuam existindo.',
    legalRef: 'cdc.art6.III',
  },
  cursoSemValidade: {
    rule: 'atipica.curso_sem_validade',
    title: 'Curso sem validade garantida no Brasil',
    description:
      'O curso é vendido como pós-graduação, mas o contrato declara que não é aula nem atividade regulamentada no Brasil: o título estrangeiro só vale aqui depois de reconhecido por universidade brasileira, o que o contrato não garante.',
    severity: 'alta',
    recommendation:
      'Verifique antes se o título poderá ser reconhecido por universidade brasileira e peça a devolução do que pagar se o reconhecimento for negado.',
    legalRef: 'lei9394.art48.p3',
  },
} as const satisfies Record<string, RuleSpec>;

/**
 * The debtors make each other their attorneys to be sued or served ("o LOCATÁRIO e fiadores
 * outorgam-se, mútua e reciprocamente, poderes… para serem, um pelo outro, representados
 * passivamente em juízo", "nomeiam-se reciprocamente procuradores para receber citação").
 */
const MANDATE_GRANT = String.raw`(?:outorga|nomeia|constitu|confere|conferem|concede|concedem|dao)\w*(?:\s*-\s*se)?`;
/** What the mandate is for: being sued or served for the others. */
const SERVED_FOR_OTHERS = String.raw`represent\w*\s+(?:\p{L}+\s+){0,3}?passivamente|receber[\s,]+(?:\p{L}+[\s,]+){0,6}?(?:citac\w*|intimac\w*)|citac(?:ao|oes)\s+(?:inicia\w*|judicia\w*)`;
export const MUTUAL_MANDATE = new RegExp(
  String.raw`\b${MANDATE_GRANT}[\s,]+(?:[\p{L}-]+[\s,]+){0,4}?(?:mutua|reciproca)\w*[^.;]{0,200}?\b(?:${SERVED_FOR_OTHERS})`,
  'u',
);

/** Buying, as a noun or a verb. */
const BUYING = String.raw`(?:aquisicao|compra|confeccao|adquirir|comprar|confeccionar|obter)`;
/** Forbidden: "é proibida", "fica vedado", "não poderá", "não é permitido". */
const FORBIDDEN = String.raw`(?:(?:proibid|vedad)[oa]s?|nao\s+(?:podera|poderao|pode|podem|(?:e|sera)\s+permitid[oa]s?))`;
/** Anywhere but the supplier: another shop, third parties, outside it. */
const ELSEWHERE = String.raw`(?:em\s+outr[oa]s?\s+(?:estabelecimentos?|lojas?|fornecedor\w*|locais?|empresas?)|(?:de|com|junto\s+a)\s+terceiros|fora\s+d[ao])`;
/**
 * A consumer made to buy a product only from the supplier (CDC art. 39, I): "É proibida a
 * aquisição do uniforme escolar em outro estabelecimento", "fica vedado comprá-lo em outra loja", "o material deverá ser adquirido
 * exclusivamente na ESCOLA", "somente poderá ser adquirido na própria ESCOLA".
 */
export const TIE_IN = new RegExp(
  String.raw`\b${FORBIDDEN}\s+(?:a\s+|o\s+)?${BUYING}\b[^.;]{0,80}?\b${ELSEWHERE}\b|` +
    String.raw`\b(?:(?:adquirid|comprad)[oa]s?\s+(?:exclusivamente|somente|apenas|unicamente|obrigatoriamente)|(?:exclusivamente|somente|apenas|unicamente|obrigatoriamente)\s+(?:\p{L}+\s+){0,2}?(?:adquirid|comprad)[oa]s?)\s+(?:n[ao]s?|d[ao]s?|junto\s+(?:a|ao|a\s+propria)|com|pel[ao])\s+(?:propri[ao]\s+)?(?:escola|instituicao|colegio|academia|contratad[ao]|loja|empresa|fornecedor\w*|vendedor\w*|administradora|clube)\b`,
  'u',
);
/** A duplicata drawn ("emitir", "sacar") for what is no sale or service: a refund, a fine, expenses. */
export const DUPLICATE_FOR_REFUND =
  /\b(?:emit(?:ir|ira|e)|sac(?:ar|ara|a))\s+(?:\p{L}+\s+){0,2}?duplicatas?\b[^.;]{0,40}?\b(?:para|a\s+titulo\s+de|referentes?\s+a)\s+(?:o\s+|a\s+|os\s+|as\s+)?(?:ressarcimento|reembolso|multas?|indenizac(?:ao|oes)|despesas)\b/u;
/** The contract's signature taken as acceptance of the duplicatas to come. */
const STANDS_FOR = String.raw`(?:vale|valera|valendo|serve|servira|servindo|equivale|equivalera|equivalendo|importa|importara|importando)`;
const ACCEPTANCE = String.raw`(?:concordancia|aceite|aceitacao|anuencia)`;
export const DUPLICATES_ACCEPTED = new RegExp(
  [
    String.raw`\b${STANDS_FOR}\s+a\s+assinatura\b[^.;]{0,60}?\b${ACCEPTANCE}\b`,
    String.raw`\b(?:assinatura|aceite)\s+d[oe]s?t?[ea]?\s+(?:presente\s+)?(?:contrato|instrumento)\s+${STANDS_FOR}\s+(?:como\s+)?${ACCEPTANCE}\b`,
    String.raw`\baceite\s+antecipad[oa]\b`,
  ].join('|'),
  'u',
);
/** A duplicata is what the sentence is about. */
export const DUPLICATE = /\bduplicatas?\b/u;

/**
 * The consumer confesses a debt in advance: "a Contratante confessa dívida e se obriga a pagar"
 * (for services "a serem prestados"), the amounts the supplier bills "admitidos como dívida certa,
 * líquida e exigível… como confissão de dívida".
 */
export const ADVANCE_DEBT_CONFESSION =
  /\bconfessa(?:m)?\s+(?:a\s+|(?:ser|estar)\s+)?(?:divida|devedor(?:a|es|as)?|dever)\b|\b(?:como|valendo\s+como|vale\s+como|constitui(?:ndo)?|configurando(?:-se)?)\s+(?:\p{L}+\s+){0,4}?confissao\s+de\s+divida\b/u;
/** A debt already due, which a confession may lawfully acknowledge ("mensalidades vencidas"). */
export const PAST_DEBT =
  /\b(?:vencid[oa]s|em\s+atraso|em\s+aberto|inadimplid[oa]s|atrasad[oa]s)\b/u;
/**
 * The consumer may contest a charge only within a short time ("O CONTRATANTE somente poderá
 * contestar os valores da cobrança … em até 30 (trinta) dias").
 */
export const CONTEST_DEADLINE =
  /\b(?:somente|so|apenas)\s+poder(?:a|ao)\s+(?:contestar|reclamar|impugnar|questionar)\b[^.;]{0,120}?\b(?:em\s+ate|no\s+prazo\s+(?:maximo\s+)?de|dentro\s+(?:do\s+prazo\s+)?de)\s+\d+/u;
/** A document that is itself a debt confession ("Instrumento Particular de Confissão de Dívida"). */
export const DEBT_CONFESSION_TITLE = /\bconfissao\s+de\s+divida\b/u;

/**
 * The relation ended or the adherent shut out: termination, cancellation of the contract or the
 * enrolment, exclusion, removal of the account, a bar on attending, a compulsory transfer, a
 * "justa causa" (exclusao_sumaria) — for vague grounds, at once for any breach, or at once with
 * nothing paid returned (CDC art. 51, II). Refusing to renew for the next period is no such end.
 */
export const EXCLUSION =
  /\b(?:rescind\p{L}*|rescisao|cancela(?:r|ra|do|da|mento)|exclu(?:ir|ira|ido|ida|sao)|deslig(?:ar|ara|ado|ada|amento)|descadastr\p{L}*|impedir\s+(?:\p{L}+\s+){0,2}?(?:o\s+)?(?:ingresso|acesso|participacao|frequencia)|transferencia\s+compulsoria|justa\s+causa)\b/u;
/**
 * Grounds only the excluding side can judge (CDC art. 51, IV): "comportamento inadequado",
 * "condutas desrespeitosas", "incompatibilidade com o regime da escola", "desarmonia", "conflito
 * entre os contratantes", "comprometer o nome da CONTRATADA", acts that "desabonem" or "prejudiquem a
 * imagem" of it, "mau comportamento", a loss of trust, in any word order ("atitudes consideradas
 * inconvenientes"). Indiscipline under the school's rules and a default are objective enough.
 */
export const VAGUE_GROUND =
  /\b(?:(?:comportamentos?|condutas?|atitudes?|posturas?|procedimentos?)\s+(?:\p{L}+\s+){0,3}?(?:inadequad|inconvenient|inapropriad|impropri|desrespeitos|indesejad|incompative|inaceita)\p{L}*|(?:mau|maus)\s+comportamentos?|(?:ma|mas)\s+condutas?|(?:atos?|atitudes?|condutas?)\s+(?:\p{L}+\s+){0,2}?desabon\p{L}*|prejudi\p{L}*\s+(?:o\s+(?:bom\s+)?nome|a\s+(?:reputacao|imagem))|incompatibilidade\s+com\s+(?:o|a|os|as)\s+(?:regime|regimento|normas|regras|filosofia|proposta|ambiente|perfil|convivio|convivencia|valores)|(?:outr[oa]s?\s+(?:motivos?\s+)?que\s+)?incompatibiliz\p{L}*\s+a\s+(?:sua\s+)?permanencia|desarmonia|conflitos?\s+entre\s+(?:os|as)\s+(?:contratantes|pais|responsave\p{L}*|partes|alunos|familiares)|(?:quebra|perda)\s+(?:de\s+|da\s+)?confianca|comprometer\s+(?:o\s+(?:bom\s+)?nome|a\s+(?:reputacao|imagem)))\b/gu;
/**
 * At once, with no notice and no chance to answer ("automaticamente", "de forma automática"),
 * said of the exclusion itself (see AUTOMATIC_EXCLUSION).
 */
const AUTOMATIC =
  /\b(?:automatic(?:o|a|amente)|de\s+(?:forma|modo)\s+automatica|sumariamente|de\s+plano|independentemente\s+de\s+(?:qualquer\s+)?(?:previ[oa]\s+)?(?:aviso|notificacao|comunicacao|interpelacao))\b/u;
/** The exclusion done at once: "será automaticamente descadastrado", "o automático cancelamento". */
export const AUTOMATIC_EXCLUSION = new RegExp(
  String.raw`${AUTOMATIC.source}\s+(?:\p{L}+\s+){0,2}?${EXCLUSION.source}|${EXCLUSION.source}\s+(?:\p{L}+\s+){0,2}?${AUTOMATIC.source}`,
  'u',
);
/**
 * Nothing paid returned ("não cabendo ao CONTRATANTE qualquer reembolso ou indenização", "não fará
 * jus à restituição de qualquer valor").
 */
export const NO_REFUND_ON_EXIT =
  /\b(?:nao\s+cabendo|sem|nao\s+(?:cabera|caberao|havera|tera|terao|fara\s+jus|farao\s+jus))\b[^.;]{0,40}?\b(?:qualquer\s+|nenhuma?\s+)?(?:direito\s+a\s+)?(?:reembolso|restituicao|devolucao)\b/u;
/**
 * The supplier ends the contract and the customer still answers for all of it ("não o isentam de
 * responder integralmente por todas as obrigações aqui assumidas, e constituem causa de rescisão
 * unilateral pelas Contratadas", "permanecendo o CONTRATANTE obrigado ao pagamento de todas as
 * parcelas"): paid for what will not be delivered. The instalments already due are no such thing.
 */
export const STILL_BOUND =
  /\b(?:nao\s+(?:o\s+|a\s+|os\s+|as\s+|lhe\s+)?(?:isent|exim|desobrig)\p{L}*\s+(?:(?:o|a|os|as)\s+\p{L}+\s+)?(?:de\s+|d[oa]\s+)?|(?:permanec|continu|subsist)\p{L}*\s+(?:(?:o|a|os|as)\s+\p{L}+\s+)?(?:obrigad|responsave)\p{L}*\s+(?:a[os]?\s+|pel[oa]s?\s+|por\s+)?)(?:responder|pagar|arcar|cumprir|pagamento|quitacao)\b[^.;]{0,40}?\b(?:integral\p{L}*|todas?\s+as?|totalidade|(?:parcelas|mensalidades|prestacoes)\s+vincendas)\b/u;
export const SUPPLIER_TERMINATES =
  /\b(?:rescisao|rescindid[oa]|cancelamento|cancelad[oa])\s+(?:unilateral\s+)?(?:\p{L}+\s+){0,3}?pel[ao]s?\s+(?:contratad[ao]s?|fornecedor\p{L}*|escola|instituicao|empresa|administradora|operadora)\b/u;
/**
 * Any breach at all, however small ("descumprir quaisquer das normas", "qualquer infração",
 * "infringir qualquer regra", "violar qualquer obrigação").
 */
export const ANY_BREACH =
  /\b(?:qualquer|quaisquer)\s+(?:\p{L}+\s+){0,2}?(?:descumprimentos?|infrac(?:ao|oes)|violac(?:ao|oes)|normas?|regras?|clausulas?|disposic(?:ao|oes)|termos?|condic(?:ao|oes)|obrigac(?:ao|oes)|deveres|dever)\b/u;
/**
 * What one side owes the other, withheld when the first cancels "por causas alheias à sua
 * vontade": a ground wider than force majeure, that the withholding side alone asserts.
 */
export const WITHHELD_PAYMENT =
  /\bnenhuma?\s+(?:participacao|comissao|remuneracao|pagamento|repasse)\b[^.;]{0,40}?\bdevid[oa]\b|\bnao\s+(?:tera|terao|fara|farao)\s+(?:direito|jus)\s+a\s+(?:qualquer\s+|nenhuma?\s+)?(?:participacao|comissao|remuneracao|pagamento|repasse)\b|\bnao\s+(?:sera|serao)\s+devid[oa]s?\s+(?:qualquer\s+|nenhuma?\s+)?(?:participac|comiss|remunerac|pagamento|repasse)\p{L}*|\bperdera\s+o\s+direito\s+a\s+(?:participacao|comissao|remuneracao)\b/u;
/** The ground of WITHHELD_PAYMENT: "por causas alheias à sua vontade", "à vontade da CONTRATANTE". */
export const OWN_WILL_GROUND =
  /\b(?:causas?|motivos?|razoes|fatos?|circunstancias)\s+(?:alhei[oa]s?\s+a|independentes?\s+d[ae])\s+(?:sua\s+(?:vontade|atuacao|controle)|vontade\s+d[oa]s?\s+\p{L}+)\b/u;

/**
 * One side made to take the other's place as defendant ("assumir o polo passivo em qualquer
 * demanda judicial"): the claimant is not bound by the deal, which is worth only as a right of
 * recourse between the parties (polo_passivo). A side that comes to be sued ("caso venha a figurar
 * no polo passivo … será ressarcida") is that recourse, not a swap.
 */
export const DEFENDANT_SWAP =
  /\b(?:assum(?:ir|ira|irao|indo|a|am)|(?<!\b(?:venha|vier|venham|vierem|possa|possam|tenha\s+de|tiver\s+de|for\s+chamad[oa]\s+a)\s+a\s+)(?:figurar|integrar|ocupar))\s+(?:\p{L}+\s+){0,3}?(?:o\s+)?polo\s+passivo\b|\bsubstitu\p{L}*\s+(?:[oa]\s+)?\p{L}+\s+n[oa]\s+polo\s+passivo\b|\b(?:excluir|retirar)\s+[oa]\s+\p{L}+\s+d[oa]\s+(?:polo\s+passivo|lide)\b/u;

/**
 * Marks of an employee hired as a company ("pejotização", CLT arts. 3º and 9º): proofs that it
 * serves other clients, its professionals replaced at the client's will, its shifts set by the
 * client. A proof of other clients is made only to fend off the employment claim, so it counts
 * alone; the others count together.
 */
export const OTHER_CLIENTS_PROOF =
  /\b(?:comprov|demonstr|declar|atest)\p{L}*\b[^.;]{0,80}?\bpresta(?:m|r|ndo)?\s+servicos?\s+(?:a|para)\s+outr[oa]s\s+(?:entidades|empresas|clientes|tomadores|contratantes|instituic\p{L}*|pessoas)\b/u;
export const STAFF_REPLACED_AT_WILL =
  /\bsubstitu\p{L}*\b[^.;]{0,100}?\b(?:mesmo\s+que\s+(?:sem\s+justificativa|injustificad[oa])|independentemente\s+de\s+(?:justificativa|motivo)|sem\s+(?:necessidade\s+de\s+)?(?:justificativa|motivacao)|imotivadamente)/u;
export const SHIFTS_SET_BY_CLIENT =
  /\b(?:escalas?|turnos?|plantoes|horarios?|jornadas?)\b[^.;]{0,60}?\b(?:designad|definid|estabelecid|determinad|fixad|elaborad)[oa]s?\s+pel[oa]\s+contratante\b/u;

/**
 * A consumer refused for being old (Lei 10.741 art. 96; CDC art. 39, IX): adhesions "somente
 * de … idade inferior a 70 anos" or "limitada a pessoas com até 65 anos", people "com idade
 * superior a 65 anos" not accepted, "vedada a adesão de maiores de 70 anos", "acima de 65 anos …
 * não poderão aderir". Group `age` (or `over`, `overFirst`) is the limit; insurance, whose age
 * limits rest on actuarial grounds, is left out.
 */
export const AGE_REFUSAL =
  /\b(?:somente|apenas|exclusivamente|limitad\p{L}*|restrit\p{L}*)\b[^.;]{0,80}?\b(?:idade\s+(?:inferior\s+a|menor\s+(?:que|de)|nao\s+superior\s+a|ate|maxima\s+de)|(?:pessoas|clientes|aderentes|beneficiarios|titulares)\s+(?:\p{L}+\s+)?(?:com\s+)?ate)\s+(?<age>\d{2,3})\b|\b(?:nao\s+(?:serao|sera)\s+(?:aceit|admitid)\p{L}*|vedad\p{L}*|recusad\p{L}*|nao\s+(?:poderao|podera|podem|pode)\s+(?:aderir|contratar|ingressar|ser\s+(?:aceit|admitid)\p{L}*))\b[^.;]{0,80}?\b(?:idade\s+(?:superior|acima|maior)\s+(?:a|de)|maiores\s+de|acima\s+de)\s+(?<over>\d{2,3})\b|\b(?:idade\s+(?:superior|acima|maior)\s+(?:a|de)|maiores\s+de|acima\s+de)\s+(?<overFirst>\d{2,3})\b[^.;]{0,60}?\bnao\s+(?:poderao|podera|podem|pode|serao|sera)\s+(?:aderir|contratar|ingressar|aceit\p{L}*|admitid\p{L}*)/u;
/** The age from which a person is "idosa" (Lei 10.741 art. 1º). */
export const ELDERLY_AGE = 60;
export const INSURANCE = /\b(?:seguros?|apolices?|securitari\p{L}*|seguradoras?)\b/u;
/**
 * A disabled pupil's support treated as an extra ("serviços adicionais à pessoa portadora de
 * necessidades especiais", "cobrança à parte do acompanhante"): a private school owes it at no
 * additional charge (Lei 13.146 art. 28, § 1º).
 */
export const DISABILITY =
  /\b(?:deficien\p{L}*|necessidades\s+(?:educacionais\s+)?especia\p{L}*|transtorno\s+do\s+espectro|autis\p{L}*|mobilidade\s+reduzida)\b/u;
/** The charge ruled out ("sem custo adicional", "vedada a cobrança adicional"). */
export const NO_EXTRA_CHARGE =
  /\b(?:sem|vedad[oa]|proibid[oa]|nao\s+(?:havera|sera|serao))\s+(?:a\s+)?(?:qualquer\s+)?(?:custo|cobranc\p{L}*|valor(?:es)?|taxas?|onus|acrescimos?)\b/u;
export const EXTRA_CHARGE =
  /\b(?:servicos?|atendimentos?|acompanhamentos?|profissiona(?:l|is)|monitor(?:es)?|mediador(?:es)?)\s+(?:\p{L}+\s+)?(?:adiciona(?:l|is)|extras?|a\s+parte)\b|\b(?:cobranca|custo|valor|taxa|acrescimo)\s+(?:\p{L}+\s+){0,2}?(?:adiciona(?:l|is)|extras?|a\s+parte|suplementar)\b|\bcobrad[oa]s?\s+(?:a\s+parte|separadamente)\b/u;

/**
 * A lot sale (Lei 6.766/1979) whose buyer gets back only part of the improvements it made, or
 * none: art. 34 has them indemnified, whatever the contract says ("terão direito a 50% de
 * indenização pelas benfeitorias necessárias ou úteis", "indenizará apenas 50% do valor das
 * benfeitorias").
 */
export const LOT_SALE = /\b(?:loteamento|lei\s+(?:federal\s+)?(?:n[ºo.]?\s*)?6\.?766)\b/u;
/** A share below the whole: any rate but 100% ("cem por cento"). */
const PART_RATE = (name: string) => String.raw`(?!100(?![\d,])|cem\b)${rate(name)}`;
export const IMPROVEMENTS_CUT = new RegExp(
  String.raw`\b${PART_RATE('cut')}\s*de\s+(?:indenizac\p{L}*|ressarcimento)\s+(?:pel[ao]s|d[ao]s|por)\s+benfeitorias\b|\b(?:indeniz|ressarc|reembols)\p{L}*\s+(?:\p{L}+\s+){0,2}?${PART_RATE('share')}\s*(?:d[oa]\s+(?:valor|custo)\s+)?d[ao]s\s+benfeitorias\b|\bbenfeitorias\b[^.;]{0,80}?\bnao\s+(?:serao|sera)\s+(?:indenizad|ressarcid|reembolsad)[oa]s?\b|\bsem\s+direito\s+a\s+(?:qualquer\s+)?(?:indenizac\p{L}*|retencao)\s+(?:pel[ao]s|d[ao]s|por)\s+benfeitorias\b`,
  'u',
);
/** Improvements made against the contract or the law, which art. 34 leaves unpaid. */
export const LAWLESS_IMPROVEMENTS =
  /\b(?:desconformidade|desacordo|irregular\p{L}*|sem\s+(?:previa\s+)?(?:autorizac|licenc|aprovac)\p{L}*)/u;

/**
 * Everything an intern creates declared the grantor's ("toda contribuição prática ou intelectual
 * … são de propriedade da Empresa Concedente"): copyright assignments are read restrictively and
 * name their works and uses (Lei 9.610 arts. 4º and 49).
 */
export const ALL_CREATIONS =
  /\btod[oa]s?\s+(?:e\s+qualquer\s+)?(?:[oa]s?\s+)?(?:contribuic(?:ao|oes)|criac(?:ao|oes)|invenc(?:ao|oes)|obras?|produc(?:ao|oes)|trabalhos?|desenvolvimentos?|ideias)\b[^.;]{0,120}?\b(?:(?:sao|serao|sera|e|ficara|ficarao)\s+(?:de\s+)?(?:propriedade|titularidade)|pertence(?:m|rao|ra)?\s+(?:exclusivamente\s+)?(?:a|ao|as|aos)\b)/u;

/**
 * A uniform or kit "do ano (letivo) vigente", or one whose model is renewed every year: a new one
 * to buy every year (CDC art. 39, I).
 */
export const YEARLY_PURCHASE =
  /\b(?:uniformes?|kits?|camisas?|camisetas?|agasalhos?)\b[^.;]{0,120}?\b(?:do\s+ano\s+(?:letivo\s+)?(?:vigente|corrente|em\s+curso)|(?:modelos?|colec(?:ao|oes))\s+(?:\p{L}+\s+){0,2}?(?:renovad|alterad|atualizad|trocad)[oa]s?\s+(?:a\s+cada\s+ano|anualmente|todo\s+ano))\b/u;

/**
 * A security incident: an attack, an invasion, a leak. Who processes personal data answers for
 * the harm unless it adopted the security the law requires (LGPD arts. 43, 44 and 46), so the
 * incident cannot be declared a third party's sole fault in advance.
 */
export const SECURITY_INCIDENT =
  /\b(?:hackers?|crackers?|ataques?\s+(?:ciberneticos?|virtuais|de\s+hackers?|aos?\s+(?:seus\s+)?(?:sistemas?|servidores?|bancos?\s+de\s+dados))|invas(?:ao|oes)\s+(?:a|ao|aos|d[oa]s?|de)\s+(?:seus\s+)?(?:sistemas?|servidores?|bancos?\s+de\s+dados|rede|contas?)|vazamentos?\s+de\s+(?:dados|informac(?:ao|oes))|incidentes?\s+de\s+seguranca|acessos?\s+(?:\p{L}+\s+)?nao\s+autorizad[oa]s?\s+(?:a|aos?)\s+(?:dados|sistemas?|servidores?|contas?))\b/u;
/** The exemption holds only with the security in place ("desde que adotadas as medidas"). */
export const SECURED =
  /\b(?:desde\s+que|salvo\s+se|exceto\s+se|se\s+(?:comprovar|demonstrar))\b[^.;]{0,80}?\b(?:medidas|seguranca|adotad\p{L}*|cumprid\p{L}*)/u;
/** Acts of third parties ("atos praticados por terceiros"), which include the supplier's agents. */
export const THIRD_PARTY_ACTS =
  /\b(?:atos?|ac(?:ao|oes)|condutas?|promessas?)\s+(?:praticad[oa]s?\s+)?(?:por|de)\s+terceiros\b/u;
/**
 * A supplier that sells through others — franchisees, authorised representatives, resellers —
 * answers for their acts before the consumer (CDC art. 34).
 */
export const SALES_NETWORK =
  /\b(?:franquead[oa]s|rede\s+de\s+franquias|(?:representantes?|revendedor(?:es|as)?|agentes?|vendedores)\s+(?:autorizad|credenciad|comerciais|autonomos)\p{L}*)/u;
/** Information as what is sold: queries of data or registries, registration or credit data, reports. */
export const INFORMATION_SERVICE =
  /\b(?:consultas?\s+(?:a|de|em|aos?|as)\s+(?:\p{L}+\s+){0,2}?(?:dados|cadastros?|bases?|registros?|cnpj|cpf|receita\s+federal|informac\p{L}*|credito|protestos?)|(?:informac(?:ao|oes)|dados)\s+(?:cadastrais|comerciais|de\s+credito|financeir[oa]s|empresariais|public[oa]s)|relatorios?\s+de\s+credito|bases?\s+de\s+dados)\b/u;
/** The reliability or accuracy of information ("confiabilidade e procedência das informações"). */
export const RELIABILITY =
  /\b(?:confiabilidade|exatidao|precisao|veracidade|acuracia|fidedignidade|procedencia)\b[^.;]{0,40}?\b(?:informac(?:ao|oes)|dados|conteudos?|resultados?)\b/u;
/** The customer's own input, which the supplier need not vouch for. */
export const CUSTOMERS_OWN =
  /\b(?:fornecid|prestad|informad|inserid|enviad|cadastrad|digitad|publicad)[oa]s?\s+pel[oa]s?\s+(?:propri[oa]\s+)?(?:usuari[oa]|contratante|cliente|consumidor|titular|licenciad[oa])/u;
/**
 * Every repair on the tenant, also those the mere use of the property calls for ("todos os
 * reparos …, bem como aqueles reclamados do uso do imóvel", "inclusive os oriundos do uso normal"):
 * natural wear and the structure are the landlord's (Lei 8.245 arts. 22, I and IV, and 23, III);
 * the damage of misuse ("do mau uso", "do uso indevido") is the tenant's.
 */
export const USE_REPAIRS =
  /\b(?:reparos?|consertos?|reparac(?:ao|oes))\b[^.;]{0,120}?\b(?:(?:reclamad|exigid|originad|provocad|oriund|advind|causad)[oa]s?|(?:decorrent|resultant)es?)\s+(?:pelo|do)\s+(?:simples\s+|mero\s+|proprio\s+)?(?:uso|desgaste)\b(?!\s+(?:inadequado|indevido|anormal|irregular|abusivo|incorreto))/u;
/** Natural wear or the structure kept out ("salvo o desgaste natural", "exceto os estruturais"). */
export const WEAR_EXCEPTED =
  /\b(?:salvo|exceto|excetuad\p{L}*|ressalvad\p{L}*|com\s+excecao|nao\s+(?:se\s+)?inclu\p{L}*)\b[^.;]{0,60}?\b(?:desgaste|uso\s+normal|deteriorac\p{L}*|estrutura\p{L}*)/u;
/**
 * The rent kept whole when the use is cut ("não ensejarão abatimento no valor do aluguel", "não
 * terá direito a qualquer desconto no aluguel").
 */
export const NO_RENT_REDUCTION =
  /\bnao\s+(?:ensejar(?:a|ao)|dar(?:a|ao)\s+(?:direito|ensejo)\s+a|(?:tera|terao)\s+direito\s+a|implicar(?:a|ao)(?:\s+em)?|autorizar(?:a|ao)|justificar(?:a|ao))\s+(?:qualquer\s+|nenhum\s+)?(?:abatimento|reducao|desconto)\s+(?:n[oa]|d[oa])\s+(?:valor\s+d[oa]\s+)?aluguel\b/u;
/** Whatever the cause, the landlord's own included ("qualquer que seja a sua causa"). */
export const ANY_CAUSE =
  /\b(?:qualquer\s+que\s+seja\s+(?:a\s+)?(?:sua\s+)?(?:causa|motivo|origem)|seja\s+qual\s+for\s+(?:a\s+)?(?:sua\s+)?(?:causa|motivo|origem)|independentemente\s+d[ae]\s+(?:sua\s+)?(?:causa|motivo|origem))\b/u;
/**
 * The internship's integration agent declaring its liability ended or excluded ("cessarão suas
 * responsabilidades legais", "fica isento de qualquer responsabilidade", "exime-se de", "não se
 * responsabiliza por qualquer"): the law makes it answer
 * for the internships it places (Lei 11.788 art. 5º, § 3º).
 */
export const INTEGRATION_AGENT = /\bagente\s+de\s+integracao\b/u;
export const AGENT_RELEASED =
  /\bcessa(?:m|ra|rao)?\s+(?:as\s+|suas\s+)?responsabilidades\b|\b(?:isent|exim|exonera)\p{L}*(?:-se)?\s+(?:\p{L}+\s+){0,2}?de\s+(?:toda\s+e\s+)?(?:qualquer|toda)\s+responsabilidade\b|\bnao\s+(?:se\s+)?responsabiliza(?:ra)?(?:-se)?\s+(?:por|pel[oa]s?)\s+(?:qualquer|quaisquer)\b/u;

/**
 * A service that promises to remove or block the records of debts at the credit bureaus ("retirada
 * dos apontamentos", "ação de inibição das negativações") without the debts being paid: removals,
 * when obtained, are usually provisional injunctions, a risk the consumer must be told (CDC art.
 * 6º, III).
 */
export const CREDIT_RECORD_REMOVAL =
  /\b(?:(?:retirad[ao]|baixa|exclusao|remocao|inibi(?:r|cao|ndo)|limpeza)\s+(?:d[oa]s?\s+)?(?:\p{L}+\s+){0,3}?(?:apontamentos?|negativac(?:ao|oes)|restric(?:ao|oes)\s+cadastra\p{L}*)|limpar\s+o\s+nome)\b/gu;
/**
 * The removal follows the payment of the debt ("após a quitação", "em 5 dias contados do
 * pagamento", "quitado o débito"): the creditor's duty (CDC art. 43, § 3º).
 */
export const AFTER_PAYMENT =
  /\b(?:(?:apos|depois\s+d[oa]|mediante|com\s+a|uma\s+vez\s+(?:efetuad|realizad)[oa]|contad[oa]s?\s+d[oa]|a\s+partir\s+d[oa])\s+(?:\p{L}+\s+){0,2}?(?:pagamento|quitacao|liquidacao)|(?:quitad|pag|liquidad)[oa]s?\s+(?:o|a|os|as)\s+(?:\p{L}+\s+)?(?:debitos?|dividas?|valor(?:es)?))\b/u;
export const CREDIT_BUREAU =
  /\b(?:spc|serasa|scpc|boa\s+vista|orgaos?\s+(?:privados\s+)?de\s+protecao\s+ao\s+credito|cadastros?\s+de\s+(?:inadimplentes|devedores)|sisbacen)\b/u;

/**
 * A course sold as a degree ("Mestrado Internacional") that declares itself no class and no
 * activity regulated in Brazil: a foreign master's or doctoral diploma is valid here only once
 * recognised by a Brazilian university (Lei 9.394 art. 48, § 3º).
 */
export const DEGREE = /\b(?:mestrado|doutorado|pos-?graduacao|especializacao|mba)\b/u;
export const UNREGULATED_COURSE =
  /\bnao\s+(?:configura|constitui|caracteriza|e|sera|se\s+trata\s+de)\s+(?:\p{L}+\s+){0,3}?(?:aulas?|curso|atividades?|ensino)\b[^.;]{0,60}?\b(?:regulament|reconhecid|autorizad|credenciad)\p{L}*/u;

/** The kinds of exemption, each with its severity and what it means for the customer. */
export type ExemptionKind =
  | 'total'
  | 'person'
  | 'defect'
  | 'third'
  | 'assumed'
  | 'agents'
  | 'security'
  | 'core'
  | 'repairs'
  | 'rent'
  | 'integrationAgent';

/**
 * Each kind's severity, text and, where it is not the regime's general rule (CDC art. 51, I; Lei
 * 8.245 art. 22 in a lease), the law it breaks.
 */
export const EXEMPTION_KINDS: Record<
  ExemptionKind,
  { severity: TSeverity; description: string; legalRef?: LegalReferenceId }
> = {
  total: {
    severity: 'alta',
    description:
      'A cláusula afasta qualquer responsabilidade por danos, em qualquer hipótese, inclusive as que a lei impõe; uma exoneração tão ampla não vale.',
  },
  person: {
    severity: 'alta',
    description:
      'O fornecedor tenta se isentar de danos sofridos pelas pessoas sob seus cuidados durante o serviço, pelos quais a lei o faz responder; a cláusula não vale.',
  },
  defect: {
    severity: 'média',
    description:
      'A cláusula afasta a responsabilidade por vícios ou defeitos do que é fornecido, que a lei põe a cargo de quem fornece; ela não vale.',
  },
  third: {
    severity: 'alta',
    description:
      'O contrato joga nos parceiros e prestadores que o próprio fornecedor vende ou credencia a culpa pelas falhas do serviço; quem vende responde junto com eles.',
    legalRef: 'cdc.art25',
  },
  assumed: {
    severity: 'alta',
    description:
      'Você passa a responder pelos danos que sofrer usando as instalações ou equipamentos do fornecedor, mesmo sem culpa; o fornecedor não pode transferir essa responsabilidade.',
  },
  agents: {
    severity: 'média',
    description:
      'O fornecedor vende por meio de franqueados ou representantes, mas diz não responder por atos de terceiros; perante o consumidor, ele responde junto pelos atos de quem vende em seu nome.',
    legalRef: 'cdc.art34',
  },
  security: {
    severity: 'média',
    description:
      'Um ataque ou invasão aos sistemas é declarado, de antemão, culpa só de terceiros; quem trata os seus dados responde pelo vazamento se não tiver adotado a segurança que a lei exige.',
    legalRef: 'lgpd.art43-44',
  },
  core: {
    severity: 'média',
    description:
      'O serviço vendido é fornecer informações, mas o fornecedor se exime de responder pela confiabilidade delas: a cláusula afasta a responsabilidade pelo próprio núcleo do serviço.',
  },
  repairs: {
    severity: 'média',
    description:
      'Todos os reparos ficam com o inquilino, inclusive os que o simples uso do imóvel exige, sem ressalvar o desgaste natural nem os reparos estruturais, que a lei põe a cargo do locador.',
    legalRef: 'lei8245.art23.III',
  },
  rent: {
    severity: 'baixa',
    description:
      'Cortes de água ou de energia nunca reduzem o aluguel, qualquer que seja a causa, mesmo quando provocados pelo locador.',
  },
  integrationAgent: {
    severity: 'média',
    description:
      'O agente de integração declara encerrada ou excluída a própria responsabilidade, mas a lei o faz responder pelos estágios que indica.',
    legalRef: 'lei11788.art5.p3',
  },
};

/** pt-BR texts of the variants of the rules above. */
export const TEXTS = {
  renunciaReclamacao: 'O contrato tira de antemão o direito de reclamar ou contestar depois.',
  prazoContestacao:
    'O contrato fixa um prazo curto para você contestar uma cobrança; depois dele, valores indevidos não poderiam mais ser discutidos — mas a lei dá ao consumidor prazos maiores e o direito de receber de volta o que pagou a mais.',
  retomadaLocacao:
    'O locador fica autorizado a retomar o imóvel por conta própria, sem ação de despejo; isso é proibido e pode configurar esbulho.',
  consentimentoPorUso:
    'O simples uso do serviço ou a aceitação do contrato é tratado como consentimento para tudo o que se fizer com os seus dados; consentimento assim, genérico, não vale.',
  consentimentoIrrevogavel:
    'A autorização para usar seus dados é dada como irrevogável, mas a lei garante que o consentimento possa ser retirado a qualquer momento.',
  compartilhamentoGenerico:
    'Você autoriza, sem escolha e sem finalidade definida, que seus dados sejam repassados a parceiros ou terceiros; essa autorização genérica é nula.',
  finalidadeAberta:
    'A autorização para usar seus dados deixa a finalidade em aberto; a lei exige finalidades determinadas.',
  cessaoObras: {
    title: 'Cessão gratuita de direitos sobre obras',
    severity: 'alta',
    description:
      'Você abre mão, de graça e de forma ampla, dos direitos sobre obras ou apresentações suas; a lei manda interpretar essas cessões de forma restrita e presume que sejam pagas.',
  },
  imagemIrrevogavel: {
    title: 'Autorização de imagem irrevogável',
    description:
      'A autorização de uso da imagem e da voz é dada como irrevogável, mas quem autoriza pode retirá-la, porque imagem é direito da personalidade e dado pessoal.',
  },
  exclusaoAutomatica: {
    title: 'Exclusão automática por qualquer descumprimento',
    severity: 'baixa',
    description:
      'Qualquer descumprimento, mesmo leve, leva à exclusão imediata, sem aviso e sem oportunidade de defesa.',
  },
  cancelamentoSemReembolso: {
    title: 'Cancelamento automático sem reembolso',
    description:
      'O contrato é cancelado automaticamente, sem aviso, e o consumidor não recebe de volta nada do que pagou, embora a lei não permita tirar dele o direito ao reembolso.',
    legalRef: 'cdc.art51.II',
  },
  rescisaoSemLiberar: {
    title: 'Rescisão pelo fornecedor sem liberar o consumidor',
    description:
      'Um atraso ou uma falta permite ao fornecedor rescindir o contrato, e ainda assim o consumidor continua obrigado por todas as obrigações, como se o serviço seguisse sendo prestado.',
  },
  pagamentoSuprimido: {
    title: 'Pagamento suprimido por motivo vago',
    description:
      'Quem paga deixa de dever a remuneração sempre que cancelar o serviço "por causas alheias à sua vontade", expressão vaga que só ele avalia e que transfere à outra parte o risco do negócio.',
  },
  acessibilidadeCobrada: {
    title: 'Acessibilidade tratada como serviço extra',
    description:
      'O atendimento ao aluno com deficiência é tratado como serviço adicional, prestado conforme os interesses da escola, mas a lei manda oferecê-lo sem cobrança adicional de qualquer natureza.',
    legalRef: 'lei13146.art28.p1',
  },
  benfeitoriasLote: {
    title: 'Indenização por benfeitorias reduzida',
    description:
      'O comprador receberia só parte do valor das benfeitorias necessárias ou úteis que fizer no lote; a lei dos loteamentos manda indenizá-las na rescisão e torna sem efeito a cláusula em contrário.',
    legalRef: 'lei6766.art34',
  },
  cessaoCriacoes: {
    title: 'Cessão de todas as criações, sem limites',
    description:
      'Tudo o que o estagiário criar passa a pertencer à outra parte, sem dizer quais obras, para que usos, por quanto tempo nem com que remuneração; a lei manda interpretar essas cessões de forma restrita.',
    legalRef: 'lei9610.art49-50',
  },
  uniformeAnual: {
    title: 'Uniforme novo obrigatório a cada ano',
    description:
      'O aluno só participa com o uniforme "do ano vigente": na prática, é preciso comprar um uniforme novo todo ano, sem que o contrato informe o preço.',
  },
  imagemCrianca:
    'O contrato embute a autorização para usar a imagem da criança em divulgação, sem o consentimento específico e em destaque que a lei exige dos pais.',
} as const;
