/**
 * CDC art. 51 items that no other rule expressed (`../shared/LAW-CATALOGUE.md`): III (the
 * supplier's responsibility passed to third parties), VIII (a representative imposed on the
 * consumer), XV (the consumer-protection system set aside), XVI (waiver of compensation for
 * necessary improvements) and XVII (access to the courts conditioned or limited, with Portaria
 * SDE 3/2001 item 2). Consumer relations only; in a lease, waiving improvements is lawful
 * (Súmula 335 STJ), which the regime gate keeps out.
 */
import { CONSUMER_SIDE, SUPPLIER_SIDE } from './fragments';
import { firstMatch, type DeclarativeRule } from './rule';

/** Third parties a supplier works through: partners, accredited network, manufacturers, carriers. */
const THIRD_PARTIES = String.raw`(?:terceiros?|parceir[oa]s?|estabelecimentos?\s+(?:parceir|credenciad|conveniad)\w*|(?:rede\s+)?credenciad[oa]s?|conveniad[oa]s?|fabricantes?|transportador(?:a|as|es)?|companhias?\s+aereas?|hoteis|hotel|operador(?:a|as|es)\s+turistic\w*|prestador(?:a|as|es)?\s+(?:\p{L}+\s+){0,2}?(?:parceir|terceirizad|credenciad|conveniad)\w*)`;

const PASSED_TO_THIRD_PARTIES = new RegExp(
  [
    // "A responsabilidade pelos serviços será exclusivamente dos estabelecimentos parceiros."
    String.raw`\bresponsabilidade\b[^.;]{0,80}?\b(?:sera|e|fica|ficara|cabera|cabe|recaira|recai)\s+(?:exclusiva(?:mente)?\s+|integral(?:mente)?\s+|unica(?:mente)?\s+)?(?:d[oa]s?|a[oa]?s?|sobre\s+[oa]s?)\s+(?:respectiv[oa]s?\s+|propri[oa]s?\s+)?${THIRD_PARTIES}\b`,
    // "Responderão exclusivamente os parceiros por eventuais falhas."
    String.raw`\brespond\w*\s+(?:exclusiva|unica|integral)mente\s+(?:[oa]s?\s+)?(?:respectiv[oa]s?\s+)?${THIRD_PARTIES}\b`,
    // "eventuais falhas deverão ser reclamadas diretamente ao fabricante, isenta a CONTRATADA"
    String.raw`\b(?:reclamad|exigid|cobrad|pleitead)[oa]s?\s+(?:exclusiva|unica|direta)mente\s+(?:a[oa]?s?|junto\s+a[oa]?s?|d[oa]s?|perante\s+[oa]s?)\s+${THIRD_PARTIES}\b`,
  ].join('|'),
  'u',
);
/** The supplier keeps answering beside the third party: nothing is passed on. */
const SUPPLIER_STILL_ANSWERS = /\bsolidari\w*|\bsem\s+prejuizo\s+da\s+responsabilidade\b/u;

/** A power of attorney the consumer gives the supplier (or its group) to act in its name. */
const ATTORNEY = new RegExp(
  [
    String.raw`\b(?:nomeia\w*|constitu\w*|outorga\w*)(?:\s+e\s+(?:nomeia|constitui)\w*)?\s+(?:a|o|a\s+propria|o\s+proprio)\s+${SUPPLIER_SIDE}\b[^.;]{0,60}?\bprocurador\w*`,
    String.raw`\b(?:outorga\w*|confere\w*|concede\w*)\s+(?:\p{L}+\s+){0,2}?(?:a|ao)\s+${SUPPLIER_SIDE}\b[^.;]{0,50}?\bpoderes\b`,
    String.raw`\bfica(?:m|ra)?\s+(?:a|o)\s+${SUPPLIER_SIDE}\s+(?:\p{L}+\s+){0,2}?(?:constituid|nomead)[oa]\s+(?:sua\s+|seu\s+)?(?:bastante\s+)?procurador\w*`,
  ].join('|'),
  'u',
);
/** What the attorney may do: conclude or sign another deal for the consumer. */
const ANOTHER_DEAL =
  /\b(?:contratar|celebrar|firmar|assinar|concluir|realizar|renegociar|refinanciar|ceder|transferir|alienar|vender|contrair)\b/u;
/** Powers over negotiable titles: Súmula 60's hypothesis, ruled apart (consumer-credit.ts). */
export const CAMBIAL =
  /\b(?:notas?\s+promissorias?|titulos?\s+de\s+credito|letras?\s+de\s+cambio|cambia[lr]\w*|emitir\s+(?:e\s+|ou\s+)?(?:aceitar\s+)?titulos?|avalizar)\b/u;

/** Compensation for improvements given up. */
const IMPROVEMENTS_WAIVED = new RegExp(
  [
    String.raw`\b(?:renuncia\w*|abre\s+mao|abdica\w*)\b[^.;]{0,80}?\bbenfeitorias\b`,
    String.raw`\bbenfeitorias\b[^.;]{0,100}?\b(?:nao\s+(?:dara|darao|gerara|gerarao|ensejara|ensejarao|confere|conferirao)\s+(?:\p{L}+\s+){0,2}?(?:direito|indeniza\w*|ressarci\w*|retenc\w*)|sem\s+(?:direito\s+a\s+)?(?:qualquer\s+)?(?:indenizacao|ressarcimento|retencao))`,
    String.raw`\bnao\s+(?:tera|terao|cabera|havera)\s+(?:\p{L}+\s+){0,4}?(?:indenizacao|ressarcimento|retencao)\b[^.;]{0,60}?\bbenfeitorias\b`,
  ].join('|'),
  'u',
);
/** The necessary ones kept ("salvo as necessárias"), or only useful and voluptuary ones named. */
const NECESSARY_KEPT =
  /\b(?:salvo|exceto|ressalvadas|excetuadas|menos)\s+(?:as\s+)?(?:benfeitorias\s+)?necessarias\b/u;
const NECESSARY_NAMED =
  /\bnecessarias\b|\bquaisquer\s+benfeitorias\b|\btodas\s+as\s+benfeitorias\b/u;
const ONLY_OTHERS_NAMED = /\bbenfeitorias\s+(?:uteis|voluptuarias)\b/u;

/** Going to court or to the consumer-protection bodies. */
const REDRESS = String.raw`(?:reclamar|reclamac\w*|questionar|contestar|acionar|demandar|ajuizar|propor|mover|recorrer|processar|queixa|denunciar|pleitear|acao\s+judicial|poder\s+judiciario|judiciario|procon)`;

const REDRESS_LIMITED = new RegExp(
  [
    String.raw`\b(?:renuncia\w*|abre\s+mao|abdica\w*|desist\w*)\b[^.;]{0,60}?\b(?:direito\s+de\s+|a\s+qualquer\s+|ao\s+direito\s+de\s+)?${REDRESS}\b`,
    String.raw`\b(?:compromete\w*|obriga\w*)(?:-se)?\s+a\s+nao\s+${REDRESS}\b`,
    String.raw`\b(?:somente|so|apenas)\s+(?:podera|poderao)\s+${REDRESS}\b[^.;]{0,80}?\b(?:apos|depois\s+de|mediante|se\s+antes)\b`,
    String.raw`\bnao\s+(?:podera|poderao)\s+(?:\p{L}+\s+){0,2}?${REDRESS}\b[^.;]{0,60}?\b(?:contra\s+[oa]s?\s+${SUPPLIER_SIDE}|professores|funcionarios|prepostos)\b`,
  ].join('|'),
  'u',
);
/** The consumer in the sentence: the limit is on its redress. */
const CONSUMER_NAMED = new RegExp(String.raw`\b${CONSUMER_SIDE}\b`, 'u');

/** The consumer law excluded. */
const CDC_EXCLUDED = new RegExp(
  [
    String.raw`\b(?:nao\s+se\s+aplica\w*|inaplicav\w*|afastad[oa]s?|exclui(?:da|ndo|-se)?\s+a\s+aplicacao)\b[^.;]{0,60}?\b(?:codigo\s+de\s+defesa\s+do\s+consumidor|cdc|lei\s+(?:n[ºo.]?\s*)?8\.078)\b`,
    String.raw`\b(?:codigo\s+de\s+defesa\s+do\s+consumidor|cdc|lei\s+(?:n[ºo.]?\s*)?8\.078(?:\/90|\/1990)?)\b[^.;]{0,40}?\bnao\s+(?:se\s+)?(?:aplica|aplicara|incide|incidira)\b`,
    String.raw`\b(?:nao\s+(?:configura|constitui|caracteriza|ha)|inexiste)\s+(?:\p{L}+\s+){0,2}?relacao\s+de\s+consumo\b`,
  ].join('|'),
  'u',
);

/** The family's rules. */
export const CDC_ART51: readonly DeclarativeRule[] = [
  {
    id: 'atipica.responsabilidade_de_terceiros',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Responsabilidade do fornecedor passada a terceiros',
    description:
      'O contrato manda você cobrar de parceiros, credenciados ou fabricantes o que falhar; quem vende o serviço responde junto com quem ele escolheu para prestá-lo.',
    recommendation:
      'Peça a exclusão: o fornecedor responde pelos parceiros e credenciados que oferece, sem prejuízo da responsabilidade deles.',
    legalRef: 'cdc.art51.III',
    regime: 'consumer',
    match: (sentence) =>
      SUPPLIER_STILL_ANSWERS.test(sentence.fold)
        ? null
        : firstMatch(PASSED_TO_THIRD_PARTIES, sentence.fold),
    examples: {
      matches: [
        'A responsabilidade pelos atendimentos será exclusivamente dos estabelecimentos credenciados.',
        'Por eventuais falhas nos voos responderão exclusivamente as companhias aéreas.',
        'Defeitos do aparelho deverão ser reclamados diretamente ao fabricante.',
        'A responsabilidade pela entrega caberá integralmente à transportadora.',
      ],
      nonMatches: [
        'A CONTRATADA responde solidariamente com os estabelecimentos credenciados por falhas no atendimento.',
        'A responsabilidade pelos danos causados ao CLIENTE é da CONTRATADA.',
        'Os tributos são de responsabilidade de cada parte, na forma da lei.',
      ],
    },
  },
  {
    id: 'atipica.procurador_imposto',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Fornecedor nomeado seu procurador',
    description:
      'Você nomeia o próprio fornecedor como seu procurador para fechar ou assinar outros negócios em seu nome; ele passa a decidir por você, no interesse dele.',
    recommendation:
      'Não outorgue a procuração: cada novo contrato ou renegociação deve ser assinado por você.',
    legalRef: 'cdc.art51.VIII',
    regime: 'consumer',
    match: (sentence) =>
      ANOTHER_DEAL.test(sentence.fold) && !CAMBIAL.test(sentence.fold)
        ? firstMatch(ATTORNEY, sentence.fold)
        : null,
    examples: {
      matches: [
        'O CLIENTE nomeia e constitui a ADMINISTRADORA sua bastante procuradora para contratar seguros em seu nome.',
        'O CONTRATANTE outorga à CONTRATADA poderes para renegociar e firmar acordos com os credores.',
        'Fica a ADMINISTRADORA constituída procuradora do associado, podendo celebrar contratos com os parceiros.',
      ],
      nonMatches: [
        'O CLIENTE poderá nomear procurador de sua confiança para assinar o contrato.',
        'A CONTRATADA nomeia o CLIENTE depositário do equipamento.',
        'O CONTRATANTE outorga à CONTRATADA poderes para emitir notas promissórias em seu nome.',
      ],
    },
  },
  {
    id: 'atipica.renuncia_benfeitorias',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Renúncia à indenização por benfeitorias necessárias',
    description:
      'Você abriria mão de ser indenizado pelas benfeitorias necessárias que fizer no bem — as obras para conservá-lo —; numa relação de consumo, essa renúncia é nula.',
    recommendation:
      'Peça que as benfeitorias necessárias sejam sempre indenizadas; a renúncia pode valer, no máximo, para as úteis e voluptuárias.',
    legalRef: 'cdc.art51.XVI',
    regime: 'consumer',
    match: (sentence) => {
      const fold = sentence.fold;
      if (NECESSARY_KEPT.test(fold)) return null;
      if (ONLY_OTHERS_NAMED.test(fold) && !NECESSARY_NAMED.test(fold)) return null;
      return firstMatch(IMPROVEMENTS_WAIVED, fold);
    },
    examples: {
      matches: [
        'O COMPRADOR renuncia ao direito de indenização por quaisquer benfeitorias realizadas no lote.',
        'As benfeitorias, inclusive as necessárias, não darão direito a indenização nem a retenção.',
        'Rescindido o contrato, não terá o ADQUIRENTE direito a indenização pelas benfeitorias.',
      ],
      nonMatches: [
        'O COMPRADOR renuncia à indenização pelas benfeitorias voluptuárias.',
        'As benfeitorias necessárias serão indenizadas pelo valor comprovado.',
        'O ADQUIRENTE renuncia à indenização por benfeitorias, salvo as necessárias.',
      ],
    },
  },
  {
    id: 'atipica.acesso_justica_limitado',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Acesso à Justiça limitado',
    description:
      'A cláusula impede ou condiciona que você reclame do contrato na Justiça ou nos órgãos de defesa do consumidor; esse direito não pode ser limitado.',
    recommendation:
      'Peça a exclusão: você pode reclamar no Procon ou na Justiça a qualquer tempo, sem etapa prévia obrigatória.',
    legalRef: 'cdc.art51.XVII',
    regime: 'consumer',
    match: (sentence) =>
      CONSUMER_NAMED.test(sentence.fold) ? firstMatch(REDRESS_LIMITED, sentence.fold) : null,
    examples: {
      matches: [
        'O ALUNO renuncia ao direito de reclamar contra a instituição ou seus professores.',
        'O CLIENTE compromete-se a não acionar o Procon antes de esgotar o atendimento da CONTRATADA.',
        'O CONTRATANTE somente poderá ajuizar ação depois de trinta dias da reclamação escrita.',
      ],
      nonMatches: [
        'O CLIENTE poderá reclamar junto ao Procon ou ao Poder Judiciário a qualquer tempo.',
        'As partes buscarão solução amigável, sem prejuízo do acesso do CONTRATANTE ao Judiciário.',
        'A CONTRATADA renuncia ao direito de cobrar juros sobre as parcelas pagas em dia.',
      ],
    },
  },
  {
    id: 'atipica.cdc_afastado',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Código de Defesa do Consumidor afastado',
    description:
      'O contrato diz que o Código de Defesa do Consumidor não se aplica; numa relação de consumo, a proteção da lei não pode ser afastada por cláusula.',
    recommendation:
      'Peça a exclusão da cláusula: o CDC vale para este contrato, diga ele o que disser.',
    legalRef: 'cdc.art51.XV',
    regime: 'consumer',
    match: (sentence) => firstMatch(CDC_EXCLUDED, sentence.fold),
    examples: {
      matches: [
        'Não se aplica a este contrato o Código de Defesa do Consumidor.',
        'As partes declaram que o CDC não se aplica à presente contratação.',
        'O CLIENTE reconhece que não há relação de consumo entre as partes.',
      ],
      nonMatches: [
        'Aplica-se a este contrato o Código de Defesa do Consumidor.',
        'Os casos omissos serão resolvidos pelo Código Civil e pelo Código de Defesa do Consumidor.',
        'O CLIENTE reconhece a relação de consumo entre as partes.',
      ],
    },
  },
];
