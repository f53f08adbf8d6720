import type { TBand, TCriterion, TExoticStatus } from '@contrato-claro/shared';

/**
 * Every user-facing string of the web app, grouped by screen or component (STYLE.md §10).
 * Texts quoted by SPEC.md are kept to the letter, including "Loading..." and "Clausulas padrões".
 */
export const messages = {
  app: {
    name: 'Contrato Claro',
    loading: 'Loading...',
    close: 'Fechar',
    skipToContent: 'Pular para o conteúdo',
  },

  header: {
    homeLink: 'Contrato Claro — página inicial',
    howToUse: 'Como usar',
    consultLawyer: 'Consultar advogado',
  },

  footer: {
    privacy: 'Política de privacidade',
    disclaimer:
      'A análise é automática e informativa: ela não substitui a orientação de um advogado.',
    copyright: '© Contrato Claro',
  },

  howToUse: {
    title: 'Como usar',
    description: 'Entenda em três passos como o Contrato Claro analisa o seu contrato.',
    stepsTitle: 'Passo a passo',
    steps: [
      {
        title: 'Envie o contrato',
        text: 'Faça o upload do seu contrato em PDF ou Word (.docx), com até 10 MB.',
      },
      {
        title: 'A IA analisa',
        text: 'A inteligência artificial lê cada cláusula, encontra riscos e verifica a conformidade legal.',
      },
      {
        title: 'Receba a nota',
        text: 'Você recebe uma nota de 0 a 100 e a análise completa dos principais problemas.',
      },
    ],
    criteriaTitle: 'Critérios de avaliação',
    criteria: [
      'Cláusulas atípicas',
      'Cláusulas padrões',
      'Objetividade, clareza e erros',
      'Equilíbrio contratual',
      'Contradição contratual',
      'Riscos financeiros',
      'Datas importantes',
    ],
    scaleTitle: 'Escala de notas',
    scale: [
      { range: '0-49', meaning: 'contrato problemático', band: 'Crítico' },
      { range: '50-79', meaning: 'requer atenção', band: 'Atenção' },
      { range: '80-100', meaning: 'bom', band: 'Satisfatório' },
    ] satisfies readonly { range: string; meaning: string; band: TBand }[],
  },

  lawyer: {
    title: 'Consultar advogado',
    question: 'Gostaria de consultar um advogado para entender melhor os itens apontados?',
    note: 'Entraremos em contato em até 4 horas.',
    no: 'Não',
    yes: 'Sim',
    processing: 'Processando...',
    error: 'Erro ao processar solicitação. Tente novamente.',
  },

  scoreBadge: {
    label: 'Nota de análise prévia',
    bands: {
      Satisfatório: 'Satisfatório',
      Atenção: 'Atenção',
      Crítico: 'Crítico',
    } satisfies Record<TBand, string>,
    attention: 'Atenção',
  },

  exoticStatus: {
    label: 'Situação',
    statuses: {
      nenhuma: 'Nenhuma',
      atencao: 'Atenção',
      critica: 'Crítica',
    } satisfies Record<TExoticStatus, string>,
    count: (count: number) => (count === 1 ? '1 encontrada' : `${count} encontradas`),
  },

  criteria: {
    titles: {
      contradictionAnalysis: 'Contradição',
      keyValuesAnalysis: 'Riscos financeiros',
      importantDatesAnalysis: 'Datas importantes',
      equilibriumAnalysis: 'Equilíbrio contratual',
      objectiveAnalysis: 'Objetividade, erros e repetições',
      defaultClauses: 'Clausulas padrões',
      exoticClauses: 'Cláusulas atípicas',
    } satisfies Record<TCriterion, string>,
    help: {
      contradictionAnalysis:
        'Verifica se o contrato diz coisas diferentes sobre o mesmo assunto, como dois prazos ou dois valores para a mesma obrigação.',
      keyValuesAnalysis:
        'Avalia valores, multas, juros, reajustes e garantias que podem pesar no seu bolso.',
      importantDatesAnalysis:
        'Confere se prazos, vencimentos, vigência, renovação e aviso prévio estão claros e coerentes.',
      equilibriumAnalysis:
        'Mede se direitos, deveres e penalidades estão distribuídos de forma justa entre as partes.',
      objectiveAnalysis:
        'Aponta trechos vagos, erros de escrita e repetições que podem gerar dúvidas ou brigas.',
      defaultClauses:
        'Checa se o contrato traz as cláusulas que se espera encontrar, como objeto, pagamento, rescisão e foro.',
      exoticClauses:
        'Procura cláusulas incomuns ou abusivas para este tipo de contrato, que merecem um olhar mais cuidadoso.',
    } satisfies Record<TCriterion, string>,
    helpButton: (title: string) => `O que é "${title}"?`,
  },

  preview: {
    title: 'Resultado da Análise',
    cancel: 'Cancelar',
    fileName: 'Arquivo',
    contractType: 'Tipo de contrato',
    summaryLabel: 'Resumo da nota:',
    rowsTitle: 'Critérios avaliados',
    rowsIntro: 'Veja a nota de cada critério. Toque na seta para desbloquear os detalhes.',
    openDetails: (title: string) => `Ver detalhes de ${title}`,
    completeRegistration: 'Complete seu cadastro',
    completeRegistrationTooltip: 'Cadastre-se para ver a análise detalhada de cada item.',
  },

  registration: {
    title: 'Complete seu cadastro',
    description:
      'Precisamos de mais algumas informações para continuar a análise do seu contrato e liberar o resultado detalhado.',
    email: 'E-mail',
    emailPlaceholder: 'voce@empresa.com.br',
    name: 'Nome',
    namePlaceholder: 'Seu nome completo',
    companyName: 'Empresa (opcional)',
    companyNamePlaceholder: 'Site da empresa',
    employeesNumber: 'Número de funcionários',
    employeesNumberPlaceholder: 'Selecione o número de funcionários',
    businessSegment: 'Segmento',
    businessSegmentPlaceholder: 'Selecione o segmento',
    cellphone: 'Celular',
    cellphonePlaceholder: '(00) 00000-0000',
    cancel: 'Cancelar',
    submit: 'Concluir cadastro',
    submitting: 'Enviando...',
    privacyPrefix: 'Ao concluir, você concorda com a nossa',
    privacyLink: 'Política de privacidade',
    loginLink: 'Entrar com a minha conta',
  },

  auth: {
    loginError: 'Erro ao fazer login',
    registerError: 'Erro ao registrar',
    registerAccountError: 'Erro ao registrar conta',
  },

  errors: {
    network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    unexpectedAnswer: 'O servidor enviou uma resposta inesperada. Tente novamente.',
  },

  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço que você acessou não existe ou foi removido.',
    back: 'Voltar ao início',
  },

  upload: {
    title: 'Analise seu contrato',
  },

  results: {
    title: 'Análise detalhada',
  },

  resultsFallback: {
    title: 'Resultado da análise',
  },

  login: {
    title: 'Entrar',
  },

  privacy: {
    title: 'Política de privacidade',
  },
} as const;
