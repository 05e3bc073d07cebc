import type { loungePtBR } from "./pt-BR.ts"

export const loungeEsES: Record<keyof typeof loungePtBR, string> = {
  "lounge.not_found": "No encontramos la sala del webinar {classId}.",
  "lounge.already_exists": "La sala del webinar {classId} ya está abierta.",
  "lounge.closed": "La sala de este webinar se cerró: ya no recibe mensajes.",
  "lounge.entry_refused": "Esta sala es para otro público: no puedes participar en ella.",
  "lounge.not_subscribed": "Inscríbete primero en el webinar: la sala es para sus inscritos.",
  "lounge.blocked": "La moderación bloqueó tus mensajes en esta sala. Todavía puedes mirar.",
  "lounge.too_fast": "Estás escribiendo demasiado rápido (hasta {limit} mensajes en {windowSeconds} segundos). Inténtalo de nuevo en {retryAfterSeconds} segundos.",
  "loungemessage.not_found": "No encontramos el mensaje {messageId} en esta sala.",
  "loungequestion.not_found": "No encontramos la pregunta {questionId} en esta sala.",
  "lounge.item_already_exists": "Ya existe un mensaje o una pregunta con el id {id}.",
  "lounge.question_already_answered": "Esta pregunta ya fue respondida.",
  "lounge.learner_already_blocked": "Esta persona ya está bloqueada en esta sala.",
  "lounge.learner_not_blocked": "Esta persona no está bloqueada en esta sala."
}
