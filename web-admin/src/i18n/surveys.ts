// The console's strings for surveys (issue 46, item 5), merged into each locale's catalogue
// (index.ts); every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const surveysEn = {
  resources: {
    surveys: {
      name: "Survey |||| Surveys",
      fields: {
        id: "Survey id", title: "Title", type: "Type", description: "Description", status: "Status", startsOn: "Starts on", endsOn: "Ends on",
        score: "Score", mandatory: "Mandatory", owners: "Owners (admin ids)", clients: "Client companies", permissions: "Admins who may read the answers (ids)",
        questions: "Questions", questionId: "Question id", kind: "Kind", text: "Text", options: "Options", answers: "Answers", savedAt: "Saved at", q: "Title"
      }
    }
  },
  vitrine: {
    surveys: {
      id_help: "A short id, e.g. satisfaction-2026-05", admin_id: "Admin id", owners_help: "You are always an owner of a survey you create.",
      type_satisfaction: "Satisfaction", type_research: "Research", type_evaluation: "Evaluation",
      status_saved: "Saved", status_published: "Published", status_unpublished: "Unpublished",
      kind_alternatives: "Alternatives", kind_alternatives_justified: "Alternatives with justification", kind_multiple_choice: "Multiple choice",
      kind_multiple_choice_justified: "Multiple choice with justification", kind_essay: "Essay",
      publish: "Publish", unpublish: "Unpublish", published: "Survey published", unpublished: "Survey unpublished",
      results: "Answers per question", answered: "%{count} answered", respondents: "%{count} learners answered", no_answers: "No answers yet.",
      texts: "Written answers", export: "Export CSV", chart: "Answers to: %{question}", choices: "Learners who chose it"
    }
  }
}

type SurveysCatalogue = typeof surveysEn

export const surveysPt: SurveysCatalogue = {
  resources: {
    surveys: {
      name: "Pesquisa |||| Pesquisas",
      fields: {
        id: "Código da pesquisa", title: "Título", type: "Tipo", description: "Descrição", status: "Situação", startsOn: "Início", endsOn: "Fim",
        score: "Pontuação", mandatory: "Obrigatória", owners: "Responsáveis (ids de admin)", clients: "Empresas", permissions: "Admins que podem ler as respostas (ids)",
        questions: "Perguntas", questionId: "Código da pergunta", kind: "Tipo de pergunta", text: "Texto", options: "Opções", answers: "Respostas", savedAt: "Salva em", q: "Título"
      }
    }
  },
  vitrine: {
    surveys: {
      id_help: "Um código curto, ex. satisfacao-2026-05", admin_id: "Id do admin", owners_help: "Você sempre é responsável pelas pesquisas que cria.",
      type_satisfaction: "Satisfação", type_research: "Pesquisa", type_evaluation: "Avaliação",
      status_saved: "Salva", status_published: "Publicada", status_unpublished: "Despublicada",
      kind_alternatives: "Alternativas", kind_alternatives_justified: "Alternativas com justificativa", kind_multiple_choice: "Múltipla escolha",
      kind_multiple_choice_justified: "Múltipla escolha com justificativa", kind_essay: "Dissertativa",
      publish: "Publicar", unpublish: "Despublicar", published: "Pesquisa publicada", unpublished: "Pesquisa despublicada",
      results: "Respostas por pergunta", answered: "%{count} responderam", respondents: "%{count} participantes responderam", no_answers: "Nenhuma resposta ainda.",
      texts: "Respostas escritas", export: "Exportar CSV", chart: "Respostas a: %{question}", choices: "Participantes que escolheram"
    }
  }
}

export const surveysEs: SurveysCatalogue = {
  resources: {
    surveys: {
      name: "Encuesta |||| Encuestas",
      fields: {
        id: "Código de la encuesta", title: "Título", type: "Tipo", description: "Descripción", status: "Estado", startsOn: "Inicio", endsOn: "Fin",
        score: "Puntaje", mandatory: "Obligatoria", owners: "Responsables (ids de admin)", clients: "Empresas", permissions: "Admins que pueden leer las respuestas (ids)",
        questions: "Preguntas", questionId: "Código de la pregunta", kind: "Tipo de pregunta", text: "Texto", options: "Opciones", answers: "Respuestas", savedAt: "Guardada el", q: "Título"
      }
    }
  },
  vitrine: {
    surveys: {
      id_help: "Un código corto, p. ej. satisfaccion-2026-05", admin_id: "Id del admin", owners_help: "Siempre eres responsable de las encuestas que creas.",
      type_satisfaction: "Satisfacción", type_research: "Investigación", type_evaluation: "Evaluación",
      status_saved: "Guardada", status_published: "Publicada", status_unpublished: "Despublicada",
      kind_alternatives: "Alternativas", kind_alternatives_justified: "Alternativas con justificación", kind_multiple_choice: "Opción múltiple",
      kind_multiple_choice_justified: "Opción múltiple con justificación", kind_essay: "Abierta",
      publish: "Publicar", unpublish: "Despublicar", published: "Encuesta publicada", unpublished: "Encuesta despublicada",
      results: "Respuestas por pregunta", answered: "%{count} respondieron", respondents: "%{count} participantes respondieron", no_answers: "Aún no hay respuestas.",
      texts: "Respuestas escritas", export: "Exportar CSV", chart: "Respuestas a: %{question}", choices: "Participantes que la eligieron"
    }
  }
}

export const surveysFr: SurveysCatalogue = {
  resources: {
    surveys: {
      name: "Enquête |||| Enquêtes",
      fields: {
        id: "Code de l'enquête", title: "Titre", type: "Type", description: "Description", status: "Statut", startsOn: "Début", endsOn: "Fin",
        score: "Score", mandatory: "Obligatoire", owners: "Responsables (ids d'admin)", clients: "Entreprises", permissions: "Admins autorisés à lire les réponses (ids)",
        questions: "Questions", questionId: "Code de la question", kind: "Type de question", text: "Texte", options: "Options", answers: "Réponses", savedAt: "Enregistrée le", q: "Titre"
      }
    }
  },
  vitrine: {
    surveys: {
      id_help: "Un code court, p. ex. satisfaction-2026-05", admin_id: "Id de l'admin", owners_help: "Vous êtes toujours responsable des enquêtes que vous créez.",
      type_satisfaction: "Satisfaction", type_research: "Recherche", type_evaluation: "Évaluation",
      status_saved: "Enregistrée", status_published: "Publiée", status_unpublished: "Dépubliée",
      kind_alternatives: "Choix unique", kind_alternatives_justified: "Choix unique avec justification", kind_multiple_choice: "Choix multiple",
      kind_multiple_choice_justified: "Choix multiple avec justification", kind_essay: "Réponse libre",
      publish: "Publier", unpublish: "Dépublier", published: "Enquête publiée", unpublished: "Enquête dépubliée",
      results: "Réponses par question", answered: "%{count} ont répondu", respondents: "%{count} participants ont répondu", no_answers: "Pas encore de réponse.",
      texts: "Réponses écrites", export: "Exporter en CSV", chart: "Réponses à : %{question}", choices: "Participants qui l'ont choisie"
    }
  }
}
