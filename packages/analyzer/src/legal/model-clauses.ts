/**
 * The vetted library of model clauses and of the one-line "what this means for you" of every
 * rule. A finding that asks for a change of wording gets, as `suggestedWording`, the model
 * clause of its rule: fixed, lawyer-style pt-BR text written once here, never generated. Its
 * only variable parts are slots filled with facts the analysis already extracted — the party
 * roles as the contract writes them ("LOCATÁRIA") and the price index it names ("IGP-M") — and
 * a clause whose slot has no fact reads without it, never with a placeholder. The figures in
 * the clauses are the law's (2% late fine in consumer relations, CDC art. 52 §1º; three rents
 * of deposit, Lei 8.245 art. 38 §2º; 90 days of experience, CLT art. 445; 7 days to withdraw,
 * CDC art. 49; yearly adjustment, Lei 10.192 art. 2º §1º), the analyzer's own ceilings (10% late
 * fine in civil contracts) or the library's stated choices (30 days of notice, 5 years of
 * secrecy after the end, the IPCA where the contract names no index — the index the Civil Code
 * applies when none was agreed, art. 389, parágrafo único, after Lei 14.905/2024). Interest is
 * the legal rate (CC art. 406: Selic minus IPCA) except in the late-payment clause, where 1% a
 * month is an agreed rate, not the legal one.
 *
 * Every rule of `RULES` has an entry: its meaning, and its model clause or the reason it has
 * none (the finding asks for no new wording, asks to correct the document's own text, or needs
 * values only the parties can fix). A rule whose findings differ by variant keys its texts by
 * the variant: the finding's title, or the missing element of a `padrao.ausente` finding. The
 * rule files are not touched: this library reads the findings they produce, in one post-pass.
 */
import type { TEntities, TFinding } from '@contrato-claro/shared';
import { foldText } from '../text/fold';
import type { Regime } from '../facts/regime';
import type { RuleId } from '../types';
import type { LegalReferenceId } from './references';

/**
 * What of the document's regime decides whether a wording helps its reader: a free exit is no
 * help where the law makes the duty irrevocable (secrecy, a promise of sale) or keeps the
 * landlord from ending a lease before its term (Lei 8.245 art. 4); a "reciprocal" fine is none
 * where only one side performs (a donation, a free loan, a one-sided declaration).
 */
export type AdviceRegime = Pick<
  Regime,
  'isIrrevocable' | 'isLease' | 'isGratuitous' | 'isUnilateral' | 'isEmployment'
>;

/** The document's facts a model clause may use. */
export interface ClauseSlots {
  /** The price index the contract names (first one that is not the Selic), or null. */
  index: string | null;
  /** The party roles as the contract writes them ("LOCADORA", "LOCATÁRIO"). */
  roles: readonly string[];
  /** The regime, when known: some wordings are withheld where they would harm the reader. */
  regime?: AdviceRegime;
}

/** A model clause: fixed text with the document's slots filled in, or null where it would harm. */
export type ModelClause = (slots: ClauseSlots, finding: TFinding) => string | null;

/** Why a rule's findings get no model clause. */
export type NoModelClause =
  /** The finding asks to check something, not to reword a clause. */
  | 'asks-no-change'
  /** The fix is correcting this document's own figures, dates, words or references. */
  | 'corrects-own-text'
  /** The fix needs values only the parties can choose (a price, a due day, a name). */
  | 'needs-parties-values';

/** What a finding tells its reader and, when it asks for one, the wording it suggests. */
export interface Advice {
  /** One plain pt-BR line for a non-lawyer, true of every finding it covers. */
  meaning: string;
  clause: ModelClause | { none: NoModelClause };
}

/** A rule's advice, with overrides by variant (title or missing element). */
export interface RuleAdvice extends Advice {
  variants?: Readonly<Record<string, Partial<Advice>>>;
}

const SELIC = 'SELIC';

/** The slots of a document, read from its extracted entities and its regime. */
export function clauseSlots(
  entities: Pick<TEntities, 'indices' | 'parties'>,
  regime?: AdviceRegime,
): ClauseSlots {
  return {
    index: entities.indices.find((mention) => mention.index !== SELIC)?.index ?? null,
    roles: entities.parties.map((party) => party.role),
    ...(regime === undefined ? {} : { regime }),
  };
}

/** A role as the contract writes it, with the article its gender takes. */
interface NamedRole {
  /** "o LOCATÁRIO", "a LOCATÁRIA". */
  the: string;
  /** "do LOCATÁRIO", "da LOCATÁRIA". */
  of: string;
}

const named = (role: string, isFeminine: boolean): NamedRole => ({
  the: `${isFeminine ? 'a' : 'o'} ${role}`,
  of: `${isFeminine ? 'da' : 'do'} ${role}`,
});

/**
 * The role of the contract whose folded form matches `pattern` (one person, singular), else
 * the generic noun the law uses ("o locatário").
 */
function roleOf(slots: ClauseSlots, pattern: RegExp, generic: string): NamedRole {
  const role = slots.roles.find((candidate) => pattern.test(foldText(candidate).trim()));
  return role === undefined
    ? named(generic, false)
    : named(role.trim(), /a$/u.test(foldText(role).trim()));
}

const TENANT = /^(?:locatari[oa]|inquilin[oa])$/u;
const AGENT = /^representante(?: comercial)?$/u;

const tenant = (slots: ClauseSlots) => roleOf(slots, TENANT, 'locatário');
const agent = (slots: ClauseSlots) => roleOf(slots, AGENT, 'representante');
/** " pelo IGP-M" when the contract names an index; nothing otherwise. */
const byIndex = (slots: ClauseSlots) => (slots.index === null ? '' : ` pelo ${slots.index}`);

const fixed =
  (text: string): ModelClause =>
  () =>
    text;

const ASKS_NO_CHANGE = { none: 'asks-no-change' } as const;
const CORRECTS_OWN_TEXT = { none: 'corrects-own-text' } as const;
const NEEDS_PARTIES_VALUES = { none: 'needs-parties-values' } as const;

/** Whether the table attached `id` to the finding (only when the document's regime lets it). */
const rests = (finding: TFinding, id: LegalReferenceId): boolean => finding.legalBasis?.id === id;

/**
 * A late fine within the ceiling the finding measured it against: 10% of the debt in a lot sale
 * (Lei 6.766 art. 26, V), 10% in a civil contract (CC art. 413), otherwise the consumer's 2%
 * (CDC art. 52 §1º) — lawful in every regime, so also the wording when no basis was attached.
 */
const LATE_FINE: ModelClause = (slots, finding) => {
  const charges = `juros de mora de 1% (um por cento) ao mês e correção monetária${byIndex(slots)}`;
  if (rests(finding, 'lei6766.art26.V')) {
    return `Em caso de atraso no pagamento, incidirá multa de 10% (dez por cento) sobre o débito, exigível somente em caso de intervenção judicial ou de mora superior a 3 (três) meses, além de ${charges}.`;
  }
  if (rests(finding, 'cc.art412-413')) {
    return `Em caso de atraso no pagamento, incidirá multa de 10% (dez por cento) sobre o valor da parcela em atraso, além de ${charges}.`;
  }
  return `Em caso de atraso, incidirá multa de 2% (dois por cento) sobre o valor da parcela em atraso, ${charges}.`;
};

const PROPORTIONAL_FINE = fixed(
  'A multa prevista nesta cláusula será reduzida proporcionalmente à parte da obrigação já cumprida e não excederá o valor da obrigação descumprida.',
);
const REFUND_OF_PAID = fixed(
  'Em caso de desistência ou rescisão, os valores pagos serão restituídos de imediato, em parcela única e monetariamente corrigidos, deduzidos apenas os prejuízos comprovadamente causados pela parte que deu causa ao término.',
);
const YEARLY_ADJUSTMENT: ModelClause = (slots) =>
  `Os valores deste contrato somente serão reajustados a cada 12 (doze) meses, contados da data de início de sua vigência${slots.index === null ? '' : `, pela variação acumulada do ${slots.index} no período`}.`;
const ADJUSTMENT_BY_IPCA = fixed(
  'Os valores deste contrato serão reajustados a cada 12 (doze) meses, contados da data de início de sua vigência, pela variação acumulada do IPCA/IBGE no período.',
);
/**
 * A free exit on notice, withheld where it would undo what the reader is owed: an irrevocable
 * duty (secrecy, a promise of sale), a lease the landlord may not end before its term, an
 * employment contract (the CLT sets its own notice).
 */
const exitOnNotice =
  (text: string): ModelClause =>
  ({ regime }) =>
    regime !== undefined && (regime.isIrrevocable || regime.isLease || regime.isEmployment)
      ? null
      : text;
const TERMINATION_WITH_NOTICE = exitOnNotice(
  'Qualquer das partes poderá rescindir este contrato mediante aviso prévio por escrito de 30 (trinta) dias.',
);
const RENEWAL_WITH_NOTICE = fixed(
  'Este contrato será renovado por igual período, salvo se qualquer das partes comunicar à outra, por escrito e com antecedência mínima de 30 (trinta) dias do término, que não deseja renová-lo.',
);
const COURT_OF_DEFENDANT = fixed(
  'Fica eleito o foro da comarca do domicílio do réu para dirimir as questões oriundas deste contrato.',
);
const NO_WAIVER = fixed(
  'Nenhuma disposição deste contrato importa renúncia a direitos que a lei assegura a qualquer das partes.',
);
const SECRECY_FOR_FIVE_YEARS = fixed(
  'As partes manterão sigilo sobre as informações confidenciais a que tiverem acesso em razão deste contrato, durante a sua vigência e por 5 (cinco) anos após o seu término, salvo as que forem de domínio público ou cuja divulgação seja exigida por lei ou ordem judicial.',
);
/** A fine for both sides, withheld where only one side performs (nothing for the other to breach). */
const RECIPROCAL_FINE: ModelClause = ({ regime }) =>
  regime !== undefined && (regime.isGratuitous || regime.isUnilateral)
    ? null
    : 'A multa prevista neste contrato aplica-se a qualquer das partes que descumprir suas obrigações, em favor da parte inocente.';
const SIGNATURES = fixed(
  'E, por estarem de acordo, as partes assinam este instrumento em 2 (duas) vias de igual teor e forma.',
);
const SIGNATURES_WITH_WITNESSES = fixed(
  'E, por estarem de acordo, as partes assinam este instrumento na presença das 2 (duas) testemunhas abaixo identificadas, que também o assinam.',
);

/** The advice of every rule (a rule added to `RULES` does not compile without one). */
export const RULE_ADVICE: Readonly<Record<RuleId, RuleAdvice>> = {
  'contradicao.numero_extenso': {
    meaning:
      'O valor em números e o valor por extenso não batem; numa disputa, cada lado pode defender o que lhe convém.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.valor_divergente': {
    meaning:
      'O contrato diz duas coisas diferentes sobre o mesmo ponto, e cada lado pode escolher a versão que o favorece.',
    clause: CORRECTS_OWN_TEXT,
    variants: {
      'Dois CEPs no mesmo endereço': {
        meaning:
          'Com dois CEPs, uma notificação ou cobrança pode ir para o lugar errado sem que ninguém fique sabendo.',
      },
    },
  },
  'contradicao.foro_duplo': {
    meaning:
      'Com dois foros, não se sabe em que cidade um processo deve correr, e isso mesmo pode virar motivo de briga.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.aritmetica': {
    meaning: 'Os números do contrato não fecham, então não fica claro qual valor é de fato devido.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.referencia_inexistente': {
    meaning:
      'O contrato remete a um trecho que não existe ou que não trata do assunto, e a regra fica incompleta.',
    clause: CORRECTS_OWN_TEXT,
    variants: {
      'Testemunhas citadas sem campo de assinatura': {
        meaning: 'O contrato fala em testemunhas, mas não há onde elas assinarem.',
      },
      'Título executivo sem testemunhas': {
        meaning:
          'Sem a assinatura de duas testemunhas, uma dívida deste contrato não pode ser cobrada direto na Justiça, pelo caminho mais rápido.',
      },
    },
  },
  'contradicao.papel_indefinido': {
    meaning:
      'O contrato fala de uma parte que não foi identificada, e não fica claro quem tem aquele direito ou dever.',
    clause: NEEDS_PARTIES_VALUES,
    variants: {
      'Fornecedor não identificado': {
        meaning:
          'Sem o nome, o CNPJ e o endereço de quem vende, fica difícil reclamar ou cobrar de alguém se algo der errado.',
      },
    },
  },
  'contradicao.papel_trocado': {
    meaning:
      'Com os nomes das partes trocados, a cláusula pode acabar obrigando ou beneficiando a pessoa errada.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.assinante_diverso': {
    meaning:
      'Quem assina não é quem o contrato identifica como parte, o que deixa em dúvida quem de fato se obrigou.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.natureza_contraditoria': {
    meaning:
      'O contrato diz ser uma coisa e funciona como outra, e numa disputa cada lado pode invocar a regra que lhe convém.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.regra_divergente': {
    meaning:
      'Duas cláusulas dão regras diferentes para a mesma situação, e cada lado pode escolher a que o favorece.',
    clause: CORRECTS_OWN_TEXT,
  },
  'contradicao.qualificacao_inconsistente': {
    meaning:
      'Os dados de identificação de uma parte se contradizem, e não fica claro quem de fato assina e responde pelo contrato.',
    clause: CORRECTS_OWN_TEXT,
  },

  'financeiro.multa_excessiva': {
    meaning:
      'Quem pagar esta multa pode pagar bem mais do que o prejuízo que causou; ela pode ser reduzida, mas talvez só na Justiça.',
    clause: PROPORTIONAL_FINE,
    variants: {
      'Multa por atraso acima do limite': {
        meaning:
          'Qualquer atraso, mesmo de poucos dias, custaria a quem paga uma multa maior do que a lei ou o costume admitem.',
        clause: LATE_FINE,
      },
      'Multa de mora calculada sobre outros encargos': {
        meaning:
          'A multa por atraso fica maior porque é calculada sobre juros e outros encargos, e não só sobre a parcela.',
        clause: LATE_FINE,
      },
      'Multa de mora cobrada todo mês': {
        meaning:
          'A multa por atraso se repete a cada mês, como juros extras, quando deveria ser cobrada uma vez só.',
        clause: (slots) =>
          `A multa de mora incidirá uma única vez sobre o valor da parcela em atraso, sem prejuízo dos juros de mora e da correção monetária${byIndex(slots)}.`,
      },
      'Multa diária sem limite': {
        meaning:
          'A multa cresce a cada dia, sem teto, e pode acabar maior do que o valor da própria obrigação.',
        clause: fixed(
          'O valor total da multa diária prevista nesta cláusula não excederá o valor da obrigação principal.',
        ),
      },
      'Multa alta para qualquer descumprimento': {
        meaning: 'Qualquer falha, mesmo pequena, custaria a mesma multa alta de uma falha grave.',
      },
      'Multa de várias mensalidades para sair do contrato': {
        meaning:
          'Sair do contrato custa várias mensalidades, mesmo quando falta pouco tempo para ele acabar.',
        clause: fixed(
          'A multa devida pelo cancelamento antes do término do prazo será reduzida proporcionalmente ao tempo de contrato já cumprido.',
        ),
      },
      'Multa atrelada ao salário mínimo': {
        meaning:
          'A multa é contada em salários mínimos, o que a Constituição proíbe, e custa o mesmo para qualquer falta.',
        clause: NEEDS_PARTIES_VALUES,
      },
      'Perda de todos os valores pagos': {
        meaning:
          'Se o contrato terminar, quem pagou pode não receber de volta nada do que já pagou.',
        clause: REFUND_OF_PAID,
      },
      'Retenção excessiva do que foi pago': {
        meaning: 'Quem sair do contrato perde uma parte grande do que já pagou.',
        clause: REFUND_OF_PAID,
      },
      'Retenção calculada sobre o preço total': {
        meaning:
          'A perda é calculada sobre o preço total: quem sair no começo pode perder tudo ou quase tudo o que pagou.',
        clause: REFUND_OF_PAID,
      },
      'Perda de todo o preço': {
        meaning: 'Quem desistir paga o preço inteiro, mesmo sem receber o serviço.',
        clause: REFUND_OF_PAID,
      },
      'Devolução só no fim do plano': {
        meaning:
          'Quem desistir só recebe de volta o que pagou quando o plano acabar, o que pode levar anos.',
        clause: REFUND_OF_PAID,
      },
    },
  },
  'financeiro.juros_mora': {
    meaning:
      'Os juros podem fazer a dívida crescer bem mais depressa do que a lei permite entre particulares.',
    clause: fixed(
      'Os juros previstos neste contrato corresponderão à taxa legal, calculados de forma simples, sem capitalização.',
    ),
    variants: {
      'Juros sem período definido': {
        meaning:
          'O contrato não diz se os juros são por mês ou por dia, e contados por dia a dívida cresce muito mais depressa.',
      },
    },
  },
  'financeiro.juros_compostos': {
    meaning: 'Os juros são cobrados sobre juros, e a dívida cresce cada vez mais depressa.',
    clause: fixed(
      'Os juros serão calculados de forma simples, vedada a sua capitalização em período inferior a um ano.',
    ),
  },
  'financeiro.multa_locacao_desproporcional': {
    meaning:
      'Quem devolver o imóvel antes do prazo paga a multa cheia, mesmo que falte pouco para o contrato acabar.',
    clause: (slots) =>
      `Se ${tenant(slots).the} devolver o imóvel antes do término do prazo contratual, pagará a multa pactuada, reduzida proporcionalmente ao período de cumprimento do contrato.`,
  },
  'financeiro.garantia_multipla': {
    meaning:
      'O contrato exige mais de uma garantia ao mesmo tempo (como fiador e caução), o que a lei das locações proíbe.',
    clause: fixed(
      'A locação será garantida por uma única das modalidades de garantia previstas em lei (caução, fiança, seguro de fiança locatícia ou cessão fiduciária de quotas de fundo de investimento), vedada a exigência cumulativa de outra.',
    ),
  },
  'financeiro.caucao_excessiva': {
    meaning: 'O depósito exigido passa de três aluguéis, o máximo que a lei permite.',
    clause: (slots) =>
      `A caução em dinheiro não excederá o equivalente a 3 (três) meses de aluguel e será depositada em caderneta de poupança, revertendo em benefício ${tenant(slots).of} as vantagens dela decorrentes por ocasião do levantamento.`,
  },
  'financeiro.reajuste_inferior_anual': {
    meaning: 'Os valores podem subir antes de completar um ano, o que a lei não permite.',
    clause: YEARLY_ADJUSTMENT,
    variants: {
      'Reajuste em mês fixo do calendário': {
        meaning:
          'O reajuste acontece num mês fixo do ano, então o primeiro aumento pode vir antes de um ano de contrato.',
      },
      'Mensalidade escolar alterável durante o ano': {
        meaning:
          'A escola pode aumentar a mensalidade no meio do ano letivo, o que a lei das mensalidades não permite.',
        clause: fixed(
          'O valor da anuidade escolar fixado neste contrato vigorará por todo o ano letivo e somente poderá ser revisto para o período letivo seguinte, na forma da Lei 9.870/1999.',
        ),
      },
    },
  },
  'financeiro.sem_indice_reajuste': {
    meaning:
      'Sem um índice definido, não se sabe quanto os valores vão subir com o tempo, o que abre espaço para discussão.',
    clause: ADJUSTMENT_BY_IPCA,
  },
  'financeiro.responsabilidade_ilimitada': {
    meaning:
      'Uma das partes responde por qualquer dano, sem teto, e pode ter de pagar muito mais do que vale o contrato.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'financeiro.pagamento_antecipado_integral': {
    meaning:
      'Todo o preço é pago antes de receber qualquer coisa; se a outra parte não cumprir, recuperar o dinheiro pode ser difícil.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'financeiro.custos_cobranca': {
    meaning:
      'Em caso de atraso, o cliente já paga de antemão honorários e custos de cobrança fixados pela outra parte.',
    clause: fixed(
      'Em caso de cobrança judicial, os honorários advocatícios serão os fixados pelo juízo, não sendo devidos honorários ou custos de cobrança extrajudicial previamente estipulados.',
    ),
  },
  'financeiro.parcelas_vincendas': {
    meaning:
      'Depois de encerrado o contrato, o cliente continuaria pagando parcelas por algo que não vai receber.',
    clause: fixed(
      'Em caso de rescisão, serão devidas apenas as parcelas vencidas até a data do encerramento do contrato, além da multa nele prevista, se houver.',
    ),
    variants: {
      'Cobrança durante a suspensão do serviço': {
        meaning:
          'O cliente continuaria pagando enquanto o serviço estiver suspenso e ele não o recebe.',
        clause: fixed(
          'Enquanto o serviço estiver suspenso, não serão cobradas as parcelas correspondentes ao período de suspensão.',
        ),
      },
    },
  },
  'financeiro.preco_indefinido': {
    meaning:
      'O contrato não diz quanto será cobrado, então quem paga fica sujeito ao valor que a outra parte decidir.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'financeiro.desconto_perdido': {
    meaning:
      'Um atraso faz perder todos os descontos, além de pagar multa e juros: o mesmo atraso é punido duas vezes.',
    variants: {
      'Desconto concedido perdido somado à multa': {
        meaning:
          'Um atraso faz perder o desconto que você tinha, além de pagar multa e juros: o mesmo atraso é punido duas vezes.',
        clause: fixed(
          'O atraso no pagamento sujeitará o devedor apenas à multa e aos juros previstos neste contrato, mantidos os descontos e as bolsas concedidos.',
        ),
      },
      'Desconto de pontualidade somado à multa': {
        meaning:
          'Quem atrasa perde o desconto e ainda paga multa e juros, e o atraso sai mais caro do que a multa diz.',
        clause: fixed(
          'O atraso no pagamento sujeitará o devedor à multa e aos juros previstos neste contrato, calculados sobre o valor com o desconto de pontualidade, que não se perde além deles.',
        ),
      },
    },
    clause: fixed(
      'O atraso no pagamento sujeitará o devedor apenas à multa e aos juros previstos neste contrato, mantidos os descontos e as bolsas concedidos.',
    ),
  },
  'financeiro.custo_parcelado': {
    meaning:
      'Somadas, as parcelas custam bem mais do que o valor do bem ou do serviço, e o contrato não diz quanto você pagará no total.',
    clause: NEEDS_PARTIES_VALUES,
    variants: {
      'Custo total não informado': {
        meaning: 'O contrato não diz quanto você pagará ao todo, somadas as parcelas e as taxas.',
      },
    },
  },

  'financeiro.caucao_irregular': {
    meaning:
      'O dinheiro da caução fica com o locador ou a imobiliária, e os rendimentos podem não voltar a você.',
    clause: fixed(
      'A caução será depositada em caderneta de poupança aberta exclusivamente para esse fim, e o seu saldo, com todos os rendimentos, será devolvido ao locatário na entrega das chaves, deduzidos apenas os débitos comprovados da locação.',
    ),
  },
  'financeiro.multa_indefinida': {
    meaning: 'Não se sabe quanto a multa custa, e quem a cobra acaba decidindo o valor.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'financeiro.tributos_genericos': {
    meaning: 'Além do preço, podem ser cobrados impostos que o contrato não diz quais são.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'datas.sem_prazo': {
    meaning: 'Sem prazo definido, não se sabe até quando o contrato vale nem como sair dele.',
    clause: exitOnNotice(
      'Este contrato vigorará por prazo indeterminado, podendo qualquer das partes denunciá-lo a qualquer tempo, mediante aviso prévio por escrito de 30 (trinta) dias.',
    ),
    variants: {
      'Autorização de uso sem prazo': {
        meaning:
          'A autorização não tem prazo, e o uso pode continuar indefinidamente sem regra para revogá-la.',
        clause: fixed(
          'A presente autorização poderá ser revogada a qualquer tempo por quem a concedeu, mediante comunicação por escrito, preservados os usos realizados até a revogação.',
        ),
      },
    },
  },
  'datas.sem_vencimento': {
    meaning:
      'Sem data de pagamento, não se sabe quando começa o atraso, nem desde quando cabem multa e juros.',
    clause: NEEDS_PARTIES_VALUES,
    variants: {
      'Repasse do dinheiro sem prazo': {
        meaning:
          'O dinheiro recebido para a outra parte pode ficar retido, porque não há prazo para repassá-lo.',
      },
    },
  },
  'datas.renovacao_sem_aviso': {
    meaning:
      'O contrato se renova sozinho e não dá prazo para avisar que não se quer renovar; quando se perceber, pode ser tarde.',
    clause: RENEWAL_WITH_NOTICE,
  },
  'datas.fim_antes_inicio': {
    meaning:
      'A data de término vem antes da de início, então não se sabe quando o contrato começa nem quando acaba.',
    clause: CORRECTS_OWN_TEXT,
  },
  'datas.assinatura_apos_termino': {
    meaning:
      'As datas do contrato não fecham entre si, e fica em dúvida por quanto tempo ele vale.',
    clause: CORRECTS_OWN_TEXT,
    variants: {
      'Documento assinado depois do fim da vigência': {
        meaning:
          'O contrato foi assinado depois de terminado o próprio prazo, e pode não valer para o período que já passou.',
      },
      'Prazo menor que o aviso exigido para encerrá-lo': {
        meaning:
          'O contrato acaba antes do aviso que ele mesmo exige para encerrá-lo, e não fica claro como ele termina.',
      },
    },
  },
  'datas.experiencia_acima_limite': {
    meaning:
      'Passados 90 dias, a experiência vira contrato de trabalho por prazo indeterminado, com os direitos de um emprego comum.',
    clause: fixed(
      'O prazo deste contrato de experiência, incluída a sua eventual prorrogação, não excederá 90 (noventa) dias.',
    ),
  },

  'datas.prazo_indefinido': {
    meaning:
      'Um prazo que a lei de proteção de dados exige fica em aberto, e a resposta ou o aviso podem chegar tarde.',
    clause: fixed(
      'O controlador responderá aos pedidos do titular em até 15 (quinze) dias contados do requerimento.',
    ),
    variants: {
      'Comunicação de incidente sem prazo': {
        meaning: 'Se os seus dados vazarem, você pode ser avisado tarde demais para se proteger.',
        clause: fixed(
          'O controlador comunicará ao titular e à Autoridade Nacional de Proteção de Dados, no prazo fixado por esta, qualquer incidente de segurança que possa acarretar ao titular risco ou dano relevante, informando os dados afetados e as medidas adotadas.',
        ),
      },
    },
  },
  'datas.data_documento': {
    meaning: 'Não dá para saber com certeza a data do documento que vale para você.',
    clause: CORRECTS_OWN_TEXT,
    variants: {
      'Termos sem data nem versão': {
        meaning: 'Sem data nem versão, não há como provar qual redação dos termos você aceitou.',
        clause: fixed(
          'Estes termos estão em vigor desde a data indicada no seu início, identificada com o número da versão; cada nova versão indicará a sua data e será comunicada ao usuário antes de entrar em vigor.',
        ),
      },
    },
  },
  'datas.aviso_desproporcional': {
    meaning:
      'Sair do contrato no meio do prazo exige bem menos aviso do que não renová-lo, e a outra parte pode ser surpreendida.',
    clause: exitOnNotice(
      'Qualquer das partes poderá rescindir este contrato antes do término do prazo mediante aviso prévio por escrito de 30 (trinta) dias, o mesmo exigido para a não renovação.',
    ),
  },
  'datas.parcelas_ano_fixo': {
    meaning:
      'Quem começa no meio do ano paga o mesmo número de parcelas por um serviço mais curto.',
    clause: fixed(
      'O preço anual será dividido em parcelas mensais proporcionais aos meses que faltarem até o término da vigência, contados do mês da adesão.',
    ),
  },
  'datas.sigilo_limitado': {
    meaning:
      'Terminada a relação, as informações podem ser usadas ou divulgadas sem nenhuma restrição.',
    clause: SECRECY_FOR_FIVE_YEARS,
  },
  'equilibrio.multa_unilateral': {
    meaning:
      'Só um lado paga multa se descumprir o contrato; se o outro falhar, não há multa a cobrar.',
    clause: RECIPROCAL_FINE,
  },
  'equilibrio.rescisao_unilateral': {
    meaning: 'Só um lado pode encerrar o contrato quando quiser; o outro fica preso a ele.',
    clause: TERMINATION_WITH_NOTICE,
    variants: {
      'Rescisão só pela falta do cliente': {
        meaning:
          'Se o fornecedor deixar de cumprir o que prometeu, o contrato não diz como sair dele nem o que você recebe de volta.',
        clause: fixed(
          'Qualquer das partes poderá rescindir este contrato em caso de descumprimento pela outra, não sanado em 10 (dez) dias da notificação, com a devolução dos valores pagos por serviços não prestados.',
        ),
      },
      'Contrato que só uma parte pode deixar de assinar': {
        meaning:
          'Você fica obrigado ao assinar, mas o outro lado ainda pode desistir do negócio simplesmente não assinando.',
        clause: fixed(
          'Este contrato obriga as partes desde a sua assinatura por ambas, e as condições para a sua celebração foram verificadas antes dela.',
        ),
      },
    },
  },
  'equilibrio.alteracao_unilateral': {
    meaning:
      'Um lado pode mudar sozinho regras ou preços, e o outro fica sujeito às novas condições.',
    clause: fixed(
      'Qualquer alteração deste contrato somente terá validade se feita por termo aditivo escrito e assinado por ambas as partes.',
    ),
  },
  'equilibrio.renuncia_unilateral': {
    meaning: 'Só um lado abre mão de direitos, e fica com menos proteção se algo der errado.',
    clause: NO_WAIVER,
  },
  'equilibrio.limitacao_responsabilidade_unilateral': {
    meaning:
      'Um lado limita ou exclui a própria responsabilidade por danos, e o outro responde por tudo.',
    variants: {
      'Responsabilidade pelo serviço transferida ao cliente': {
        meaning:
          'O fornecedor deixa de responder pelo próprio serviço que vende, e você fica com toda a responsabilidade por ele.',
      },
    },
    clause: (_slots, finding) =>
      rests(finding, 'cdc.art51.I')
        ? 'O fornecedor responde, na forma da lei, pelos vícios e defeitos dos produtos e serviços, sem limitação ou exclusão de sua responsabilidade.'
        : 'A limitação de responsabilidade prevista neste contrato aplica-se igualmente a ambas as partes e não abrange os danos causados por dolo ou culpa grave.',
  },
  'equilibrio.foro_domicilio_parte': {
    meaning:
      'Um processo correria na cidade de uma das partes, e a outra teria mais custo e deslocamento para se defender.',
    clause: COURT_OF_DEFENDANT,
    variants: {
      'Foro na sede do fornecedor': {
        meaning: 'Um processo correria na cidade da empresa, longe de onde mora o consumidor.',
        clause: fixed(
          'Fica eleito o foro da comarca do domicílio do consumidor para dirimir as questões oriundas deste contrato.',
        ),
      },
      'Foro na sede da representada': {
        meaning:
          'Um processo correria na cidade da empresa representada, e não onde mora o representante, como a lei garante.',
        clause: (slots) =>
          `Fica eleito o foro do domicílio ${agent(slots).of} para dirimir as questões oriundas deste contrato.`,
      },
    },
  },
  'equilibrio.obrigacoes_desiguais': {
    meaning:
      'Quase todas as obrigações ficam com um lado; o outro tem poucos deveres que se possam cobrar.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'equilibrio.cancelamento_dificultado': {
    meaning:
      'Sair do contrato é mais difícil do que entrar: há exigências que prendem o consumidor a ele.',
    clause: fixed(
      'O consumidor poderá cancelar este contrato a qualquer tempo, pelo mesmo meio utilizado para a contratação, sem que o cancelamento fique condicionado ao pagamento de débitos em aberto, que poderão ser cobrados pelos meios próprios.',
    ),
  },
  'equilibrio.del_credere': {
    meaning: 'Se o cliente não pagar, quem paga é o representante, o que a lei proíbe.',
    clause: (slots) => {
      const { the } = agent(slots);
      return `${the.charAt(0).toUpperCase()}${the.slice(1)} não responde pela solvência dos clientes que apresentar, sendo vedada a cláusula del credere.`;
    },
  },
  'equilibrio.suspensao_por_atraso': {
    meaning: 'Um atraso no pagamento pode deixar você sem o serviço, sem aviso antes.',
    clause: fixed(
      'Em caso de atraso no pagamento, o serviço somente poderá ser suspenso após notificação por escrito que conceda prazo de 10 (dez) dias para a quitação do débito.',
    ),
    variants: {
      'Serviço escolar suspenso por atraso': {
        meaning:
          'Por um atraso, a escola pode tirar do aluno aulas, atividades ou documentos durante o ano, o que a lei proíbe.',
        clause: fixed(
          'O inadimplemento não acarretará a suspensão de provas, aulas ou atividades nem a retenção de documentos escolares; a CONTRATADA poderá cobrar o débito pelos meios legais e recusar a rematrícula para o período seguinte.',
        ),
      },
    },
  },
  'equilibrio.devolucao_recusada': {
    meaning:
      'Mesmo querendo sair, você pode continuar pagando aluguel porque o locador não aceita as chaves enquanto houver alguma pendência.',
    clause: (slots) => {
      const { the } = tenant(slots);
      return `As chaves serão recebidas na data em que ${the} as entregar, mediante termo de entrega e vistoria de saída; eventuais débitos e reparos apurados serão cobrados à parte, sem impedir o encerramento da locação.`;
    },
  },
  'equilibrio.jornada_sem_limite': {
    meaning:
      'Você se compromete a fazer horas extras sempre que a empresa pedir, sem limite por dia e sem saber como serão pagas ou compensadas.',
    clause: fixed(
      'A jornada poderá ser prorrogada em até 2 (duas) horas diárias, mediante acordo escrito, com pagamento das horas extras com adicional de no mínimo 50% (cinquenta por cento) ou sua compensação no mesmo mês, e do adicional noturno quando o trabalho ocorrer à noite.',
    ),
  },
  'equilibrio.comissao_sem_prazo': {
    meaning:
      'Mesmo vendendo por conta própria, e muito depois do fim do contrato, você pode ter de pagar comissão a quem já não trabalha para você.',
    clause: fixed(
      'A comissão será devida sobre as vendas a compradores apresentados por escrito pela intermediária durante a vigência deste contrato e concluídas em até 90 (noventa) dias após o seu término.',
    ),
  },

  'objetividade.placeholder': {
    meaning:
      'Campos em branco podem ser preenchidos depois, por outra pessoa, com valores que não foram combinados.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'objetividade.ortografia': {
    meaning:
      'Erros de digitação deixam o texto menos confiável e podem gerar dúvida sobre o que foi combinado.',
    clause: CORRECTS_OWN_TEXT,
    variants: {
      'Nome de parte escrito errado': {
        meaning:
          'Com o nome de uma parte escrito errado, pode surgir dúvida sobre quem tem cada direito ou dever.',
      },
    },
  },
  'objetividade.frase_longa': {
    meaning:
      'Frases longas demais são difíceis de entender, e uma obrigação pode passar despercebida.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.legibilidade': {
    meaning: 'O texto é difícil de ler, e é fácil assinar sem entender o que se está aceitando.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.termo_vago': {
    meaning:
      'Palavras vagas deixam em aberto prazos, valores ou motivos, e cada lado pode interpretá-las a seu favor.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'objetividade.repeticao': {
    meaning: 'O mesmo texto aparece mais de uma vez, o que deixa o contrato mais longo e confuso.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.numeracao': {
    meaning:
      'Com a numeração das cláusulas errada, as remissões entre elas podem apontar para o lugar errado.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.frase_incompleta': {
    meaning: 'Uma cláusula termina no meio, então não se sabe o que ela obriga nem a quem.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.documento_externo': {
    meaning:
      'O contrato depende de documentos que não vêm com ele: assinando, você aceitaria regras que ainda não leu.',
    clause: ASKS_NO_CHANGE,
  },
  'objetividade.lei_citada_errada': {
    meaning: 'Uma lei citada de forma errada pode gerar discussão sobre qual regra vale de fato.',
    clause: CORRECTS_OWN_TEXT,
  },
  'objetividade.regra_estrangeira': {
    meaning:
      'O texto copia regras da lei europeia de dados, que não valem aqui, e pode confundir sobre os seus direitos no Brasil.',
    clause: fixed(
      'O titular dos dados pessoais poderá apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), nos termos da Lei 13.709/2018.',
    ),
    variants: {
      'Idade do regulamento europeu para dados de crianças': {
        clause: fixed(
          'O tratamento de dados pessoais de crianças somente será realizado com o consentimento específico e em destaque de pelo menos um dos pais ou do responsável legal, e o de adolescentes, no seu melhor interesse, nos termos do art. 14 da Lei 13.709/2018.',
        ),
      },
    },
  },
  'objetividade.modelo_alheio': {
    meaning:
      'Parte do texto veio de outro tipo de contrato e não combina com este, o que abre espaço para dúvidas sobre o que vale.',
    clause: CORRECTS_OWN_TEXT,
  },

  'padrao.ausente': {
    meaning:
      'O contrato não trata de um ponto que se espera nele; se surgir um problema sobre isso, não há regra combinada.',
    clause: NEEDS_PARTIES_VALUES,
    variants: {
      partes: {
        meaning:
          'Sem a identificação completa das partes, fica difícil provar quem se obrigou e cobrar de quem deve.',
      },
      objeto: {
        meaning:
          'Sem dizer o que está sendo contratado, não há como exigir a entrega do que foi combinado.',
      },
      pagamento: {
        meaning: 'Sem as condições de pagamento, não se sabe quanto, quando e como pagar.',
      },
      vigencia: { meaning: 'Sem prazo de vigência, não se sabe até quando o contrato vale.' },
      obrigacoes: {
        meaning: 'Sem as obrigações de cada parte, fica difícil cobrar o que cada uma deve fazer.',
      },
      rescisao: {
        meaning: 'Sem regras de saída, não se sabe como encerrar o contrato nem quanto isso custa.',
        clause: TERMINATION_WITH_NOTICE,
      },
      multa: {
        meaning:
          'Sem multa, quem sofrer um descumprimento terá de provar o prejuízo na Justiça para ser indenizado.',
      },
      foro: {
        meaning:
          'Sem foro escolhido, é pela regra geral da lei que se decide em que cidade corre um processo.',
        clause: COURT_OF_DEFENDANT,
      },
      confidencialidade: {
        meaning:
          'Sem dever de sigilo, as informações trocadas podem ser divulgadas sem regra que o impeça.',
        clause: SECRECY_FOR_FIVE_YEARS,
      },
      protecao_dados: {
        meaning:
          'O contrato usa dados pessoais sem dizer para que, por quanto tempo e com que cuidados.',
        clause: fixed(
          'As partes tratarão os dados pessoais a que tiverem acesso em razão deste contrato exclusivamente para as finalidades nele previstas, na forma da Lei 13.709/2018 (Lei Geral de Proteção de Dados Pessoais), adotando medidas de segurança aptas a protegê-los e eliminando-os ao término do tratamento, ressalvadas as hipóteses legais de conservação.',
        ),
      },
      forca_maior: {
        meaning:
          'Sem regra para imprevistos graves, não fica claro o que acontece se algo fora do controle das partes impedir o cumprimento.',
        clause: fixed(
          'Nenhuma das partes responderá pelos prejuízos resultantes de caso fortuito ou de força maior, devendo a parte afetada comunicar o fato à outra, por escrito, assim que dele tiver conhecimento.',
        ),
      },
      reajuste: {
        meaning: 'Sem regra de reajuste, não se sabe se e como os valores mudam com o tempo.',
        clause: ADJUSTMENT_BY_IPCA,
      },
      assinaturas: {
        meaning: 'Sem as assinaturas das partes, fica difícil provar que o contrato foi aceito.',
        clause: SIGNATURES,
      },
      testemunhas: {
        meaning:
          'Sem duas testemunhas (ou assinatura eletrônica), uma dívida deste contrato não pode ser cobrada direto na Justiça, pelo caminho mais rápido.',
        clause: SIGNATURES_WITH_WITNESSES,
      },
    },
  },
  'padrao.protecao_dados_insuficiente': {
    meaning: 'Os dados pessoais tratados no contrato ficam com menos proteção do que a lei exige.',
    clause: NEEDS_PARTIES_VALUES,
    variants: {
      'Coleta do código de segurança do cartão': {
        meaning:
          'A empresa guardaria um dado do cartão que nenhum pagamento exige, e um vazamento facilitaria fraudes.',
        clause: fixed(
          'Os dados de cartão de pagamento serão tratados apenas pelo meio de pagamento, vedados a coleta e o armazenamento do código de segurança do cartão.',
        ),
      },
      'CPF usado como senha': {
        meaning: 'Quem souber o seu CPF pode entrar na sua conta e agir em seu nome.',
        clause: fixed(
          'O acesso à área do cliente será feito com senha pessoal, definida pelo próprio titular e alterável a qualquer tempo, vedado o uso do CPF ou de outro dado conhecido como senha.',
        ),
      },
      'Proteção de dados só declarada': {
        meaning:
          'Quem acessa os dados da outra parte não tem regras sobre o que pode fazer com eles nem sobre como protegê-los.',
        clause: fixed(
          'A parte que, em razão deste contrato, tiver acesso a dados pessoais sob responsabilidade da outra os tratará apenas segundo as instruções desta e para as finalidades do contrato, adotará medidas de segurança aptas a protegê-los, comunicará à outra, de imediato, qualquer incidente de segurança e os devolverá ou eliminará ao término do contrato, na forma da Lei 13.709/2018.',
        ),
      },
    },
  },
  'padrao.devolucao_informacoes': {
    meaning:
      'Terminada a relação, as informações e as suas cópias podem continuar com quem as recebeu.',
    clause: fixed(
      'Ao término deste contrato, ou a qualquer tempo a pedido da parte que as revelou, a parte que recebeu as informações confidenciais as devolverá ou destruirá, com todas as suas cópias, em qualquer meio, e declarará por escrito que o fez.',
    ),
  },
  'padrao.vistoria_ausente': {
    meaning:
      'Sem laudo de vistoria, na devolução do imóvel fica difícil provar o estado em que ele foi recebido.',
    clause: fixed(
      'O estado do imóvel na entrega das chaves é o descrito no laudo de vistoria anexo, assinado pelas partes e acompanhado de fotografias, que servirá de base para a vistoria na devolução.',
    ),
  },
  'padrao.averbacao_ausente': {
    meaning:
      'Se o imóvel for vendido, o comprador pode pedir a desocupação apesar do contrato, porque ele não foi averbado.',
    clause: fixed(
      'Em caso de alienação do imóvel, a locação vigorará até o término do seu prazo, obrigando o adquirente, e este contrato será averbado junto à matrícula do imóvel no Cartório de Registro de Imóveis competente.',
    ),
  },
  'padrao.representacao_incompleta': {
    meaning:
      'Faltam regras que a lei manda incluir na representação comercial, como a comissão, a zona e a indenização ao final.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'padrao.rescisao_antecipada_omissa': {
    meaning:
      'Não fica claro o que cada lado paga se o contrato de trabalho terminar antes do prazo sem justa causa.',
    clause: fixed(
      'Rescindido este contrato antes do termo, sem justa causa, o empregador pagará ao empregado, a título de indenização, metade da remuneração a que teria direito até o termo, e o empregado que se desligar indenizará os prejuízos que causar, até esse mesmo limite (CLT, arts. 479 e 480).',
    ),
  },
  'padrao.transferencia_veiculo': {
    meaning:
      'Enquanto o veículo não for transferido, multas e responsabilidades podem continuar em nome de quem vendeu.',
    clause: fixed(
      'O comprador transferirá o veículo para o seu nome no prazo de 30 (trinta) dias contados da entrega do documento de transferência, e o vendedor comunicará a venda ao órgão executivo de trânsito, com cópia do comprovante de transferência assinado e datado.',
    ),
  },
  'padrao.vencimento_antecipado_omisso': {
    meaning:
      'Se o devedor parar de pagar, o credor só pode cobrar as parcelas vencidas, e não a dívida inteira de uma vez.',
    clause: fixed(
      'Vencerá antecipadamente a totalidade da dívida, independentemente de aviso, se a parte devedora deixar de pagar qualquer parcela por mais de 30 (trinta) dias, tornar-se insolvente ou perder as garantias prestadas, além dos demais casos previstos neste contrato.',
    ),
  },
  'padrao.arrependimento_ausente': {
    meaning:
      'O consumidor pode desistir em 7 dias e receber tudo de volta, mas o contrato não conta isso a ele.',
    clause: fixed(
      'O consumidor poderá desistir deste contrato no prazo de 7 (sete) dias, contados de sua assinatura ou do recebimento do produto ou serviço, com a devolução imediata de todos os valores pagos, monetariamente atualizados.',
    ),
  },

  'atipica.renuncia_direitos': {
    meaning:
      'Abre-se mão, de antemão, de direitos que a lei garante, antes de saber se serão necessários.',
    clause: NO_WAIVER,
    variants: {
      'Indenização por benfeitorias reduzida': {
        meaning:
          'Se o contrato for desfeito, você receberia só parte do valor das melhorias que fez no lote, embora a lei mande pagá-las.',
        clause: fixed(
          'Em caso de rescisão, as benfeitorias necessárias ou úteis realizadas pelo comprador no lote, em conformidade com este contrato e com a lei, serão indenizadas integralmente, nos termos do art. 34 da Lei 6.766/1979.',
        ),
      },
      'Prazo curto para contestar cobranças': {
        meaning:
          'Se uma cobrança não for contestada dentro do prazo curto do contrato, pode-se perder o direito de discuti-la.',
        clause: fixed(
          'A falta de contestação de uma cobrança no prazo indicado não impede a parte de questioná-la posteriormente, nos prazos previstos em lei.',
        ),
      },
    },
  },
  'atipica.cessao_sem_consentimento': {
    meaning: 'O contrato pode passar para outra empresa ou pessoa sem que o outro lado concorde.',
    clause: fixed(
      'Nenhuma das partes poderá ceder ou transferir os direitos e as obrigações deste contrato sem a prévia e expressa anuência, por escrito, da outra.',
    ),
  },
  'atipica.exclusividade': {
    meaning: 'Uma das partes fica impedida de negociar com outros, o que limita as suas opções.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'atipica.nao_concorrencia': {
    meaning:
      'Uma das partes fica proibida de exercer certa atividade, o que pode limitar o seu trabalho ou negócio.',
    clause: NEEDS_PARTIES_VALUES,
  },
  'atipica.renovacao_automatica_sem_aviso': {
    meaning:
      'O contrato se renova sozinho, sem aviso, e pode continuar gerando cobranças sem que ninguém perceba.',
    clause: RENEWAL_WITH_NOTICE,
  },
  'atipica.multa_desproporcional': {
    meaning: 'A multa é tão alta que pode custar metade ou mais do valor em jogo.',
    clause: PROPORTIONAL_FINE,
  },
  'atipica.foro_sem_vinculo': {
    meaning:
      'Um processo correria numa cidade sem ligação com as partes, o que encarece e dificulta a defesa.',
    clause: COURT_OF_DEFENDANT,
  },
  'atipica.arbitragem_adesao': {
    meaning:
      'Um conflito teria de ser resolvido por um árbitro privado, em geral mais caro, e não pela Justiça comum.',
    clause: fixed(
      'Os conflitos oriundos deste contrato serão resolvidos pelo Poder Judiciário, facultado às partes, de comum acordo e por escrito, optar pela arbitragem depois de surgido o conflito.',
    ),
  },
  'atipica.citacao_eletronica': {
    meaning:
      'Um processo poderia começar por um e-mail ou uma mensagem que a parte não viu, e correr sem a sua defesa.',
    clause: fixed(
      'As comunicações entre as partes poderão ser feitas por e-mail, observadas as formas previstas em lei para a citação e a intimação em processo judicial.',
    ),
  },
  'atipica.confidencialidade_perpetua': {
    meaning: 'O dever de sigilo nunca termina, nem muitos anos depois do fim do contrato.',
    clause: SECRECY_FOR_FIVE_YEARS,
  },
  'atipica.preco_unilateral_renovacao': {
    meaning:
      'Na renovação, um lado decide sozinho o novo preço, e ao outro só resta aceitar ou sair.',
    clause: (slots) =>
      slots.index === null
        ? 'Em caso de renovação, o novo preço será definido de comum acordo entre as partes, por escrito; na falta de acordo, qualquer delas poderá optar pela não renovação.'
        : `Em caso de renovação, os valores serão reajustados pela variação acumulada do ${slots.index} nos 12 (doze) meses anteriores, vedada a fixação de novo preço por uma só das partes.`,
  },
  'atipica.exoneracao_responsabilidade': {
    meaning:
      'Quem presta o serviço ou aluga o bem tenta se livrar de responder por problemas pelos quais a lei o faz responder.',
    clause: fixed(
      'Nenhuma disposição deste contrato exclui ou atenua a responsabilidade que a lei atribui às partes pelos danos que causarem.',
    ),
  },
  'atipica.retomada_sem_ordem_judicial': {
    meaning:
      'O contrato autoriza retomar o imóvel ou o bem por conta própria, sem ordem de um juiz.',
    clause: fixed(
      'A retomada do bem somente poderá ocorrer por meio das medidas judiciais cabíveis, vedado a qualquer das partes fazê-lo por conta própria.',
    ),
  },
  'atipica.sorteio_consorcio': {
    meaning:
      'Sorteio entre clientes que pagam só é permitido em consórcio autorizado pelo Banco Central; fora disso, quem paga fica sem as garantias da lei.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.consentimento_dados_generico': {
    meaning:
      'A autorização para usar os dados pessoais é ampla demais e permite usá-los para quase qualquer fim.',
    clause: fixed(
      'Os dados pessoais coletados serão utilizados exclusivamente para as finalidades informadas neste contrato, e o titular poderá revogar o seu consentimento a qualquer tempo, de forma gratuita e facilitada.',
    ),
  },
  'atipica.cessao_imagem': {
    meaning:
      'Ao assinar, a pessoa já cede o uso da sua imagem ou das suas obras, sem poder escolher à parte.',
    clause: fixed(
      'O uso da imagem, da voz ou de obras de qualquer das partes dependerá de termo próprio e facultativo, que indique a finalidade e o prazo do uso e possa ser revogado.',
    ),
    variants: {
      'Cessão de todas as criações, sem limites': {
        meaning:
          'Tudo o que você criar durante o estágio passaria a ser da outra parte, sem limite de obras, usos ou prazo.',
        clause: fixed(
          'A cessão de direitos sobre obras criadas pelo estagiário em razão do estágio dependerá de termo próprio, que indique as obras, as modalidades de uso, o prazo e a remuneração, se houver.',
        ),
      },
    },
  },
  'atipica.confissao_divida': {
    meaning:
      'Ao assinar, admite-se uma dívida por serviços ainda não prestados ou valores que ainda nem foram cobrados.',
    clause: fixed(
      'Os valores cobrados corresponderão aos serviços efetivamente prestados e serão previamente informados ao consumidor, que poderá conferi-los e contestá-los.',
    ),
  },
  'atipica.venda_casada': {
    meaning:
      'Você fica obrigado a comprar com o próprio fornecedor, sem poder procurar preço melhor.',
    clause: fixed(
      'Os produtos exigidos para a prestação do serviço poderão ser adquiridos pelo CONTRATANTE onde preferir, desde que atendam às especificações informadas pela CONTRATADA.',
    ),
    variants: {
      'Uniforme novo obrigatório a cada ano': {
        meaning:
          'Você teria de comprar um uniforme novo todo ano, mesmo com o antigo em bom estado.',
        clause: fixed(
          'O aluno poderá usar o uniforme de anos anteriores enquanto estiver em bom estado; mudanças de modelo serão avisadas com antecedência e com a informação do preço.',
        ),
      },
    },
  },
  'atipica.duplicata_irregular': {
    meaning:
      'A empresa pode emitir títulos e levá-los a protesto por valores que você nem conferiu.',
    clause: fixed(
      'Os valores eventualmente devidos além do preço dos serviços serão cobrados por documento próprio, após comunicação ao devedor com a discriminação do débito, sem emissão de duplicata.',
    ),
    variants: {
      'Duplicatas aceitas de antemão': {
        clause: fixed(
          'As duplicatas emitidas com base nos serviços prestados serão apresentadas ao devedor para aceite, podendo ser recusadas nos casos previstos em lei.',
        ),
      },
    },
  },
  'atipica.procuracao_reciproca': {
    meaning:
      'Você pode ser processado sem receber o aviso pessoalmente, porque outro devedor o recebe por você.',
    clause: fixed(
      'Cada uma das partes e dos garantidores será citada pessoalmente nas ações decorrentes deste contrato, não se outorgando poderes recíprocos para receber citação.',
    ),
  },
  'atipica.exclusao_sumaria': {
    meaning:
      'Você pode ser excluído, ou o contrato encerrado, por um motivo que só a outra parte avalia, sem chance de se defender.',
    clause: fixed(
      'O contrato somente poderá ser encerrado, ou o contratante excluído, por iniciativa de quem presta o serviço nas hipóteses objetivamente descritas neste instrumento, após notificação por escrito que indique o fato e conceda prazo de 10 (dez) dias para defesa ou correção.',
    ),
    variants: {
      'Cancelamento automático sem reembolso': {
        meaning:
          'O contrato pode acabar de uma hora para outra e você perde tudo o que já pagou, sem direito a reembolso.',
        clause: fixed(
          'O cancelamento por iniciativa do fornecedor será precedido de notificação com prazo para a regularização, e os valores pagos por serviços não prestados serão restituídos ao consumidor.',
        ),
      },
      'Rescisão pelo fornecedor sem liberar o consumidor': {
        meaning:
          'O fornecedor pode encerrar o contrato por um atraso seu e ainda cobrar tudo, como se o serviço continuasse.',
        clause: fixed(
          'Rescindido o contrato por iniciativa do fornecedor, o consumidor responderá apenas pelos valores vencidos até a rescisão e pela multa prevista neste contrato, se houver.',
        ),
      },
      'Pagamento suprimido por motivo vago': {
        meaning:
          'Você pode ficar sem receber pelo seu trabalho sempre que a outra parte disser que cancelou por motivo alheio à vontade dela.',
        clause: fixed(
          'A remuneração será devida sempre que o negócio intermediado for concluído, salvo se o cancelamento decorrer de caso fortuito ou força maior, devidamente comprovado.',
        ),
      },
    },
  },
  'atipica.polo_passivo': {
    meaning:
      'Você se obriga a responder no lugar da outra parte nos processos contra ela, mas quem processa pode continuar cobrando dela e de você.',
    clause: fixed(
      'Se uma das partes for condenada ou tiver despesas em razão de fato imputável à outra, terá direito de regresso contra ela pelo valor pago, incluídos custas e honorários advocatícios.',
    ),
  },
  'atipica.pejotizacao': {
    meaning:
      'O contrato chama de prestação de serviços uma relação com traços de emprego, o que pode virar vínculo trabalhista e gerar disputa.',
    clause: fixed(
      'O prestador executará os serviços com autonomia técnica e organizacional, definindo os profissionais e a forma de execução, observados os padrões de qualidade e os prazos acordados neste contrato.',
    ),
  },
  'atipica.limpa_nome': {
    meaning:
      'A promessa de tirar o seu nome dos cadastros de devedores pode não se cumprir ou durar pouco, e as dívidas continuam existindo.',
    clause: fixed(
      'O contratante declara ter sido informado de que a retirada das anotações nos órgãos de proteção ao crédito depende de decisão judicial, pode ser provisória e não extingue as dívidas, que continuam exigíveis.',
    ),
  },
  'atipica.curso_sem_validade': {
    meaning:
      'O título do curso pode não valer no Brasil, e você pode pagar por um diploma que não será reconhecido aqui.',
    clause: fixed(
      'Se o título obtido não for reconhecido por universidade brasileira, nos termos do art. 48, § 3º, da Lei 9.394/1996, a instituição restituirá integralmente os valores pagos, monetariamente corrigidos.',
    ),
  },
  'atipica.discriminacao': {
    meaning:
      'O contrato trata pior uma pessoa por causa da idade ou de uma deficiência, o que a lei proíbe.',
    clause: fixed(
      'O serviço será oferecido a qualquer pessoa que se disponha a contratá-lo, sem limite de idade.',
    ),
    variants: {
      'Acessibilidade tratada como serviço extra': {
        meaning:
          'O apoio ao aluno com deficiência ficaria a critério da escola ou seria cobrado à parte, mas a lei manda oferecê-lo sem custo adicional.',
        clause: fixed(
          'A instituição de ensino oferecerá ao aluno com deficiência as medidas de acessibilidade e o atendimento educacional especializado previstos na Lei 13.146/2015, sem cobrança de valores adicionais de qualquer natureza.',
        ),
      },
    },
  },
  'financeiro.restituicao_sem_correcao': {
    meaning:
      'O dinheiro devolvido volta sem correção, e a inflação do período fica como perda sua.',
    clause: REFUND_OF_PAID,
  },
  'financeiro.comissao_permanencia_cumulada': {
    meaning:
      'O atraso é cobrado duas vezes: comissão de permanência somada a juros, multa ou correção.',
    clause: fixed(
      'Em caso de atraso, incidirão apenas multa de 2% (dois por cento) sobre a parcela em atraso, juros de mora de 1% (um por cento) ao mês e correção monetária, vedada a cobrança de comissão de permanência.',
    ),
  },
  'financeiro.multa_e_arras': {
    meaning: 'Quem desiste perde o sinal e ainda paga multa: duas penalidades pelo mesmo fato.',
    clause: fixed(
      'Em caso de desistência, a parte que der causa ao desfazimento perderá o sinal em favor da outra, que valerá como única indenização, sem cumulação com multa rescisória.',
    ),
  },
  'atipica.inversao_onus_prova': {
    meaning:
      'Você teria de provar o defeito ou a falha do fornecedor, o contrário do que a lei garante ao consumidor.',
    clause: fixed(
      'Nas questões decorrentes deste contrato, aplicam-se as regras de prova do Código de Defesa do Consumidor, inclusive a inversão do ônus da prova em favor do consumidor.',
    ),
  },
  'atipica.negativacao_sem_aviso': {
    meaning: 'Seu nome pode ir para o SPC ou o Serasa sem que você seja avisado antes.',
    clause: fixed(
      'A inclusão do nome do consumidor em cadastros de proteção ao crédito será precedida de notificação por escrito, com prazo mínimo de 10 (dez) dias para o pagamento.',
    ),
  },
  'atipica.titulo_em_branco': {
    meaning:
      'Um título assinado em branco pode ser preenchido com qualquer valor e circular contra você.',
    clause: fixed(
      'Nenhum título de crédito será emitido em branco: as notas promissórias vinculadas a este contrato trarão o valor e o vencimento de cada parcela.',
    ),
  },
  'atipica.renuncia_renovacao_locacao': {
    meaning:
      'A cláusula tira direitos que a Lei do Inquilinato garante ao inquilino e que não podem ser afastados.',
    clause: fixed(
      'A prorrogação e a renovação desta locação observarão a Lei 8.245/1991, sem pagamento adicional de qualquer espécie.',
    ),
  },
  'atipica.limite_internacao': {
    meaning:
      'O plano limita o tempo de internação, e a internação pode ser cortada antes da alta médica.',
    clause: fixed(
      'A internação hospitalar, inclusive em UTI, não terá limite de prazo e durará o tempo que o médico assistente prescrever.',
    ),
  },
  'atipica.carencia_por_atraso': {
    meaning: 'Um atraso faria você cumprir carência de novo, mesmo depois de pagar o que devia.',
    clause: fixed(
      'Purgada a mora, o consumidor terá restabelecidos de imediato todos os seus direitos, sem novos prazos de carência.',
    ),
  },
  'atipica.responsabilidade_de_terceiros': {
    meaning:
      'Se um parceiro ou credenciado falhar, o contrato manda você se entender só com ele, e não com quem lhe vendeu o serviço.',
    clause: fixed(
      'A CONTRATADA responde, solidariamente com os parceiros, credenciados e prestadores que indicar, pelas falhas na prestação dos serviços oferecidos neste contrato.',
    ),
  },
  'atipica.procurador_imposto': {
    meaning:
      'O fornecedor poderia fechar outros negócios em seu nome, no interesse dele, sem você assinar.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.renuncia_benfeitorias': {
    meaning:
      'As obras que você fizer para conservar o bem ficariam sem indenização se o contrato terminar.',
    clause: fixed(
      'As benfeitorias necessárias realizadas pelo adquirente serão indenizadas pelo seu valor comprovado, ainda que não autorizadas.',
    ),
  },
  'atipica.acesso_justica_limitado': {
    meaning:
      'O contrato tenta impedir ou atrasar que você reclame na Justiça ou no Procon, um direito que nenhuma cláusula tira.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.cdc_afastado': {
    meaning:
      'O contrato tenta tirar de você a proteção do Código de Defesa do Consumidor, o que não tem efeito.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.corte_essencial_sem_aviso': {
    meaning:
      'Um atraso poderia deixar você sem um serviço essencial, sem aviso nem prazo para pagar.',
    clause: fixed(
      'Em caso de atraso, a suspensão do serviço somente ocorrerá após notificação prévia e por escrito ao consumidor, com prazo mínimo de 15 (quinze) dias para o pagamento.',
    ),
  },
  'financeiro.indice_a_criterio': {
    meaning: 'O fornecedor escolheria o índice que mais sobe para corrigir o seu preço.',
    clause: YEARLY_ADJUSTMENT,
  },
  'financeiro.cobranca_na_conta_essencial': {
    meaning: 'Outras cobranças poderiam aparecer na sua conta sem que você as tenha pedido.',
    clause: fixed(
      'Somente serão incluídos na conta os serviços contratados neste instrumento e os que o consumidor autorizar expressamente, por escrito e um a um.',
    ),
  },
  'atipica.ciencia_presumida': {
    meaning:
      'Mudanças e cobranças novas valeriam contra você sem que você as tenha visto ou aceitado.',
    clause: fixed(
      'Qualquer alteração destas condições ou cobrança nova somente terá efeito após comunicação individual ao consumidor e a sua concordância expressa.',
    ),
  },
  'atipica.dados_oposicao_obrigatoria': {
    meaning: 'Seus dados iriam para terceiros a menos que você se lembre de dizer que não quer.',
    clause: fixed(
      'Os dados cadastrais do consumidor somente serão compartilhados com terceiros mediante seu consentimento expresso e destacado, que poderá ser revogado a qualquer tempo.',
    ),
  },
  'atipica.investigacao_vida_privada': {
    meaning: 'O fornecedor poderia vasculhar sua vida privada, o que nenhum contrato autoriza.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.doenca_notificacao_compulsoria': {
    meaning:
      'Numa epidemia, justamente quando mais precisaria, você poderia ficar sem cobertura do plano.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.credito_sem_consulta': {
    meaning:
      'Crédito fácil, sem olhar sua renda, costuma vir com juros altos e pode levar ao superendividamento.',
    clause: ASKS_NO_CHANGE,
  },
  'atipica.procurador_cambial': {
    meaning:
      'O credor poderia criar títulos de dívida contra você, com os valores que ele mesmo escolher.',
    clause: ASKS_NO_CHANGE,
  },
  'equilibrio.comissao_alteravel': {
    meaning:
      'O quanto o representante ganha ficaria nas mãos da representada, que pode reduzir a comissão quando quiser.',
    clause: fixed(
      'A comissão do representante só poderá ser alterada por termo aditivo assinado pelas partes, sem redução da média dos últimos seis meses.',
    ),
  },
  'atipica.indenizacao_representante_afastada': {
    meaning:
      'Se o contrato for encerrado sem motivo, o representante ficaria sem a indenização que a lei lhe garante.',
    clause: ASKS_NO_CHANGE,
  },
  'equilibrio.jornada_estagio_excedente': {
    meaning:
      'O estagiário trabalharia mais horas do que a lei permite, o que descaracteriza o estágio.',
    clause: fixed(
      'A jornada de estágio será de até 6 (seis) horas diárias e 30 (trinta) horas semanais, compatível com o horário escolar do estagiário.',
    ),
  },
  'datas.estagio_acima_dois_anos': {
    meaning: 'O estágio duraria mais do que os dois anos que a lei permite na mesma empresa.',
    clause: fixed(
      'O estágio terá a duração prevista neste termo, que, somadas as prorrogações, não excederá 2 (dois) anos na mesma parte concedente, salvo estagiário com deficiência.',
    ),
  },
  'atipica.arrependimento_negado': {
    meaning:
      'Comprando pela internet ou por telefone, você pode desistir em 7 dias sem custo; o contrato tenta tirar esse direito.',
    clause: fixed(
      'O consumidor poderá desistir deste contrato no prazo de 7 (sete) dias a contar da sua assinatura ou do recebimento do produto ou serviço, com a devolução imediata, monetariamente atualizada, de todos os valores pagos.',
    ),
  },
  'atipica.impenhorabilidade_renunciada': {
    meaning:
      'O contrato tenta deixar seu salário e sua poupança ao alcance do credor, o que a lei proíbe.',
    clause: ASKS_NO_CHANGE,
  },
  'financeiro.desconto_alem_da_cota_salao': {
    meaning:
      'O profissional receberia menos do que o percentual combinado, porque custos que a cota do salão já paga são descontados de novo.',
    clause: fixed(
      'O salão-parceiro reterá, de cada serviço, apenas a sua cota-parte percentual fixada neste contrato e os tributos que a lei lhe manda reter, sem outros descontos da parte do profissional-parceiro.',
    ),
  },
  'atipica.foro_fora_da_administracao': {
    meaning:
      'Uma disputa sobre o contrato teria de ser levada a outra cidade, contra o que a lei manda para contratos públicos.',
    clause: CORRECTS_OWN_TEXT,
  },
  'atipica.velocidade_garantida_baixa': {
    meaning:
      'Você pagaria por uma velocidade e poderia receber só uma pequena parte dela, sem direito a reclamar.',
    clause: fixed(
      'A CONTRATADA garante velocidade instantânea de, no mínimo, 40% (quarenta por cento) e velocidade média mensal de, no mínimo, 80% (oitenta por cento) da velocidade contratada, sob pena de abatimento proporcional do preço.',
    ),
  },
  'datas.circular_oferta_tardia': {
    meaning:
      'Sem os 10 dias para estudar a Circular de Oferta, o franqueado assina sem conhecer o negócio, e a lei lhe dá o direito de desfazê-lo.',
    clause: fixed(
      'A Circular de Oferta de Franquia foi entregue ao franqueado pelo menos 10 (dez) dias antes da assinatura deste contrato e do pagamento de qualquer taxa.',
    ),
  },
};

/**
 * The advice that covers `finding`: its rule's, with the overrides of its variant — its title,
 * or else the element it says is missing (`padrao.ausente` is keyed by element, not by label).
 */
export function adviceFor(finding: TFinding): Advice | undefined {
  const advice = RULE_ADVICE[finding.rule as RuleId] as RuleAdvice | undefined;
  if (advice === undefined) return undefined;
  const variant =
    advice.variants?.[finding.title] ??
    (finding.missing === undefined ? undefined : advice.variants?.[finding.missing]);
  return {
    meaning: variant?.meaning ?? advice.meaning,
    clause: variant?.clause ?? advice.clause,
  };
}

/**
 * `finding` with its `meaning` and, when its rule has a model clause for it, its
 * `suggestedWording` filled with the document's slots.
 */
export function withAdvice(finding: TFinding, slots: ClauseSlots): TFinding {
  const advice = adviceFor(finding);
  if (advice === undefined) return finding;
  const result: TFinding = { ...finding, meaning: advice.meaning };
  if (typeof advice.clause === 'function') {
    const wording = advice.clause(slots, finding);
    if (wording !== null) result.suggestedWording = wording;
  }
  return result;
}
