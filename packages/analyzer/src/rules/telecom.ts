/**
 * Consumer internet access: a provider that "guarantees" only a small share of the speed it sells
 * restricts the obligation that is the contract's very object (CDC art. 51, § 1º, II, checked in
 * the catalogue). The regulator's own floor is the measure we state: Anatel's quality rules
 * (Resolução 574/2011, targets in force from November 2014) asked for at least 40% of the
 * contracted speed at any moment and 80% on the monthly average; the current regulation
 * (Resolução 717/2019) was not checked here, so the finding names the date of the rule it
 * quotes and asks the reader to confirm the current one.
 */
import { rate, rateOf } from './figures';
import type { DeclarativeRule, SentenceMatch } from './rule';

/** Internet access sold to a consumer. */
const INTERNET_SERVICE =
  /\b(?:banda\s+larga|acesso\s+a\s+internet|servicos?\s+de\s+(?:internet|comunicacao\s+multimidia)|provedor\w*|velocidade\s+contratada|\d+\s*mbps|megabits?)\b/u;

/** A share of the speed guaranteed: "garante 10% da velocidade contratada", "velocidade mínima de 20%". */
const SPEED_SHARES: readonly RegExp[] = [
  new RegExp(
    String.raw`\bgarant\w*\b[^.;]{0,80}?\b${rate()}\s*(?:\p{L}+\s+){0,2}?(?:velocidade|banda|taxa\s+de\s+transmissao)`,
    'u',
  ),
  new RegExp(
    String.raw`\b(?:velocidade|banda)\s+(?:minima|garantida)\b[^.;]{0,60}?\b${rate()}`,
    'u',
  ),
];
/** The floor this rule measures against: 40% at any moment (Anatel, from November 2014). */
const FLOOR = 40;

function lowGuarantee(sentence: { fold: string }): SentenceMatch | null {
  const found = SPEED_SHARES.map((pattern) => pattern.exec(sentence.fold)).find(
    (match) => match !== null,
  );
  if (found === undefined || found === null) return null;
  const share = rateOf(found.groups!.n!);
  return share !== null && share < FLOOR ? { index: found.index, length: found[0].length } : null;
}

/** The family's rules. */
export const TELECOM: readonly DeclarativeRule[] = [
  {
    id: 'atipica.velocidade_garantida_baixa',
    criterion: 'exoticClauses',
    severity: 'alta',
    title: 'Velocidade garantida muito abaixo da contratada',
    description:
      'O provedor garante só uma pequena parte da velocidade que vende, o que esvazia o próprio objeto do contrato. Pelas metas da Anatel em vigor desde novembro de 2014 (Resolução 574/2011), a velocidade instantânea não podia ficar abaixo de 40% da contratada, nem a média mensal abaixo de 80%; confira a regra atual da Anatel.',
    recommendation:
      'Peça que a velocidade mínima garantida siga ao menos as metas da Anatel e que o preço seja reduzido, ou o contrato possa ser cancelado sem multa, quando ela não for entregue.',
    legalRef: 'cdc.art51.p1.II',
    regime: 'consumer',
    isAbout: (doc) => INTERNET_SERVICE.test(doc.fold),
    match: lowGuarantee,
    examples: {
      matches: [
        'A CONTRATADA garante 10% (dez por cento) da velocidade contratada.',
        'Fica garantida ao ASSINANTE a entrega de vinte por cento da velocidade do plano de banda larga.',
        'A velocidade mínima garantida do acesso à internet é de 20% da nominal.',
      ],
      nonMatches: [
        'A CONTRATADA garante 80% (oitenta por cento) da velocidade contratada na média mensal.',
        'A velocidade mínima garantida do acesso à internet é de 40% da contratada.',
        'O plano de banda larga tem velocidade de 100 Mbps.',
      ],
    },
  },
];
