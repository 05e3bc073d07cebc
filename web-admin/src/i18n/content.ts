// The console's strings for news, FAQ and the support inbox (issue 46), merged into each locale's
// catalogue; every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const contentEn = {
  resources: {
    news: {
      name: "News article |||| News",
      fields: {
        id: "Article id", title: "Title", summary: "Summary", body: "Body (HTML)", coverFileId: "Cover", countries: "Countries", clientIds: "Client companies",
        published: "Published", publishedAt: "Published on", draftedAt: "Written on", q: "Title"
      }
    },
    "faq-categories": { name: "FAQ category |||| FAQ categories", fields: { id: "Category id", name: "Name", language: "Language", position: "Order", q: "Name" } },
    "faq-entries": {
      name: "FAQ question |||| FAQ questions",
      fields: { id: "Question id", categoryId: "Category", question: "Question", answer: "Answer", position: "Order", language: "Language", q: "Question" }
    },
    "contact-messages": {
      name: "Support message |||| Support inbox",
      fields: {
        id: "Message", userId: "User", fullName: "Learner", email: "E-mail", country: "Country", subject: "Subject", message: "Message",
        answerBy: "Answer by", sentAt: "Sent on", q: "Subject"
      }
    }
  },
  vitrine: {
    news: {
      format: "Formatting", format_bold: "Bold", format_italic: "Italic", format_heading: "Heading", format_paragraph: "Paragraph", format_list: "List", format_link: "Link",
      publish: "Publish", unpublish: "Unpublish", published: "Article published", unpublished: "Article back to draft", preview: "Preview",
      body_help: "HTML: paragraphs, headings, lists, links and images. Scripts and styles are removed before learners see it.",
      cover: "Choose cover", cover_set: "Cover uploaded", no_cover: "No cover", cover_failed: "The cover could not be uploaded (images up to 10 MB)."
    }
  }
}

type ContentCatalogue = typeof contentEn

export const contentPt: ContentCatalogue = {
  resources: {
    news: {
      name: "Notícia |||| Notícias",
      fields: {
        id: "Id da notícia", title: "Título", summary: "Resumo", body: "Texto (HTML)", coverFileId: "Capa", countries: "Países", clientIds: "Empresas clientes",
        published: "Publicada", publishedAt: "Publicada em", draftedAt: "Escrita em", q: "Título"
      }
    },
    "faq-categories": { name: "Categoria do FAQ |||| Categorias do FAQ", fields: { id: "Id da categoria", name: "Nome", language: "Idioma", position: "Ordem", q: "Nome" } },
    "faq-entries": {
      name: "Pergunta do FAQ |||| Perguntas do FAQ",
      fields: { id: "Id da pergunta", categoryId: "Categoria", question: "Pergunta", answer: "Resposta", position: "Ordem", language: "Idioma", q: "Pergunta" }
    },
    "contact-messages": {
      name: "Mensagem de suporte |||| Caixa do suporte",
      fields: {
        id: "Mensagem", userId: "Usuário", fullName: "Participante", email: "E-mail", country: "País", subject: "Assunto", message: "Mensagem",
        answerBy: "Responder até", sentAt: "Enviada em", q: "Assunto"
      }
    }
  },
  vitrine: {
    news: {
      format: "Formatação", format_bold: "Negrito", format_italic: "Itálico", format_heading: "Título", format_paragraph: "Parágrafo", format_list: "Lista", format_link: "Link",
      publish: "Publicar", unpublish: "Despublicar", published: "Notícia publicada", unpublished: "Notícia voltou a rascunho", preview: "Pré-visualização",
      body_help: "HTML: parágrafos, títulos, listas, links e imagens. Scripts e estilos são removidos antes de os participantes verem.",
      cover: "Escolher capa", cover_set: "Capa enviada", no_cover: "Sem capa", cover_failed: "Não foi possível enviar a capa (imagens de até 10 MB)."
    }
  }
}

export const contentEs: ContentCatalogue = {
  resources: {
    news: {
      name: "Noticia |||| Noticias",
      fields: {
        id: "Id de la noticia", title: "Título", summary: "Resumen", body: "Texto (HTML)", coverFileId: "Portada", countries: "Países", clientIds: "Empresas clientes",
        published: "Publicada", publishedAt: "Publicada el", draftedAt: "Escrita el", q: "Título"
      }
    },
    "faq-categories": { name: "Categoría de preguntas frecuentes |||| Categorías de preguntas frecuentes", fields: { id: "Id de la categoría", name: "Nombre", language: "Idioma", position: "Orden", q: "Nombre" } },
    "faq-entries": {
      name: "Pregunta frecuente |||| Preguntas frecuentes",
      fields: { id: "Id de la pregunta", categoryId: "Categoría", question: "Pregunta", answer: "Respuesta", position: "Orden", language: "Idioma", q: "Pregunta" }
    },
    "contact-messages": {
      name: "Mensaje de soporte |||| Bandeja de soporte",
      fields: {
        id: "Mensaje", userId: "Usuario", fullName: "Participante", email: "E-mail", country: "País", subject: "Asunto", message: "Mensaje",
        answerBy: "Responder hasta", sentAt: "Enviado el", q: "Asunto"
      }
    }
  },
  vitrine: {
    news: {
      format: "Formato", format_bold: "Negrita", format_italic: "Cursiva", format_heading: "Título", format_paragraph: "Párrafo", format_list: "Lista", format_link: "Enlace",
      publish: "Publicar", unpublish: "Despublicar", published: "Noticia publicada", unpublished: "La noticia volvió a borrador", preview: "Vista previa",
      body_help: "HTML: párrafos, títulos, listas, enlaces e imágenes. Los scripts y estilos se quitan antes de que lo vean los participantes.",
      cover: "Elegir portada", cover_set: "Portada subida", no_cover: "Sin portada", cover_failed: "No se pudo subir la portada (imágenes de hasta 10 MB)."
    }
  }
}

export const contentFr: ContentCatalogue = {
  resources: {
    news: {
      name: "Actualité |||| Actualités",
      fields: {
        id: "Identifiant de l'actualité", title: "Titre", summary: "Résumé", body: "Texte (HTML)", coverFileId: "Couverture", countries: "Pays", clientIds: "Entreprises clientes",
        published: "Publiée", publishedAt: "Publiée le", draftedAt: "Écrite le", q: "Titre"
      }
    },
    "faq-categories": { name: "Catégorie de FAQ |||| Catégories de FAQ", fields: { id: "Identifiant de la catégorie", name: "Nom", language: "Langue", position: "Ordre", q: "Nom" } },
    "faq-entries": {
      name: "Question de FAQ |||| Questions de FAQ",
      fields: { id: "Identifiant de la question", categoryId: "Catégorie", question: "Question", answer: "Réponse", position: "Ordre", language: "Langue", q: "Question" }
    },
    "contact-messages": {
      name: "Message au support |||| Boîte du support",
      fields: {
        id: "Message", userId: "Utilisateur", fullName: "Participant", email: "E-mail", country: "Pays", subject: "Objet", message: "Message",
        answerBy: "Réponse d'ici le", sentAt: "Envoyé le", q: "Objet"
      }
    }
  },
  vitrine: {
    news: {
      format: "Mise en forme", format_bold: "Gras", format_italic: "Italique", format_heading: "Titre", format_paragraph: "Paragraphe", format_list: "Liste", format_link: "Lien",
      publish: "Publier", unpublish: "Dépublier", published: "Actualité publiée", unpublished: "Actualité repassée en brouillon", preview: "Aperçu",
      body_help: "HTML : paragraphes, titres, listes, liens et images. Les scripts et styles sont retirés avant que les participants le voient.",
      cover: "Choisir une couverture", cover_set: "Couverture envoyée", no_cover: "Pas de couverture", cover_failed: "La couverture n'a pas pu être envoyée (images jusqu'à 10 Mo)."
    }
  }
}
