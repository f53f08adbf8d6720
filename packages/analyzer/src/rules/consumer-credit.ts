/**
 * Consumer credit (`../shared/LAW-CATALOGUE.md`): CDC art. 54-C, II (Lei 14.181/2021) — no offer
 * may say the credit will be granted without consulting credit bureaus or assessing the
 * consumer's finances — and Súmula 60 of the STJ — a negotiable title signed by an attorney of
 * the borrower tied to the lender, in the lender's sole interest, is void.
 */
import { CAMBIAL } from './cdc-art51';
import { SUPPLIER_SIDE } from './fragments';
import { firstMatch, type DeclarativeRule } from './rule';

/** A credit operation: a loan, a financing, a credit card, an overdraft. */
const CREDIT_OPERATION =
  /\b(?:emprestimos?|financiamentos?|mutuo|credito\s+(?:pessoal|consignado|direto)|cartao\s+de\s+credito|operac(?:ao|oes)\s+de\s+credito|concessao\s+de\s+credito|linha\s+de\s+credito|cheque\s+especial|capital\s+de\s+giro)\b/u;

const NO_CREDIT_CHECK = new RegExp(
  [
    String.raw`\bsem\s+(?:\p{L}+\s+){0,2}?(?:consulta|consultar|analise\s+de\s+credito|avaliacao\s+(?:da\s+situacao\s+financeira|de\s+credito|financeira))\b[^.;]{0,40}?\b(?:spc|serasa|scpc|boa\s+vista|protecao\s+ao\s+credito|cadastros?|credito|financeira|renda)\b`,
    String.raw`\b(?:mesmo|ainda\s+que|inclusive)\s+(?:para\s+)?(?:quem\s+(?:esta|estiver|tenha|tiver)\s+|(?:o\s+)?\p{L}+\s+(?:esteja|estiver)\s+)?(?:negativad[oa]s?|com\s+(?:o\s+)?nome\s+(?:sujo|negativado|restrito)|com\s+restric(?:ao|oes)\s+(?:cadastra\w*|no\s+(?:spc|serasa)))`,
    String.raw`\bcredito\s+(?:pre-?)?aprovado\s+(?:na\s+hora\s+)?sem\s+(?:consulta|analise|comprovacao\s+de\s+renda)\b`,
  ].join('|'),
  'u',
);

/** The power to sign negotiable titles for the borrower, given to the lender or its group. */
const ATTORNEY_FOR_TITLES = new RegExp(
  [
    String.raw`\b(?:nomeia\w*|constitu\w*|outorga\w*)(?:\s+e\s+(?:nomeia|constitui)\w*)?\s+(?:a|o|a\s+propria|o\s+proprio)\s+(?:${SUPPLIER_SIDE}|mutuante|banco|financeira|empresa\s+(?:ligada|coligada|do\s+(?:mesmo\s+)?grupo))\b[^.;]{0,60}?\bprocurador\w*`,
    String.raw`\b(?:outorga\w*|confere\w*|concede\w*)\s+(?:\p{L}+\s+){0,2}?(?:a|ao)\s+(?:${SUPPLIER_SIDE}|mutuante|banco|financeira)\b[^.;]{0,50}?\bpoderes\b`,
    String.raw`\bfica(?:m|ra)?\s+(?:a|o)\s+(?:${SUPPLIER_SIDE}|mutuante|banco)\s+(?:\p{L}+\s+){0,2}?(?:constituid|nomead|autorizad)[oa]\s+(?:\p{L}+\s+){0,2}?(?:procurador\w*|a\s+(?:emitir|sacar|assinar))`,
  ].join('|'),
  'u',
);

/** The family's rules. */
export const CONSUMER_CREDIT: readonly DeclarativeRule[] = [
  {
    id: 'atipica.credito_sem_consulta',
    criterion: 'exoticClauses',
    severity: 'média',
    title: 'Crédito prometido sem análise',
    description:
      'O contrato promete o crédito sem consulta aos cadastros de crédito ou sem avaliar a sua situação financeira; a lei proíbe essa oferta, que costuma esconder juros altos e leva ao superendividamento.',
    recommendation:
      'Desconfie da oferta: peça o custo efetivo total (CET) por escrito e compare com outras instituições antes de assinar.',
    legalRef: 'cdc.art54C.II',
    regime: 'consumer',
    isAbout: (doc) => CREDIT_OPERATION.test(doc.fold),
    match: (sentence) => firstMatch(NO_CREDIT_CHECK, sentence.fold),
    examples: {
      matches: [
        'O empréstimo será liberado sem consulta ao SPC ou ao SERASA.',
        'O crédito pessoal é concedido mesmo para quem está negativado.',
        'O financiamento será aprovado sem qualquer análise de crédito ou comprovação de renda.',
      ],
      nonMatches: [
        'A concessão do empréstimo depende de análise de crédito e consulta ao SERASA.',
        'O CLIENTE autoriza a consulta de seu CPF aos órgãos de proteção ao crédito.',
        'O financiamento será pago em vinte e quatro parcelas mensais.',
      ],
    },
  },
  {
    id: 'atipica.procurador_cambial',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Credor autorizado a emitir títulos em seu nome',
    description:
      'Você nomeia o próprio credor (ou empresa ligada a ele) seu procurador para emitir ou assinar notas promissórias e outros títulos em seu nome; o título assim criado, no interesse só do credor, é nulo.',
    recommendation:
      'Não outorgue essa procuração: se houver título de crédito, ele deve ser assinado por você, com valor e vencimento preenchidos.',
    legalRef: 'stj.sumula60',
    regime: 'consumer',
    match: (sentence) =>
      CAMBIAL.test(sentence.fold) ? firstMatch(ATTORNEY_FOR_TITLES, sentence.fold) : null,
    examples: {
      matches: [
        'O CLIENTE nomeia e constitui a CREDORA sua procuradora para emitir notas promissórias em seu nome.',
        'O devedor outorga à INSTITUIÇÃO poderes para sacar letras de câmbio contra si.',
        'Fica a ADMINISTRADORA constituída procuradora do CLIENTE para assinar títulos de crédito representativos do débito.',
      ],
      nonMatches: [
        'O CLIENTE emitirá nota promissória no valor de cada parcela, assinada por ele.',
        'O CLIENTE nomeia a CREDORA sua procuradora para receber correspondências.',
        'A CREDORA devolverá as notas promissórias ao CLIENTE após a quitação.',
      ],
    },
  },
];
