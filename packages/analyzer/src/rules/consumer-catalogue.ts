/**
 * The official lists of void and abusive clauses (`../shared/LAW-CATALOGUE.md`) that no older
 * rule expressed: CDC art. 51, VI and XVIII; Portarias SDE 4/1998 (items 7, 12, 13), 3/2001 (item
 * 4) and 5/2002 (I); Lei 8.245 art. 45; Súmula 302 of the STJ. Each rule starts from the law's
 * hypothesis, applies only in its regime, and carries its wordings. The landlord's refusal of the
 * keys (Lei 8.245 art. 4º) is read whoever the roles are.
 */
import { CONSUMER_SIDE, HEALTH_PLAN, LATE, SUPPLIER_SIDE, WITHOUT_NOTICE } from './fragments';
import { firstMatch, type DeclarativeRule } from './rule';

/** What a consumer is made to prove: a defect, a failure, the supplier's fault or breach. */
const SUPPLIER_FAULT = String.raw`(?:vicios?|defeitos?|falhas?|mau\s+funcionamento|nao\s+(?:prestacao|execucao|entrega)|inadimplemento|culpa|danos?|irregularidades?)`;

const PROOF_ON_CONSUMER = new RegExp(
  [
    // "Caberá ao CONTRATANTE provar o defeito", "compete ao consumidor comprovar a falha".
    String.raw`\b(?:cabe(?:ra)?|incumbe|incumbira|compete|competira)\s+(?:exclusivamente\s+|unicamente\s+)?a[oa]s?\s+${CONSUMER_SIDE}\b[^.;]{0,40}?\b(?:provar|comprovar|demonstrar|o\s+onus\s+d[ae]\s+(?:provar|comprovar))\b[^.;]{0,80}?\b${SUPPLIER_FAULT}\b`,
    // "O ônus da prova de qualquer vício será exclusivamente do CLIENTE".
    String.raw`\bonus\s+da\s+prova\b[^.;]{0,60}?\b(?:sera|e|fica|ficara|cabe(?:ra)?|recai(?:ra)?)\s+(?:exclusivamente\s+|integralmente\s+)?(?:d[oa]s?|a[oa]s?|sobre\s+[oa]s?)\s+${CONSUMER_SIDE}\b`,
    // "Fica invertido o ônus da prova em favor da CONTRATADA".
    String.raw`\b(?:invert\w*|inversao)\b[^.;]{0,30}?\bonus\s+da\s+prova\b[^.;]{0,30}?\bem\s+(?:favor|beneficio)\s+d[oa]s?\s+${SUPPLIER_SIDE}\b`,
  ].join('|'),
  'u',
);

/** A credit bureau or a list of defaulters. */
const CREDIT_BUREAU = String.raw`(?:spc|serasa|scpc|boa\s+vista|cadastros?\s+(?:de\s+)?(?:inadimplentes|devedores|restritivos|negativos|de\s+protecao\s+ao\s+credito)|(?:orgaos?|servicos?|entidades?)\s+de\s+protecao\s+ao\s+credito|bancos?\s+de\s+dados\s+de\s+(?:inadimplentes|credito|devedores|consumidores))`;

const LISTED_WITHOUT_NOTICE = new RegExp(
  String.raw`\b${CREDIT_BUREAU}\b[^.;]{0,120}?\b${WITHOUT_NOTICE}\b|\b${WITHOUT_NOTICE}\b[^.;]{0,120}?\b${CREDIT_BUREAU}\b`,
  'u',
);

/** Money handed back. */
const REFUND = String.raw`(?:restitu\w*|devolu\w*|devolv\w*|reembols\w*)`;
/** Without monetary correction. */
const UNCORRECTED = String.raw`(?:sem\s+(?:qualquer\s+|nenhuma\s+)?(?:correcao|atualizacao)(?:\s+monetaria)?|pelo\s+(?:seu\s+)?valor\s+nominal|sem\s+juros\s+(?:ou|nem|e)\s+correcao)`;
const REFUND_UNCORRECTED = new RegExp(
  String.raw`\b${REFUND}\b[^.;]{0,120}?\b${UNCORRECTED}\b|\b${UNCORRECTED}\b[^.;]{0,60}?\b${REFUND}\b`,
  'u',
);

const PERMANENCE_FEE = /\bcomissao\s+de\s+permanencia\b/u;
/** What a permanence fee may not be charged with (Súmulas 30 and 472 STJ). */
const PERMANENCE_COMPANIONS = /\b(?:correcao\s+monetaria|juros|multa)\b/u;
/** The cumulation excluded in the same sentence. */
const NOT_CUMULATED =
  /\b(?:nao\s+(?:sera|serao|podera|poderao|pode|podem)\s+(?:\p{L}+\s+)?cumulad\w*|vedada\s+a\s+(?:sua\s+)?cumulacao|sem\s+cumulacao|exclui(?:ndo)?|limitada\s+a)\b/u;

/** A negotiable title the consumer hands over unfilled, or the supplier may fill in. */
const BLANK_TITLE = new RegExp(
  [
    String.raw`\b(?:notas?\s+promissorias?|titulos?\s+de\s+credito|cheques?|letras?\s+de\s+cambio)\b[^.;]{0,60}?\b(?:em\s+branco|sem\s+(?:o\s+)?preenchimento|nao\s+preenchid\w*)`,
    String.raw`\b(?:preencher|completar|preenchera|preenchidas?\s+pel[oa])\b[^.;]{0,40}?\b(?:notas?\s+promissorias?|titulos?|cheques?)\b`,
  ].join('|'),
  'u',
);

/** Losing the earnest money (CC arts. 417-420). */
const ARRAS_LOST =
  /\b(?:perd\w*|ret(?:em|era|ida|ido|encao)\w*)\s+(?:\p{L}+\s+){0,3}?(?:sinal|arras)\b/u;
/** The earnest money is itself the penalty: no cumulation. */
const ARRAS_AS_FINE =
  /\b(?:valer[aá]|servir[aá]|a\s+titulo|como)\s+(?:\p{L}+\s+){0,2}?(?:multa|indenizacao|clausula\s+penal)\b/u;

/** A lease right the law grants: renewal (art. 51), the extension of art. 47. */
const LEASE_RIGHT = String.raw`(?:renovacao|(?:acao\s+)?renovatoria|prorrogacao)`;
const LEASE_RIGHT_EXCLUDED = new RegExp(
  [
    String.raw`\b(?:renuncia\w*|abre\s+mao|abdica\w*)\b[^.;]{0,80}?\b${LEASE_RIGHT}\b`,
    String.raw`\bnao\s+(?:se\s+)?(?:admit\w*|havera|ocorrera|sera\s+(?:admitida|permitida|possivel))\s+(?:a\s+|qualquer\s+)?${LEASE_RIGHT}\b`,
    String.raw`\b(?:vedad|proibid)[oa]s?\s+(?:a\s+|qualquer\s+)?${LEASE_RIGHT}\b`,
    String.raw`\b(?:taxa|luvas|valor|pagamento)\s+(?:\p{L}+\s+){0,2}?(?:d[ae]\s+|pela\s+|para\s+a\s+)${LEASE_RIGHT}\b`,
  ].join('|'),
  'u',
);

/**
 * The landlord may refuse the keys the tenant returns ("o direito de não receber as chaves… até
 * que seja recomposto", "poderá recusar as chaves", "as chaves não serão aceitas enquanto"), so the
 * rent keeps running: the tenant's right to return the property (art. 4º) frustrated.
 */
const KEYS_REFUSED = new RegExp(
  [
    String.raw`\b(?:nao\s+receber|recus(?:a|ar|ara|arao|ado|ada)\b)[^.;]{0,60}?\bchaves\b`,
    String.raw`\bchaves\b[^.;]{0,40}?\bnao\s+(?:serao|sera)\s+(?:recebid|aceit)[oa]s\b`,
  ].join('|'),
  'u',
);

const STAY_LIMITED = new RegExp(
  [
    String.raw`\binternac(?:ao|oes)\b[^.;]{0,80}?\b(?:limitad[oa]s?|limite\s+de|(?:por\s+)?no\s+maximo|maximo\s+de|nao\s+(?:podera|poderao)\s+(?:exceder|ultrapassar|superar))\b`,
    String.raw`\b(?:limita-se|limitam-se|fica(?:m)?\s+limitad[oa]s?)\b[^.;]{0,60}?\binternac(?:ao|oes)\b`,
  ].join('|'),
  'u',
);

/** A stay said to have no limit ("não terá limite de prazo", "sem limite"). */
const NO_LIMIT = /\b(?:nao|sem)\s+(?:\p{L}+\s+){0,2}?(?:limite|limitacao)\b/u;

/** A grace period. */
const GRACE = /\bcarencias?\b/u;
/** No new grace period. */
const NO_NEW_GRACE =
  /\b(?:nao\s+(?:havera|ha|se\s+exigira|sera\s+exigid[oa])|sem|isent[oa]s?\s+de|dispensad[oa]s?)\s+(?:\p{L}+\s+){0,2}?carencias?\b/u;

/** The family's rules. */
export const CONSUMER_CATALOGUE: readonly DeclarativeRule[] = [
  {
    id: 'atipica.inversao_onus_prova',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Ônus da prova contra o consumidor',
    description:
      'O contrato põe sobre você o peso de provar o defeito ou a falha do fornecedor; numa relação de consumo, a lei faz o contrário.',
    recommendation:
      'Peça a exclusão da cláusula: a prova do defeito não pode ser jogada sobre o consumidor.',
    legalRef: 'cdc.art51.VI',
    regime: 'consumer',
    match: (sentence) => firstMatch(PROOF_ON_CONSUMER, sentence.fold),
    examples: {
      matches: [
        'Caberá ao CONTRATANTE provar que o serviço apresentou defeito.',
        'O ônus da prova de qualquer vício será exclusivamente do CLIENTE.',
        'Fica invertido o ônus da prova em favor da CONTRATADA.',
        'Compete ao consumidor comprovar a falha na prestação do serviço.',
      ],
      nonMatches: [
        'Caberá à CONTRATADA provar que o serviço foi prestado.',
        'O CLIENTE deverá comprovar o pagamento das mensalidades.',
        'Fica invertido o ônus da prova em favor do consumidor, nos termos do art. 6º, VIII, do CDC.',
      ],
    },
  },
  {
    id: 'atipica.negativacao_sem_aviso',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Inclusão em cadastro de inadimplentes sem aviso',
    description:
      'O contrato autoriza mandar seu nome para cadastros de devedores (SPC, Serasa) sem avisar você antes.',
    recommendation:
      'Exija notificação prévia por escrito, com prazo para pagar, antes de qualquer inclusão em cadastro de devedores.',
    legalRef: 'sde.p5-2002.I',
    regime: 'consumer',
    match: (sentence) => firstMatch(LISTED_WITHOUT_NOTICE, sentence.fold),
    examples: {
      matches: [
        'Em caso de atraso, o nome do CLIENTE poderá ser incluído no SPC e no SERASA independentemente de prévia notificação.',
        'A CONTRATADA fica autorizada a inscrever o CONTRATANTE nos órgãos de proteção ao crédito, sem necessidade de aviso prévio.',
        'Vencida a parcela, sem qualquer comunicação ao ALUNO, o débito será levado aos cadastros de inadimplentes.',
      ],
      nonMatches: [
        'O nome do CLIENTE só será incluído no SPC após notificação prévia por escrito, com dez dias para pagamento.',
        'A CONTRATADA poderá suspender o serviço sem aviso em caso de fraude comprovada.',
        'O CONTRATANTE autoriza a consulta de seu CPF ao SERASA para análise de crédito.',
      ],
    },
  },
  {
    id: 'financeiro.restituicao_sem_correcao',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Devolução sem correção monetária',
    description:
      'O que você pagou seria devolvido sem correção monetária, perdendo valor com a inflação do período.',
    recommendation: 'Exija que toda devolução seja corrigida monetariamente até o pagamento.',
    legalRef: 'sde.p4-1998.13',
    regime: 'consumer',
    match: (sentence) => firstMatch(REFUND_UNCORRECTED, sentence.fold),
    examples: {
      matches: [
        'Em caso de desistência, as parcelas pagas serão restituídas sem correção monetária.',
        'O valor pago será devolvido ao ALUNO pelo valor nominal, em até doze parcelas.',
        'A CONTRATADA reembolsará o CLIENTE sem qualquer atualização.',
      ],
      nonMatches: [
        'As parcelas pagas serão restituídas corrigidas monetariamente pelo IPCA.',
        'O preço será pago sem correção monetária durante os doze primeiros meses.',
        'A devolução do equipamento será feita sem custos para o CLIENTE.',
      ],
    },
  },
  {
    id: 'financeiro.comissao_permanencia_cumulada',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Comissão de permanência somada a outros encargos',
    description:
      'O atraso seria cobrado com comissão de permanência somada a juros, multa ou correção monetária; a comissão não pode ser cumulada com eles.',
    recommendation:
      'Retire a comissão de permanência ou deixe-a como único encargo do atraso, sem juros, multa nem correção.',
    legalRef: 'sde.p4-1998.7',
    regime: 'consumer',
    match: (sentence) =>
      PERMANENCE_COMPANIONS.test(sentence.fold) && !NOT_CUMULATED.test(sentence.fold)
        ? firstMatch(PERMANENCE_FEE, sentence.fold)
        : null,
    examples: {
      matches: [
        'Sobre o débito em atraso incidirão comissão de permanência, juros de mora de 1% ao mês e multa de 2%.',
        'Será cobrada comissão de permanência à taxa de mercado, acrescida de correção monetária.',
        'O saldo devedor sofrerá correção monetária pelo IGP-M e comissão de permanência.',
      ],
      nonMatches: [
        'A comissão de permanência não será cumulada com juros, multa ou correção monetária.',
        'Sobre o débito em atraso incidirão juros de mora de um por cento ao mês e multa de dois por cento.',
        'Será cobrada comissão de permanência à taxa deste contrato, sem outros encargos.',
      ],
    },
  },
  {
    id: 'atipica.titulo_em_branco',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Título de crédito em branco',
    description:
      'Você assinaria nota promissória ou cheque em branco, que o fornecedor pode preencher com qualquer valor e passar adiante.',
    recommendation:
      'Não assine título em branco: cada nota promissória deve trazer o valor e o vencimento da parcela.',
    legalRef: 'sde.p4-1998.12',
    regime: 'consumer',
    match: (sentence) => firstMatch(BLANK_TITLE, sentence.fold),
    examples: {
      matches: [
        'O CLIENTE assina neste ato nota promissória em branco, como garantia do contrato.',
        'O ALUNO entregará cheques sem preenchimento do valor, como garantia.',
        'Fica a CONTRATADA autorizada a preencher as notas promissórias com o saldo devedor.',
      ],
      nonMatches: [
        'O CLIENTE emitirá nota promissória no valor de R$ 1.000,00, vinculada a este contrato.',
        'Os cheques serão devolvidos ao CLIENTE após a quitação.',
        'O campo do valor deste contrato foi deixado em branco por engano.',
      ],
    },
  },
  {
    id: 'financeiro.multa_e_arras',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Multa somada à perda do sinal',
    description:
      'Quem desiste perderia o sinal e ainda pagaria multa rescisória: duas penalidades pelo mesmo fato.',
    recommendation:
      'Deixe o sinal como a única penalidade da desistência, ou a multa — não as duas somadas.',
    legalRef: 'sde.p3-2001.4',
    regime: 'consumer',
    match: (sentence) =>
      /\bmulta\b/u.test(sentence.fold) && !ARRAS_AS_FINE.test(sentence.fold)
        ? firstMatch(ARRAS_LOST, sentence.fold)
        : null,
    examples: {
      matches: [
        'Em caso de desistência, o COMPRADOR perderá o sinal pago, além de multa de 10% sobre o preço.',
        'A rescisão por culpa do ADQUIRENTE implica a perda das arras e o pagamento de multa rescisória de vinte por cento.',
        'O COMPRADOR que desistir pagará multa de 10% do contrato, sem prejuízo da perda do sinal.',
      ],
      nonMatches: [
        'Em caso de desistência, o COMPRADOR perderá o sinal pago, que valerá como multa.',
        'O atraso sujeita o COMPRADOR a multa de 2% sobre a parcela.',
        'O sinal será devolvido em dobro se a VENDEDORA desistir do negócio.',
      ],
    },
  },
  {
    id: 'atipica.renuncia_renovacao_locacao',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Direito de prorrogação ou renovação afastado',
    description:
      'A cláusula afasta a prorrogação ou a renovação da locação que a Lei do Inquilinato garante, ou cobra por elas; é nula.',
    recommendation:
      'Peça a exclusão da cláusula: a prorrogação e a renovação seguem a Lei 8.245/1991, sem custo adicional.',
    legalRef: 'lei8245.art45',
    regime: 'urban-lease',
    match: (sentence) => firstMatch(LEASE_RIGHT_EXCLUDED, sentence.fold),
    examples: {
      matches: [
        'O LOCATÁRIO renuncia expressamente ao direito à ação renovatória.',
        'Findo o prazo, não se admitirá a prorrogação da locação, devendo o imóvel ser restituído.',
        'Para a renovação do contrato, o LOCATÁRIO pagará taxa de renovação equivalente a um aluguel.',
      ],
      nonMatches: [
        'O contrato poderá ser renovado por acordo entre as partes.',
        'O LOCATÁRIO renuncia ao direito de retenção por benfeitorias.',
        'Findo o prazo, a locação prorroga-se por prazo indeterminado, nos termos do art. 47.',
      ],
    },
  },
  {
    id: 'equilibrio.devolucao_recusada',
    criterion: 'equilibriumAnalysis',
    severity: 'média',
    title: 'Recusa das chaves na devolução',
    description:
      'O locador pode recusar as chaves enquanto houver débito ou reparo pendente, e o aluguel continua correndo: a locação se prolonga só por isso.',
    recommendation:
      'Peça que débitos e reparos sejam cobrados à parte, com as chaves recebidas e a vistoria de saída feita na entrega; se houver recusa, as chaves podem ser entregues em juízo (consignação).',
    legalRef: 'lei8245.art4',
    regime: 'urban-lease',
    match: (sentence) => firstMatch(KEYS_REFUSED, sentence.fold),
    examples: {
      matches: [
        'Garante-se ao LOCADOR o direito de não receber as chaves enquanto o imóvel não for reparado.',
        'A IMOBILIÁRIA poderá recusar as chaves do imóvel até a quitação de todos os débitos.',
        'As chaves não serão aceitas enquanto houver conta de água em aberto.',
      ],
      nonMatches: [
        'As chaves serão recebidas mediante vistoria de saída, e os reparos cobrados à parte.',
        'O LOCADOR poderá recusar o pagamento parcial do aluguel.',
        'O LOCATÁRIO devolverá as chaves ao fim do contrato, no endereço da IMOBILIÁRIA.',
      ],
    },
  },
  {
    id: 'atipica.limite_internacao',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Limite de tempo de internação',
    description:
      'O plano limita o tempo de internação hospitalar; a internação não pode ser cortada por prazo, só pela alta médica.',
    recommendation:
      'Exija a exclusão do limite: a internação dura o que o médico prescrever, inclusive em UTI.',
    legalRef: 'stj.sumula302',
    regime: 'consumer',
    isAbout: (doc) => HEALTH_PLAN.test(doc.fold),
    match: (sentence) =>
      NO_LIMIT.test(sentence.fold) ? null : firstMatch(STAY_LIMITED, sentence.fold),
    examples: {
      matches: [
        'A internação hospitalar fica limitada a 15 (quinze) dias por ano.',
        'O plano cobre internação em UTI por no máximo dez dias.',
        'Limita-se a cobertura de internação a trinta dias por evento.',
      ],
      nonMatches: [
        'A internação hospitalar não terá limite de prazo, conforme prescrição médica.',
        'A consulta eletiva fica limitada a quatro por mês.',
        'O beneficiário deverá comunicar a internação em até dois dias.',
      ],
    },
  },
  {
    id: 'atipica.carencia_por_atraso',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Nova carência por atraso',
    description:
      'Um atraso faria você cumprir carência de novo; pagando o que deve, seus direitos voltam por inteiro.',
    recommendation:
      'Peça a exclusão: quitado o atraso, todos os direitos voltam de imediato, sem nova carência.',
    legalRef: 'cdc.art51.XVIII',
    regime: 'consumer',
    match: (sentence) =>
      LATE.test(sentence.fold) && !NO_NEW_GRACE.test(sentence.fold)
        ? firstMatch(GRACE, sentence.fold)
        : null,
    examples: {
      matches: [
        'Em caso de atraso no pagamento, o beneficiário cumprirá nova carência de 30 dias.',
        'A inadimplência implica o reinício dos prazos de carência.',
        'Havendo mora, os prazos de carência serão recontados a partir do pagamento.',
      ],
      nonMatches: [
        'O plano tem carência de 180 dias para partos.',
        'Em caso de atraso no pagamento incidirá multa de 2%.',
        'Não haverá nova carência após a quitação do atraso.',
      ],
    },
  },
];
