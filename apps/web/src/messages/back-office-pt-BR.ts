import type { TFunnelStep, TTakeawayKind } from '@contrato-claro/shared';

/** "12,5%": a conversion share in pt-BR; a dash when there is nothing to divide by. */
const formatShare = (share: number | null) =>
  share === null
    ? '—'
    : share.toLocaleString('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The pt-BR strings of the back-office screens (`/equipe/leads`, `/equipe/funil`). Apart from
 * `pt-BR.ts` so that none of them weighs on the customer's `/` bundle: only these lazy screens
 * import this module.
 */
export const backOfficeMessages = {
  formatShare,
  formatDay: (day: string) => day.split('-').reverse().join('/'),
  period: {
    from: 'De',
    to: 'Até',
    apply: 'Aplicar',
  },
  leads: {
    title: 'Leads',
    intro:
      'Quem completou o cadastro. Nome, e-mail e telefone aparecem só quando você os abre, e cada abertura fica registrada.',
    filtersTitle: 'Filtros',
    segment: 'Segmento',
    employees: 'Funcionários',
    band: 'Faixa de nota',
    lawyer: 'Pediu advogado',
    status: 'Status',
    any: 'Todos',
    yes: 'Sim',
    no: 'Não',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando...',
    exportNote:
      'Arquivo CSV separado por ponto e vírgula, em UTF-8, para abrir no Excel. A exportação fica registrada.',
    exportError: 'Não foi possível exportar. Tente novamente.',
    total: (count: number) =>
      count === 1 ? '1 lead encontrado' : `${count.toLocaleString('pt-BR')} leads encontrados`,
    empty: 'Nenhum lead neste período com esses filtros.',
    qualifiedAt: 'Cadastro',
    analysis: 'Análise',
    noAnalysis: 'Sem análise',
    score: (score: number) => `nota ${score}`,
    criterion: 'Critério clicado',
    noCriterion: 'Nenhum',
    unknownType: 'Tipo não identificado',
    statusLabel: 'Status do lead',
    statusSaved: 'Status salvo.',
    statusError: 'Não foi possível salvar o status. Tente novamente.',
    showContact: 'Ver contato',
    hideContact: 'Ocultar contato',
    contactError: 'Não foi possível abrir o contato. Tente novamente.',
    name: 'Nome',
    email: 'E-mail',
    cellphone: 'Celular',
    company: 'Empresa',
    none: 'Não informado',
    previous: 'Anterior',
    next: 'Próxima',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    pagination: 'Páginas',
  },
  /** The scrolling region around a chart's table, named apart from its section. */
  tableRegion: (caption: string) => `Tabela: ${caption}`,
  funnel: {
    title: 'Funil',
    intro:
      'Os contratos enviados no período, acompanhados do envio até o retorno do advogado. Cada etapa conta os contratos que chegaram a ela ou foram além, então nenhuma passa da anterior.',
    definitionsTitle: 'Como contamos cada etapa',
    definitions: {
      uploads: 'Contratos recebidos no período (arquivo ou texto colado), no dia do envio.',
      previews: 'Desses, os que tiveram a prévia da nota aberta.',
      detailClicks:
        'Os que tiveram uma linha da prévia clicada para ver os detalhes (quem já estava conectado abre a análise completa direto e conta aqui).',
      leads: 'Os que pertencem a um cadastro (lead), feito para ver a análise completa.',
      lawyerRequests: 'Os que receberam um pedido de contato com um advogado.',
      contacted:
        'Os pedidos em que a equipe marcou "Em contato": a pessoa foi alcançada. Uma ligação sem resposta não conta.',
    } satisfies Record<TFunnelStep, string>,
    granularity: 'Agrupar por',
    byDay: 'Dia',
    byWeek: 'Semana',
    steps: {
      uploads: 'Envios',
      previews: 'Prévias vistas',
      detailClicks: 'Cliques em detalhes',
      leads: 'Cadastros (leads)',
      lawyerRequests: 'Pedidos de advogado',
      contacted: 'Contatados',
    } satisfies Record<TFunnelStep, string>,
    overviewTitle: 'Etapas no período',
    overviewChart: 'Gráfico de barras: quantidade em cada etapa do funil no período',
    step: 'Etapa',
    count: 'Quantidade',
    conversion: 'Conversão da etapa anterior',
    ofPrevious: (share: number | null) => `(${formatShare(share)})`,
    overTimeTitle: (isWeekly: boolean) => (isWeekly ? 'Por semana do envio' : 'Por dia do envio'),
    overTimeChart: (isWeekly: boolean) =>
      `Gráfico de linhas: cada etapa do funil ${isWeekly ? 'por semana' : 'por dia'} do envio`,
    periodColumn: (isWeekly: boolean) => (isWeekly ? 'Semana de' : 'Dia'),
    bySegmentTitle: 'Por segmento',
    bySegmentChart: 'Gráfico de barras: cadastros por segmento',
    noSegment: 'Sem cadastro',
    byTypeTitle: 'Por tipo de contrato',
    byTypeChart: 'Gráfico de barras: envios por tipo de contrato',
    noType: 'Não identificado',
    uploadToLead: 'Envio → cadastro',
    takeawaysTitle: 'O que levaram da análise',
    takeawaysChart:
      'Gráfico de barras: relatórios, calendários, mensagens, contratos com sugestões e versões comparadas',
    takeaways: {
      report: 'Relatório em PDF',
      calendar: 'Datas no calendário',
      message: 'Mensagem à outra parte',
      redline: 'Contrato com sugestões (Word)',
      comparison: 'Nova versão comparada',
    } satisfies Record<TTakeawayKind, string>,
    takeawaysIntro:
      'Cada vez que foi levado no período: o relatório, as datas, a mensagem e o contrato com sugestões baixados; a nova versão de um contrato comparada com a anterior (uma vez por versão).',
    kind: 'Tipo',
    healthTitle: 'Saúde das análises',
    healthChart: 'Gráfico de linhas: análises e falhas por dia',
    analyses: 'Análises',
    failed: 'Falhas',
    median: 'Mediana do envio até a prévia',
    noMedian: 'sem análises concluídas no período',
    seconds: (seconds: number) =>
      `${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`,
    failuresTitle: 'Falhas por código',
    failuresChart: 'Gráfico de barras: falhas por código de erro',
    code: 'Código',
    noFailures: 'Nenhuma falha no período.',
  },
} as const;
