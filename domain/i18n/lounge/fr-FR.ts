import type { loungePtBR } from "./pt-BR.ts"

export const loungeFrFR: Record<keyof typeof loungePtBR, string> = {
  "lounge.not_found": "Nous n’avons pas trouvé le salon du webinaire {classId}.",
  "lounge.already_exists": "Le salon du webinaire {classId} est déjà ouvert.",
  "lounge.closed": "Le salon de ce webinaire est fermé : il ne reçoit plus de messages.",
  "lounge.entry_refused": "Ce salon est destiné à un autre public : vous ne pouvez pas y participer.",
  "lounge.not_subscribed": "Inscrivez-vous d'abord au webinaire : le salon est réservé à ses inscrits.",
  "lounge.blocked": "La modération a bloqué vos messages dans ce salon. Vous pouvez toujours regarder.",
  "lounge.too_fast": "Vous écrivez trop vite (jusqu’à {limit} messages en {windowSeconds} secondes). Réessayez dans {retryAfterSeconds} secondes.",
  "loungemessage.not_found": "Nous n’avons pas trouvé le message {messageId} dans ce salon.",
  "loungequestion.not_found": "Nous n’avons pas trouvé la question {questionId} dans ce salon.",
  "lounge.item_already_exists": "Un message ou une question avec l’id {id} existe déjà.",
  "lounge.question_already_answered": "Cette question a déjà reçu une réponse.",
  "lounge.learner_already_blocked": "Cette personne est déjà bloquée dans ce salon.",
  "lounge.learner_not_blocked": "Cette personne n’est pas bloquée dans ce salon."
}
