/**
 * The offline texts (issue 48): the downloads, the offline notice, the kept completions. They load
 * with the signed-in frame, not with the login; every other locale has exactly these keys
 * (typecheck and tests/web-learner/offlineI18n.spec.ts).
 */
export const offlinePtBR = {
  "offline.title": "Meus downloads",
  "offline.intro": "Arquivos de atividades guardados neste aparelho para usar sem internet.",
  "offline.download": "Baixar para usar offline",
  "offline.downloading": "Baixando {title}",
  "offline.progress": "Progresso do download",
  "offline.percent": "{percent}% baixado",
  "offline.cancel": "Cancelar download",
  "offline.readySize": "Disponível offline · {size}",
  "offline.done": "Download concluído: a atividade abre sem internet.",
  "offline.failed": "Download do arquivo falhou",
  "offline.outdated": "Atualizada desde o download",
  "offline.refresh": "Baixar a versão nova",
  "offline.remove": "Remover {title}",
  "offline.removeAll": "Remover todos os downloads",
  "offline.open": "Abrir {title}",
  "offline.empty": "Nenhum arquivo baixado. Abra uma atividade com vídeo, áudio, documento ou módulo SCORM e toque em “Baixar para usar offline”.",
  "offline.files": "Arquivos baixados: {size}",
  "offline.used": "Armazenamento usado por este app: {used} de {quota} disponíveis",
  "offline.usedUnknown": "Este navegador não informa o armazenamento usado.",
  "offline.count": "{n} arquivos",
  "offline.countOne": "1 arquivo",
  "offline.notice": "Sem conexão — exibido como estava em {time}.",
  "offline.noticeNoData": "Sem conexão: o que já foi baixado continua disponível.",
  "offline.waitingCount": "{n} conclusões aguardando conexão",
  "offline.waitingOne": "1 conclusão aguardando conexão",
  "offline.scormOffline": "Sem conexão: o módulo abre do aparelho, e o progresso é enviado quando a conexão voltar.",
  "offline.scormKept": "Progresso guardado neste aparelho: será enviado quando a conexão voltar.",
  "offline.scormWaitingCount": "Progresso de {n} módulos SCORM aguardando conexão",
  "offline.scormWaitingOne": "Progresso de 1 módulo SCORM aguardando conexão",
} as const

export type OfflineKey = keyof typeof offlinePtBR
export type OfflineCatalogue = Record<OfflineKey, string>
