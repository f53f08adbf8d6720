import { LAWYER_CONTACT_HOURS } from '@contrato-claro/shared';

/**
 * Every pt-BR text the API writes into a file for people (STYLE.md §10): the PDF report, the
 * calendar events and the message to the other party. Error messages live in packages/shared.
 */
export const messages = {
  leadsCsv: {
    fileName: (from: string, to: string) => `leads-${from}-a-${to}.csv`,
    columns: {
      qualifiedAt: 'Data do cadastro',
      name: 'Nome',
      email: 'E-mail',
      cellphone: 'Celular',
      companyName: 'Empresa',
      segment: 'Segmento',
      employees: 'Funcionários',
      status: 'Status',
      lawyer: 'Pediu advogado',
      criterion: 'Critério clicado',
      contractType: 'Tipo de contrato',
      score: 'Nota',
    },
    yes: 'Sim',
    no: 'Não',
  },
  report: {
    documentTitle: (fileName: string) => `Relatório da análise — ${fileName}`,
    brand: 'Contrato Claro',
    title: 'Relatório da análise do contrato',
    file: 'Arquivo',
    type: 'Tipo de contrato',
    analyzedAt: 'Analisado em',
    pages: (count: number) => (count === 1 ? '1 página' : `${count} páginas`),
    side: (role: string) => `Leitura para a parte: ${role}`,
    overall: 'Nota geral',
    outOf: 'de 100',
    summary: 'Resumo da nota',
    criteria: 'Os sete critérios',
    criterionColumns: { criterion: 'Critério', score: 'Nota', band: 'Faixa' },
    findingsTitle: 'Pontos de atenção',
    findingsIntro: (count: number) =>
      count === 0
        ? 'Não encontramos pontos de atenção neste contrato.'
        : count === 1
          ? 'Encontramos 1 ponto de atenção, listado por critério.'
          : `Encontramos ${count} pontos de atenção, listados por critério.`,
    noFindings: 'Nenhum ponto de atenção neste critério.',
    severity: 'Gravidade',
    page: (page: number) => `pág. ${page}`,
    clause: 'Trecho',
    alsoIn: (refs: string) => `Também em: ${refs}`,
    meaning: 'O que significa',
    recommendation: 'O que pedir',
    suggestion: 'Sugestão de redação',
    legalBasis: 'Base legal',
    stances: { a_favor: 'A seu favor', contra: 'Contra você' },
    checklistTitle: 'Checklist das cláusulas padrões',
    checklistStates: { present: 'Presente', missing: 'Ausente', notApplicable: 'Não se aplica' },
    noChecklist: 'O checklist não se aplica a este documento.',
    datesTitle: 'Datas importantes',
    noDates: 'Nenhuma data importante foi identificada no contrato.',
    dateUnknown: 'Data não calculável',
    dateUndetermined: (why: string) => `não determinável a partir do texto (${why})`,
    moneyTitle: 'Valores',
    noMoney: 'Nenhum valor em dinheiro foi identificado no contrato.',
    footerPage: (page: number, total: number) => `Página ${page} de ${total}`,
    disclaimer: `Análise automática e informativa: não substitui a orientação de um advogado. Para falar com um, use "Consultar advogado" na análise do Contrato Claro; retornamos em até ${LAWYER_CONTACT_HOURS} horas.`,
  },

  calendar: {
    name: (fileName: string) => `Contrato Claro — ${fileName}`,
    title: (label: string, fileName: string) => `${label} — ${fileName}`,
    description: (text: string, clauseRef: string) =>
      `"${text}" (${clauseRef}). Data calculada pelo Contrato Claro a partir do contrato; confira no documento.`,
    reminder: (label: string, days: number) =>
      days === 0 ? `Hoje: ${label}` : days === 1 ? `Amanhã: ${label}` : `Em ${days} dias: ${label}`,
  },

  message: {
    subject: (title: string | null) =>
      title ? `Proposta de ajustes — ${title}` : 'Proposta de ajustes no contrato',
    greeting: 'Olá,',
    intro: (count: number) =>
      count === 1
        ? 'Li com atenção a minuta do contrato e, antes de assinarmos, gostaria de propor um ajuste:'
        : `Li com atenção a minuta do contrato e, antes de assinarmos, gostaria de propor ${count} ajustes:`,
    point: (title: string, clauseRef: string) => `${title} (${clauseRef})`,
    why: 'Por quê',
    wording: 'Peço que a cláusula passe a ter esta redação',
    legalBasis: 'Base legal',
    closing:
      'Fico à disposição para conversarmos sobre esses pontos e chegarmos a um texto bom para os dois lados.',
    signOff: 'Atenciosamente,',
  },
  redline: {
    fileName: (base: string) => `sugestoes-${base}.docx`,
    /** The comment beside a tracked change: what it fixes and why. */
    comment: (point: { title: string; why: string; legalBasis: string | null }) =>
      [`Sugestão do Contrato Claro — ${point.title}`, `Por quê: ${point.why}`]
        .concat(point.legalBasis ? [`Base legal: ${point.legalBasis}`] : [])
        .join('\n'),
  },
} as const;
