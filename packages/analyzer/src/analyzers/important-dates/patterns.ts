/**
 * Important-dates patterns (folded text): what a date means from the words before it, due
 * days, notice periods, renewals and business-day deadlines; pt-BR labels and rule texts.
 */
import { TERM_VALE_POR, TERM_VERB } from '../facts';
import { figure } from '../../rules/figures';
import type { RuleSpec } from '../rule';

/** Words just before the date something starts ("início em", "a partir de", "vigorará de"). */
export const SPAN_START =
  /\b(?:inicio|iniciando|inicia(?:ra|-se)?|a\s+partir\s+d[eoa]s?|a\s+contar\s+d[eoa]s?|contad[oa]s?\s+d[eoa]s?|comeca(?:ra)?|com\s+efeitos?\s+(?:a\s+partir\s+)?de|vigora(?:ra)?\s+de)\b[^.;]{0,25}$/u;

/** Words just before a date, from the most to the least specific. */
export const DATE_CONTEXTS: readonly {
  kind: 'inicio' | 'fim' | 'vencimento' | 'prazo';
  pattern: RegExp;
}[] = [
  { kind: 'inicio', pattern: SPAN_START },
  {
    kind: 'fim',
    pattern:
      /\b(?:termino|termina(?:ndo|ra)?|encerr\w*|fim|final|findando|findo|expira\w*)\b[^.;]{0,25}$/u,
  },
  {
    kind: 'vencimento',
    pattern: /\b(?:venc\w*|pagamento|pag[oa]s?|pagar[aá]?|quitad[oa])\b[^.;]{0,40}$/u,
  },
  { kind: 'prazo', pattern: /\b(?:ate|prazo|entrega|entregue|conclu\w*|limite)\b[^.;]{0,30}$/u },
];
/**
 * Words just before the date that ends something begun in the same sentence ("com início em
 * 01/08/2026 e conclusão prevista para 30/06/2026", "término em", "deverão ser concluídas
 * até"). Past participles alone ("reforma concluída em") tell of a past event, not an end.
 */
export const SPAN_END =
  /\b(?:termino|terminara|terminando|encerramento|encerrara|encerrar-se-a|(?<!\ba\s)fim|final|finalizacao|conclusao|concluira|concluir-se-a|findara|findando|expiracao|expirara|(?:sera|serao|deve|devem|devera|deverao)\s+(?:ser\s+)?(?:concluid|encerrad|terminad|finalizad|entregu)\w*)\b[^.;]{0,25}$/u;
/** A range: "de 01/08/2026 a 30/06/2027", "entre 01/08/2026 e 30/06/2027". */
export const RANGE_FROM = /\b(?:de|desde|entre)\s*$/u;
/** What stands between the two dates of a range. */
export const RANGE_TO = /^\s*(?:a|ate|e)\s*$/u;

/** "até 31/12/2026" ends the term when the sentence is about the term itself. */
export const TERM_SENTENCE = new RegExp(
  String.raw`\b(?:prazo\s+(?:de\s+vigencia|da\s+locacao|do\s+contrato)|vigencia|${TERM_VERB}|locacao\s+(?:e|sera)\s+de|${TERM_VALE_POR})\b`,
  'u',
);

/**
 * A monthly due day ("dia 10 de cada mês"); `after` when it is paid in the month after the one it
 * pays for ("dia 10 do mês seguinte ao vencido", "do mês subsequente", "do mesmo mês
 * subsequente", "dos meses subsequentes").
 */
export const DUE_DAY =
  /\bdia\s+(?<n>\d{1,2})º?\s*(?:\([^)]{1,20}\)\s*)?(?:de\s+cada\s+mes|d(?:o\s+(?:mesmo\s+)?mes|os\s+meses)\s+(?:(?<after>subsequentes?|seguintes?|vencidos?)|de\s+referencia))/gu;
/**
 * A monthly due day counted in business days ("até o quinto dia útil de cada mês", "5º dia útil
 * do mês subsequente"); its date depends on the month's holidays, so none is computed.
 */
export const DUE_BUSINESS_DAY =
  /\b(?:\d{1,2}º?|primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo)\s*(?:\([^)]{1,20}\)\s*)?dia\s+util\s+(?:de\s+cada\s+mes|do\s+mes\s+(?:subsequente|seguinte))/gu;
/** Ordinal words of DUE_BUSINESS_DAY, in order (folded): "quinto" is the 5th. */
export const ORDINALS = [
  'primeiro',
  'segundo',
  'terceiro',
  'quarto',
  'quinto',
  'sexto',
  'setimo',
  'oitavo',
  'nono',
  'decimo',
] as const;
/** A monthly day that is a payment's (not a deadline to hand over documents on the 5th). */
export const PAYMENT_WORDS =
  /\b(?:pag\w*|venc\w*|aluguel|aluguer|mensalidades?|honorarios|parcelas?|boleto|remunera\w*|salario|fatura\w*|cobranc\w*|repass\w*|quitad[oa]|debit\w*|r\$)/u;
/** The first payment's own date just before it: "vencendo a primeira (parcela) em 5 de junho". */
export const FIRST_PAYMENT_BEFORE =
  /\b(?:primeir[oa]|inicial)\b[^.;]{0,40}?\b(?:em|no\s+dia|ate)\s*$/u;
/** A notice period. */
export const NOTICE =
  /\b(?:aviso\s+previo|antecedencia(?:\s+minima)?)\s+(?:escrito\s+)?(?:de\s+)?(?<n>\d+)\s*(?:\([^)]{1,30}\)\s*)?(?<u>dias|meses)\b|\b(?<n2>\d+)\s*(?:\([^)]{1,30}\)\s*)?(?<u2>dias|meses)\s+(?:uteis\s+|corridos\s+)?de\s+antecedencia\b/gu;
/** A deadline in business days. */
export const BUSINESS_DAYS = /\b(?<n>\d+)\s*(?:\([^)]{1,30}\)\s*)?dias\s+uteis\b/gu;
/** A deadline counted from the signature. */
export const FROM_SIGNATURE = /\b(?:da|desta|a\s+partir\s+da)\s+(?:data\s+de\s+)?assinatura\b/u;
/** A term counted from the contract's own date ("a contar desta data"): its signature's day. */
export const FROM_CONTRACT_DATE = /\ba\s+(?:contar|partir)\s+(?:desta|da\s+presente)\s+data\b/u;

/** An automatic renewal or extension. */
export const AUTO_RENEWAL =
  /\b(?:renova(?:d[oa]s?|cao|r-se-a|-se)?\s+automatica(?:mente)?|prorroga(?:d[oa]s?|cao|r-se-a|-se)?\s+automatica(?:mente)?|automaticamente\s+(?:renovad|prorrogad)\w*|renovacao\s+automatica|prorrogacao\s+automatica|(?:renovad|prorrogad)[oa]s?\s+(?:sucessiva|automatica)mente|por\s+periodos?\s+(?:iguais\s+e\s+)?sucessivos)\b/u;
/** A way out of the renewal: notice, the right to cancel or to object. */
export const RENEWAL_EXIT =
  /\b(?:aviso|notifica\w*|manifesta\w*|comunica\w*|antecedencia|denuncia\w*|salvo|exceto|oposicao|cancelar|desistencia|nao\s+(?:houver|havendo)\s+interesse)\b/u;

/**
 * A renewal for an indefinite term: either party may then end the contract by notice (CC art.
 * 473; Lei 8.245, arts. 46–47 and 6º for leases), so it is no trap.
 */
export const INDEFINITE_RENEWAL = /\b(?:prazo|tempo)\s+indeterminado\b/u;

/** The renewal explicitly needs no notice: no way out whatever else the clause says. */
export const NO_NOTICE =
  /\b(?:sem\s+(?:necessidade\s+de\s+)?(?:qualquer\s+)?(?:previo\s+)?(?:aviso|notificac\w*|comunicac\w*)|independentemente\s+de\s+(?:qualquer\s+)?(?:previo\s+)?(?:aviso|notificac\w*|comunicac\w*))/u;

/** Evidence that the payment has a due date. */
export const DUE_SIGNAL =
  /\b(?:venc(?!\w*\s+antecipad)\w*|dia\s+\d{1,2}|ate\s+o\s+(?:\d+|quinto|decimo)|no\s+ato|a\s+vista|na\s+data\s+d[ae]\s+assinatura|seguinte\s+forma|contra\s+(?:a\s+)?entrega|na\s+assinatura|\d{1,2}\/\d{1,2}\/\d{2,4}|de\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+de\s+\d{4}|dias?\s+(?:uteis\s+)?(?:apos|contados|a\s+contar|da\s+emissao|do\s+recebimento)|antecipadamente|mensalmente\s+ate|prazo\s+de\s+\d+)/u;
/**
 * Money received for another, to be passed on ("Efetuar o repasse do dinheiro ou títulos de
 * créditos ao contratante", "repassará ao CONSIGNANTE o valor da venda").
 */
export const PASS_ON =
  /\b(?:repasse|repassar|repassara|repassarao|repassado)\b[^.;]{0,60}?\b(?:dinheiro|valor(?:es)?|quantia|pagamentos?|titulos|produto\s+da\s+venda)\b/u;
/** Any deadline, in any form ("em até 5 dias", "no prazo de", "imediatamente", "até o dia 10"). */
export const ANY_DEADLINE =
  /\b(?:em\s+ate|no\s+prazo|prazo\s+de|dentro\s+de|imediatamente|de\s+imediato|ate\s+o\s+dia|no\s+dia|no\s+ato|d\+\d|\d+\s*(?:\([^)]*\)\s*)?(?:dias|horas))\b/u;
/**
 * What a price clause charges, by stem: a due date stated for the same payment in another
 * clause ("3.1 O aluguel é de R$ 2.600,00" … "5.1 Os aluguéis serão pagos até o dia 10") is its
 * due date.
 */
export const PAYMENT_NOUN =
  /\b(?<noun>alug|mensalidad|salari|honorari|remunera|parcela|prestac|preco|royalt|comiss|anuidad|semestralidad)\w*/gu;
/** A due date stated outright (not just "após o vencimento"). */
export const DUE_DATE_STATED =
  /\b(?:dia\s+\d{1,2}|\d{1,2}º?\s*(?:\([^)]{1,20}\)\s*)?dia\s+util|(?:primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo)\s+dia\s+util|ate\s+o\s+(?:\d+|quinto|decimo)|\d{1,2}\/\d{1,2}\/\d{2,4}|no\s+ato|a\s+vista|antecipadamente|mensalmente\s+ate)/u;
/** A salary: its due date is the law's (CLT art. 459, § 1º: by the 5th business day). */
export const SALARY = /\b(?:salario|remuneracao|vencimentos)\b/u;
/**
 * A loan's term is its repayment schedule: the maturity or the instalments stated (the quadro
 * resumo's "Vencimento da Operação", "quantidade de parcelas"); CC art. 592 only fills a loan
 * without one.
 */
export const LOAN_MATURITY =
  /\b(?:vencimento\s+(?:da\s+operacao|final|do\s+emprestimo|do\s+contrato|da\s+ultima\s+(?:parcela|prestacao))|prazo\s+(?:de|para)\s+(?:pagamento|amortizacao|quitacao|devolucao|restituicao)|quantidade\s+(?:de\s+)?parcelas|numero\s+de\s+parcelas|datas?\s+d[oe]s?\s+vencimentos?\s+das\s+parcelas)\b/u;

/**
 * A one-sided grant of use ("autorizo o uso de minha imagem", "poderão livremente das obras
 * dispor"): where a term is missing in an authorisation, it is missing there.
 */
export const GRANT_OF_USE =
  /\b(?:autorizo|autorizamos|cedo|cedemos|concedo|licencio|(?:poderao|podera)\s+(?:livremente\s+)?(?:\p{L}+\s+){0,3}?(?:dispor|utilizar|usar|explorar|exibir|veicular|reproduzir))\b/u;
/** What is granted is a use of something. */
export const USE_OBJECT =
  /\b(?:uso|usar|utiliza\w*|dispor|exibi\w*|veicula\w*|divulga\w*|explora\w*|reproduz\w*|sincroniza\w*)\b/u;
/**
 * The grant covers author's or related rights (a work, a musical performance, synchronisation):
 * without a term their assignment lasts at most five years (Lei 9.610, art. 49, III).
 */
export const AUTHOR_RIGHTS =
  /\b(?:direitos?\s+(?:de\s+)?(?:autor\w*|conexos|patrimoniais|sincronizacao|execucao)|obras?\s+(?:musica\w*|autora\w*|literari\w*|artistic\w*)|performance|sincroniza\w*)\b/u;

/** Penalties are not prices: their due date is the breach. */
export const PENALTY =
  /\b(?:multa|indeniza\w*|pena(?:l|is|s|lidades?)?|mora|perdas\s+e\s+danos)\b/u;
/**
 * A sentence that sets a price to be paid: an amount in reais, or a percentage someone "pagará"
 * ("cada parte pagará à outra comissão de 15%", "pagará royalties de 5%"). Obligation lists
 * ("obriga-se a pagar os royalties") restate a price set elsewhere and are not read as one.
 */
export const PAYMENT_SENTENCE =
  /\br\$\s*[\d_{[x][^.;]*\b(?:pag|aluguel|mensalidade|remuneracao|honorarios|salario|parcela|restitu)|\b(?:pag\w*|aluguel|mensalidade|remuneracao|honorarios|salario|parcelas?|restituira)\b[^.;]*\br\$\s*[\d_{[x]|\b(?:pagara|pagarao|remunerara|remunerarao|repassara|repassarao)\b[^.;%]{0,80}\b\d+(?:,\d+)?\s*%/u;

/** A notice period that ends the contract (not the notice of a visit or of a price change). */
export const TERMINATION_NOTICE =
  /\b(?:rescind\w*|rescisao|resilir|resilicao|resili\w*|denunci\w*|extin\w*|encerr\w*|por\s+fim|terminar|cancelar|cancelamento|desocup\w*|devolver\s+o\s+imovel)/u;
/** Notice relative to an event (a trip, a party), not to the end of the contract. */
export const EVENT_NOTICE = /\b(?:evento|embarque|viagem|festa|cerimonia|show|apresentacao)\b/u;
/** Documents that are signed at or after the end by nature: a termination, a release. */
export const CLOSING_DOCUMENT =
  /^[^\n]{0,80}\b(?:rescisao|distrato|quitacao|encerramento|termo\s+de\s+entrega|recibo)\b/u;

/** pt-BR label of each kind of important date. */
export const LABELS = {
  inicio: 'Início da vigência',
  fim: 'Término do contrato',
  vigencia: 'Prazo de vigência',
  vencimento: 'Vencimento dos pagamentos',
  aviso_previo: 'Aviso prévio',
  renovacao: 'Renovação',
  prazo: 'Prazo',
  assinatura: 'Data de assinatura',
  ultimo_dia_aviso: 'Último dia para avisar que não quer renovar',
  arrependimento: 'Fim do prazo de arrependimento (7 dias)',
  fim_experiencia: 'Fim do período de experiência',
  reajuste: 'Primeiro reajuste',
} as const;

/** Texts and severities of the important-dates rules. */
export const SPECS = {
  semPrazo: {
    rule: 'datas.sem_prazo',
    title: 'Prazo de vigência não definido',
    description: 'O contrato não informa por quanto tempo vigora.',
    severity: 'média',
    missing: 'vigencia',
    recommendation:
      'Defina o prazo de vigência (datas de início e término ou prazo indeterminado com regra de saída).',
  },
  semPrazoUso: {
    rule: 'datas.sem_prazo',
    title: 'Autorização de uso sem prazo',
    description:
      'O termo autoriza o uso sem dizer por quanto tempo: não fica claro até quando ele é permitido.',
    severity: 'média',
    missing: 'vigencia',
    recommendation:
      'Defina por quanto tempo (e em que território) o uso fica autorizado, ou diga como a autorização pode ser revogada.',
  },
  semVencimento: {
    rule: 'datas.sem_vencimento',
    title: 'Pagamento sem data de vencimento',
    description: 'O contrato prevê pagamento, mas não diz quando ele vence.',
    severity: 'média',
    recommendation: 'Indique a data ou o dia de vencimento de cada pagamento.',
  },
  repasseSemPrazo: {
    rule: 'datas.sem_vencimento',
    title: 'Repasse do dinheiro sem prazo',
    description:
      'Quem recebe o dinheiro em seu nome deve repassá-lo, mas o contrato não diz em quanto tempo: o repasse pode demorar sem que haja atraso a cobrar.',
    severity: 'média',
    recommendation: 'Fixe o prazo do repasse (por exemplo, até 2 dias úteis após o recebimento).',
  },
  renovacaoSemAviso: {
    rule: 'datas.renovacao_sem_aviso',
    title: 'Renovação automática sem janela de aviso',
    description:
      'O contrato se renova automaticamente sem prever aviso ou prazo para a parte se opor.',
    severity: 'média',
    recommendation:
      'Preveja aviso prévio antes da renovação e um prazo para a parte manifestar desinteresse.',
  },
  fimAntesInicio: {
    rule: 'datas.fim_antes_inicio',
    title: 'Término antes do início',
    description: 'A data de término é anterior à data de início.',
    severity: 'alta',
    recommendation: 'Corrija as datas de início e término do contrato.',
  },
  assinaturaAposTermino: {
    rule: 'datas.assinatura_apos_termino',
    title: 'Documento assinado depois do fim da vigência',
    description: 'O contrato é datado de depois da data em que ele mesmo termina.',
    severity: 'média',
    recommendation:
      'Confira as datas: um contrato assinado depois do fim do seu prazo não rege o período que já passou; faça um novo instrumento com datas corretas (ou um aditivo antes do término).',
  },
  experienciaAcimaLimite: {
    rule: 'datas.experiencia_acima_limite',
    title: 'Contrato de experiência acima de 90 dias',
    description: 'A experiência, com a prorrogação, passa de 90 dias.',
    severity: 'alta',
    recommendation:
      'Limite a experiência a 90 dias no total, com no máximo uma prorrogação; passado esse limite, o contrato vale por prazo indeterminado.',
    legalRef: 'clt.art445',
  },
} as const satisfies Record<string, RuleSpec>;

/**
 * An extension of an experience period: "prorrogado por mais 60 (sessenta) dias", "por mais
 * quarenta e cinco dias" (group `words`), "por igual período" (group `same`: as long again).
 */
export const EXTENSION_DAYS =
  /\bprorrog\w*\s+(?:\p{L}+\s+){0,3}?(?:por\s+)?(?:mais\s+)?(?:(?<n>\d{1,3})\s*(?:\([^)]{1,40}\)\s*)?|(?<words>\p{L}+(?:\s+e\s+\p{L}+)?)\s+)dias\b|\bprorrog\w*\s+(?:\p{L}+\s+){0,3}?por\s+(?<same>igual\s+(?:periodo|prazo)|(?:periodo|prazo)\s+igual|(?:o\s+)?mesmo\s+(?:periodo|prazo))\b/u;

/** A promise to report a security incident or a data breach to someone. */
export const INCIDENT_NOTICE =
  /\b(?:comunic|notific|inform|avis)\w*\b[^.;]{0,80}?\b(?:incidentes?|violac(?:ao|oes)\s+d[ae]\s+seguranca|vazamentos?|acessos?\s+nao\s+autorizados?)\b|\b(?:incidentes?|violac(?:ao|oes)\s+d[ae]\s+seguranca|vazamentos?)\b[^.;]{0,80}?\b(?:comunic|notific|inform|avis)\w*/u;
/** A deadline that fixes nothing: "em prazo adequado", "oportunamente", "assim que possível". */
export const VAGUE_DEADLINE =
  /\b(?:prazo|tempo)\s+(?:adequado|razoavel|habil|oportuno|compativel)\b|\boportunamente\b|\bassim\s+que\s+(?:possivel|puder)\b|\bo\s+mais\s+breve\b|\bbrevemente\b/u;
/** A deadline that fixes a time: "em 48 horas", "em até 2 dias úteis", "imediatamente". */
export const FIXED_DEADLINE =
  /\b\d+\s*(?:\([^)]{1,30}\)\s*)?(?:horas|dias)\b|\bimediatamente\b|\bde\s+imediato\b/u;
/** Where a privacy text tells how the data subject exercises its rights. */
export const RIGHTS_REQUEST =
  /\b(?:podera|poderao|pode|podem)\s+exercer\s+(?:os\s+)?(?:seus\s+)?direitos\b|\b(?:requisic|solicitac|requeriment|pedid)\w*\s+d[oa]\s+titular\b/u;
/** What the data subject gets back: an answer, a notice of the outcome. */
export const ANSWER_SENTENCE =
  /\b(?:sera(?:o)?\s+(?:informad|comunicad|notificad|respondid|atendid)\w*|recebera\s+(?:a\s+)?resposta|responder(?:a|emos|ao))\b/u;
/** A time to answer the data subject ("responderá em até 15 dias"). */
export const ANSWER_DEADLINE =
  /\b(?:respond|respost|atend|retorn)\w*\b[^.;]{0,60}?\b\d+\s*(?:\([^)]{1,30}\)\s*)?(?:dias|horas)\b|\b\d+\s*(?:\([^)]{1,30}\)\s*)?(?:dias|horas)\b[^.;]{0,60}?\b(?:respond|respost|atend)\w*/u;
/** How many sentences after the rights' request its answer is looked for. */
export const ANSWER_WINDOW = 12;

/** A template's variable ("{$data['name']}", "{{ $nome }}", "${cliente}"). */
export const TEMPLATE_VARIABLE = /\{\{|\{\$|\$\{|\{[a-z_]+(?:->|\()/u;
/** The terms' version or the date they take effect ("Versão 2.1", "atualizados em", "vigente desde"). */
export const VERSION_OR_DATE =
  /\bvers(?:ao|oes)\s*(?:n\S{0,2}\s*)?\d|\bv\d+(?:\.\d+)+\b|\bultima\s+atualizacao\b|\batualiza(?:da|do|dos|das)\s+em\s+\d|\bvigentes?\s+(?:desde|a\s+partir)\b|\bdata\s+d[ea]\s+(?:vigencia|publicacao|atualizacao)\b|\bem\s+vigor\s+(?:desde|a\s+partir)\b/u;
/** A privacy policy's title: a notice to the data subject, not terms adhered to. */
export const PRIVACY_NOTICE = /\bpolitica\s+de\s+privacidade\b/u;
/** The terms may be changed by their editor ("poderá ser atualizada", "modificar … as presentes normas"). */
export const CHANGEABLE_TERMS =
  /\b(?:modificar|alterar|atualizar)\b[^.;]{0,80}\b(?:termos|normas|politica|condicoes)\b|\b(?:termos|normas|politica|condicoes)\b[^.;]{0,60}\bpoder(?:a|ao)\s+ser\s+(?:alterad|modificad|atualizad)\w*/u;

/**
 * A notice to end the contract or not to renew it, in any wording ("comunicação prévia de 5 dias",
 * "aviso prévio de trinta dias", "sessenta dias de antecedência"): groups `n`/`n2` hold the count
 * in figures or in words.
 */
export const ANY_NOTICE =
  /\b(?:aviso|comunicac(?:ao|oes)|notificac(?:ao|oes)|antecedencia)\s+(?:previ[oa]\s+)?(?:minima\s+)?(?:por\s+escrito\s+|escrit[oa]\s+)?(?:de\s+|com\s+)?(?:no\s+minimo\s+)?(?<n>\d+|(?:\p{L}+\s+e\s+)?\p{L}+)\s*(?:\([^)]{1,30}\)\s*)?(?<u>dias|meses)\b|\b(?<n2>\d+|(?:\p{L}+\s+e\s+)?\p{L}+)\s*(?:\([^)]{1,30}\)\s*)?(?<u2>dias|meses)\s+(?:uteis\s+|corridos\s+)?de\s+antecedencia\b/gu;
/** Ending the contract before its term ("rescisão antes do término do prazo", "antecipadamente"). */
export const EARLY_END =
  /\b(?:antes\s+do\s+(?:termino|fim|final|vencimento)|antecipad\w*|a\s+qualquer\s+(?:tempo|momento))\b/u;
/** Not renewing the contract ("desejo de não renovação", "não renovar"). */
export const NON_RENEWAL = /\bnao\s+renova\w*|\b(?:renova|prorroga)\w*\s+automatica\w*/u;
/** How many times longer the notice not to renew must be for the notice to leave to be out of line. */
export const NOTICE_RATIO = 3;

/**
 * A term that runs from the signature to a fixed day of the calendar ("a contar da data de sua
 * assinatura … e vigorará até o dia 31 de dezembro do corrente ano"): its length depends on the
 * day one signs.
 */
export const SIGNATURE_TO_FIXED_END =
  /\b(?:a\s+contar|a\s+partir)\s+d[ao]\s+(?:data\s+d[ae]\s+)?(?:sua\s+)?assinatura\b[^.;]{0,120}?\bate\s+(?:o\s+dia\s+)?(?<end>\d{1,2}\s+de\s+(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)|\d{1,2}\/\d{1,2})\b[^.;]{0,20}?\b(?:do\s+(?:corrente\s+ano|ano\s+(?:em\s+curso|corrente|vigente))|de\s+cada\s+ano)\b/u;
/** A price in a fixed number of instalments ("R$ 1620 … dividido em 12 parcelas de R$ 135,00"). */
export const FIXED_INSTALMENTS = new RegExp(
  String.raw`\br\$\s*\d[\d.,]*[^.;]{0,80}?\bem\s+${figure('count')}(?:parcelas|mensalidades|prestacoes)\b`,
  'u',
);
/** Instalments scaled to the months left ("proporcionais aos meses restantes", "pro rata"). */
export const PRORATED =
  /\bproporciona\w*\s+a(?:os?)?\s+(?:meses|periodo|tempo)\b|\bpro\s+rata\b|\bmeses\s+restantes\b/u;

/**
 * Secrecy that survives the contract ("após o término", "por 5 anos", "pelo prazo de cinco anos
 * contados do seu término", "mesmo após").
 */
export const SECRECY_SURVIVES =
  /\b(?:apos|depois\s+d[oe]|contad[oa]s?\s+d[oae]|a\s+partir\s+d[oae])\s+(?:o\s+|a\s+|seu\s+|sua\s+)?(?:termino|fim|encerramento|rescisao|extincao|vencimento|desligamento)|\bsobreviv\w*|\bmesmo\s+apos\b|\bprazo\s+indeterminado\b|\bpermanente\w*|\bperpetu\w*|\bindefinidamente\b|\bpara\s+sempre\b|\b(?:por|pelo\s+prazo\s+de|durante)\s+(?:\d+\s*(?:\([^)]{1,30}\)\s*)?|(?:um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte)\s+)anos?\b/u;
/**
 * The duty's end tied to the end of the relation ("até que seja elaborado sua rescisão de…",
 * "enquanto vigorar a parceria", "durante a vigência deste termo").
 */
export const UNTIL_RELATION_ENDS =
  /\bate\s+(?:que\s+(?:\p{L}+\s+){0,4}?|o\s+|a\s+)?(?:rescisao|termino|encerramento|fim|extincao|desligamento)\b[^.;]{0,60}|\benquanto\s+(?:vigorar|durar|perdurar|viger|estiver\s+em\s+vigor|estiverem\s+vigentes|mantiverem)\s+[^.;]{0,60}|\bdurante\s+a\s+(?:sua\s+)?vigencia\b[^.;]{0,40}/u;

/**
 * The extension of an experience contract up to the admission plus N days, the date arithmetic of
 * a template ("prorrogado até {dtoc(tmp1->admissa+90)}", "a data de admissão acrescida de 90
 * dias"): counted with the admission day, N days later is day N + 1.
 */
export const ADMISSION_PLUS =
  /\badmiss\w*\s*\)?\s*\+\s*(?<n>\d{2,3})\b|\badmissao\s+(?:acrescida|somada|mais)\s+(?:de\s+)?(?<n2>\d{2,3})\s*(?:\([^)]{1,30}\)\s*)?dias\b/u;

/** Texts of the rules on dates the contract leaves open or out of line. */
export const OPEN_DATE_SPECS = {
  incidentNotice: {
    rule: 'datas.prazo_indefinido',
    title: 'Comunicação de incidente sem prazo',
    description:
      'O texto promete avisar de um incidente de segurança com os dados "em prazo adequado", sem dizer quando: o titular pode saber do vazamento tarde demais para se proteger.',
    severity: 'baixa',
    recommendation:
      'Peça um prazo certo para comunicar incidentes ao titular e à ANPD (a regulamentação da ANPD fixa 3 dias úteis).',
    legalRef: 'lgpd.art48',
  },
  subjectRequest: {
    rule: 'datas.prazo_indefinido',
    title: 'Pedido do titular sem prazo de resposta',
    description:
      'O texto diz como o titular pede acesso, correção ou exclusão dos seus dados, mas não em quanto tempo será atendido: o pedido pode ficar sem resposta sem que haja atraso a cobrar.',
    severity: 'média',
    recommendation:
      'Peça que o texto fixe o prazo de resposta aos pedidos do titular (a lei dá até 15 dias para a declaração completa dos dados).',
    legalRef: 'lgpd.art19',
  },
  fixedSignatureDate: {
    rule: 'datas.data_documento',
    title: 'Data de assinatura fixa no modelo',
    description:
      'O modelo já traz a data de assinatura escrita, enquanto os dados do cliente são preenchidos pelo sistema: todos os contratos emitidos saem com a mesma data, que pode não ser a da assinatura real.',
    severity: 'média',
    recommendation:
      'Peça que a data da assinatura seja a do dia em que você assina, preenchida no momento, e confira os prazos contados a partir dela.',
  },
  noVersion: {
    rule: 'datas.data_documento',
    title: 'Termos sem data nem versão',
    description:
      'Os termos podem ser alterados pelo editor, mas não trazem data nem número de versão: não há como saber qual redação valia quando você aderiu.',
    severity: 'baixa',
    recommendation:
      'Guarde uma cópia datada dos termos que aceitou e peça que o texto indique a versão e a data em que entrou em vigor.',
  },
  noticeOutOfLine: {
    rule: 'datas.aviso_desproporcional',
    title: 'Aviso para rescindir muito menor que o de não renovação',
    description:
      'O aviso exigido para encerrar o contrato antes do prazo é muito menor que o exigido para não renová-lo.',
    severity: 'baixa',
    recommendation:
      'Peça um aviso prévio de rescisão compatível com o exigido para a não renovação (por exemplo, 30 dias para ambos).',
  },
  fixedYearInstalments: {
    rule: 'datas.parcelas_ano_fixo',
    title: 'Parcelas fixas para um prazo que encurta',
    description:
      'O contrato vale da assinatura até uma data fixa do ano, mas o preço é sempre o mesmo número de parcelas: quem adere no meio do ano paga por meses em que já não há serviço.',
    severity: 'média',
    recommendation:
      'Peça que o número de parcelas seja proporcional aos meses que faltam até o fim da vigência na data da adesão.',
  },
  secrecyEndsWithRelation: {
    rule: 'datas.sigilo_limitado',
    title: 'Sigilo que termina com a relação',
    description:
      'O dever de sigilo dura só enquanto durar a relação: terminado o contrato, quem recebeu as informações fica livre para usá-las ou divulgá-las, justamente quando o risco de uso indevido é maior.',
    severity: 'média',
    recommendation:
      'Peça que o sigilo continue por um prazo certo depois do término da relação (por exemplo, 5 anos), ou enquanto a informação não se tornar pública.',
  },
} as const satisfies Record<string, RuleSpec>;
