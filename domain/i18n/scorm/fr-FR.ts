import type { scormPtBR } from "./pt-BR.ts"

export const scormFrFR: Record<keyof typeof scormPtBR, string> = {
  "scorm.value_refused": "Le paquet SCORM a envoyé une valeur refusée pour {element} (erreur SCORM {scormError}).",
  "scorm.not_scorm_activity": "L’activité {activityId} n’est pas un paquet SCORM.",
  "scorm.not_found": "Nous n’avons trouvé aucun paquet SCORM que vous puissiez ouvrir dans l’activité {activityId}.",
  "scorm.package_not_found": "Le paquet SCORM de cette activité n’est pas disponible.",
  "media.not_media_activity": "L’activité {activityId} n’est ni une vidéo ni un audio."
}
