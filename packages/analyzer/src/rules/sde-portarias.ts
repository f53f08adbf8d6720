/**
 * Items of the SDE portarias (`../shared/LAW-CATALOGUE.md`) that no other rule expressed:
 * 4/1998 items 2 (an essential service cut for late payment without notice) and 11 (the supplier
 * picks the adjustment index); 3/1999 item 3 (other services billed on an essential service's
 * bill without express consent); 3/2001 item 1 (knowledge of new facts presumed); 5/2002 II (the
 * consumer must object to its data being passed on), III (the supplier may investigate the
 * consumer's private life) and V (a health plan that does not cover diseases of compulsory
 * notification). Consumer relations only.
 */
import { CONSUMER_SIDE, HEALTH_PLAN, LATE, SUPPLIER_SIDE, WITHOUT_NOTICE } from './fragments';
import { firstMatch, type DeclarativeRule } from './rule';

/** An essential service (Lei 7.783/1989 art. 10 lists them; the portaria names water, power, phone). */
const ESSENTIAL_SERVICE =
  /\b(?:fornecimento\s+de\s+(?:agua|energia|gas)|energia\s+eletrica|abastecimento\s+de\s+agua|saneamento|telefonia|telecomunicac\w*|servicos?\s+de\s+(?:internet|banda\s+larga|comunicacao\s+multimidia)|provedor\w*\s+de\s+(?:acesso|internet)|gas\s+canalizado)\b/u;
const CUT = /\b(?:suspen\w*|interromp\w*|interrup\w*|cort\w*|bloque\w*|deslig\w*)\b/u;
const WITHOUT_NOTICE_PATTERN = new RegExp(String.raw`\b${WITHOUT_NOTICE}\b`, 'u');

/** A price index. */
const INDEX = String.raw`(?:indices?|indexador\w*|igp-?m|ipca(?:-e)?|inpc|igp-?di|ipc-?fipe|incc|icv)`;
const INDEX_CHOSEN = new RegExp(
  [
    // "pelo índice que a ESCOLA escolher", "índice a ser definido pela CONTRATADA"
    String.raw`\b${INDEX}\b[^.;]{0,40}?\b(?:escolhid|definid|eleit|indicad|determinad|fixad)[oa]s?\s+(?:\p{L}+\s+){0,3}?pel[oa]\s+${SUPPLIER_SIDE}\b`,
    String.raw`\b${INDEX}\b[^.;]{0,40}?\bque\s+[oa]\s+${SUPPLIER_SIDE}\s+(?:escolher|eleger|definir|indicar|determinar)\b`,
    // "pelo IGP-M ou pelo IPCA, a critério da CONTRATADA"
    String.raw`\b${INDEX}\b[^.;]{0,30}?\bou\b[^.;]{0,30}?\b${INDEX}\b[^.;]{0,60}?\ba\s+(?:exclusivo\s+|livre\s+)?(?:criterio|escolha|opcao)\s+d[oa]\s+${SUPPLIER_SIDE}\b`,
    // "o maior dos índices", "o que for maior"
    String.raw`\b(?:pelo|o)\s+(?:maior|mais\s+alto)\s+(?:d[oe]s?|entre\s+[oa]s)\s+(?:\p{L}+\s+){0,2}?${INDEX}\b`,
    String.raw`\b${INDEX}\b[^.;]{0,30}?\bou\b[^.;]{0,30}?\b${INDEX}\b[^.;]{0,30}?\b(?:o\s+que\s+for|dos\s+dois\s+o)\s+maior\b`,
  ].join('|'),
  'u',
);

/** Another service billed on the essential service's bill. */
const OTHER_SERVICES_BILLED =
  /\b(?:inclu\w*|lanc\w*|cobra\w*|fatura\w*)\b[^.;]{0,60}?\bna\s+(?:sua\s+)?(?:conta|fatura)\b[^.;]{0,80}?\b(?:outros\s+servicos|servicos\s+(?:adicionais|de\s+terceiros|de\s+parceiros)|produtos?\s+de\s+(?:terceiros|parceiros)|terceiros|parceiros|doacoes|seguros?)\b/u;
const EXPRESS_CONSENT =
  /\b(?:mediante|com|apos|desde\s+que\s+haja)\s+(?:\p{L}+\s+){0,2}?(?:autorizacao|consentimento|anuencia|solicitacao)\s+(?:\p{L}+\s+){0,2}?(?:expressa|especifica|previa|escrita)\b|\bsolicitad[oa]s?\s+(?:expressamente\s+)?pelo\b/u;

/** Knowledge or agreement presumed. */
const PRESUMED =
  /\b(?:presum\w*|considerad[oa]s?|considera(?:r-se-a|-se|ra)|reputa(?:r-se-a|-se)|tem-se\s+por|entende-se|sera\s+tid[oa]|e\s+tid[oa])\b[^.;]{0,60}?\b(?:cientes?|cientificad[oa]s?|conhecimento|ciencia|de\s+acordo|aceit[oa]s?|aceitacao|anuencia|concordancia|aprovad[oa]s?)\b/u;
/** ...of what the contract did not hold: changes, new rules, later publications, silence. */
const NEW_FACT =
  /\b(?:alterac\w*|modificac\w*|atualizac\w*|novas?\s+(?:regras|condicoes|taxas|valores|politicas?|versoes?)|futur[oa]s?|vier(?:em)?\s+a\s+ser|que\s+forem\s+(?:publicad|divulgad|lancad)\w*|publicad[oa]s?\s+(?:no|na|em)\s+(?:site|portal|quadro|mural)|quadros?\s+de\s+avisos?|silencio|lancad[oa]s?)\b/u;

/** Data passed on unless the consumer objects. */
const DATA = /\b(?:dados|informacoes\s+(?:cadastrais|pessoais)|cadastro)\b/u;
const PASSED_ON =
  /\b(?:compartilh\w*|transfer\w*|ced(?:er|ido|idos|ida|idas|e)|cessao|repass\w*|fornec\w*|disponibiliz\w*|divulg\w*|comercializ\w*)\b/u;
const OPT_OUT = new RegExp(
  [
    String.raw`\b(?:caso|se)\s+(?:\p{L}+\s+){0,3}?nao\s+(?:concorde|concordar|deseje|desejar|queira|quiser|autorize|autorizar)\b[^.;]{0,100}?\b(?:devera|deverao|precisara|tera\s+(?:de|que))\s+(?:se\s+)?(?:manifestar|comunicar|informar|solicitar|opor|enviar|requerer)`,
    String.raw`\b(?:salvo|exceto|a\s+menos\s+que)\s+(?:\p{L}+\s+){0,3}?(?:manifest\w*|se\s+opon\w*|se\s+opuser|oponha|comunique|solicite)\s+(?:\p{L}+\s+){0,3}?(?:contrari\w*|em\s+contrario|oposic\w*|expressamente)`,
    String.raw`\bsilencio\b[^.;]{0,60}?\b(?:autoriza|implica|importa|importara|sera\s+considerad[oa]|vale|valera)\b`,
  ].join('|'),
  'u',
);

/** The private life investigated. */
const PRIVATE_LIFE_INVESTIGATED = new RegExp(
  [
    String.raw`\b(?:investig|pesquis|levant|apur|vasculh|averigu|sindic)\w*\b[^.;]{0,80}?\b(?:vida\s+(?:privada|pessoal|intima|particular|familiar)|intimidade|habitos|relacionamentos?|redes\s+sociais|vizinh\w*)\b`,
    String.raw`\b(?:vida\s+(?:privada|pessoal|intima|particular|familiar)|intimidade|habitos)\b[^.;]{0,60}?\b(?:investigad|pesquisad|levantad|apurad|averiguad|sindicad)[oa]s?\b`,
  ].join('|'),
  'u',
);
const CONSUMER_NAMED = new RegExp(String.raw`\b${CONSUMER_SIDE}\b`, 'u');

/** Diseases of compulsory notification, epidemics and pandemics left out of the cover. */
const NOTIFIABLE = String.raw`(?:notificacao\s+compulsoria|epidemi\w*|pandemi\w*|endemi\w*|surtos?)`;
const NOT_COVERED = String.raw`(?:exclu\w*|nao\s+(?:tera|terao|havera|estao|estara|estarao|serao|sera|possui|possuira|oferece)\s+(?:\p{L}+\s+){0,2}?cobert\w*|sem\s+cobertura|nao\s+cobre|nao\s+cobrira|nao\s+(?:estao|serao)\s+cobert\w*)`;
const NOTIFIABLE_EXCLUDED = new RegExp(
  String.raw`\b${NOT_COVERED}\b[^.;]{0,120}?\b${NOTIFIABLE}\b|\b${NOTIFIABLE}\b[^.;]{0,80}?\b${NOT_COVERED}\b`,
  'u',
);

/** The family's rules. */
export const SDE_PORTARIAS: readonly DeclarativeRule[] = [
  {
    id: 'atipica.corte_essencial_sem_aviso',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Corte de serviço essencial sem aviso',
    description:
      'Um atraso permitiria cortar um serviço essencial (água, energia, telefone, internet) sem avisar você antes.',
    recommendation:
      'Exija aviso prévio por escrito, com prazo para pagar, antes de qualquer suspensão por atraso.',
    legalRef: 'sde.p4-1998.2',
    regime: 'consumer',
    isAbout: (doc) => ESSENTIAL_SERVICE.test(doc.fold.slice(0, 4000)),
    match: (sentence) =>
      LATE.test(sentence.fold) && WITHOUT_NOTICE_PATTERN.test(sentence.fold)
        ? firstMatch(CUT, sentence.fold)
        : null,
    examples: {
      matches: [
        'Em caso de atraso, o serviço de internet poderá ser suspenso independentemente de aviso.',
        'A inadimplência autoriza a CONTRATADA a interromper o fornecimento de energia sem prévia notificação.',
        'Havendo mora superior a cinco dias, a linha de telefonia será bloqueada sem qualquer comunicação ao ASSINANTE.',
      ],
      nonMatches: [
        'Em caso de atraso superior a trinta dias, o serviço poderá ser suspenso após notificação prévia com quinze dias.',
        'A CONTRATADA poderá interromper o serviço sem aviso para manutenção de emergência.',
        'O atraso no pagamento sujeita o ASSINANTE a multa de dois por cento.',
      ],
    },
  },
  {
    id: 'financeiro.indice_a_criterio',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Índice de reajuste escolhido pelo fornecedor',
    description:
      'O fornecedor escolhe, entre vários índices, qual vai corrigir o seu preço — e tende a escolher o que mais sobe.',
    recommendation:
      'Exija um único índice definido no contrato (e, só na sua extinção, um substituto também definido).',
    legalRef: 'sde.p4-1998.11',
    regime: 'consumer',
    match: (sentence) => firstMatch(INDEX_CHOSEN, sentence.fold),
    examples: {
      matches: [
        'As mensalidades serão reajustadas pelo IGP-M ou pelo IPCA, a critério da CONTRATADA.',
        'O valor será corrigido anualmente pelo índice que a ESCOLA escolher entre os permitidos em lei.',
        'O saldo será atualizado pelo maior dos índices oficiais de inflação do período.',
      ],
      nonMatches: [
        'As mensalidades serão reajustadas a cada doze meses pelo IPCA.',
        'O valor será corrigido pelo IGP-M ou, na sua extinção, pelo índice que vier a substituí-lo.',
        'O CLIENTE poderá escolher entre o pagamento à vista e o parcelado.',
      ],
    },
  },
  {
    id: 'financeiro.cobranca_na_conta_essencial',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Outros serviços cobrados na conta',
    description:
      'O fornecedor do serviço essencial poderia lançar na sua conta cobranças de outros serviços sem que você as autorize expressamente.',
    recommendation:
      'Exija que só entrem na conta os serviços que você autorizar expressamente, um a um.',
    legalRef: 'sde.p3-1999.3',
    regime: 'consumer',
    isAbout: (doc) => ESSENTIAL_SERVICE.test(doc.fold.slice(0, 4000)),
    match: (sentence) =>
      EXPRESS_CONSENT.test(sentence.fold) ? null : firstMatch(OTHER_SERVICES_BILLED, sentence.fold),
    examples: {
      matches: [
        'A CONTRATADA poderá incluir na conta mensal de energia elétrica a cobrança de serviços de parceiros.',
        'Serão lançados na fatura de telefonia os valores de outros serviços e de seguros oferecidos ao ASSINANTE.',
        'Poderão ser cobrados na conta do fornecimento de água produtos de terceiros.',
      ],
      nonMatches: [
        'A CONTRATADA poderá incluir na conta serviços de parceiros mediante autorização expressa do ASSINANTE.',
        'Serão lançados na fatura apenas os serviços de telefonia contratados.',
        'O ASSINANTE pagará a conta mensal até o dia dez.',
      ],
    },
  },
  {
    id: 'atipica.ciencia_presumida',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Concordância presumida com mudanças',
    description:
      'O contrato dá você por ciente e de acordo com regras, taxas ou mudanças que ele não traz — publicadas depois, num site ou num quadro de avisos, ou pelo seu silêncio.',
    recommendation:
      'Peça que qualquer mudança ou cobrança nova só valha com aviso individual e a sua concordância expressa.',
    legalRef: 'sde.p3-2001.1',
    regime: 'consumer',
    match: (sentence) =>
      NEW_FACT.test(sentence.fold) ? firstMatch(PRESUMED, sentence.fold) : null,
    examples: {
      matches: [
        'As alterações publicadas no site serão consideradas aceitas pelo USUÁRIO.',
        'Presume-se que o ALUNO tem conhecimento das taxas divulgadas no quadro de avisos.',
        'O silêncio do CLIENTE por dez dias será tido como concordância com os novos valores.',
      ],
      nonMatches: [
        'O CONTRATANTE declara ter lido e compreendido todas as cláusulas deste contrato.',
        'As alterações só valerão após o aceite expresso do CLIENTE.',
        'A CONTRATADA comunicará as alterações ao CLIENTE com trinta dias de antecedência.',
      ],
    },
  },
  {
    id: 'atipica.dados_oposicao_obrigatoria',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Seus dados repassados, salvo se você se opuser',
    description:
      'O fornecedor repassa seus dados cadastrais a terceiros e deixa a você o ônus de se manifestar contra; numa relação de consumo, isso é abusivo.',
    recommendation:
      'Peça que o repasse de dados a terceiros dependa do seu consentimento expresso e destacado, e não da sua oposição.',
    legalRef: 'sde.p5-2002.II',
    regime: 'consumer',
    match: (sentence) =>
      DATA.test(sentence.fold) && PASSED_ON.test(sentence.fold)
        ? firstMatch(OPT_OUT, sentence.fold)
        : null,
    examples: {
      matches: [
        'Os dados cadastrais poderão ser compartilhados com parceiros; caso não concorde, o CLIENTE deverá manifestar-se por escrito.',
        'A CONTRATADA poderá ceder o cadastro do ASSOCIADO a terceiros, salvo se ele se opuser expressamente.',
        'O silêncio do USUÁRIO autoriza a transferência de seus dados a empresas do grupo.',
      ],
      nonMatches: [
        'Os dados do CLIENTE só serão compartilhados com parceiros mediante seu consentimento expresso.',
        'O CLIENTE poderá revogar a qualquer tempo o consentimento para o uso de seus dados.',
        'Caso não concorde com o reajuste, o CLIENTE deverá comunicar a CONTRATADA por escrito.',
      ],
    },
  },
  {
    id: 'atipica.investigacao_vida_privada',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Investigação da sua vida privada',
    description:
      'O contrato autoriza o fornecedor a investigar sua vida privada — hábitos, relações, redes sociais —, o que é abusivo.',
    recommendation:
      'Peça a exclusão: o fornecedor pode pedir os dados necessários ao contrato, não investigar sua vida.',
    legalRef: 'sde.p5-2002.III',
    regime: 'consumer',
    match: (sentence) =>
      CONSUMER_NAMED.test(sentence.fold)
        ? firstMatch(PRIVATE_LIFE_INVESTIGATED, sentence.fold)
        : null,
    examples: {
      matches: [
        'O CLIENTE autoriza a CONTRATADA a investigar sua vida privada para fins de cadastro.',
        'A ADMINISTRADORA poderá pesquisar os hábitos e as redes sociais do ASSOCIADO.',
        'A vida pessoal do SEGURADO poderá ser averiguada pela seguradora a qualquer tempo.',
      ],
      nonMatches: [
        'O CLIENTE autoriza a consulta de seu CPF aos órgãos de proteção ao crédito.',
        'A CONTRATADA respeitará a vida privada e a intimidade do CLIENTE.',
        'A CONTRATADA poderá investigar a causa do defeito informado pelo CLIENTE.',
      ],
    },
  },
  {
    id: 'atipica.doenca_notificacao_compulsoria',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Doenças de notificação compulsória sem cobertura',
    description:
      'O plano deixa sem cobertura doenças de notificação compulsória (como as de epidemias e pandemias); essa exclusão é abusiva.',
    recommendation:
      'Exija a exclusão da cláusula: o plano deve cobrir essas doenças como as demais.',
    legalRef: 'sde.p5-2002.V',
    regime: 'consumer',
    isAbout: (doc) => HEALTH_PLAN.test(doc.fold),
    match: (sentence) => firstMatch(NOTIFIABLE_EXCLUDED, sentence.fold),
    examples: {
      matches: [
        'Estão excluídas da cobertura as doenças de notificação compulsória.',
        'O plano não terá cobertura para atendimentos decorrentes de epidemias ou pandemias.',
        'Doenças em caso de surto ou epidemia declarada não serão cobertas pelo plano.',
      ],
      nonMatches: [
        'O plano cobre todas as doenças listadas pela Classificação Internacional de Doenças.',
        'Estão excluídos da cobertura os tratamentos estéticos.',
        'A operadora comunicará às autoridades os casos de notificação compulsória.',
      ],
    },
  },
];
