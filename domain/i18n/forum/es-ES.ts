import type { forumPtBR } from "./pt-BR.ts"

export const forumEsES: Record<keyof typeof forumPtBR, string> = {
  "forum.topic_not_found": "No encontramos el tema {topicId}.",
  "forum.post_not_found": "No encontramos el mensaje {postId}.",
  "forum.topic_already_exists": "Ya existe un tema con el id {topicId}.",
  "forum.post_already_exists": "Ya existe un mensaje con el id {postId}.",
  "forum.topic_closed": "Este tema está cerrado: ya no admite respuestas ni ediciones.",
  "forum.not_author": "Solo quien escribió el mensaje puede editarlo o borrarlo.",
  "forum.already_reported": "Ya denunciaste este mensaje; los moderadores lo revisarán.",
  "forum.topic_already_closed": "Este tema ya está cerrado.",
  "forum.topic_not_closed": "Este tema ya está abierto."
}
