// The console's strings for the course forums' moderation (issue 46, item 6), merged into each
// locale's catalogue; every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const forumsEn = {
  resources: {
    "forum-topics": { name: "Forum topic |||| Forum topics", fields: { id: "Topic", courseId: "Course", courseTitle: "Course", title: "Title", authorId: "Author", authorName: "Author", country: "Country", status: "Status", startedAt: "Started at", lastPostAt: "Last post", replies: "Replies", reports: "Reports", q: "Title or course" } },
    "forum-posts": { name: "Reported post |||| Moderation queue", fields: { id: "Post", topicId: "Topic", postId: "Post", courseId: "Course", topicTitle: "Topic", opening: "Opens the topic", authorId: "Author", authorName: "Author", country: "Country", body: "Text", status: "Status", postedAt: "Posted at", editedAt: "Edited at", reports: "Reports", lastReportedAt: "Last reported", removedReason: "Removal reason", q: "Text" } }
  },
  vitrine: {
    forums: { close: "Close topic", reopen: "Reopen topic", remove: "Remove", remove_title: "Remove this post?", remove_topic_title: "Remove the whole topic?", reason_optional: "Reason (optional)", closed: "Topic closed", reopened: "Topic reopened", removed: "Post removed", posts: "Posts", body_note: "Shown as plain text: the learners see it sanitized.", status: { open: "Open", closed: "Closed", removed: "Removed", deleted: "Deleted by its author", visible: "Visible" } }
  }
}

type ForumsCatalogue = typeof forumsEn

export const forumsPt: ForumsCatalogue = {
  resources: {
    "forum-topics": { name: "Tópico do fórum |||| Tópicos do fórum", fields: { id: "Tópico", courseId: "Curso", courseTitle: "Curso", title: "Título", authorId: "Autor", authorName: "Autor", country: "País", status: "Situação", startedAt: "Criado em", lastPostAt: "Última mensagem", replies: "Respostas", reports: "Denúncias", q: "Título ou curso" } },
    "forum-posts": { name: "Mensagem denunciada |||| Fila de moderação", fields: { id: "Mensagem", topicId: "Tópico", postId: "Mensagem", courseId: "Curso", topicTitle: "Tópico", opening: "Abre o tópico", authorId: "Autor", authorName: "Autor", country: "País", body: "Texto", status: "Situação", postedAt: "Publicada em", editedAt: "Editada em", reports: "Denúncias", lastReportedAt: "Última denúncia", removedReason: "Motivo da remoção", q: "Texto" } }
  },
  vitrine: {
    forums: { close: "Fechar tópico", reopen: "Reabrir tópico", remove: "Remover", remove_title: "Remover esta mensagem?", remove_topic_title: "Remover o tópico inteiro?", reason_optional: "Motivo (opcional)", closed: "Tópico fechado", reopened: "Tópico reaberto", removed: "Mensagem removida", posts: "Mensagens", body_note: "Mostrado como texto simples: os alunos o veem sanitizado.", status: { open: "Aberto", closed: "Fechado", removed: "Removido", deleted: "Apagado pelo autor", visible: "Visível" } }
  }
}

export const forumsEs: ForumsCatalogue = {
  resources: {
    "forum-topics": { name: "Tema del foro |||| Temas del foro", fields: { id: "Tema", courseId: "Curso", courseTitle: "Curso", title: "Título", authorId: "Autor", authorName: "Autor", country: "País", status: "Estado", startedAt: "Creado el", lastPostAt: "Último mensaje", replies: "Respuestas", reports: "Denuncias", q: "Título o curso" } },
    "forum-posts": { name: "Mensaje denunciado |||| Cola de moderación", fields: { id: "Mensaje", topicId: "Tema", postId: "Mensaje", courseId: "Curso", topicTitle: "Tema", opening: "Abre el tema", authorId: "Autor", authorName: "Autor", country: "País", body: "Texto", status: "Estado", postedAt: "Publicado el", editedAt: "Editado el", reports: "Denuncias", lastReportedAt: "Última denuncia", removedReason: "Motivo del retiro", q: "Texto" } }
  },
  vitrine: {
    forums: { close: "Cerrar tema", reopen: "Reabrir tema", remove: "Retirar", remove_title: "¿Retirar este mensaje?", remove_topic_title: "¿Retirar el tema entero?", reason_optional: "Motivo (opcional)", closed: "Tema cerrado", reopened: "Tema reabierto", removed: "Mensaje retirado", posts: "Mensajes", body_note: "Se muestra como texto simple: los alumnos lo ven saneado.", status: { open: "Abierto", closed: "Cerrado", removed: "Retirado", deleted: "Borrado por su autor", visible: "Visible" } }
  }
}

export const forumsFr: ForumsCatalogue = {
  resources: {
    "forum-topics": { name: "Sujet du forum |||| Sujets du forum", fields: { id: "Sujet", courseId: "Cours", courseTitle: "Cours", title: "Titre", authorId: "Auteur", authorName: "Auteur", country: "Pays", status: "Statut", startedAt: "Ouvert le", lastPostAt: "Dernier message", replies: "Réponses", reports: "Signalements", q: "Titre ou cours" } },
    "forum-posts": { name: "Message signalé |||| File de modération", fields: { id: "Message", topicId: "Sujet", postId: "Message", courseId: "Cours", topicTitle: "Sujet", opening: "Ouvre le sujet", authorId: "Auteur", authorName: "Auteur", country: "Pays", body: "Texte", status: "Statut", postedAt: "Publié le", editedAt: "Modifié le", reports: "Signalements", lastReportedAt: "Dernier signalement", removedReason: "Motif du retrait", q: "Texte" } }
  },
  vitrine: {
    forums: { close: "Fermer le sujet", reopen: "Rouvrir le sujet", remove: "Retirer", remove_title: "Retirer ce message ?", remove_topic_title: "Retirer tout le sujet ?", reason_optional: "Motif (facultatif)", closed: "Sujet fermé", reopened: "Sujet rouvert", removed: "Message retiré", posts: "Messages", body_note: "Affiché en texte brut : les apprenants le voient assaini.", status: { open: "Ouvert", closed: "Fermé", removed: "Retiré", deleted: "Supprimé par son auteur", visible: "Visible" } }
  }
}
