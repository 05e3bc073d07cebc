/** Messages of the SCORM runtime's and the media resume's codes (DESIGN §4.8 "Activity content"). */
export const scormPtBR = {
  "scorm.value_refused": "O pacote SCORM enviou um valor recusado para {element} (erro SCORM {scormError}).",
  "scorm.not_scorm_activity": "A atividade {activityId} não é um pacote SCORM.",
  "scorm.not_found": "Não encontramos um pacote SCORM que você possa abrir na atividade {activityId}.",
  "scorm.package_not_found": "O pacote SCORM desta atividade não está disponível.",
  "media.not_media_activity": "A atividade {activityId} não é um vídeo nem um áudio."
} as const
