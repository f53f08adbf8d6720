/**
 * Contractual-balance patterns (folded text): who pays fines, who may terminate, amend or
 * limit liability, who waives rights and who bears the obligations.
 */
import type { RuleSpec } from '../rule';

/**
 * Fines that punish a breach (late-payment interest and fines are naturally one-sided), and the
 * penalty of arras (CC art. 418): who gave them loses them ("perderá o sinal"), who received them
 * returns them doubled ("restituirá o sinal mais o equivalente", "devolverá as arras em dobro").
 */
export const PENALTY =
  /\bmulta\b(?![^.;]{0,20}\bmoratoria)|\b(?:retera|retendo|retencao\s+de|perdera|(?:sera|serao|ficara|ficarao)\s+retid[oa]s?)\b|\b(?:restituira|devolvera|restituindo|devolvendo)\b[^.;]{0,60}?\b(?:em\s+dobro|mais\s+o\s+equivalente)\b/u;
/** Late payment: its fine naturally falls on the payer. */
export const LATE = /\b(?:atraso|mora|moratori[oa]|impontualidade)\b/u;
/** No one pays: "sem multa", "isento de multa". */
export const NO_PENALTY =
  /\b(?:sem|isent[oa]\s+de|livre\s+de|dispensad[oa]\s+(?:a|da))\s+(?:qualquer\s+)?(?:multa|onus|penalidade)\b/u;
/**
 * Where a sentence turns to another case, each of which may bind its own side ("…, perderá o
 * sinal; se o inadimplemento for do PROMITENTE VENDEDOR, este restituirá…", "…, e, caso a
 * LOCADORA desista, pagará…"): a semicolon, or a comma before a new condition.
 */
export const TURN = /;|,(?=\s*(?:e,?\s+)?(?:se|caso|na\s+hipotese|quando)\b)/gu;
/** Either party: the clause binds both sides. */
export const BOTH_SIDES =
  /\b(?:qualquer\s+(?:das\s+)?partes?|ambas\s+as\s+partes|as\s+partes|a\s+parte\s+(?:que|infratora|inadimplente|culpada|prejudicada|faltosa)|parte\s+infratora|reciprocamente|mutuamente|a\s+outra\s+parte|cada\s+(?:uma\s+das\s+)?partes?)\b/u;

/**
 * A right to terminate, cancel or end the contract, in the future or the present tense ("poderá
 * rescindir", "pode rescindir"); "não pode", "não se pode" deny it.
 */
export const TERMINATION =
  /\b(?<!\bnao\s+(?:se\s+)?)(?:poder[aá]o?|pode(?:m)?|tera\s+o\s+direito\s+de|fica\s+facultad[oa]\s+a[oa]?)\s+(?:\w+\s+){0,3}?(?:rescindir|resilir|denunciar|cancelar|encerrar|extinguir|reaver|retomar|retirar|por\s+fim|dar\s+por\s+(?:encerrad|rescindid|extint))\w*/u;
/** Termination without cause, at any time. */
export const AT_WILL =
  /\b(?:a\s+qualquer\s+(?:tempo|momento)|independentemente\s+de\s+(?:motivo|justificativa|justa\s+causa|causa)|sem\s+(?:justa\s+causa|motivo|necessidade\s+de\s+justificativa|justificativa)|imotivadamente|unilateralmente|a\s+seu\s+(?:exclusivo\s+)?criterio)\b/u;

/**
 * A right to change the contract, prices or services alone (CDC art. 51, XIII), in the future or
 * the present tense ("não pode" denies it), or to move the other party to another function or
 * place ("pode transferir o Empregado para qualquer outra função ou filial": CLT arts. 468-469).
 */
export const AMENDMENT =
  /\b(?<!\bnao\s+(?:se\s+)?)(?:poder[aá]o?|pode(?:m)?|reserva-se\s+o\s+direito\s+de|fica\s+autorizad[oa]\s+a)[\s,]+(?:[\w]+[\s,]+){0,5}?(?:(?:alterar|modificar|atualizar|revisar|mudar)\b[^.;]{0,80}?\b(?:contrato|termos|condicoes|clausulas|precos?|valor(?:es)?|mensalidades?|tarifas?|comissao|comissoes|regulamento|planos?|servicos?|regras|politica|conteudo|funcionalidades|funcao|cargo|remuneracao|salario|jornada|escopo)|transferir\s+(?:o|a|os|as)\s+\p{L}+\s+(?:\p{L}+\s+)?para\s+(?:qualquer\s+)?(?:outr[oa]s?\s+)?(?:funcao|funcoes|cargo|setor|turno|horario|turma|filial|filiais|unidade|estabelecimento|localidade|cidade|municipio|local))\b/u;

/**
 * A power to change rules or prices named before it, in a relative clause ("o regulamento
 * interno, que a CONTRATADA poderá alterar a qualquer tempo"); the match starts at the verb, so
 * the role just before it governs. The lookbehind follows the literal verb, so it runs only there.
 */
export const AMENDMENT_RELATIVE =
  /\bpoder[aá](?<=\b(?:regulamento|regimento|normas|regras|politica|precos?|valor(?:es)?|mensalidades?|tabela|condicoes|servicos?|planos?)\b[^.;]{0,60}?\bque\s+(?:\p{L}+\s+){1,2}poder[aá])\s+(?:\w+\s+){0,2}?(?:alterar|modificar|mudar|revisar)\b/u;

/**
 * Terms set by one party alone, in the passive ("o valor da mensalidade será fixado pela
 * LICENCIANTE, segundo sua tabela"); the match starts at the verb, so the role after it governs.
 * Only with a mark of unilateralism in the sentence (UNILATERAL), so an index adjustment
 * ("reajustado pelo IGP-M") is not one.
 */
export const AMENDMENT_PASSIVE =
  /(?<=\b(?:precos?|valor(?:es)?|mensalidades?|tarifas?|remuneracao|condicoes|termos|clausulas|regras|planos?|escopo|contrato)\b[^.;]{0,60}?)\b(?:ser(?:a|ao)|podera(?:o)?\s+ser)\s+(?:unilateralmente\s+)?(?:fixad|definid|estabelecid|determinad|alterad|reajustad|modificad|revist|atualizad)[oa]s?\s+(?:unilateralmente\s+)?pel[oa]s?\b/u;
/**
 * A price or rate left to one party's choice, in a relative clause ("reajustado pelo percentual
 * que a Escola fixar", "o preço que o VENDEDOR vier a estabelecer"): unilateral by itself (CC art.
 * 489, CDC art. 51, X). The match starts at the verb, so the role just before it governs; a
 * singular verb, so "que as partes fixarem" is not one. The lookbehind follows the literal verb.
 */
export const AMENDMENT_CHOSEN =
  /\b(?:fixar|definir|estabelecer|determinar|estipular|arbitrar)\b(?<=\b(?:precos?|valor(?:es)?|mensalidades?|anuidades?|parcelas?|tarifas?|taxas?|percentua(?:l|is)|indices?|reajustes?|aumentos?|remuneracao)\s+(?:\p{L}+\s+)?que\s+(?:\p{L}+\s+){1,3}(?:vier\s+a\s+)?\p{L}+)/u;
/**
 * What precedes the subject of AMENDMENT_CHOSEN, which must be one of the sides right after "que"
 * and right before the verb, so "as taxas que o condomínio fixar" (a third party) is not one.
 */
export const CHOSEN_BEFORE_SUBJECT = /\bque\s+(?:[oa]s?\s+)?$/u;
/** What lies between the subject of AMENDMENT_CHOSEN and its verb. */
export const CHOSEN_AFTER_SUBJECT = /^\s+(?:vier\s+a\s+)?$/u;
/** Marks of a decision taken alone: without the other's consent, at one's sole discretion. */
export const UNILATERAL =
  /\b(?:independentemente\s+d[ae]\s+(?:(?:sua|qualquer|previa)\s+)?(?:concordancia|anuencia|consentimento|aceite|aceitacao|aprovacao|autorizacao|deliberacao)|sem\s+(?:necessidade\s+de\s+)?(?:(?:sua|qualquer|previa)\s+)?(?:concordancia|anuencia|consentimento|aprovacao|deliberacao)|a\s+(?:seu\s+)?(?:exclusivo\s+)?criterio(?:\s+exclusivo)?|unilateralmente|segundo\s+sua\s+(?:propria\s+)?tabela)\b/u;
/** The others' consent expressly dispensed: unilateral whoever the actor is (a partner, a manager). */
export const CONSENT_DISPENSED =
  /\b(?:independentemente\s+de|sem\s+(?:necessidade\s+de\s+)?)\s*(?:(?:previa|qualquer)\s+)?(?:deliberacao|consentimento|anuencia|concordancia|aprovacao)(?:\s+ou\s+(?:deliberacao|consentimento|anuencia|concordancia|aprovacao))?\s+d(?:os|as)\s+demais\b/u;

/**
 * What lies between a match and a role mention right after it when that role is the match's
 * subject ("renunciando o ALUNO", "podendo a CONTRATADA").
 */
export const POSTPOSED_SUBJECT = /^\p{L}+ndo\s+(?:o|a|os|as)\s+$/u;

/** A waiver of rights (CC art. 424). */
export const WAIVER =
  /\brenuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos|direito)\b/u;
/** The standard forum waiver ("renunciando a qualquer outro, por mais privilegiado que seja"). */
export const FORUM_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bforo\b[^.;]{0,60}\brenuncia|\brenuncia\w*\s+a\s+qualquer\s+outro/u;
/** A guarantor giving up the benefit of order is standard (CC art. 828). */
export const GUARANTOR_WAIVER = /\bbeneficio\s+de\s+ordem\b|\barts?\.\s*(?:827|828|835|838)\b/u;

/** An exclusion or cap of one's own liability (CDC art. 51, I); "responsabilisa" is a common slip. */
export const LIABILITY_LIMIT =
  /\b(?:nao\s+(?:se\s+)?(?:responsabili[sz]a(?:ra)?|sera\s+responsabilizad[oa]|sera\s+responsavel|responde(?:ra)?|tera\s+(?:qualquer\s+)?responsabilidade)|isent[oa]\s+de\s+(?:toda\s+e\s+)?(?:qualquer\s+)?responsabilidade|exime-se|responsabilidade\s+(?:total\s+)?(?:fica\s+)?limitada|limitad[oa]\s+ao\s+valor|sem\s+qualquer\s+responsabilidade)\b/u;

/** A court chosen explicitly as one party's domicile or seat. */
export const FORUM_OF_PARTY =
  /\b(?:domicilio|sede|residencia|endereco)\s+d[oa]s?\s+(?<role>[a-z]+(?:\s+[a-z]+)?)/u;

/**
 * What a party takes on when it is the subject ("A CONTRATADA se obriga a", "O LOCATÁRIO
 * pagará", "…, que se obriga a aceitar"), matched right after its role (sticky). Any future-tense
 * action of a party is something it must do; "poderá", "terá direito", "receberá" and "fará jus"
 * are rights, "não poderá" a duty. `list` marks verbs that may govern a list of infinitives.
 */
export const DUTY_AFTER_SUBJECT =
  /[\s,]*(?:que\s+)?(?:(?:tambem|ainda|desde\s+ja|ainda\s+assim)[\s,]+)?(?:(?<list>(?:se\s+)?obriga(?:m|ra|rao)?(?:-se)?|obrigar-se-a|(?:se\s+)?compromete(?:m|ra|rao)?(?:-se)?|fica(?:m|ra|rao)?\s+obrigad[oa]s?|devera(?:o)?|deve(?:m)?|tera(?:o)?\s+(?:de|que)|nao\s+(?:podera(?:o)?|pode(?:m)?|devera(?:o)?))\b|(?:e|sera(?:o)?|sao|fica(?:ra|m)?)\s+(?:\p{L}+(?:mente)?\s+)?responsave(?:l|is)\b|(?:assume(?:m)?|concorda(?:m)?\s+em|renuncia(?:m)?|arca(?:m)?\s+com|garante(?:m)?|entrega(?:m)?|paga(?:m)?|presta(?:m)?|fornece(?:m)?|responde(?:m)?|mantem|devolve(?:m)?|restitui|repassa(?:m)?|reembolsa(?:m)?)\b|(?!(?:podera|tera|sera|estara|recebera|fara\s+jus|ficara|passara|podera)o?\b)\p{L}{2,}(?:ara|era|ira)(?:o)?\b)/uy;
/** The same, with the role after it: "Compete à VENDEDORA", "São obrigações da CONTRATADA:". */
export const DUTY_BEFORE_ROLE =
  /(?:\b(?:obriga(?:m)?-se|compromete(?:m)?-se|compete(?:m)?|competira|cabe(?:m)?|cabera(?:o)?|incumbe(?:m)?|incumbira|(?:sao|serao|constituem)\s+(?:obrigacoes|deveres|encargos|responsabilidades)|(?:e|sera|serao|sao|corre(?:m|rao)?|correra)\s+(?:de\s+|por\s+conta\s+)?(?:inteira\s+|exclusiva\s+|unica\s+)?(?:responsabilidade|encargo|conta)|sujeitara|sujeita)\s+(?:(?:a|o|as|os|ao|aos|da|do|das|dos)\s+)?)$/u;
/** How far before a role the inverted form may start (a constant window: linear time). */
export const DUTY_BEFORE_WINDOW = 60;
/** Further duties listed after "se obriga a": each infinitive that opens an item. */
export const LISTED_DUTY =
  /(?:[,;:]\s*|\s+e\s+)(?:a\s+)?(?:nao\s+)?(?!qualquer\b|mulher\b|lugar\b)\p{L}{2,}(?:ar|er|ir)(?:-(?:l[oa]s?|se))?\b/gu;
/** A sentence that announces a list ("se obriga a:", "Cabem à LOCADORA:"). */
export const LIST_OPENER = /:\s*$/u;
/** An item of a list that continues a sentence ending in ":" ("a) pagar …", "I – manter …"). */
export const LIST_ITEM = /^\s*(?:[a-z]\)|[ivx]+\s*[-.)–]|[-•–]\s|\d+(?:\.\d+)*[.)]?\s)/u;
/**
 * One side carries the obligations when it has at least this many duties for each duty of the
 * other side plus one: 4 against none, 8 against one, 12 against two.
 */
export const MIN_OBLIGATIONS = 4;
/**
 * Roles of contracts that bind one side only by their nature — the borrower of money (mútuo,
 * CC art. 586, also named devedor, of a loan or a debt acknowledgement, before its credor), the
 * donee (doação, CC art. 538), the recipient of a one-way NDA — where duties on one side are no
 * imbalance.
 */
export const ONE_WAY_ROLES = new Set([
  'mutuante',
  'mutuario',
  'credor',
  'devedor',
  'doador',
  'donatario',
  'revelador',
  'receptor',
  'parte reveladora',
  'parte receptora',
]);

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
  /** The same, in a consumer contract, at the supplier's seat: the consumer must litigate afar. */
  foroSedeFornecedor: {
    rule: 'equilibrio.foro_domicilio_parte',
    title: 'Foro na sede do fornecedor',
    description: 'O foro escolhido fica na sede do fornecedor, longe do consumidor.',
    severity: 'média',
    legalRef: 'cdc.art51.IV',
    recommendation:
      'Em contrato de consumo, o consumidor pode demandar e ser demandado no próprio domicílio: peça o foro do seu domicílio.',
  },
  obrigacoesDesiguais: {
    rule: 'equilibrio.obrigacoes_desiguais',
    title: 'Obrigações concentradas em uma parte',
    description: 'Quase todas as obrigações do contrato recaem sobre uma só parte.',
    severity: 'média',
    recommendation: 'Inclua as obrigações da outra parte (entrega, manutenção, garantias, prazos).',
  },
} as const satisfies Record<string, RuleSpec>;
