// The console's strings for the webinar lounges (issue 45, item 3), merged into each locale's
// catalogue; every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const loungesEn = {
  resources: {
    lounges: { name: "Webinar lounge |||| Webinar lounges", fields: { id: "Class id", classId: "Class id", title: "Title", streamUrl: "Stream address", country: "Country", startsAt: "Starts at", status: "Status", openedAt: "Opened at", messages: "Chat lines", questions: "Questions", unanswered: "To answer", q: "Title or class id" } }
  },
  vitrine: {
    lounges: {
      id_help: "The webinar's class id: its page links to the lounge by it.",
      stream_help: "Framed in the learners' screen when it is a YouTube, Vimeo or Wowza address; a link otherwise.",
      close: "Close lounge",
      closed_done: "Lounge closed",
      connecting: "Connecting…",
      live: "Live",
      reconnecting: "Reconnecting…",
      to_answer: "Questions to answer (%{count})",
      none_waiting: "No question is waiting for an answer.",
      answered: "Answered",
      chat: "Chat",
      chat_empty: "Nobody has written yet.",
      answer: "Answer",
      answer_label: "Your answer",
      answered_done: "Answer sent",
      hide: "Hide",
      hide_line: "Hide the line of %{name}",
      hide_question: "Hide the question “%{text}”",
      hidden_done: "Hidden from every screen",
      block: "Block",
      block_name: "Block %{name} in this lounge",
      blocked_done: "Learner blocked in this lounge",
      status: { open: "Open", closed: "Closed" }
    }
  }
}

type LoungesCatalogue = typeof loungesEn

export const loungesPt: LoungesCatalogue = {
  resources: {
    lounges: { name: "Sala de webinar |||| Salas de webinar", fields: { id: "Id da turma", classId: "Id da turma", title: "Título", streamUrl: "Endereço da transmissão", country: "País", startsAt: "Começa em", status: "Situação", openedAt: "Aberta em", messages: "Mensagens no chat", questions: "Perguntas", unanswered: "A responder", q: "Título ou id da turma" } }
  },
  vitrine: {
    lounges: {
      id_help: "O id da turma do webinar: a página do webinar leva à sala por ele.",
      stream_help: "Aparece dentro da tela dos alunos quando é um endereço do YouTube, Vimeo ou Wowza; como link nos outros casos.",
      close: "Encerrar sala",
      closed_done: "Sala encerrada",
      connecting: "Conectando…",
      live: "Ao vivo",
      reconnecting: "Reconectando…",
      to_answer: "Perguntas a responder (%{count})",
      none_waiting: "Nenhuma pergunta aguarda resposta.",
      answered: "Respondidas",
      chat: "Chat",
      chat_empty: "Ninguém escreveu ainda.",
      answer: "Responder",
      answer_label: "Sua resposta",
      answered_done: "Resposta enviada",
      hide: "Ocultar",
      hide_line: "Ocultar a mensagem de %{name}",
      hide_question: "Ocultar a pergunta “%{text}”",
      hidden_done: "Ocultada de todas as telas",
      block: "Bloquear",
      block_name: "Bloquear %{name} nesta sala",
      blocked_done: "Participante bloqueado nesta sala",
      status: { open: "Aberta", closed: "Encerrada" }
    }
  }
}

export const loungesEs: LoungesCatalogue = {
  resources: {
    lounges: { name: "Sala de webinar |||| Salas de webinar", fields: { id: "Id de la clase", classId: "Id de la clase", title: "Título", streamUrl: "Dirección de la transmisión", country: "País", startsAt: "Empieza el", status: "Estado", openedAt: "Abierta el", messages: "Mensajes en el chat", questions: "Preguntas", unanswered: "Por responder", q: "Título o id de la clase" } }
  },
  vitrine: {
    lounges: {
      id_help: "El id de la clase del webinar: su página lleva a la sala por él.",
      stream_help: "Se muestra dentro de la pantalla de los alumnos si es una dirección de YouTube, Vimeo o Wowza; si no, como enlace.",
      close: "Cerrar sala",
      closed_done: "Sala cerrada",
      connecting: "Conectando…",
      live: "En vivo",
      reconnecting: "Reconectando…",
      to_answer: "Preguntas por responder (%{count})",
      none_waiting: "Ninguna pregunta espera respuesta.",
      answered: "Respondidas",
      chat: "Chat",
      chat_empty: "Nadie ha escrito todavía.",
      answer: "Responder",
      answer_label: "Tu respuesta",
      answered_done: "Respuesta enviada",
      hide: "Ocultar",
      hide_line: "Ocultar el mensaje de %{name}",
      hide_question: "Ocultar la pregunta “%{text}”",
      hidden_done: "Ocultado de todas las pantallas",
      block: "Bloquear",
      block_name: "Bloquear a %{name} en esta sala",
      blocked_done: "Participante bloqueado en esta sala",
      status: { open: "Abierta", closed: "Cerrada" }
    }
  }
}

export const loungesFr: LoungesCatalogue = {
  resources: {
    lounges: { name: "Salon de webinaire |||| Salons de webinaire", fields: { id: "Id de la session", classId: "Id de la session", title: "Titre", streamUrl: "Adresse de la diffusion", country: "Pays", startsAt: "Commence le", status: "Statut", openedAt: "Ouvert le", messages: "Messages du chat", questions: "Questions", unanswered: "À répondre", q: "Titre ou id de la session" } }
  },
  vitrine: {
    lounges: {
      id_help: "L’id de la session du webinaire : sa page mène au salon par lui.",
      stream_help: "Affichée dans l’écran des apprenants pour une adresse YouTube, Vimeo ou Wowza ; sinon en lien.",
      close: "Fermer le salon",
      closed_done: "Salon fermé",
      connecting: "Connexion…",
      live: "En direct",
      reconnecting: "Reconnexion…",
      to_answer: "Questions à répondre (%{count})",
      none_waiting: "Aucune question n’attend de réponse.",
      answered: "Répondues",
      chat: "Chat",
      chat_empty: "Personne n’a encore écrit.",
      answer: "Répondre",
      answer_label: "Votre réponse",
      answered_done: "Réponse envoyée",
      hide: "Masquer",
      hide_line: "Masquer le message de %{name}",
      hide_question: "Masquer la question « %{text} »",
      hidden_done: "Masqué de tous les écrans",
      block: "Bloquer",
      block_name: "Bloquer %{name} dans ce salon",
      blocked_done: "Participant bloqué dans ce salon",
      status: { open: "Ouvert", closed: "Fermé" }
    }
  }
}
