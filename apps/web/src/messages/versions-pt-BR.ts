/** The pt-BR words of the version screens (issue 25): a revised contract and its comparison. */
export const versionMessages = {
  compareButton: 'Comparar com nova versão',
  compareLabel: (fileName: string) => `Comparar com nova versão: ${fileName}`,
  redlineButton: 'Baixar com sugestões (Word)',
  redlineHint:
    'O contrato em Word com cada sugestão como alteração controlada e um comentário explicando o porquê: a outra parte aceita ou recusa cada uma no Word ou no LibreOffice.',
  newVersion: {
    pageTitle: 'Comparar com nova versão',
    title: 'Comparar com nova versão',
    lead: 'Recebeu o contrato de volta? Envie a nova versão (PDF, Word .docx ou texto colado). Vamos analisá-la e mostrar o que mudou, cláusula por cláusula, o que foi resolvido e o que apareceu de novo.',
    missingId: 'Abra a análise que quer comparar e escolha "Comparar com nova versão".',
    backToResults: 'Voltar para a análise',
  },
  comparison: {
    pageTitle: 'Comparação de versões',
    title: 'O que mudou na nova versão',
    loading: 'Comparando as versões…',
    loadError: 'Não foi possível carregar a comparação.',
    retry: 'Tentar novamente',
    before: 'Versão anterior',
    after: 'Nova versão',
    analyzedAt: (date: string) => `analisada em ${date}`,
    scoreTitle: 'A nota',
    scoreMoved: (before: number, after: number) =>
      after === before
        ? `A nota ficou em ${after}.`
        : `A nota ${after > before ? 'subiu' : 'caiu'} de ${before} para ${after}.`,
    whyTitle: 'Por que a nota mudou',
    criterionMoved: (title: string, before: number, after: number) =>
      `${title}: ${before} → ${after}`,
    noCriterionMoved: 'Nenhum critério mudou de nota.',
    requestedTitle: 'O que você pediu na mensagem',
    requested: (title: string, ref: string) => `Você pediu: ${title} (${ref})`,
    requestedStatus: { atendido: 'atendido', nao_atendido: 'não atendido' },
    noRequest:
      'Você não enviou uma mensagem à outra parte sobre a versão anterior: por isso não há pedidos a conferir.',
    findingsTitle: 'Os apontamentos',
    resolved: (count: number) => `Resolvidos (${count})`,
    remaining: (count: number) => `Continuam (${count})`,
    fresh: (count: number) => `Novos (${count})`,
    noneResolved: 'Nenhum apontamento foi resolvido.',
    noneRemaining: 'Nenhum apontamento continua.',
    noneFresh: 'Nenhum apontamento novo.',
    clausesTitle: 'Cláusula por cláusula',
    clauseCounts: (changed: number, added: number, removed: number, unchanged: number) =>
      `${changed} alterada(s), ${added} incluída(s), ${removed} removida(s), ${unchanged} sem mudança.`,
    showAll: 'Mostrar também as cláusulas sem mudança',
    status: {
      unchanged: 'Sem mudança',
      changed: 'Alterada',
      added: 'Incluída',
      removed: 'Removida',
    },
    renumbered: (before: string, after: string) => `renumerada: era ${before}, agora ${after}`,
    moved: 'mudou de lugar',
    inserted: 'incluído: ',
    deleted: 'removido: ',
    openAfter: 'Ver a análise da nova versão',
    openBefore: 'Ver a análise da versão anterior',
    compareAgain: 'Comparar com outra versão',
  },
  results: {
    place: (number: number, count: number) => `Versão ${number} de ${count}`,
    compare: 'Ver o que mudou desde a versão anterior',
    deleteVersion: 'Excluir esta versão',
    deleteVersionTitle: 'Excluir esta versão?',
    deleteVersionDescription: (number: number) =>
      `A versão ${number}, com o texto e os resultados, será apagada definitivamente; as outras versões continuam em "Minhas análises". Esta ação não pode ser desfeita.`,
    deleteAllDescription: (count: number) =>
      `A análise e suas ${count} versões, com o texto e os resultados, serão apagadas definitivamente. Esta ação não pode ser desfeita.`,
  },
  history: {
    versions: (count: number) => `${count} ${count === 1 ? 'versão' : 'versões'}`,
    version: (number: number) => `Versão ${number}`,
    compare: 'Ver o que mudou',
    compareLabel: (number: number) => `Ver o que mudou na versão ${number}`,
    openLabel: (number: number) => `Abrir a análise da versão ${number}`,
    deleteDescription: (fileName: string, versions: number) =>
      `A análise de ${fileName}${versions > 1 ? ` e suas ${versions} versões` : ''}, com o texto e os resultados, será apagada para sempre.`,
  },
} as const;
