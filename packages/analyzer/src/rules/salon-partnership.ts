/**
 * Partnership in beauty salons (Lei 12.592/2012, arts. 1º-A ff., inserted by Lei 13.352/2016):
 * the salon keeps its share ("cota-parte") of each service as rent for goods and utensils and
 * for management, office and collection services, and hands the professional the rest, less
 * only the taxes it must withhold; the contract fixes the percentage. Further deductions for the
 * products, materials, equipment or space the salon's share already pays for cut the
 * professional's share below the agreed percentage. Whether a given consumable is one the salon
 * must supply is for the contract to state: the finding says so.
 */
import { firstMatch, type DeclarativeRule } from './rule';

/** A salon partnership: its law or its parties. */
const SALON =
  /\b(?:salao|saloes)[\s-]parceiros?\b|\bprofissiona(?:l|is)[\s-]parceir[oa]s?\b|\blei\s+(?:n[ºo.]?\s*)?13\.352\b|\blei\s+(?:n[ºo.]?\s*)?12\.592\b/u;

const EXTRA_DEDUCTION =
  /\b(?:descont\w*|deduz\w*|deduc\w*|abat\w*|cobrad[oa]s?\s+d[oa])\b[^.;]{0,80}?\b(?:produtos?|materia(?:l|is)|insumos?|utensilios?|equipamentos?|aluguel|cadeiras?|bancadas?|espaco|taxas?\s+de\s+(?:uso|manutencao|administracao))\b/u;
/** The professional's part, which the deduction reduces. */
const PROFESSIONAL_SHARE =
  /\b(?:profissional|cota[\s-]parte|percentua(?:l|is)|repasses?|comiss(?:ao|oes)|parte\s+d[oa])\b/u;
/** Taxes withheld by law: no extra deduction. */
const TAXES = /\b(?:tributos?|impostos?|contribuic\w*|inss|previdenc\w*)\b/u;

/** The family's rules. */
export const SALON_PARTNERSHIP: readonly DeclarativeRule[] = [
  {
    id: 'financeiro.desconto_alem_da_cota_salao',
    criterion: 'keyValuesAnalysis',
    severity: 'média',
    title: 'Descontos além da cota-parte do salão',
    description:
      'Além do percentual que o salão retém, a parte do profissional sofre descontos por produtos, materiais, equipamentos ou espaço; a cota-parte do salão já remunera o uso dos bens e utensílios e a gestão, e esses descontos reduzem o que o profissional recebe abaixo do percentual combinado — salvo se o contrato atribuir claramente ao profissional o custo de cada item.',
    recommendation:
      'Peça que o contrato fixe um percentual único de retenção e diga quais custos, se algum, cabem ao profissional, com valores ou critérios definidos.',
    legalRef: 'lei12592.art1A',
    regime: 'private',
    isAbout: (doc) => SALON.test(doc.fold),
    match: (sentence) =>
      PROFESSIONAL_SHARE.test(sentence.fold) && !TAXES.test(sentence.fold)
        ? firstMatch(EXTRA_DEDUCTION, sentence.fold)
        : null,
    examples: {
      matches: [
        'Do percentual do PROFISSIONAL-PARCEIRO serão descontados os produtos utilizados nos atendimentos.',
        'O repasse ao PROFISSIONAL-PARCEIRO será feito após a dedução do aluguel da cadeira e dos materiais de consumo.',
        'Sobre a parte do PROFISSIONAL-PARCEIRO incidirá desconto de dez por cento a título de taxa de uso do espaço.',
      ],
      nonMatches: [
        'O SALÃO-PARCEIRO reterá 40% de cada serviço e repassará 60% ao PROFISSIONAL-PARCEIRO.',
        'Do repasse ao PROFISSIONAL-PARCEIRO serão descontados os tributos e contribuições previdenciárias que o salão deve reter.',
        'O SALÃO-PARCEIRO fornecerá os produtos e equipamentos necessários aos atendimentos.',
      ],
    },
  },
];
