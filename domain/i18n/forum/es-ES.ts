import type { forumPtBR } from "./pt-BR.ts"

export const forumEsES: Record<keyof typeof forumPtBR, string> = {
  "topic.not_found": "No encontramos el tema {topicId}.",
  "post.not_found": "No encontramos el mensaje {postId}.",
  "topic.already_exists": "Ya existe un tema con el id {topicId}.",
  "post.already_exists": "Ya existe un mensaje con el id {postId}.",
  "forum.topic_closed": "Este tema está cerrado: ya no admite respuestas ni ediciones.",
  "forum.not_author": "Solo quien escribió el mensaje puede editarlo o borrarlo.",
  "forum.already_reported": "Ya denunciaste este mensaje; los moderadores lo revisarán.",
  "topic.already_closed": "Este tema ya está cerrado.",
  "topic.not_closed": "Este tema ya está abierto."
}
