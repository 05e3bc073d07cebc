import type { forumPtBR } from "./pt-BR.ts"

export const forumFrFR: Record<keyof typeof forumPtBR, string> = {
  "topic.not_found": "Nous n’avons pas trouvé le sujet {topicId}.",
  "post.not_found": "Nous n’avons pas trouvé le message {postId}.",
  "topic.already_exists": "Un sujet avec l’identifiant {topicId} existe déjà.",
  "post.already_exists": "Un message avec l’identifiant {postId} existe déjà.",
  "forum.topic_closed": "Ce sujet est fermé : il n’accepte plus de réponses ni de modifications.",
  "forum.not_author": "Seule la personne qui a écrit le message peut le modifier ou le supprimer.",
  "forum.already_reported": "Vous avez déjà signalé ce message ; les modérateurs vont l’examiner.",
  "topic.already_closed": "Ce sujet est déjà fermé.",
  "topic.not_closed": "Ce sujet est déjà ouvert."
}
