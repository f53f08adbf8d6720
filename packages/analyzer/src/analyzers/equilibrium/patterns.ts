/**
 * Contractual-balance patterns (folded text): who pays fines, who may terminate, amend or
 * limit liability, who waives rights, how hard the consumer's exit is and who bears the
 * obligations.
 */
import { rate } from '../../rules/figures';
import type { RuleSpec } from '../rule';

// ---------------------------------------------------------------------------------------------
// Who acts: the sides of a consumer or adhesion contract
// ---------------------------------------------------------------------------------------------

/**
 * Words that name a side without being one of the contract's defined roles, by side: the
 * consumer or adherent ("o TITULAR", "o usuário"), the supplier that drafted the form ("a
 * ADMINISTRADORA", "o editor", "a empresa"), both sides, and third parties whose acts bind no
 * side (the law, a regulator, the condominium).
 */
export const PARTY_WORD =
  /\b(?:(?<both>(?:ambas\s+)?as\s+partes(?:\s+contratantes)?|qualquer\s+(?:uma\s+)?das\s+partes|cada\s+(?:uma\s+das\s+)?partes?|comum\s+acordo|mutuo\s+acordo)|(?<customer>consumidor(?:a|es|as)?|titular(?:es)?|beneficiari[oa]s?|estudantes?|estagiari[oa]s?|assinantes?|associad[oa]s?|aderentes?|passageir[oa]s?|participantes?|pacientes?|responsave(?:l|is)\s+financeir[oa]s?|adquirentes?|segurad[oa]s?|viajantes?|inquilin[oa]s?)|(?<supplier>empresa|editor(?:a)?|administrador(?:a)?|emissor(?:a)?|mantenedor(?:a)?|fornecedor(?:a)?|operador(?:a)?|provedor(?:a)?|instituicao|faculdade|universidade|academia|loja|concedente|seguradora|credenciadora|organizador(?:a)?|agencia|concessionaria|incorporador(?:a)?|loteador(?:a)?|construtora|clinica|hospital)|(?<third>poder\s+publico|governo|legislacao|lei|orgaos?\s+(?:reguladore?s?|competentes?|publicos?)|autoridades?|condominio|assembleia))\b/gu;
/** Vocabulary roles of the customer side (besides the weaker roles the analyzer knows). */
export const CUSTOMER_KEYS = new Set([
  'licenciado',
  'franqueado',
  'comodatario',
  'mutuario',
  'devedor',
  'tomador',
]);
/** A role right after one of these is a complement ("ao LOCADOR", "pela CONTRATADA"), not a subject. */
export const AFTER_PREPOSITION =
  /\b(?:ao|aos|pel[oa]s?|d[eoa]s?|n[oa]s?|(?:para|com|contra|perante|entre)\s+[oa]s?)\s+$/u;
/** The agent of a passive, right before it ("rescindido pela ESCOLA"). */
export const AGENT_BEFORE = /\bpel[oa]s?\s+$/u;
/** The article before a name, also fused with a preposition ("pela ADMINISTRADORA", "à OPERADORA"). */
export const ARTICLE_BEFORE = /(?:^|[\s(])(pel[oa]s?|d[oa]s?|n[oa]s?|ao|aos|às?|[oa]s?)\s+$/u;
/** A beneficiary, not the payer: "multa em favor do LOCADOR", "à CONTRATADA", "aos LOCADORES". */
export const BENEFICIARY = /(?:\b(?:ao|aos|em\s+favor\s+d[oa]s?|para\s+[oa]s?)|(?<!\p{L})às?)\s*$/u;

// ---------------------------------------------------------------------------------------------
// Fines (multa_unilateral)
// ---------------------------------------------------------------------------------------------

/**
 * What one side keeps or loses of the other's payments, as a penalty: the arras of CC art. 418 —
 * who gave them loses them ("perderá o sinal"), who received them returns them doubled
 * ("restituirá o sinal mais o equivalente", "devolverá as arras em dobro") — and retentions. In a
 * lease the tenant's fine is the statute's own (Lei 8.245, art. 4º); only these weigh on it. A
 * tax withheld at source ("fará a retenção de 11% … a título de contribuição previdenciária",
 * "reterá na fonte o ISS") is the law's, no penalty.
 */
export const FORFEITURE =
  /\b(?:(?:retera|retendo|retencao\s+de(?!\s+(?:dados|documentos|informacoes|registros))|(?:sera|serao|ficara|ficarao)\s+retid[oa]s?)(?![^.;]{0,100}?\b(?:tributos?|impostos?|inss|issqn|iss|irrf|imposto\s+de\s+renda|contribuic(?:ao|oes)\s+(?:previdenciaria|social|sociais)|csll|pis|cofins|na\s+fonte)\b)|perdera)\b|\b(?:restituira|devolvera|restituindo|devolvendo)\b[^.;]{0,60}?\b(?:em\s+dobro|mais\s+o\s+equivalente)\b/u;
/**
 * Fines that punish a breach ("multa", "poderá multar", "será multada"; late-payment charges are
 * naturally one-sided), and forfeitures. "As multas" in the plural sums up fines set elsewhere.
 */
export const PENALTY = new RegExp(
  String.raw`\bmult(?:a|ar|ara|arao|ad[oa]s?)\b(?![^.;]{0,20}\bmoratoria)|${FORFEITURE.source}`,
  'u',
);
/**
 * Late payment, whose charges naturally fall on the payer: "atraso(s)", "mora", "inadimplência" (the
 * failure to pay, not "inadimplemento" of any duty), and the pair of late charges "juros e
 * multa" / "multa, juros e correção".
 */
export const LATE =
  /\b(?:atrasos?|atrasad[oa]s?|mora|moratori[oa]s?|impontualidade|inadimplencia)\b|\bjuros\s+(?:de\s+mora\s+)?e\s+multa\b|\bmulta\s*,?\s*(?:e\s+)?juros\b/u;
/**
 * A fine by the day ("multa diária", "multa de R$ 5,00 por dia"): it sanctions the delay of one
 * performance (returning library books, handing back the keys), which only its debtor can owe,
 * so no reciprocity is missing.
 */
export const DAILY_FINE = /\bmulta\s+diaria\b|\bmulta\b[^.;]{0,60}\b(?:por|ao)\s+dia\b/u;
/**
 * A fine for leaving without the notice owed ("caso não ocorra a comunicação formal com
 * antecedência, os CONTRATANTES pagarão multa de 1 mensalidade"): the price of the leaving side's
 * own right to leave, which the other side may not have, so no reciprocity is missing.
 */
export const MISSED_NOTICE_FINE =
  /\b(?:nao\s+(?:ocorr\w+|houver|for\s+(?:dad|feit|respeitad|observad)[oa])|sem|falta\s+d[eoa]|ausencia\s+d[eoa]|inobservancia\s+d[eoa])\s+(?:\p{L}+\s+){0,3}?(?:comunicacao|aviso|antecedencia|notificacao)\b[^.;]{0,120}\bmulta\b/u;
/** A failure to pay that a penalty punishes ("O não pagamento … ensejará a rescisão, multa"). */
export const NON_PAYMENT =
  /\b(?:nao\s+pagamento|falta\s+(?:\p{L}+\s+){0,2}?(?:de\s+)?pagamento|deixar\s+de\s+pagar)\b/u;
/**
 * The side right before these words imposes the fine or receives it, it does not pay it ("a
 * CONTRATANTE aplicará multa", "poderá aplicar à CONTRATADA multa", "poderá cobrar da CONTRATADA
 * as penalidades", "poderá multar", "fará jus à multa", "poderá descontar a multa").
 */
export const IMPOSES_PENALTY =
  /^\s*,?\s*(?:\p{L}+\s+){0,2}?(?:(?:aplicara|aplicar|impora|impor|cobrara|cobrar|exigira|exigir|(?:fara|farao)\s+jus|(?:tera|terao)\s+direito)\s+(?:\p{L}+\s+){0,3}?(?:multas?|penalidades?|sanc(?:ao|oes))|multara|multar|descontara|podera\s+(?:descontar|(?:realizar|efetuar|fazer)\s+(?:o\s+)?desconto))\b/u;
/**
 * Late payments expressly free of charges ("em eventual atraso no pagamento, não incidirá juros
 * ou multa", "os atrasos … não gerarão cobrança de juros nem de multa", "não serão cobrados juros"):
 * the payer's delays cost it nothing.
 */
export const SPARED_DELAY =
  /\bnao\s+incidir(?:a|ao)\s+(?:\p{L}+\s+){0,2}?(?:juros|multas?|correcao)\b(?:\s+(?:ou|e|nem)\s+(?:juros|multas?|correcao(?:\s+monetaria)?))*|\bsem\s+(?:a\s+)?(?:incidencia|cobranca)\s+de\s+(?:juros|multas?|correcao)\b|\bisent[oa]s?\s+de\s+(?:juros|multas?)\b|\bnao\s+(?:sera|serao)\s+(?:devid|cobrad|exigid)[oa]s?\s+(?:juros|multas?|correcao)\b|\bnao\s+(?:havera|gerar(?:a|ao)|ensejar(?:a|ao)|implicar(?:a|ao))\s+(?:\p{L}+\s+)?(?:incidencia|cobranca)\s+de\s+(?:juros|multas?|correcao)\b/u;
/** The amount of a fine, right after the word ("… no percentual de até vinte por cento (20%)"). */
export const FINE_AMOUNT = new RegExp(
  String.raw`^[^.;]{0,120}?(?:\b${rate()}|r\$\s*[\d.,]+|mensalidades?|alugueis|salarios)`,
  'u',
);
/**
 * No one pays: "sem multa", "isento de multa", "sem o pagamento da multa", "dispensado da multa",
 * "não será devida multa", "sem que … seja devido qualquer tipo de multa".
 */
export const NO_PENALTY =
  /\b(?:sem|isent[oa]s?\s+d[eoa]|livres?\s+d[eoa]|dispensad[oa]s?\s+d[eoa]|desobrigad[oa]s?\s+d[eoa])\s+(?:o\s+|a\s+|qualquer\s+)?(?:(?:(?:pagamento|incidencia|aplicacao|cobranca)\s+d[eoa]s?|pagar|arcar\s+com)\s+(?:qualquer\s+)?(?:[oa]s?\s+)?)?(?:multas?|onus|penalidades?)\b|\b(?:nao\s+(?:sera|serao|sendo)|sem\s+que\s+(?:\p{L}+\s+){0,4}?(?:seja|sejam))\s+(?:devid|cobrad|aplicad|exigid)[oa]s?\s+(?:qualquer\s+(?:tipo\s+de\s+)?)?(?:multas?|penalidades?)\b/u;
/**
 * Charges that are no penalty between the parties: fines of the authorities ("multas de
 * trânsito") and third parties' fees and fines passed on ("qualquer taxa ou multa … em razão da
 * contratação já realizada com terceiros").
 */
export const OUTSIDE_FINE =
  /\bmultas?\s+(?:de\s+transito|condominia(?:l|is)|administrativas?|fiscais|ambientais|de\s+orgaos?)\b|\b(?:taxas?|tarifas?)\s+(?:ou|e|e\/ou)\s+multas?\b|\bmultas?\s+(?:ou|e|e\/ou)\s+(?:taxas?|tarifas?)\b/u;
/**
 * Where a sentence turns to another case, each of which may bind its own side ("…, perderá o
 * sinal; se o inadimplemento for do PROMITENTE VENDEDOR, este restituirá…", "…, e, caso a
 * LOCADORA desista, pagará…"): a semicolon, or a comma before a new condition.
 */
export const TURN = /;|,(?=\s*(?:e,?\s+)?(?:se|caso|na\s+hipotese|quando)\b)/gu;
/** Either party: the clause binds both sides. */
export const BOTH_SIDES =
  /\b(?:qualquer\s+(?:das\s+)?partes?|ambas\s+as\s+partes|as\s+partes|a\s+parte\s+(?:que|infratora|inadimplente|culpada|prejudicada|faltosa)|parte\s+infratora|reciprocamente|mutuamente|a\s+outra\s+parte|cada\s+(?:uma\s+das\s+)?partes?|tanto\s+(?:\S+\s+){1,3}(?:como|quanto)\s+(?:o|a|os|as)\b)\b/u;

// ---------------------------------------------------------------------------------------------
// Termination at will (rescisao_unilateral)
// ---------------------------------------------------------------------------------------------

/**
 * A right to end the contract in words the end class of the lexicon does not hold: take the thing
 * back ("poderá retomar o imóvel", "reaver"), "pôr fim", "dar por encerrado"; "não pode", "não se
 * pode" deny it. The verbs of ending themselves are read as provisions, in any voice.
 */
export const TERMINATION =
  /\b(?<!\bnao\s+(?:se\s+)?)(?:poder[aá]o?|pode(?:m)?|tera\s+o\s+direito\s+de|fica\s+facultad[oa]\s+a[oa]?)\s+(?:\w+\s+){0,3}?(?:reaver|retomar|retirar|por\s+fim|dar\s+por\s+(?:encerrad|rescindid|extint))\w*/u;
/**
 * What a power of the end class ends: the contract or the relation ("rescindir o contrato", "a
 * matrícula poderá ser cancelada"), or nothing named ("poderá rescindir a qualquer tempo") —
 * not a doubt resolved nor a charge cancelled.
 */
export const ENDED = new RegExp(
  String.raw`^[\s,]*(?:(?:o|a|os|as|este|esta|presente)\s+)*(?:contrato|instrumento|ajuste|acordo|termo|relacao|vinculo|parceria|locacao|matricula|assinatura|plano|adesao|cadastro|conta|servicos?|prestacao)\b|^[\s,]*(?:a\s+qualquer|unilateral|imotivad|sem\s|independente|mediante|por\s+sua|a\s+seu|a\s+sua|$)`,
  'u',
);
/** The same, before a passive power ("o presente contrato poderá ser rescindido"). */
export const ENDED_BEFORE =
  /\b(?:contrato|instrumento|ajuste|acordo|termo|relacao|vinculo|parceria|locacao|matricula|assinatura|plano|adesao|cadastro|conta)\b[^.;]{0,40}$/u;
/** Termination without cause, at any time. */
export const AT_WILL =
  /\b(?:a\s+qualquer\s+(?:tempo|momento)|independentemente\s+de\s+(?:motivo|justificativa|justa\s+causa|causa)|sem\s+(?:justa\s+causa|motivo|necessidade\s+de\s+justificativa|justificativa)|imotivadamente|unilateralmente|a\s+seu\s+(?:exclusivo\s+)?criterio)\b/u;

// ---------------------------------------------------------------------------------------------
// Unilateral amendment (alteracao_unilateral): CDC art. 51, X (price) and XIII (content)
// ---------------------------------------------------------------------------------------------

/** Verbs of a change of the contract, its price or its content ("atualizar os termos", "rever os planos"). */
const CHANGE_VERB = String.raw`alterar|modificar|mudar|adequar|revisar|rever|atualizar|redefinir|reformular|reajustar|majorar|aumentar|suprimir|descontinuar`;
/** The same as nouns ("realizar alterações no sistema, no contrato, nos planos e valores"). */
const CHANGE_NOUN = String.raw`alteracoes|alteracao|modificacoes|modificacao|mudancas|mudanca|ajustes|substituicoes|reducoes|reajustes?|majoracoes|majoracao`;
/** What a change of price touches: CDC art. 51, X. */
const PRICE_OBJECT = String.raw`precos?|valor(?:es)?|mensalidades?|anuidades?|semestralidades?|tarifas?|comissao|comissoes|remuneracao|salario|creditos|custos?`;
/** What a change of content touches: CDC art. 51, XIII (and CLT art. 468 for a job). */
const CONTENT_OBJECT = String.raw`contrato|termos|condicoes|clausulas|normas|regras|regulamento|regimento|politicas?|planos?|pacotes?|servicos?|velocidade|franquia\s+de\s+dados|modalidades|horarios?\s+(?:de\s+)?(?:funcionamento|das\s+aulas|de\s+atendimento)|grade\s+(?:de\s+)?(?:aulas|horarios)|beneficios|coberturas?|rede(?:\s+(?:credenciada|conveniada|referenciada|de\s+(?:atendimento|clinicas|laboratorios|estabelecimentos|parceiros|prestadores|hoteis|lojas)))?|estabelecimentos\s+credenciados|conteudo|funcionalidades|site|aplicativo|plataforma|programacao|roteiros?|itinerarios?|calendario|funcao|cargo|jornada|escopo`;
const OBJECT = String.raw`(?:${PRICE_OBJECT}|${CONTENT_OBJECT})`;
/** Where an employee or a student may be moved to (CLT arts. 468-469). */
const PLACE_OR_FUNCTION = String.raw`(?:funcao|funcoes|cargo|setor|turno|horario|turma|filial|filiais|unidade|estabelecimento|localidade|cidade|municipio|local)`;
/**
 * A power of one side ("poderá", "pode", "se reserva o direito de", "fica autorizada a"); "não
 * pode", "não se pode" deny it. "Reserva-se a CONTRATADA o direito de" names the side inside.
 */
const POWER = String.raw`(?<!\bnao\s+(?:se\s+)?)(?:poder[aá]o?|pode(?:m)?|(?:se\s+)?reserva(?:-se)?\s+(?:o|a|ao|no)\s+(?:direito|faculdade)\s+de|reserva-se\s+(?:o|a|os|as)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:o|ao|no)\s+direito\s+de|fica(?:ra)?\s+(?:autorizad|facultad)[oa]s?\s+a|tera\s+(?:o\s+direito|a\s+faculdade)\s+de)`;

/**
 * A right to move the other party to another function or place ("pode transferir o Empregado
 * para qualquer outra função ou filial": CLT arts. 468-469).
 */
export const AMENDMENT_TRANSFER = new RegExp(
  String.raw`\b${POWER}[\s,]+(?:[\w-]+[\s,]+){0,8}?transferir\s+(?:o|a|os|as)\s+\p{L}+\s+(?:\p{L}+\s+)?para\s+(?:qualquer\s+)?(?:outr[oa]s?\s+)?${PLACE_OR_FUNCTION}\b`,
  'u',
);
/** What a power to change the contract acts on, after its verb ("alterar … os preços"). */
export const CHANGED_AFTER = new RegExp(String.raw`^[^.;]{0,80}?\b${OBJECT}\b`, 'u');
/** What it acts on, before the power in the passive ("as atividades … poderão ser alteradas"). */
export const CHANGED_BEFORE = new RegExp(
  String.raw`\b(?:${OBJECT}|atividades|tarefas)\b[^.;]{0,60}$`,
  'u',
);
/**
 * The same power in nouns ("poderá realizar, sempre que julgar necessário, alterações no
 * sistema, no contrato, nos planos e valores").
 */
export const AMENDMENT_NOUN = new RegExp(
  String.raw`\b${POWER}[\s,]+(?:[\w-]+[\s,]+){0,10}?(?:realizar|fazer|promover|implementar|efetuar|introduzir|proceder\s+a)\b[\s,]+(?:[\w-]+[\s,]+){0,12}?(?:${CHANGE_NOUN})\b[^.;]{0,250}?\b(?:${OBJECT}|sistema)\b`,
  'u',
);
/**
 * A list of powers ("A CONTRATADA está expressamente autorizada a: I) …; IV) alterar a qualquer
 * tempo o calendário acadêmico"): the items cross semicolons, not full stops; group `change` is
 * the item that changes the contract.
 */
export const AMENDMENT_LISTED = new RegExp(
  String.raw`\b(?:esta|fica(?:ra)?|estara)\s+(?:\p{L}+\s+){0,2}?autorizad[oa]s?\b[^.]{0,700}?\b(?<change>(?:${CHANGE_VERB})\b[^.;]{0,60}?\b${OBJECT})\b`,
  'u',
);
/**
 * A power to do what the contract does not provide ("realizar quaisquer ações pertinentes ao seu
 * objeto social, ainda que não previstas neste contrato"): the content left open to one side.
 */
export const AMENDMENT_OPEN =
  /\b(?:realizar|praticar|adotar|tomar|executar|promover)\s+quaisquer\s+(?:outr[oa]s\s+)?(?:acoes|atos|medidas|providencias|atividades)\b[^.;]{0,120}?\b(?:ainda|mesmo)\s+que\s+nao\s+(?:previst|estipulad|contemplad|descrit|prevista)\w*/u;
/**
 * A power to change rules or prices named before it, in a relative clause ("o regulamento
 * interno, que a CONTRATADA poderá alterar a qualquer tempo"); the match starts at the verb, so
 * the role just before it governs. The lookbehind follows the literal verb, so it runs only there.
 */
export const AMENDMENT_RELATIVE =
  /\bpoder[aá](?<=\b(?:regulamento|regimento|normas|regras|politica|precos?|valor(?:es)?|mensalidades?|tabela|condicoes|servicos?|planos?)\b[^.;]{0,60}?\bque\s+(?:\p{L}+\s+){1,2}poder[aá])\s+(?:\w+\s+){0,2}?(?:alterar|modificar|mudar|revisar)\b/u;
/**
 * An adjustment index left to one side ("dentre os índices possíveis, aquele eleito pela
 * CONTRATADA", "qualquer outro índice oficial a ser escolhido pela CONTRATADA"): CDC art. 51, X
 * whatever official index the clause also names.
 */
export const INDEX_CHOSEN =
  /\b(?:indices?|indexador(?:es)?|percentua(?:l|is)|criterios?\s+de\s+reajuste)\b[^.;]{0,80}?\b(?:(?:a\s+ser|que\s+(?:for|vier\s+a\s+ser))\s+)?(?:eleit|escolhid|definid|indicad|adotad|fixad|determinad|estabelecid|arbitrad)[oa]s?\s+(?:(?:livremente|unilateralmente|exclusivamente)\s+)?pel[oa]s?\s+(?<agent>[\p{L}-]+)/u;
/**
 * A price or rate left to one party's choice, in a relative clause ("reajustado pelo percentual
 * que a Escola fixar", "o índice que a CONTRATADA eleger"): unilateral by itself (CC art. 489,
 * CDC art. 51, X). The match starts at the verb, so the role just before it governs; a singular
 * verb, so "que as partes fixarem" is not one. The lookbehind follows the literal verb.
 */
export const AMENDMENT_CHOSEN =
  /\b(?:fixar|definir|estabelecer|determinar|estipular|arbitrar|eleger|escolher|indicar|adotar)\b(?<=\b(?:precos?|valor(?:es)?|mensalidades?|anuidades?|parcelas?|tarifas?|taxas?|percentua(?:l|is)|indices?|reajustes?|aumentos?|remuneracao)\s+(?:\p{L}+\s+)?que\s+(?:\p{L}+\s+){1,3}(?:vier\s+a\s+)?\p{L}+)/u;
/**
 * What precedes the subject of AMENDMENT_CHOSEN, which must be one of the sides right after "que"
 * and right before the verb, so "as taxas que o condomínio fixar" (a third party) is not one.
 */
export const CHOSEN_BEFORE_SUBJECT = /\bque\s+(?:[oa]s?\s+)?$/u;
/** What lies between the subject of AMENDMENT_CHOSEN and its verb. */
export const CHOSEN_AFTER_SUBJECT = /^\s+(?:vier\s+a\s+)?$/u;
/** A change of price rather than of content: CDC art. 51, X instead of XIII. */
export const PRICE_CHANGE = new RegExp(
  String.raw`\b(?:${PRICE_OBJECT}|indices?|indexador(?:es)?|percentua(?:l|is)|reajustes?)\b`,
  'u',
);
/** Marks of a decision taken alone: without the other's consent, at one's sole discretion. */
export const UNILATERAL =
  /\b(?:independentemente\s+d[ae]\s+(?:(?:sua|qualquer|previa)\s+)?(?:concordancia|anuencia|consentimento|aceite|aceitacao|aprovacao|autorizacao|deliberacao)|sem\s+(?:necessidade\s+de\s+)?(?:(?:sua|qualquer|previa)\s+)?(?:concordancia|anuencia|consentimento|aprovacao|deliberacao)|a\s+(?:seu\s+)?(?:exclusivo\s+)?criterio(?:\s+exclusivo)?|unilateralmente|segundo\s+sua\s+(?:propria\s+)?tabela)\b/u;
/**
 * Marks of discretion: when, how and whether to change is the changing side's call ("a seu
 * exclusivo critério", "sempre que julgar necessário", "de acordo com a necessidade", "a
 * qualquer momento", "sem aviso").
 */
export const DISCRETION =
  /\b(?:a\s+(?:seu\s+|sua\s+)?(?:exclusivo\s+|livre\s+|unico\s+)?(?:criterio|arbitrio)|sempre\s+que\s+(?:\p{L}+\s+){0,3}?(?:julgar|achar|entender|considerar|reputar)\s+(?:necessario|conveniente|oportuno)|(?:de\s+acordo\s+com|conforme|segundo)\s+(?:a\s+|o\s+|os\s+)?(?:sua\s+|seus?\s+)?(?:necessidade|conveniencia|interesses?)|a\s+qualquer\s+(?:tempo|momento)|de\s+tempos\s+em\s+tempos|sem\s+(?:qualquer\s+|nenhum\s+)?(?:previo\s+)?aviso|unilateralmente|discricionariamente|independentemente\s+de\s+(?:previo\s+)?(?:aviso|anuencia|concordancia|consentimento|aceite|aprovacao))\b/u;
/**
 * The change needs both sides or the other's consent ("por termo aditivo", "de comum acordo",
 * "mediante prévia aprovação da CONTRATANTE"): not unilateral.
 */
export const AGREED =
  /\b(?:(?:de\s+)?comum\s+acordo|mutuo\s+acordo|(?:termo\s+)?aditivo|acordo\s+(?:escrito\s+)?(?:entre|das)\s+(?:as\s+)?partes|(?:pel|d|entre\s+)as\s+partes|ambas\s+as\s+partes|(?:com|mediante|apos|sujeit[oa]s?\s+a)\s+(?:a\s+)?(?:previa\s+)?(?:e\s+expressa\s+)?(?:anuencia|concordancia|aceitacao|aprovacao|consentimento|autorizacao)|desde\s+que\s+(?:previamente\s+)?(?:aceit|aprovad|autorizad|acordad)\w*|(?<!\b(?:independentemente\s+d[ae]|sem)\s+(?:(?:sua|qualquer|previa|necessidade\s+de)\s+)?)(?:(?:previa|expressa|eventual)\s+)?(?:e\s+expressa\s+)?(?:anuencia|concordancia|aprovacao|aceitacao|aceite)\s+(?:previa\s+|expressa\s+|formal\s+)?d[oa]s?)\b/u;
/** A change the law imposes ("por força de lei", "em razão de alteração da legislação"). */
export const LEGALLY_IMPOSED =
  /\b(?:por\s+(?:forca|determinacao|exigencia|imposicao)\s+(?:de\s+)?(?:lei|legal|normativa|judicial|governamental|d[oa]s?\s+(?:lei|legislacao|poder\s+publico|autoridades?|orgaos?))|em\s+(?:razao|decorrencia|virtude)\s+de\s+(?:alteracao\s+(?:n|d)a\s+)?(?:lei|legislacao)|(?:determinad|exigid|impost)[oa]s?\s+(?:pela\s+(?:lei|legislacao)|por\s+lei)|alteracao\s+(?:n|d)a\s+legislacao|quando\s+a\s+(?:lei|legislacao)\s+(?:permitir|exigir|determinar))\b/u;
/** An official price index: an adjustment by it is no unilateral change (Lei 10.192/2001). */
export const OFFICIAL_INDEX =
  /\b(?:igp-?m|igp-?di|ipca(?:-e)?|inpc|ipc(?:-fipe)?|incc|selic|indice\s+(?:geral|nacional)\s+de\s+precos)\b/u;
/**
 * A change accepted by the customer's silence or continued use ("No caso de silêncio por parte
 * do CLIENTE, estará constituída a aceitação tácita", "Ao utilizar o serviço após eventuais
 * modificações, o usuário demonstra sua concordância"): the supplier changes alone.
 */
export const SILENT_ACCEPTANCE =
  /\bsilencio\b[^.;]{0,80}?\b(?:aceit|concord|anuencia|consentimento)\w*|\b(?:aceitacao|anuencia|concordancia|aceite|consentimento)\s+tacit[oa]\b|\b(?:continuidade|continuacao|manutencao)\s+(?:d[oa]\s+)?(?:uso|utilizacao|acesso)\b[^.;]{0,100}?\b(?:aceit|concord|anuencia|adesao|consentimento)\w*|\b(?:utilizar|usar|acessar|utilizacao|uso)\b[^.;]{0,40}?\bapos\b[^.;]{0,60}?\b(?:modificacoes|alteracoes|mudancas|atualizacoes|modificad|alterad)\w*\b[^.;]{0,80}?\b(?:aceit|concord|anuencia|consentimento)\w*/u;
/** Talk of changes around a silent acceptance: what is accepted is a change. */
export const CHANGE_CONTEXT = new RegExp(
  String.raw`\b(?:${CHANGE_NOUN}|atualizac(?:ao|oes)|alterad[oa]s?|modificad[oa]s?|atualizad[oa]s?|nov[oa]s?\s+(?:normas|condicoes|versao|versoes|termos|regras|precos|valores|politicas?))\b`,
  'u',
);
/** The others' consent expressly dispensed: unilateral whoever the actor is (a partner, a manager). */
export const CONSENT_DISPENSED =
  /\b(?:independentemente\s+de|sem\s+(?:necessidade\s+de\s+)?)\s*(?:(?:previa|qualquer)\s+)?(?:deliberacao|consentimento|anuencia|concordancia|aprovacao)(?:\s+ou\s+(?:deliberacao|consentimento|anuencia|concordancia|aprovacao))?\s+d(?:os|as)\s+demais\b/u;
/** A power reserved by its holder ("se reserva o direito de modificar"): the drafter's by nature. */
export const RESERVED = /\breserva/u;
/** Recitals ("Considerando que…", "(vii) Considerando que…") state powers too. */
export const RECITAL = /^\W*(?:\(?(?:[ivxl]+|[a-z]|\d{1,2})[).]\s*)?considerando\b/u;

/**
 * What lies between a match and a party mention right after it when that party is the match's
 * subject ("renunciando o ALUNO", "podendo a CONTRATADA", "Poderá a CONTRATADA", "Reserva-se a
 * CONTRATADA o direito").
 */
export const POSTPOSED_SUBJECT =
  /^(?:\p{L}+ndo|poder[aá]o?|pode(?:m)?|reserva-se)[\s,]+(?:o|a|os|as)\s+$/u;

// ---------------------------------------------------------------------------------------------
// Waivers (renuncia_unilateral)
// ---------------------------------------------------------------------------------------------

/** A waiver of rights (CC art. 424). */
export const WAIVER =
  /\brenuncia(?:m|ndo|ra|rao)?\b[\s,]+(?:(?:expressamente|desde\s+ja|e|de\s+forma\s+(?:irrevogavel|irretratavel)|irrevogavelmente)[\s,]+)*(?:a|ao|aos|as|o|qualquer|todo|todos|direito)\b/u;
/**
 * A tolerance clause says the opposite of a waiver ("sem que isso importe em renúncia", "não
 * implicará renúncia"): standard and harmless.
 */
export const NO_WAIVER =
  /\b(?:sem\s+que\s+(?:isso|isto|tal\s+\p{L}+|a\s+\p{L}+)\s+(?:importe|implique|signifique|caracterize|constitua|configure|represente)|nao\s+(?:importara|implicara|significara|caracterizara|constituira|configurara|representara|importa|implica|significa|caracteriza|constitui|configura|representa|sera\s+considerad[oa]|(?:sera|serao)\s+(?:interpretad|entendid)[oa]s?\s+como))\s+(?:em\s+|como\s+)?(?:\p{L}+\s+){0,2}?renuncia\b/u;
/** The standard forum waiver ("renunciando a qualquer outro, por mais privilegiado que seja"). */
export const FORUM_WAIVER =
  /\b(?:outro|outros)\b[^.;]{0,40}(?:privilegiad|foro)|\bforo\b[^.;]{0,60}\brenuncia|\brenuncia\w*\s+a\s+qualquer\s+outro/u;
/** A guarantor giving up the benefit of order is standard (CC art. 828). */
export const GUARANTOR_WAIVER = /\bbeneficio\s+de\s+ordem\b|\barts?\.\s*(?:827|828|835|838)\b/u;
/**
 * A waiver of a payment (a free authorisation, a gift of one's work) is lawful outside employment,
 * where pay cannot be waived (CLT art. 9º).
 */
export const BENIGN_WAIVER =
  /\brenuncia\w*\b[^.;]{0,40}?\b(?:remuneracao|retribuicao|contraprestacao|cache|royalties|direitos\s+patrimoniais)\b/u;
/**
 * The right to withdraw (arrependimento), lawfully waived in a sale the law makes irrevocable (CC
 * art. 420; Lei 6.766/1979, art. 25).
 */
export const WITHDRAWAL_WAIVER = /\brenuncia\w*\b[^.;]{0,40}?\barrependimento\b/u;
/**
 * A tenant giving up compensation for or retention of improvements is lawful in a lease (Lei
 * 8.245/1991, art. 35; STJ Súmula 335).
 */
export const IMPROVEMENTS_WAIVER = /\bbenfeitorias?\b|\bdireito\s+de\s+retencao\b/u;
/**
 * Rights of the tenant a waiver cannot take (Lei 8.245/1991, art. 45: renewal; arts. 27-33:
 * preference; art. 62, II: purging the default; art. 19: revision).
 */
export const TENANT_RIGHTS =
  /\b(?:preferencia|renovacao|renovatoria|purga\w*|revis(?:ao|ional))\b/u;

// ---------------------------------------------------------------------------------------------
// One-sided liability limits (limitacao_responsabilidade_unilateral)
// ---------------------------------------------------------------------------------------------

/**
 * A cap on one's own liability ("A responsabilidade da LICENCIANTE … fica limitada ao valor de
 * 1 mensalidade"): the side named after "responsabilidade" is the one it protects.
 */
export const LIABILITY_CAP =
  /\b(?:responsabilidade|indenizac(?:ao|oes)|ressarcimento)\b[^.;]{0,120}?\b(?:limitad|restrit)[oa]s?\s+(?:a|ao|aos|as)\b|\blimitad[oa]\s+ao\s+valor\b/u;
/**
 * An exclusion of one's own liability (CDC art. 51, I); "responsabilisa" is a common slip. It
 * counts only when broad (BROAD_EXCLUSION) and not a mere delimitation (DELIMITATION).
 */
export const LIABILITY_EXCLUSION =
  /\b(?:nao\s+(?:se\s+)?(?:responsabili[sz]a(?:ra|m|rao)?|(?:sera|serao|e|sao)\s+(?:responsabilizad[oa]s?|responsave(?:l|is))|responde(?:ra|m|rao)?|tera(?:o)?\s+(?:qualquer\s+|nenhuma\s+)?responsabilidade|assume(?:m)?\s+(?:qualquer\s+|nenhuma\s+)?responsabilidade)|(?<!\bnao\s+(?:o\s+|a\s+|os\s+|as\s+)?)(?:(?:se\s+)?isent[oa]s?(?:-se)?\s+de\s+(?:toda\s+e\s+)?(?:qualquer\s+)?responsabilidade|exime(?:-se|m-se)?|eximindo-se)|sem\s+qualquer\s+responsabilidade)\b/u;
/**
 * What makes an exclusion a real one: it covers any damage or cause ("em nenhuma hipótese", "por
 * quaisquer danos", "qualquer que seja a causa", "lucros cessantes"), or the failures of one's
 * own performance or things ("perdas de produtos decorrentes de falhas de refrigeração", "falhas
 * de transmissão", theft of what is in one's custody).
 */
export const BROAD_EXCLUSION =
  /\b(?:em\s+(?:nenhuma\s+hipotese|hipotese\s+alguma)|sob\s+nenhuma\s+hipotese|qualquer\s+que\s+seja\s+(?:a\s+|o\s+)?(?:causa|motivo)|de\s+qualquer\s+natureza|quaisquer\s+(?:outros\s+)?(?:danos|prejuizos|perdas)|qualquer\s+(?:dano|prejuizo|perda)|toda\s+e\s+qualquer\s+responsabilidade|lucros\s+cessantes|danos?\s+(?:indiretos?|emergentes|morais)|perdas\s+e\s+danos|perdas?\s+de\s+(?:produtos|dados|mercadorias|receitas?|faturamento)|(?:falhas?|defeitos?|interrupc(?:ao|oes)|indisponibilidade|mau\s+funcionamento)\s+(?:de\s+|d[oa]s?\s+|n[oa]s?\s+)?(?:seus?\s+|suas?\s+)?(?:equipamentos?|servicos?|sistemas?|refrigeracao|plataforma|software|transmissao|fornecimento|internet|energia)|furtos?|roubos?|extravios?|incendios?)\b/u;
/**
 * A delimitation of what one answers for, lawful in any contract: acts of third parties, the
 * other side's own data, equipment or fault, a result that depends on others ("caso o CONTRATANTE
 * não consiga obter crédito").
 */
export const DELIMITATION =
  /\b(?:(?:por\s+)?atos?\s+(?:praticados\s+)?(?:por|de)\s+terceiros|culpa\s+exclusiva|nao\s+(?:consiga|obtenha|conseguir|obtiver)|(?:fornecid|prestad|informad|indicad|enviad|produzid|criad|inserid|disponibilizad)[oa]s?\s+pel[oa]s?\s+(?:propri[oa]\s+)?(?:contratante|cliente|usuario|licenciad[oa]|locatari[oa]|comodatari[oa]|consumidor|terceiros?)|de\s+propriedade\s+d[oa]\s+(?:contratante|cliente|usuario|licenciad[oa]|locatari[oa]|comodatari[oa])|imputave(?:l|is)\s+(?:a|ao|aos|as)\s+(?:terceiros|equipamentos|servicos|fatores|causas|problemas)|concessao\s+de\s+credito)\b/u;
/**
 * The other side answers in full ("A CONTRATANTE responde integralmente por todos os danos", "O
 * ALUNO responde pelos danos que causar"), matched right after its role (sticky).
 */
export const BOUND_IN_FULL =
  /\s+(?:(?:responde(?:ra)?|sera\s+responsavel|fica(?:ra)?\s+responsavel|arcara|indenizara|ressarcira)\s+(?:\p{L}+\s+){0,3}?(?:integralmente|ilimitadamente|de\s+forma\s+ilimitada|por\s+(?:todos\s+os|quaisquer|todo\s+e\s+qualquer)\s+(?:danos|prejuizos)|pel[oa]s\s+(?:danos|prejuizos)|por\s+(?:perdas\s+e\s+)?danos))\b/uy;

// ---------------------------------------------------------------------------------------------
// Court at one party's domicile (foro_domicilio_parte)
// ---------------------------------------------------------------------------------------------

/** The word that elects a court. */
export const FORUM_WORD = /\bforo\b/u;
/**
 * A court chosen explicitly as one party's domicile or seat, the seat named after the side ("sede
 * da CONTRATADA") or the side before it ("onde a FORNECEDORA tem sede", "em que o LOCADOR é
 * domiciliado").
 */
export const FORUM_OF_PARTY =
  /\b(?:domicilio|sede|residencia|endereco)\s+d[oa]s?\s+(?<role>[a-z]+(?:\s+[a-z]+)?)|\b(?:onde|em\s+que|na\s+qual|no\s+qual)\s+(?:[oa]s?\s+)(?<holder>[a-z]+)\s+(?:tem|possui|mantem|tiver|estiver|esta|e|for)\s+(?:a\s+)?(?:sua\s+)?(?:sede|domicilio|domiciliad[oa]|sediad[oa]|estabelecid[oa])\b/u;
/** The consumer's own domicile offered as the court ("ou o do domicílio do CONTRATANTE"). */
export const FORUM_OF_CONSUMER =
  /\b(?:domicilio|residencia)\s+d[oa]s?\s+(?:consumidor|contratante|titular|cliente|aluno|usuario|comprador|adquirente|associado|beneficiario|assinante)/u;
/** A company's name: a contract between two companies elects its court freely (CPC art. 63). */
export const COMPANY_NAME =
  /\b(?:ltda|eireli|me|epp|cia|companhia|sociedade|associacao|fundacao|instituto|cooperativa|hospital)\b|\bs\.\s?a\b|\bs\/a\b/u;
/**
 * A commercial agency (Lei 4.886/1965), where the court is the agent's domicile by law (art. 39),
 * so one at the principal's seat weighs on the agent even between companies.
 */
export const COMMERCIAL_AGENCY =
  /\brepresenta(?:cao|nte)\s+comercia(?:l|is)\b|\blei\s+(?:n[ºo.]?\s*)?4\.886\b/u;

/**
 * The agent answers for the client's payment (a "del credere" clause): "o PARCEIRO será
 * responsável pela quitação imediata", "o REPRESENTANTE responderá pelo pagamento do cliente".
 */
export const DEL_CREDERE =
  /\bdel\s+credere\b|\b(?:representante|parceiro|agente|corretor|intermediador(?:a)?)\b[^.;]{0,80}?\b(?:(?:sera|fica|ficara|e)\s+(?:\p{L}+\s+){0,2}?responsave(?:l|is)|respondera|responde|garantira|garante)\s+(?:\p{L}+\s+){0,2}?pel[ao]s?\s+(?:quitacao|pagamento|liquidacao|adimplemento|inadimplencia|inadimplemento|insolvencia)\b/u;
// ---------------------------------------------------------------------------------------------
// The service suspended for a debt (suspensao_por_atraso): Lei 9.870/1999, art. 6º; CDC art. 51, IV
// ---------------------------------------------------------------------------------------------

/** The supplier suspends, blocks or interrupts the service (not the customer's own pause). */
export const SUSPENDS =
  /\b(?:suspen(?:der|dera|derao|de|dem|dido|dida|didos|didas|so|sa|sos|sas)|suspensao|bloque(?:ar|ara|arao|io|ado|ada|ados|adas)|interromp(?:er|era|erao|ido|ida|idos|idas)|interrupcao)\b/u;
/** A debt: late or missing payment. */
export const DEBT =
  /\b(?:atrasos?|inadimpl\w*|impontualidade|falta\s+(?:\p{L}+\s+){0,3}?(?:de\s+)?pagamento|nao\s+pagamento|mora)\b/u;
/** The suspension is ruled out ("não haverá suspensão", "é vedada a suspensão"). */
export const SUSPENSION_DENIED =
  /\b(?:nao|nunca|jamais|vedad[oa]s?|proibid[oa]s?|sem)\b[^.;]{0,40}?\bsuspen/u;
/** Done with no notice: "independentemente de aviso, notificação judicial ou extrajudicial". */
export const WITHOUT_NOTICE =
  /\bindependentemente\s+de\s+(?:qualquer\s+)?(?:previ[oa]\s+)?(?:aviso|notificacao|interpelacao|comunicacao)|\bsem\s+(?:necessidade\s+de\s+)?(?:qualquer\s+)?(?:previ[oa]\s+)?(?:aviso|notificacao|comunicacao)\b/u;
/**
 * What a school may not withhold for a debt during the period paid for (Lei 9.870/1999, art. 6º):
 * classes, tests, activities, the pupil's access, or the school documents.
 */
export const SCHOOL_SERVICE =
  /\b(?:atividades?|aulas?|provas?|avaliac\w*|servicos?\s+educaciona\w*|periodo\s+integral|frequencia|acesso\s+(?:a|as|ao|aos)\s+(?:aulas?|plataforma|ambiente|sistema|escola|instituicao))\b/u;
/** The school keeps the pupil's documents for a debt. */
export const DOCUMENTS_RETAINED =
  /\bret(?:er|era|erao|encao|id[oa]s?)\b[^.;]{0,60}?\b(?:documentos?|historicos?|certificados?|diplomas?|declarac(?:ao|oes)\s+de\s+transferencia|guia\s+de\s+transferencia)\b/u;

/** The client the agent brings: the one whose payment a del credere clause guarantees. */
export const AGENCY_CLIENT = /\b(?:client\w*|comprador\w*|tomador\w*)\b/u;

// ---------------------------------------------------------------------------------------------
// The consumer's exit made hard (cancelamento_dificultado): CDC art. 51, IV; art. 49
// ---------------------------------------------------------------------------------------------

/** Words of the consumer's exit: cancelling, withdrawing, suspending, unsubscribing. */
const EXIT = String.raw`(?:cancelamento|cancelar|desistencia|desistir|trancamento|trancar|descadastramento|descadastrar|desligamento|rescisao|rescindir|resilicao|resilir|encerramento|encerrar)`;
/** Where an exit request is made in person. */
const IN_PERSON = String.raw`de\s+forma\s+presencial|presencialmente|pessoalmente|em\s+pessoa`;
const PREMISES = String.raw`na\s+sede|no\s+estabelecimento|na\s+secretaria|na\s+recepcao|no\s+balcao|na\s+loja|na\s+unidade|na\s+agencia|no\s+escritorio|em\s+(?:uma\s+d[ae]s?\s+(?:nossas\s+|suas\s+)?|qualquer\s+)?(?:lojas?|unidades?|agencias?)`;
/** The request must be made in a given way ("somente poderá ser feito", "deverá ser solicitado"). */
const ONLY = String.raw`(?:apenas|somente|exclusivamente|unicamente|so|obrigatoriamente|necessariamente)\s+(?:[\p{L},]+\s+){0,5}?|(?:devera|deverao|deve|devem|sera|serao)\s+(?:ser\s+)?(?:\p{L}+\s+){0,3}?(?:feit|solicitad|requerid|formalizad|efetuad|realizad|apresentad|protocolad|assinad)[oa]s?\s+(?:[\p{L},]+\s+){0,4}?`;
/**
 * The exit only in person or with a notarised signature ("o requerimento de … cancelamento do
 * curso apenas poderá ser feito de forma presencial", "com firma reconhecida").
 */
export const EXIT_IN_PERSON = new RegExp(
  String.raw`\b${EXIT}\w*\b[^.]{0,160}?\b(?:${ONLY})(?:${IN_PERSON})\b|\b${EXIT}\w*\b[^.]{0,400}?\b(?:firma\s+reconhecida|reconhecimento\s+de\s+firma|assinatura\s+reconhecida|em\s+cartorio)\b`,
  'u',
);
/**
 * The exit only at the supplier's premises ("somente na secretaria", "deverá ser solicitado em
 * uma de nossas lojas"): a hindrance where the contract was made at a distance.
 */
export const EXIT_AT_PREMISES = new RegExp(
  String.raw`\b${EXIT}\w*\b[^.]{0,160}?\b(?:${ONLY})(?:${PREMISES})\b`,
  'u',
);
/** Another channel offered alongside ("presencialmente ou por e-mail"): the exit stays easy. */
export const OTHER_CHANNEL =
  /\bou\s+(?:por\s+|pelo\s+|pela\s+|via\s+|atraves\s+d[oa]\s+)?(?:e-?mail|telefone|site|portal|aplicativo|app|internet|online|on-line|carta|correio|whatsapp|meio\s+eletronico|eletronicamente)\b/u;
/** Debts as an exit condition names them: due ones, pending ones, any. */
const DEBTS = String.raw`(?:todos\s+os\s+|todas\s+as\s+|eventuais\s+|quaisquer\s+|seus\s+|suas\s+)?(?:debitos|pendencias(?:\s+financeiras)?|valores\s+em\s+aberto|(?:parcelas|mensalidades)\s+(?:vencidas|em\s+atraso))`;
/**
 * The exit conditioned on settling every debt ("Para o cancelamento…, o CONTRATANTE deverá estar
 * quite com todas as parcelas", "desde que não sejam verificados débitos em aberto", "mediante a
 * quitação de eventuais pendências"): the debt is collected by its own means, not by holding the
 * consumer in the contract.
 */
/** A duty or a need: "deverá", "precisarão", "terá de", "necessitará". */
const MUST = String.raw`(?:devera|deverao|deve|devem|precisa(?:m|ra|rao)?|necessita(?:m|ra|rao)?|tera(?:o)?\s+(?:de|que))`;
export const EXIT_AFTER_DEBTS = new RegExp(
  String.raw`\b${EXIT}\w*\b[^.]{0,200}?\b(?:${MUST}\s+(?:\p{L}+\s+){0,2}?estar\s+(?:quites?|em\s+dia|adimplentes?)|estando\s+(?:quitad[oa]s|quites?|em\s+dia)|(?:desde|contanto|conquanto)\s+que\s+(?:\p{L}+\s+){0,3}?(?:quites?|quitad[oa]s?|em\s+dia|adimplentes?|nao\s+(?:haja|houver|existam?|sejam\s+verificad[oa]s|possua|tenha)\s+(?:\p{L}+\s+){0,2}?(?:debitos?|pendencias?))|condicionad[oa]s?\s+(?:a|ao)\s+(?:\p{L}+\s+){0,3}?(?:quitacao|pagamento\s+(?:integral|total|de\s+tod[oa]s))|(?:somente|apenas|so)\s+(?:\p{L}+\s+){0,3}?(?:apos|mediante|com)\s+(?:a\s+)?(?:previa\s+)?(?:quitacao|pagamento\s+(?:integral|total|de\s+tod[oa]s|d[oa]s\s+(?:debitos|parcelas|mensalidades)))|(?:mediante|apos)\s+(?:a\s+)?(?:previa\s+)?quitacao\s+(?:integral\s+|total\s+)?d[eoa]s?\s+${DEBTS}|nao\s+possuir\s+(?:\p{L}+\s+){0,2}?(?:debitos|pendencias))`,
  'u',
);
/** What the consumer still pays after leaving: every future instalment. */
const FUTURE_INSTALMENTS = String.raw`(?:parcelas|mensalidades|prestacoes)\s+(?:vincendas|restantes|remanescentes|faltantes|a\s+vencer)`;
/**
 * The exit costs every future instalment ("a desistência obriga ao pagamento das parcelas
 * vincendas até o final do ano letivo", "podendo ser exigido o pagamento de todas as parcelas",
 * "será devido o valor integral das mensalidades restantes"): no exit at all. Paying what fell
 * due before leaving is no such cost; a fine computed on the remaining instalments is a fine.
 */
export const EXIT_ALL_INSTALMENTS = new RegExp(
  String.raw`\b${EXIT}\w*\b[^.]{0,200}?\b(?:(?:paga(?:mento|r|ra|rao)|cobra(?:nca|r|ra|do|da)|quita(?:r|cao)|arcara\s+com|devid[oa]s?)\s+(?:\p{L}+\s+){0,3}?(?:de\s+)?(?:todas\s+as\s+(?:parcelas|mensalidades|prestacoes)(?!\s+(?:vencidas|em\s+atraso|em\s+aberto|ate\s+(?:a|o)\s+(?:data|dia|mes|momento)))|d?as\s+${FUTURE_INSTALMENTS})|(?:valor\s+integral|totalidade|integralidade|saldo\s+(?:integral|total))\s+d[ao]s?\s+${FUTURE_INSTALMENTS})`,
  'u',
);
/**
 * A minimum term ("prazo de no mínimo 12 (doze) meses", "fidelidade de 12 meses", "período mínimo
 * de permanência de doze meses") with a
 * penalty for leaving before it, and nothing the consumer gets in return for staying (a
 * discount, a subsidised device, a promotional price tied to the term in the same sentence): a
 * loyalty bought with nothing.
 */
export const MIN_TERM =
  /\b(?:prazo\s+(?:de\s+)?(?:no\s+)?minimo|periodo\s+minimo\s+de\s+(?:permanencia|vigencia|contratacao)|fidelidade|permanencia\s+minima)\b[^.;]{0,60}?\b(?:\d+\s*(?:\([^)]*\)\s*)?|(?:um|dois|tres|quatro|cinco|seis|doze|dezoito|vinte\s+e\s+quatro|trinta\s+e\s+seis)\s+)(?:meses|anos?)\b/u;
export const EXIT_PENALTY = /\b(?:penalidades?|multas?)\b/u;
/**
 * Leaving before the minimum term ("antes de completado o prazo mínimo", "antes do término da
 * fidelidade", "durante o período de permanência").
 */
export const BEFORE_MIN_TERM =
  /\b(?:antes\s+(?:d[eoa]\s+)?(?:\p{L}+\s+){0,2}?|durante\s+)(?:[oa]\s+)?(?:prazo\s+minimo|(?:periodo\s+de\s+)?fidelidade|(?:periodo\s+(?:minimo\s+)?de\s+)?permanencia(?:\s+minima)?|periodo\s+minimo)\b/u;
export const LOYALTY_BENEFIT =
  /\b(?:fidelidade|permanencia|prazo\s+minimo)\b[^.;]{0,120}?\b(?:descontos?|beneficios?|subsidi\p{L}*|precos?\s+promociona(?:l|is)|isencao|vantage(?:m|ns))\b|\b(?:descontos?|beneficios?|subsidi\p{L}*|precos?\s+promociona(?:l|is)|isencao|vantage(?:m|ns))\b[^.;]{0,120}?\b(?:fidelidade|permanencia|prazo\s+minimo)\b/u;
/** A fine counted in monthly fees ("multa no valor correspondente a (02) duas mensalidades"). */
export const FEE_FINE =
  /\bmulta\b[^.;]{0,60}?\b(?:\(?\d+\)?\s*)?(?:\p{L}+\s+)?(?:\([^)]*\)\s*)?mensalidades\b/u;
/** A clause that only keeps the contract running until the request is filed ("enquanto não for…"). */
export const UNTIL_REQUEST = /\benquanto\s+nao\b/u;
/** A fine on the remaining instalments: a fine (judged as such), not the whole price. */
export const FINE_ON_REST = /\bmulta\b|%|\bpor\s+cento\b|\bproporciona/u;
/**
 * The exit denied ("o contrato não será passível de rescisão após o início das aulas", "o
 * CONTRATANTE não poderá desistir", "o contrato tornar-se-á irrevogável"), or waived ("renuncia
 * ao direito de arrependimento").
 */
export const EXIT_DENIED = new RegExp(
  String.raw`\b(?:nao\s+(?:(?:sera|serao|e|sendo|estara)\s+)?(?:mais\s+)?(?:passive|suscetive|susceptive)|insu(?:s)?cetive|insusceptive)(?:l|is)\s+de\s+${EXIT}|\bnao\s+(?:sera|serao)\s+(?:admitid|aceit|permitid)[oa]s?\s+(?:a|o|qualquer)\s+(?:pedido\s+de\s+)?${EXIT}|\b(?:e|sera|fica)\s+vedad[oa]\s+(?:a|o|qualquer)\s+(?:pedido\s+de\s+)?${EXIT}|\bnao\s+(?:podera|poderao|pode|podem)\s+(?:\p{L}+\s+){0,2}?(?:desistir|cancelar|rescindir|resilir|trancar|denunciar)\b|\bnao\s+(?:podera|poderao|pode|podem)\s+ser\s+(?:rescindid|cancelad|resilid|denunciad)[oa]s?\b|\b(?:contrato|matricula|inscricao|adesao)\b[^.;]{0,60}?\b(?:tornar-se-a|torna-se|passa(?:ra)?\s+a\s+ser|sera\s+considerad[oa])\s+(?:\p{L}+\s+)?irrevogave(?:l|is)\b|\brenuncia\w*\b[^.;]{0,40}?\b(?:direito\s+de\s+)?(?:arrependimento|desistencia|desistir|rescindir|rescisao|cancelar|cancelamento|resilir|resilicao)\b`,
  'u',
);
/** A priced or excepted exit ("salvo", "mediante multa"): the exit exists. */
export const EXIT_STILL_OPEN =
  /\b(?:salvo|exceto|excetuad|ressalvad|a\s+menos\s+que|multa|penalidade|mediante\s+(?:o\s+)?pagamento|sem\s+prejuizo)\w*/u;
/**
 * A refund of less than everything paid ("a devolução do valor parcial referente aos dias não
 * usufruídos", "descontada a taxa de administração", "retidos 10%").
 */
export const PARTIAL_REFUND =
  /\b(?:devolucao|reembolso|restituicao)\s+(?:d[oa]s?\s+)?(?:valor(?:es)?\s+)?(?:parcial|proporcional)\b|\b(?:valor|reembolso|devolucao)\s+parcial\b|\b(?:descontad|retid|deduzid|abatid)[oa]s?\b|\btaxa\s+de\s+(?:cancelamento|desistencia|administracao)\b/u;
/** An exit for the other side's breach is no consumer's exit ("por inadimplência do CONTRATANTE"). */
export const EXIT_FOR_BREACH =
  /\b(?:por|em\s+caso\s+de)\s+(?:inadimplencia|inadimplemento|descumprimento|infracao|justa\s+causa|falta\s+grave)\b/u;

// ---------------------------------------------------------------------------------------------
// Who carries the duties (obrigacoes_desiguais)
// ---------------------------------------------------------------------------------------------

/**
 * What a party takes on when it is the subject ("A CONTRATADA se obriga a", "O LOCATÁRIO
 * pagará", "…, que se obriga a aceitar"), matched right after its role (sticky). Any future-tense
 * action of a party is something it must do; "poderá", "terá direito", "receberá" and "fará jus"
 * are rights, "não poderá" a duty. `list` marks verbs that may govern a list of infinitives;
 * `ban` a prohibition, whose list of near-synonyms ("não poderá alugar, revender, sublocar…") is
 * one duty.
 */
export const DUTY_AFTER_SUBJECT =
  /[\s,]*(?:que\s+)?(?:(?:tambem|ainda|desde\s+ja|ainda\s+assim)[\s,]+)?(?:(?<list>(?:se\s+)?obriga(?:m|ra|rao)?(?:-se)?|obrigar-se-a|(?:se\s+)?compromete(?:m|ra|rao)?(?:-se)?|fica(?:m|ra|rao)?\s+obrigad[oa]s?|devera(?:o)?|deve(?:m)?|tera(?:o)?\s+(?:de|que)|(?<ban>nao\s+(?:podera(?:o)?|pode(?:m)?|devera(?:o)?)))\b|(?:e|sera(?:o)?|sao|fica(?:ra|m)?)\s+(?:\p{L}+(?:mente)?\s+)?responsave(?:l|is)\b|(?:assume(?:m)?|concorda(?:m)?\s+em|renuncia(?:m)?|arca(?:m)?\s+com|garante(?:m)?|entrega(?:m)?|paga(?:m)?|presta(?:m)?|fornece(?:m)?|responde(?:m)?|mantem|devolve(?:m)?|restitui|repassa(?:m)?|reembolsa(?:m)?)\b|(?!(?:podera|tera|sera|estara|recebera|fara\s+jus|ficara|passara|podera)o?\b)\p{L}{2,}(?:ara|era|ira)(?:o)?\b)/uy;
/**
 * The same, with the role after it: "Compete à VENDEDORA", "São obrigações da CONTRATADA:", and
 * the inverted modal "Não pode, também, o Locatário", "não poderá a Locadora reaver", "Deverá o
 * LOCATÁRIO" (group `ban` marks a prohibition).
 */
export const DUTY_BEFORE_ROLE =
  /(?:\b(?:obriga(?:m)?-se|compromete(?:m)?-se|compete(?:m)?|competira|cabe(?:m)?|cabera(?:o)?|incumbe(?:m)?|incumbira|(?:sao|serao|constituem)\s+(?:obrigacoes|deveres|encargos|responsabilidades)|(?:e|sera|serao|sao|corre(?:m|rao)?|correra)\s+(?:de\s+|por\s+conta\s+)?(?:inteira\s+|exclusiva\s+|unica\s+)?(?:responsabilidade|encargo|conta)|sujeitara|sujeita|(?<ban>nao\s+(?:podera(?:o)?|pode(?:m)?))(?:,?\s*(?:tambem|ainda),?)?|(?:devera(?:o)?|deve(?:m)?)(?:,?\s*(?:tambem|ainda),?)?)\s+(?:(?:a|o|as|os|ao|aos|da|do|das|dos)\s+)?)$/u;
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
  },
  alteracaoUnilateral: {
    rule: 'equilibrio.alteracao_unilateral',
    title: 'Alteração unilateral do contrato',
    description: 'Uma das partes pode alterar condições, preços ou o conteúdo do contrato sozinha.',
    severity: 'média',
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
  /** The same, in a commercial agency, at the principal's seat (Lei 4.886/1965, art. 39). */
  foroSedeRepresentada: {
    rule: 'equilibrio.foro_domicilio_parte',
    title: 'Foro na sede da representada',
    description:
      'O foro escolhido é o da sede da representada, mas a lei da representação comercial garante ao representante o foro do próprio domicílio.',
    severity: 'média',
    recommendation: 'Peça o foro do domicílio do representante, como prevê a lei.',
  },
  obrigacoesDesiguais: {
    rule: 'equilibrio.obrigacoes_desiguais',
    title: 'Obrigações concentradas em uma parte',
    description: 'Quase todas as obrigações do contrato recaem sobre uma só parte.',
    severity: 'média',
    recommendation: 'Inclua as obrigações da outra parte (entrega, manutenção, garantias, prazos).',
  },
  /** A school withholds classes, activities or documents for a debt (Lei 9.870/1999, art. 6º). */
  suspensaoEscolar: {
    rule: 'equilibrio.suspensao_por_atraso',
    title: 'Serviço escolar suspenso por atraso',
    description:
      'A escola prevê suspender atividades ou reter documentos do aluno por falta de pagamento, o que a lei das mensalidades proíbe durante o período contratado.',
    severity: 'alta',
    recommendation:
      'Peça a exclusão: a escola pode cobrar o débito e recusar a rematrícula, mas não suspender aulas, provas ou atividades nem reter documentos por inadimplência.',
    legalRef: 'lei9870.art6',
  },
  /** A consumer's service suspended on any delay, with no notice. */
  suspensaoSemAviso: {
    rule: 'equilibrio.suspensao_por_atraso',
    title: 'Serviço suspenso por atraso, sem aviso',
    description:
      'Qualquer atraso permite ao fornecedor suspender o serviço sem avisar antes, e você fica sem ele mesmo que o atraso seja de um dia.',
    severity: 'média',
    recommendation:
      'Peça que a suspensão só ocorra depois de um aviso por escrito e de um prazo para pagar (por exemplo, 10 dias após a notificação).',
  },
  delCredere: {
    rule: 'equilibrio.del_credere',
    title: 'Representante responde pelo pagamento do cliente',
    description:
      'Se o cliente não pagar, quem paga é o representante: a cláusula del credere, proibida na representação comercial.',
    severity: 'alta',
    recommendation:
      'Retire a cláusula: o risco de o cliente não pagar é de quem vende o serviço; no máximo, o representante perde a comissão daquele negócio.',
    legalRef: 'lei4886.art43',
  },
  /** The drafter may decline to sign its own contract: the deal is left to it. */
  recusaAssinatura: {
    rule: 'equilibrio.rescisao_unilateral',
    title: 'Contrato que só uma parte pode deixar de assinar',
    description:
      'Quem redigiu o contrato pode deixar de assiná-lo mesmo depois de o outro lado ter assinado, desfazendo o negócio por conta própria.',
    severity: 'baixa',
    recommendation:
      'Peça que as condições do negócio (análise de crédito, pagamento da entrada) sejam verificadas antes da assinatura, para que o contrato obrigue as duas partes ao mesmo tempo.',
  },
  /** In a form, termination for the customer's breach only, the supplier's left unsaid. */
  rescisaoPorFaltaDoCliente: {
    rule: 'equilibrio.rescisao_unilateral',
    title: 'Rescisão só pela falta do cliente',
    description:
      'O contrato só prevê a rescisão quando o cliente descumpre; não diz o que acontece se quem redigiu o contrato falhar.',
    severity: 'média',
    recommendation:
      'Peça que o contrato preveja também a rescisão por falha do fornecedor, com a devolução do que foi pago pelo que não foi entregue e a entrega dos dados do cliente.',
  },
  /** In a consumer form, all responsibility for what is sold put on the customer. */
  responsabilidadeTransferida: {
    rule: 'equilibrio.limitacao_responsabilidade_unilateral',
    title: 'Responsabilidade pelo serviço transferida ao cliente',
    description:
      'O contrato põe no cliente toda a responsabilidade pelo próprio serviço que o fornecedor vende, livrando o fornecedor de responder por ele.',
    severity: 'média',
    recommendation:
      'Peça a exclusão: o fornecedor responde pelo serviço que presta; o cliente responde apenas pelo uso que fizer dele.',
    legalRef: 'cdc.art51.I',
  },
  jornadaSemLimite: {
    rule: 'equilibrio.jornada_sem_limite',
    title: 'Horas extras aceitas de antemão, sem limite',
    description:
      'O empregado aceita de antemão prorrogar ou compensar a jornada sempre que a empresa precisar, sem limite de horas por dia nem regra de compensação ou de adicional.',
    severity: 'média',
    recommendation:
      'Peça que o acordo fixe o limite de 2 horas extras por dia, o adicional de pelo menos 50% (e o noturno, quando houver) e como as horas serão compensadas.',
    legalRef: 'clt.art59',
  },
  comissaoSemPrazo: {
    rule: 'equilibrio.comissao_sem_prazo',
    title: 'Comissão devida sem limite de tempo',
    description:
      'A comissão é devida mesmo quando o dono vende diretamente, a comprador que a outra parte diga ter apresentado, sem limite de tempo depois do fim do contrato.',
    severity: 'média',
    recommendation:
      'Limite a comissão às vendas a compradores apresentados por escrito durante o contrato e fechadas até um prazo curto depois dele (por exemplo, 90 dias).',
  },
  cancelamentoDificultado: {
    rule: 'equilibrio.cancelamento_dificultado',
    title: 'Cancelamento dificultado',
    description: 'O contrato cria obstáculos para o consumidor sair dele.',
    severity: 'alta',
    recommendation:
      'Peça que o cancelamento possa ser pedido pelo mesmo meio da contratação, sem condicioná-lo ao pagamento de débitos, que podem ser cobrados à parte.',
    legalRef: 'cdc.art51.IV',
  },
} as const satisfies Record<string, RuleSpec>;

/**
 * The contract declares itself irrevocable ("O presente compromisso é celebrado em caráter
 * irrevogável e irretratável"), not merely one authorisation in it.
 */
export const IRREVOCABLE =
  /\b(?:presente|este|esta)\s+(?:contrato|instrumento|compromisso|promessa|acordo)\b[^.;]{0,150}?\birrevoga(?:vel|bilidade)\b|\birrevoga(?:vel|velmente)\b[^.;]{0,60}?\b(?:presente|este|esta)\s+(?:contrato|instrumento|compromisso|promessa)\b/u;

/**
 * The thing sold swapped for another the seller deems equivalent ("autorizando desde logo sua
 * substituição por outro bem de valor equivalente", "poderá entregar outro similar", "trocar os
 * móveis por outros de padrão equivalente"): the object changed alone (CDC art. 51, XIII).
 */
export const OBJECT_SWAPPED =
  /(?<!\b(?:nao|jamais)\s+(?:podera|poderao|pode|podem)\s+)\b(?:substitu(?:icao|ir|ido|ida|ira|i)|troc(?:a|ar|ara|ado|ada)|entreg(?:ar|ara|ue)|fornec(?:er|era))\b[^.;]{0,40}?\b(?:por\s+)?outr[oa]s?\s+(?:(?:bem|bens|produtos?|modelos?|veiculos?|itens?|equipamentos?|imove(?:l|is)|unidades?|lotes?|materia(?:l|is)|marcas?|pecas?)\b[^.;]{0,30}?)?\b(?:equivalentes?|similar(?:es)?|semelhantes?|de\s+(?:mesmo|igual)\s+(?:valor|padrao|qualidade)|de\s+(?:valor|padrao|qualidade)\s+(?:equivalente|aproximad[oa]|igual|similar|semelhante))\b/u;
/** A defect's remedy (CDC art. 18), not a change of what was sold. */
export const DEFECT_REMEDY = /\b(?:defeitos?|vicios?|avarias?|garantia)\b/u;
/** The swap left to the customer's choice: no unilateral change. */
export const CUSTOMER_CHOICE =
  /\b(?:a\s+)?(?:criterio|escolha|opcao)\s+d[oa]s?\s+(?:comprador|contratante|consumidor|cliente|adquirente)\w*/u;

/**
 * The drafter keeping the right not to sign its own contract after the other side has ("A
 * vendedora terá a prerrogativa de não assinar o presente contrato caso…", "poderá deixar de assinar
 * este contrato"): the deal left to it.
 */
export const DECLINE_TO_SIGN =
  /\b(?:(?:tera|terao)\s+a\s+(?:prerrogativa|faculdade|opcao)\s+de|(?:se\s+)?reserva(?:-se)?\s+(?:o|a|ao|no)\s+(?:direito|faculdade)\s+de|podera|poderao)\s+(?:nao|deixar\s+de|se\s+recusar\s+a|recusar-se\s+a)\s+(?:assinar|firmar|celebrar|formalizar|concluir)\s+(?:o\s+)?(?:presente\s+|este\s+)?(?:contrato|instrumento|negocio|compromisso)\b/u;

/**
 * Termination for the breach of a named side ("O contrato poderá ser rescindido por
 * descumprimento contratual pela Licenciada", "rescisão … por descumprimento de obrigações pelo
 * BENEFICIÁRIO TITULAR", "em razão de descumprimento pela CLIENTE", "será rescindido caso o ASSINANTE
 * descumpra"): the side follows the match.
 */
export const BREACH_TERMINATION =
  /\b(?:rescindid[oa]|rescisao|resolvid[oa]|resolucao|extint[oa]|cancelad[oa])\b[^.;]{0,60}?(?:\b(?:por|em\s+caso\s+de|diante\s+d[eoa]|em\s+(?:razao|virtude|decorrencia)\s+d[eoa]|devido\s+a[oa]?|por\s+forca\s+d[eoa])\s+(?:\p{L}+\s+){0,2}?(?:descumprimento|inadimplemento|inadimplencia|violacao|infracao)\b[^.;]{0,40}?\b(?:pel[oa]s?|d[oa]s?)\s+|\b(?:caso|se|quando|sempre\s+que)\s+(?:[oa]s?\s+)?(?=(?:\p{L}+\s+){1,2}(?:descumpr|viol|infring|deixar\s+de\s+cumprir|nao\s+cumprir)\p{L}*))/u;

/**
 * All responsibility for what is sold put on the customer ("toda e quaisquer responsabilidade
 * pela localização, monitoramento, rastreamento … passa a ser do CONTRATANTE"): group `what` is
 * the matter, the customer's role follows the match (CDC arts. 25 and 51, I).
 */
export const RESPONSIBILITY_SHIFTED =
  /\b(?:toda|inteira|total|integral)\s+(?:e\s+(?:qualquer|quaisquer)\s+)?responsabilidade\s+(?:pel[oa]s?|por)\s+(?<what>[^.;]{3,160}?)\s+(?:passa(?:ra|m)?\s+a\s+ser|fica(?:ra|m)?\s+(?:a\s+cargo|transferid[oa]s?))\s+(?:exclusivamente\s+)?d[oa]s?\s+/u;
/**
 * The same shift with the bearer named first ("cabe ao CLIENTE toda e qualquer responsabilidade
 * por localizar o veículo", "incumbirá ao USUÁRIO a inteira responsabilidade pela guarda").
 */
export const RESPONSIBILITY_ASSIGNED =
  /\b(?:cabe(?:ra)?|compete|competira|incumbe|incumbira)\s+(?:exclusivamente\s+|unicamente\s+)?(?:a|ao|aos|as)\s+(?<bearer>[\p{L}-]+)\s+(?:a\s+)?(?:toda|inteira|total|integral)\s+(?:e\s+(?:qualquer|quaisquer)\s+)?responsabilidade\s+(?:pel[oa]s?|por)\s+(?<what>[^.;]{3,160})/du;
/** Keeping or using a thing lent or rented, which is the customer's own duty (CC art. 582). */
export const CUSTODY =
  /^(?:a\s+|o\s+)?(?:guarda|conservacao|custodia|zelo|uso|utilizacao|integridade|manutencao|limpeza)\b/u;
/**
 * A word long enough to say what a clause is about (short words are grammar), as its first seven
 * letters: "monitorar" and "monitoramento" say the same thing.
 */
export const CONTENT_WORD = /\b\p{L}{7}/gu;

/**
 * Overtime or hours compensation accepted in advance whenever the employer needs it ("trabalhar
 * em regime de compensação e prorrogação de horas … sempre que as necessidades assim exigirem",
 * "quando necessário", "conforme a necessidade da empresa", "a critério da empregadora"), with no
 * daily limit (CLT art. 59: at most two extra hours a day, paid 50% more).
 */
export const OPEN_OVERTIME =
  /\b(?:prorrog(?:ar|acao|acoes)|compens(?:ar|acao|acoes)|horas?\s+extras?|horas?\s+suplementares|sobrejornada)\b[^.;]{0,150}?\b(?:sempre\s+que\s+(?:\p{L}+\s+){0,5}?(?:exigir(?:em)?|necessitar(?:em)?|requerer(?:em)?|determinar(?:em)?|solicitar(?:em)?|for(?:em)?\s+necessari[oa]s?)|quando\s+(?:for(?:em)?\s+)?(?:necessari[oa]s?|solicitad[oa]s?|exigid[oa]s?|determinad[oa]s?|convocad[oa])|conforme\s+(?:a\s+|as\s+)?(?:necessidades?|interesses?|conveniencia|demanda)|a\s+criterio\s+d[oa])\b/u;
/**
 * The overtime bounded or paid ("limitada a 2 horas diárias", "não excedentes de duas horas", "com
 * o adicional de 50%"), or compensated within the same month, the individual agreement the law
 * allows (CLT art. 59, § 6º); "sem limite" is none.
 */
export const OVERTIME_BOUNDED =
  /\b(?:(?<!\bsem\s+(?:qualquer\s+)?)(?:limite|limitad[oa]s?)|nao\s+(?:excedente|superior)s?|maximo\s+de\s+(?:2|duas)|ate\s+(?:2|duas)\s*(?:\(duas\)\s*)?horas|(?:adicional|acrescimo)\s+de|(?:dentro\s+d[oa]|n[oa])\s+mesm[oa]\s+mes)\b/u;

/**
 * A commission owed even on the owner's own sale ("pagar a comissão de venda contratada, ainda
 * que o veículo seja negociado diretamente pelo contratante"), with no time limit after the end.
 */
export const COMMISSION_ON_DIRECT_SALE =
  /\bcomiss(?:ao|oes)\b[^.;]{0,120}?\b(?:ainda\s+que|mesmo\s+que|mesmo\s+se|inclusive\s+(?:se|quando|que))\b[^.;]{0,80}?\b(?:diretamente|por\s+conta\s+propria|sem\s+(?:a\s+)?(?:intermediacao|participacao)|pel[oa]s?\s+propri[oa]s?)\b/u;
/**
 * A time limit on the sales the commission covers ("até 90 dias após o término", "durante a
 * vigência"). A deadline to pay it ("no prazo de 5 dias da escritura") is none.
 */
export const TIME_BOUND =
  /\b(?:(?:\d+\s*(?:\([^)]*\)\s*)?|\p{L}+\s+)(?:dias|meses|anos)\s+(?:\p{L}+\s+){0,2}?(?:apos|depois\s+d[eoa]|contad[oa]s\s+d[eoa]|a\s+partir\s+d[eoa]|seguintes?\s+a[oa]?)\s+(?:\p{L}+\s+){0,2}?(?:termino|fim|encerramento|rescisao|extincao|vencimento|expiracao)|durante\s+(?:a\s+(?:sua\s+)?vigencia|o\s+(?:seu\s+)?prazo)|(?:na|dentro\s+da)\s+vigencia)\b/u;

/** A change that rewrites the contract itself, not a detail of the service. */
export const WHOLE_DEAL = /\b(?:o\s+proprio|este|o\s+presente)\s+contrato\b/u;
