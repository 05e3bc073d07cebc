import type { scormPtBR } from "./pt-BR.ts"

export const scormEsES: Record<keyof typeof scormPtBR, string> = {
  "scorm.value_refused": "El paquete SCORM envió un valor rechazado para {element} (error SCORM {scormError}).",
  "scorm.not_scorm_activity": "La actividad {activityId} no es un paquete SCORM.",
  "scorm.not_found": "No encontramos un paquete SCORM que puedas abrir en la actividad {activityId}.",
  "scorm.package_not_found": "El paquete SCORM de esta actividad no está disponible.",
  "media.not_media_activity": "La actividad {activityId} no es un vídeo ni un audio."
}
