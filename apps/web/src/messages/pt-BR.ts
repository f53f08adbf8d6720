import {
  CRITERION_TITLES,
  MAX_PASTED_TEXT_CHARS,
  SEVERITY_LABELS,
  type TAnalysisStage,
  type TBand,
  type TCriterion,
  type TExoticStatus,
  type TFindingFeedbackReason,
  type TMailDelivery,
  type TSeverity,
} from '@contrato-claro/shared';

/**
 * What a customer is told when e-mail cannot reach them (production without SMTP): never where
 * the code went (it is held for the operator), but what they can do instead.
 */
const MAIL_UNAVAILABLE = 'O envio de e-mails está indisponível no momento';

/** "300.000": a count of characters in pt-BR. */
const formatCount = (count: number) => count.toLocaleString('pt-BR');

/**
 * Every user-facing string of the web app, grouped by screen or component (STYLE.md §10).
 * Texts quoted by SPEC.md are kept to the letter, including "Loading..." and "Clausulas padrões".
 */
/** "2", "2 e 5", "2, 3 e 5". */
const listPages = (pages: readonly number[]): string =>
  pages.length === 1 ? String(pages[0]) : `${pages.slice(0, -1).join(', ')} e ${pages.at(-1)}`;

export const messages = {
  app: {
    name: 'Contrato Claro',
    loading: 'Loading...',
    close: 'Fechar',
    skipToContent: 'Pular para o conteúdo',
    pageTitle: (screen: string) => `${screen} · Contrato Claro`,
    offline:
      'Você está sem conexão com a internet. O que depender do servidor volta a funcionar assim que a conexão voltar.',
    screenErrorTitle: 'Não foi possível abrir esta tela',
    screenErrorText:
      'O servidor não respondeu. Verifique a sua conexão e tente de novo em instantes.',
    screenErrorRetry: 'Tentar novamente',
  },

  header: {
    homeLink: 'Contrato Claro — página inicial',
    howToUse: 'Como usar',
    consultLawyer: 'Consultar advogado',
    history: 'Minhas análises',
    account: 'Meus dados',
    accountMenu: 'Minha conta',
    logout: 'Sair',
    signIn: 'Entrar',
    signedInAs: (name: string) => `Conectado como ${name}`,
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
        title: 'Receba a nota e a análise completa',
        text: 'Você recebe uma nota de 0 a 100 e a explicação de cada problema encontrado.',
      },
    ],
    criteriaTitle: 'Critérios de avaliação',
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
    /** The number shown for confirmation before "Sim" (SPEC.md §5 label and format message). */
    phoneLabel: 'Celular',
    phoneHint:
      'Confira o número em que o advogado vai ligar (ou deixe em branco para contato por e-mail).',
    /** "Pedido enviado às 14:05 — um advogado entra em contato até 18:05 pelo …". */
    sent: (sentAt: string, dueAt: string, channel: 'phone' | 'email', contact: string) =>
      `Pedido enviado ${sentAt} — um advogado entra em contato até ${dueAt} ${
        channel === 'phone' ? `por telefone ou WhatsApp, no ${contact}` : `pelo e-mail ${contact}`
      }.`,
    /** When it was sent: "às 14:05" today, "em 07/12, às 14:05" another day. */
    sentWhen: (time: string, day: string | null) => (day ? `em ${day}, às ${time}` : `às ${time}`),
    /** The promise: "18:05" today, "08/12 às 01:05" another day. */
    dueWhen: (time: string, day: string | null) => (day ? `${day} às ${time}` : time),
    update:
      'Já existe um pedido aberto sobre esta análise. Responder "Sim" de novo atualiza o mesmo pedido.',
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
    titles: CRITERION_TITLES satisfies Record<TCriterion, string>,
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
    /** By pointer: a finger taps, a mouse clicks. */
    rowsIntro: {
      touch: 'Veja a nota de cada critério. Toque na seta para desbloquear os detalhes.',
      mouse: 'Veja a nota de cada critério. Clique na seta para desbloquear os detalhes.',
    },
    openDetails: (title: string) => `Ver detalhes de ${title}`,
    completeRegistration: 'Complete seu cadastro',
    completeRegistrationTooltip: 'Cadastre-se para ver a análise detalhada de cada item.',
    seeFullAnalysis: 'Ver análise completa',
    seeFullAnalysisTooltip: 'Abra a análise detalhada de cada item na sua conta.',
    unlocking: 'Liberando a análise detalhada na sua conta…',
    unlockFailed:
      'Não foi possível liberar esta análise na sua conta. Envie o contrato novamente para analisá-lo.',
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
    employeesNumberPlaceholder: 'Selecione a faixa',
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
    notSent: (reason: string) => `Seu cadastro não foi concluído. ${reason}`,
  },

  auth: {
    loginError: 'Erro ao fazer login',
    registerError: 'Erro ao registrar',
    registerAccountError: 'Erro ao registrar conta',
    codeError: 'Erro ao verificar o código',
  },
  session: {
    expired: 'Sua sessão expirou. Entre novamente para continuar de onde parou.',
    loginAgain: 'Entrar novamente',
  },
  code: {
    request: 'Receber código por e-mail',
    requestIntro:
      'Sem senha? Receba por e-mail um código de acesso de 6 dígitos (e um link) para entrar.',
    send: 'Enviar código',
    sending: 'Enviando...',
    /** After "Enviar código", by how this server delivers e-mails. */
    sent: {
      email: (email: string, minutes: number) =>
        `Se houver análises guardadas com ${email}, enviamos um código para esse e-mail. Ele vale por ${minutes} minutos.`,
      // Development only (production holds them): whoever runs the server reads its log.
      'server-log': (_email: string, minutes: number) =>
        `Este servidor não tem envio de e-mail configurado: o código e o link foram registrados no log do servidor. Peça-os ao responsável pelo serviço. Eles valem por ${minutes} minutos.`,
      held: () =>
        `${MAIL_UNAVAILABLE}, e não conseguimos enviar o código. Entre com a sua senha; se você ainda não tem uma, tente de novo mais tarde ou fale com a equipe do Contrato Claro.`,
    } satisfies Record<TMailDelivery, (email: string, minutes: number) => string>,
    code: 'Código de 6 dígitos',
    verify: 'Confirmar código',
    verifying: 'Confirmando...',
    resend: 'Reenviar código',
    otherEmail: 'Usar outro e-mail',
    backToPassword: 'Entrar com senha',
  },
  confirmEmail: {
    title: 'Confirme seu e-mail para reunir suas análises',
    open: 'Digitar o código',
    /** Where the code of the registration went, by how this server delivers e-mails. */
    sent: {
      email: (email: string) =>
        `Enviamos um código de 6 dígitos para ${email}. Digite-o aqui para guardar esta análise na sua conta e voltar a ela de qualquer dispositivo.`,
      // Development only (production holds them): whoever runs the server reads its log.
      'server-log': () =>
        'Este servidor não tem envio de e-mail configurado: o código foi registrado no log do servidor. Digite-o aqui para guardar esta análise na sua conta.',
      held: () =>
        `${MAIL_UNAVAILABLE}, e não conseguimos enviar o código de confirmação. Esta análise continua disponível aqui; tente confirmar o e-mail mais tarde ou fale com a equipe do Contrato Claro.`,
    } satisfies Record<TMailDelivery, (email: string) => string>,
    confirmed: 'E-mail confirmado. Suas análises estão guardadas na sua conta.',
    passwordNeedsConfirmation:
      'Confirme seu e-mail com o código enviado antes de definir uma senha.',
  },
  linkSignIn: {
    heading: 'Entrar pelo link do e-mail',
    title: 'Entrando…',
    failed: 'Este link de acesso é inválido ou expirou. Peça um novo código.',
    requestAgain: 'Pedir um novo código',
  },
  pendingIdentities: {
    title: 'Feito com o seu e-mail antes da confirmação',
    intro:
      'Alguém usou o seu e-mail antes de ele ser confirmado. Se foi você, traga para a sua conta; se não foi, apague. Nada disso está na sua conta até você decidir.',
    madeAt: (date: string) => `Cadastro de ${date}`,
    analysis: (fileName: string, date: string) => `Análise de ${fileName}, em ${date}`,
    lawyerRequests: (count: number) =>
      count === 1 ? '1 pedido de contato com advogado' : `${count} pedidos de contato com advogado`,
    accept: 'Fui eu: trazer para minha conta',
    discard: 'Não fui eu: apagar',
    accepted: 'Pronto: as análises agora estão na sua conta.',
    discarded: 'Apagado. Nada disso ficou na sua conta.',
    failed: 'Não foi possível concluir. Tente novamente.',
  },
  history: {
    title: 'Minhas análises',
    intro: 'As análises guardadas na sua conta. Abra uma para ver os detalhes, ou exclua-a.',
    empty: 'Você ainda não tem análises guardadas.',
    newAnalysis: 'Analisar um contrato',
    loading: 'Carregando suas análises…',
    loadError: 'Não foi possível carregar suas análises.',
    retry: 'Tentar novamente',
    fileName: 'Arquivo',
    contractType: 'Tipo',
    date: 'Data',
    score: 'Nota',
    lawyerRequest: 'Advogado',
    status: {
      queued: 'Na fila',
      processing: 'Em análise',
      failed: 'Não concluída',
    },
    open: 'Abrir',
    openLabel: (fileName: string) => `Abrir a análise de ${fileName}`,
    report: 'Relatório (PDF)',
    reportLabel: (fileName: string) => `Baixar o relatório (PDF) da análise de ${fileName}`,
    delete: 'Excluir',
    deleteLabel: (fileName: string) => `Excluir a análise de ${fileName}`,
    deleteTitle: 'Excluir esta análise?',
    deleteDescription: (fileName: string) =>
      `A análise de ${fileName}, com o texto e os resultados, será apagada para sempre.`,
    deleteConfirm: 'Excluir definitivamente',
    deleteCancel: 'Cancelar',
    deleting: 'Excluindo...',
    deleted: (fileName: string) => `A análise de ${fileName} foi excluída.`,
    deleteError: 'Não foi possível excluir a análise. Tente novamente.',
    export: 'Exportar meus dados',
    exporting: 'Exportando...',
    exportHint:
      'Baixe um arquivo JSON com sua conta, cadastro, pedidos e análises (LGPD, art. 18).',
    exportError: 'Não foi possível exportar seus dados. Tente novamente.',
  },

  account: {
    title: 'Meus dados',
    name: 'Nome',
    email: 'E-mail',
    emailStatus: 'Situação do e-mail',
    emailConfirmed: 'Confirmado',
    emailUnconfirmed: 'Ainda não confirmado',
    passwordTitle: 'Senha',
    passwordNew: 'Defina uma senha para entrar de qualquer dispositivo sem esperar um código.',
    passwordChange: 'Para trocar a senha, digite a nova abaixo.',
    dataTitle: 'Seus dados (LGPD)',
    exportPrefix:
      'Para baixar uma cópia de tudo o que guardamos sobre você, use "Exportar meus dados" em',
  },

  errors: {
    network:
      'Não conseguimos falar com o servidor do Contrato Claro. Ele pode estar fora do ar por alguns instantes; tente de novo em seguida.',
    offline: 'Você está sem conexão com a internet. Conecte-se e tente de novo.',
    unexpectedAnswer: 'O servidor enviou uma resposta inesperada. Tente novamente.',
  },

  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço que você acessou não existe ou foi removido.',
    back: 'Voltar ao início',
  },

  upload: {
    pageTitle: 'Analise seu contrato',
    title: 'Analise seu contrato em segundos',
    lead: 'Envie o contrato e receba uma nota de 0 a 100, os riscos de cada cláusula e o que vale negociar antes de assinar.',
    promises: [
      'Nota de 0 a 100 com resumo em linguagem simples',
      'Sete critérios: riscos financeiros, datas, equilíbrio, cláusulas atípicas e mais',
      'Seguro e privado: o arquivo original é apagado logo após a análise',
    ],
    dropTitle: 'Arraste o contrato para cá',
    /** On a touch screen, where nothing is dragged. */
    pickTitle: 'Escolha o contrato no seu aparelho',
    dropOr: 'ou',
    chooseFile: 'Escolher arquivo',
    sectionLabel: 'Envio do contrato',
    fileInputLabel: 'Arquivo do contrato',
    accepted: 'PDF ou Word (.docx), até 10 MB.',
    dropHere: 'Solte o arquivo para enviar',
    privacyPrefix: 'Seus dados são tratados conforme a LGPD.',
    privacyLink: 'Saiba como cuidamos deles',
    uploadingTitle: (fileName: string) => `Enviando ${fileName}`,
    uploadProgressLabel: 'Envio do arquivo',
    analyzingTitle: 'Analisando o contrato',
    analysisProgressLabel: 'Progresso da análise',
    waitingStage: 'Na fila para análise',
    queued: (ahead: number) =>
      ahead === 0
        ? 'Sua análise é a próxima da fila.'
        : `Sua análise está na fila: ${ahead} à frente.`,
    stagesLabel: 'Etapas da análise',
    stages: {
      'extraindo texto': 'Extraindo texto',
      'lendo o documento digitalizado': 'Lendo o documento digitalizado',
      'identificando cláusulas': 'Identificando cláusulas',
      'analisando riscos': 'Analisando riscos',
      'calculando nota': 'Calculando nota',
    } satisfies Record<TAnalysisStage, string>,
    stageStates: { done: 'concluído', current: 'em andamento', pending: 'aguardando' },
    scanStage: (page: number, pages: number) =>
      `Lendo o documento digitalizado (página ${page} de ${pages})`,
    secondsLeft: (seconds: number) =>
      seconds < 60
        ? `Cerca de ${seconds} segundos restantes`
        : `Cerca de ${Math.ceil(seconds / 60)} minutos restantes`,
    errorTitle: 'Não foi possível analisar o arquivo',
    connectionErrorTitle: 'O envio não foi concluído',
    retry: 'Tentar novamente',
    chooseAnother: 'Escolha outro arquivo abaixo.',
    reconnecting:
      'Sem conexão com o servidor. A análise continua e o acompanhamento volta sozinho quando a conexão voltar.',
    pasteOpen: 'Colar o texto do contrato',
    pasteHint: 'Tem o contrato no corpo de um e-mail? Cole o texto e analisamos do mesmo jeito.',
    pasteLabel: 'Texto do contrato',
    pastePlaceholder:
      'Cole aqui o texto completo do contrato, da qualificação das partes às assinaturas.',
    pasteCount: (count: number) =>
      `${formatCount(count)} de ${formatCount(MAX_PASTED_TEXT_CHARS)} caracteres`,
    pasteTooLong: (count: number) =>
      `O texto tem ${formatCount(count)} caracteres; o limite é de ${formatCount(MAX_PASTED_TEXT_CHARS)}. Envie o contrato como arquivo (PDF ou .docx).`,
    pasteTooShort: (min: number) =>
      `O texto é curto demais para ser um contrato: cole o contrato inteiro (no mínimo ${min} caracteres).`,
    pasteSubmit: 'Analisar o texto',
    pasteCancel: 'Cancelar',
    pastedName: 'Texto colado',
    errors: {
      empty: 'O arquivo está vazio. Escolha o arquivo do contrato.',
      type: 'Formato não suportado. Envie um contrato em PDF ou Word (.docx).',
      oldWord: 'Arquivos .doc (Word antigo) não são aceitos. Salve o contrato como .docx ou PDF.',
      tooLarge: (size: string) => `O arquivo tem ${size}; o limite é de 10 MB.`,
      noPreview: 'A análise terminou sem resultado. Tente novamente.',
      many: 'Envie um arquivo por vez.',
    },
  },

  results: {
    title: 'Análise detalhada',
    loadError: 'Não foi possível carregar a análise.',
    retry: 'Tentar novamente',
    retryingOnline: 'Tentaremos de novo assim que a conexão voltar.',
    overall: 'Nota geral',
    gaugeLabel: (score: number, band: string) => `Nota geral: ${score} de 100, ${band}`,
    summaryLabel: 'Resumo da nota:',
    analyzedAt: (date: string) => `Analisado em ${date}`,
    pages: (count: number) => (count === 1 ? '1 página' : `${count} páginas`),
    navLabel: 'Seções da análise',

    topTitle: 'O que mais preocupa',
    topIntro: (count: number) =>
      count === 1
        ? 'O ponto mais sério para você, antes de assinar.'
        : `Os ${count} pontos mais sérios para você, antes de assinar.`,
    topNone: 'Não encontramos pontos que mereçam atenção antes de assinar.',
    topLabel: (rank: number) => `${rank}º ponto`,
    whatItMeans: 'O que significa',
    whatToAsk: 'O que pedir',
    clauseLabel: 'Trecho do contrato',
    seeDetails: 'Abre os detalhes deste ponto',

    breakdownTitle: 'Por que esta nota?',
    breakdownIntro: 'Cada tipo de problema tira pontos da nota uma vez; os graves, mais.',
    /** "Multa diária sem limite: um problema a negociar, que põe o contrato em Atenção (…)." */
    breakdownCeiling: (title: string, band: string, high: number, isPurpose: boolean) =>
      isPurpose
        ? `${title}: impede o contrato de cumprir sua finalidade e o põe em ${band} (a nota parte de ${high}).`
        : `${title}: um problema a negociar, que põe o contrato em ${band} (a nota parte de ${high}).`,
    breakdownScore: (score: number) => `A nota geral é ${score}.`,
    breakdownNone: 'Não encontramos problemas que tirem pontos da nota.',
    moversTitle: 'O que tirou pontos da nota',
    moverPoints: (points: number) => `−${points} ${points === 1 ? 'ponto' : 'pontos'}`,
    moversRest: (count: number) =>
      count === 1 ? 'Mais 1 problema, listado abaixo' : `Mais ${count} problemas, listados abaixo`,
    /** "Gravidade alta · dinheiro em risco". */
    moverDetail: (severity: string, consequence: string) =>
      `Gravidade ${severity.toLowerCase()} · ${consequence}`,
    breakdownTable: 'Notas dos critérios',
    breakdownColumns: { criterion: 'Critério', score: 'Nota' },
    /** What a criterion's findings took from the overall score. */
    criterionPoints: (points: number) =>
      points === 0
        ? 'não tirou pontos da nota geral'
        : `tirou ${points} ${points === 1 ? 'ponto' : 'pontos'} da nota geral`,
    attentionCount: (count: number) =>
      count === 0
        ? 'nenhum ponto de atenção'
        : count === 1
          ? '1 ponto de atenção'
          : `${count} pontos de atenção`,
    pointsTaken: (points: number, criterion: string) =>
      points === 0
        ? `Não tira pontos de ${criterion}`
        : `Tira ${points} ${points === 1 ? 'ponto' : 'pontos'} de ${criterion}`,

    showAll: (count: number) =>
      count === 1 ? 'Ver o ponto encontrado' : `Ver todos os ${count} pontos`,
    showAllNone: 'Ver os critérios e o contrato',
    allTitle: 'Todos os pontos, por critério',
    criteriaTitle: 'Critérios avaliados',
    noFindings: 'Nenhum problema encontrado neste critério.',
    findingsCount: (count: number) =>
      count === 1 ? '1 ponto de atenção' : `${count} pontos de atenção`,
    favourCount: (count: number) => `${count} a seu favor`,
    severityLabel: 'Gravidade',
    severities: SEVERITY_LABELS satisfies Record<TSeverity, string>,
    page: (page: number) => `pág. ${page}`,
    occurrences: (count: number) => `Aparece em ${count} trechos`,
    morePlaces: (count: number) => (count === 1 ? 'Mais 1 trecho' : `Mais ${count} trechos`),
    recommendation: 'O que pedir',
    meaning: 'O que isso significa para você',
    suggestion: 'Sugestão de redação',
    suggestionNote:
      'Modelo de cláusula da nossa biblioteca. Confira se ele se ajusta ao seu contrato antes de propor a mudança.',
    copySuggestion: 'Copiar sugestão',
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
    legalBasis: 'Base legal',
    legalBasisText: (citation: string, rule: string) => `${citation} — ${rule}`,
    /** The heading of the law's own words, with the date of the act that gave them. */
    officialText: (versionDate?: string) =>
      versionDate === undefined
        ? 'Texto oficial:'
        : `Texto oficial (redação de ${versionDate.split('-').reverse().join('/')}):`,
    showInText: 'Ver no texto',
    stances: { a_favor: 'A seu favor', contra: 'Contra você' },
    stanceLabel: 'Para você',

    reportWrong: 'Isto está errado?',
    reportTitle: 'Isto está errado?',
    reportDescription: (title: string) =>
      `Conte o que há de errado em "${title}". A nossa equipe revisa cada aviso para melhorar a análise.`,
    reportReasonLegend: 'O que está errado',
    reportReasons: {
      nao_se_aplica: 'Isso não se aplica a este contrato',
      trecho_errado: 'O trecho apontado não diz isso',
      gravidade_exagerada: 'A gravidade está exagerada',
      outro: 'Outro motivo',
    } satisfies Record<TFindingFeedbackReason, string>,
    reportComment: 'Comentário (opcional)',
    reportCommentHint: 'Não inclua dados pessoais, como CPF ou telefone.',
    reportSend: 'Enviar',
    reportSending: 'Enviando...',
    reportCancel: 'Cancelar',
    reportChooseReason: 'Escolha um motivo.',
    reportError: 'Não foi possível enviar. Tente novamente.',
    reported: 'Enviado para revisão. Obrigado!',

    sideLegend: 'Você é:',
    sideHint: 'Recalculamos a nota para a sua parte: o que só pesa para a outra fica a seu favor.',
    sideOption: (role: string) => `Sou ${/A$/u.test(role) ? 'a' : 'o'} ${role}`,
    sideNeutral: 'Prefiro uma análise neutra',
    sideUpdating: 'Recalculando a análise...',
    sideError: 'Não foi possível mudar a parte. Tente novamente.',
    datesTitle: 'Linha do tempo das datas',
    noDates: 'Nenhuma data importante foi identificada no contrato.',
    dateUnknown: 'Data não calculável',
    dateUndetermined: 'Não determinável a partir do texto',
    dateUndeterminedWhy: (why: string) => `Por quê: ${why}.`,
    moneyTitle: 'Valores',
    noMoney: 'Nenhum valor em dinheiro foi identificado no contrato.',
    checklistTitle: 'Checklist das cláusulas padrões',
    checklistStates: {
      present: 'Presente',
      missing: 'Ausente',
      notApplicable: 'Não se aplica',
    },
    ocrNotice: (pages: readonly number[], pageCount: number) =>
      pages.length >= pageCount
        ? 'Este documento é digitalizado: o texto foi lido da imagem por reconhecimento de texto (OCR).'
        : `${pages.length === 1 ? 'A página' : 'As páginas'} ${listPages(pages)} ${pages.length === 1 ? 'é digitalizada e foi lida' : 'são digitalizadas e foram lidas'} da imagem por reconhecimento de texto (OCR).`,
    ocrLowQuality:
      'Parte do texto foi lida com baixa qualidade; confira os valores e datas destacados.',
    needsCheck: 'Confira no documento',
    textIntroOcr: 'É o texto que o reconhecimento de texto (OCR) leu do documento digitalizado.',
    textTitle: 'Texto do contrato',
    textIntro: {
      touch:
        'Os trechos destacados têm pontos de atenção. Toque em "Ver no texto" num item para ir até ele.',
      mouse:
        'Os trechos destacados têm pontos de atenção. Clique em "Ver no texto" num item para ir até ele.',
    },
    highlightLabel: (title: string) => `Trecho com ponto de atenção: ${title}`,
    consultLawyer: 'Consultar advogado',
    takeawayTitle: 'Leve a análise com você',
    takeawayIntro:
      'Baixe o relatório para mostrar a um sócio ou advogado, ou escreva à outra parte pedindo os ajustes.',
    downloadReport: 'Baixar relatório (PDF)',
    downloadingReport: 'Gerando o relatório...',
    downloadError: 'Não foi possível baixar. Tente novamente.',
    calendarAdd: 'Adicionar ao calendário',
    calendarAdding: 'Gerando o calendário...',
    calendarReminder: 'Lembrar',
    calendarReminderOption: (days: number) =>
      days === 0 ? 'no próprio dia' : days === 1 ? '1 dia antes' : `${days} dias antes`,
    calendarHint:
      'Um arquivo .ics com as datas que o contrato define, para o Google Agenda, o Outlook ou o calendário do celular. Vencimentos mensais entram como eventos que se repetem; dias úteis descontam os feriados nacionais.',
    messageOpen: 'Escrever à outra parte',
    messageTitle: 'Mensagem à outra parte',
    messageChooseDescription:
      'Marque os pontos que você quer negociar. A mensagem traz só os pontos marcados, com o motivo e a redação proposta.',
    messageChooseLegend: 'Quero negociar estes pontos',
    messageChosen: (count: number) =>
      count === 0
        ? 'Nenhum ponto marcado'
        : count === 1
          ? '1 ponto marcado'
          : `${count} pontos marcados`,
    messageNone:
      'Nenhum ponto desta análise pede uma nova redação à outra parte: os pontos de atenção são orientações para você.',
    messageWrite: 'Escrever a mensagem',
    messageWriting: 'Escrevendo...',
    messageChooseFirst: 'Marque ao menos um ponto.',
    messageError: 'Não foi possível escrever a mensagem. Tente novamente.',
    messageReadyDescription:
      'Confira o texto antes de enviar: ele traz só os pontos que você marcou. Copie, baixe ou abra no seu e-mail ou no WhatsApp.',
    messageCopied: 'Mensagem copiada.',
    messageSubject: 'Assunto',
    messageBody: 'Mensagem',
    messageBack: 'Mudar os pontos',
    messageCopy: 'Copiar',
    messageTxt: 'Baixar .txt',
    messageDocx: 'Baixar .docx',
    messageEmail: 'Abrir no e-mail',
    messageWhatsApp: 'Enviar pelo WhatsApp',
    messageClose: 'Pronto',
    deleteAnalysis: 'Excluir análise',
    deleteTitle: 'Excluir esta análise?',
    deleteDescription:
      'A análise, o texto do contrato e as notas serão apagados definitivamente. Esta ação não pode ser desfeita.',
    deleteCancel: 'Cancelar',
    deleteConfirm: 'Excluir definitivamente',
    deleting: 'Excluindo...',
  },

  resultsFallback: {
    title: 'Resultado da análise',
    registered: 'Cadastro concluído!',
    explanation:
      'Seu cadastro foi feito, mas não conseguimos carregar os detalhes da análise agora. Você pode tentar de novo ou entrar com a sua conta mais tarde.',
    clicked: 'Você queria ver:',
    scoresTitle: 'Notas da análise prévia',
    retry: 'Tentar carregar de novo',
    retrying: 'Carregando...',
    retryError: 'Ainda não foi possível carregar os detalhes. Tente novamente em instantes.',
    login: 'Ir para o login',
    empty: 'Não há uma análise para mostrar aqui. Envie um contrato para começar.',
    upload: 'Enviar um contrato',
  },

  login: {
    title: 'Entrar',
    intro: 'Acesse suas análises ou crie uma conta.',
    tabsLabel: 'Acesso à conta',
    tabs: { login: 'Entrar', register: 'Criar conta', password: 'Definir senha' },
    email: 'E-mail',
    emailPlaceholder: 'voce@empresa.com.br',
    password: 'Senha',
    newPassword: 'Senha (mínimo de 8 caracteres)',
    name: 'Nome',
    namePlaceholder: 'Seu nome completo',
    submitLogin: 'Entrar',
    submitRegister: 'Criar conta',
    submitPassword: 'Salvar senha',
    sending: 'Enviando...',
    passwordIntro: (name: string) =>
      `Olá, ${name}! Defina uma senha para entrar na sua conta a partir de qualquer dispositivo.`,
    passwordNeedsLogin:
      'Para definir uma senha, conclua o cadastro de uma análise ou entre com a sua conta.',
    passwordSaved: 'Senha salva. Da próxima vez, entre com seu e-mail e esta senha.',
    passwordError: 'Erro ao definir a senha',
    signedInAs: (name: string) => `Você entrou como ${name}.`,
    logout: 'Sair',
  },

  privacy: {
    title: 'Política de privacidade',
    intro:
      'Como o Contrato Claro trata os seus dados, conforme a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).',
    sections: [
      {
        title: 'O que coletamos',
        items: [
          'O arquivo do contrato que você envia, o texto extraído dele e a análise gerada (notas, pontos de atenção e datas).',
          'Os dados do cadastro: nome, e-mail, empresa, número de funcionários, segmento e celular.',
          'Eventos de uso, como a visualização da nota e o pedido de contato com um advogado, para melhorar o serviço.',
        ],
      },
      {
        title: 'Por que coletamos',
        items: [
          'Para analisar o contrato e mostrar o resultado a você.',
          'Para liberar a análise detalhada e manter o acesso à sua conta.',
          'Para que um advogado entre em contato, quando você pedir.',
        ],
      },
      {
        key: 'leadData',
        title: 'Para onde vão os dados do cadastro',
        items: [
          'Nome, e-mail, celular e empresa ficam no seu perfil, no banco de dados do Contrato Claro, e servem para liberar a análise e para o contato do advogado que você pedir.',
          'Na nossa própria estatística de uso, o cadastro concluído guarda só o porte e o segmento da empresa: nunca o seu nome, e-mail ou celular.',
        ],
      },
      {
        title: 'Por quanto tempo guardamos',
        items: [
          'O arquivo original é apagado logo após a análise; guardamos só o texto e o resultado.',
          'Análises que não forem vinculadas a um cadastro são apagadas após 7 dias.',
          'Os dados do cadastro e as análises da sua conta ficam guardados até você pedir a exclusão.',
        ],
      },
      {
        title: 'Seus direitos (LGPD, art. 18)',
        items: [
          'Confirmar se tratamos seus dados e ter acesso a eles.',
          'Corrigir dados incompletos, inexatos ou desatualizados.',
          'Pedir a exclusão dos seus dados.',
          'Pedir a portabilidade dos dados a outro fornecedor: em "Minhas análises", o botão "Exportar meus dados" baixa tudo o que guardamos sobre você, em JSON.',
          'Revogar o consentimento a qualquer momento.',
        ],
      },
      {
        title: 'Como excluir seus dados',
        items: [
          'Uma análise: abra a análise detalhada e use o botão "Excluir análise".',
          'Sua conta inteira, com todas as análises e os dados do cadastro: use o botão abaixo, com a sua conta aberta.',
        ],
      },
    ],
    analyticsShared:
      'Quando a ferramenta de estatística Mixpanel está ativa, o evento "cadastro concluído" também é enviado a ela com os seus dados de contato (nome, e-mail, celular) e da empresa, para medirmos quantas pessoas concluem o cadastro. O Mixpanel guarda esses dados nos servidores dele, como operador do Contrato Claro (LGPD, art. 39).',
    analyticsNotShared: 'Não enviamos os dados do cadastro a ferramentas de terceiros.',
    exportPrefix:
      'Para receber uma cópia de tudo o que guardamos sobre você (conta, cadastro, pedidos e análises), em JSON, use o botão "Exportar meus dados" em',
    exportLink: 'Minhas análises',
    contactTitle: 'Contato',
    contact: 'Dúvidas ou pedidos sobre os seus dados: privacidade@contratoclaro.com.br',
    deleteAccount: 'Excluir minha conta',
    deleteAccountNeedsLogin: 'Para excluir sua conta, entre primeiro.',
    loginLink: 'Entrar',
    deleteTitle: 'Excluir sua conta?',
    deleteDescription:
      'Sua conta, os dados do cadastro e todas as suas análises serão apagados definitivamente. Esta ação não pode ser desfeita.',
    deleteCancel: 'Cancelar',
    deleteConfirm: 'Excluir definitivamente',
    deleting: 'Excluindo...',
    deleted: 'Sua conta e seus dados foram excluídos.',
  },
} as const;
