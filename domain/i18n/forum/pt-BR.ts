/** Messages of the forum codes (topics and replies of a course). */
export const forumPtBR = {
  "topic.not_found": "Não encontramos o tópico {topicId}.",
  "post.not_found": "Não encontramos a mensagem {postId}.",
  "topic.already_exists": "Já existe um tópico com o id {topicId}.",
  "post.already_exists": "Já existe uma mensagem com o id {postId}.",
  "forum.topic_closed": "Este tópico está fechado: ele não recebe mais respostas nem edições.",
  "forum.not_author": "Só quem escreveu a mensagem pode editá-la ou apagá-la.",
  "forum.already_reported": "Você já denunciou esta mensagem; os moderadores vão analisá-la.",
  "topic.already_closed": "Este tópico já está fechado.",
  "topic.not_closed": "Este tópico já está aberto."
}
