// The console's strings for learning (issue 43, item 5): courses, trails, enrolments, certificates,
// merged into each locale's catalogue; every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const learningEn = {
  resources: {
    courses: {
      name: "Course |||| Courses",
      fields: {
        id: "Course id", title: "Title", description: "Description", category: "Category / area", tags: "Tags", workloadHours: "Workload (hours)",
        enrolmentType: "Enrolment", mandatory: "Mandatory", status: "Status", enrolled: "Enrolled", approved: "Approved", activities: "Activities",
        coverFileId: "Cover image", supportMaterials: "Support materials", materialTitle: "Material title", activityTitle: "Activity title",
        activityType: "Type", activityMandatory: "Mandatory", activityBlocking: "Blocks the next", hierarchyOrder: "Order", content: "Content",
        deadline: "Deadline", prerequisites: "Prerequisites", q: "Title, id or category"
      }
    },
    trails: { name: "Trail |||| Trails", fields: { id: "Trail id", title: "Title", courseIds: "Courses", courseId: "Course", q: "Title or id" } },
    enrolments: {
      name: "Enrolment |||| Enrolments",
      fields: {
        courseId: "Course", courseTitle: "Course", userName: "Learner", userId: "Learner id", assigned: "Assigned", enrolled: "Enrolled", status: "Progress",
        grade: "Grade", attemptsUsed: "Attempts", certificateCode: "Certificate", enrolledAt: "Enrolled at", q: "Learner name or id"
      }
    },
    certificates: {
      name: "Certificate |||| Certificates",
      fields: { id: "Code", courseId: "Course id", courseTitle: "Course", userName: "Learner", userId: "Learner id", issuedAt: "Issued at", q: "Code or learner" }
    }
  },
  vitrine: {
    learning: {
      summary: "Course", uploading: "Uploading…", no_file: "No file yet", choose_file: "Choose file", file_set: "File uploaded (%{id})",
      choose_scorm: "Choose SCORM zip", scorm_set: "Package uploaded: %{title}", choose_cover: "Choose cover image",
      url: "Page address (https)", url_help: "Only pages of %{hosts}", html: "HTML", no_content: "This type has no content to upload.",
      hosts: { youtube: "YouTube", vimeo: "Vimeo", wowza: "Wowza", linkedin_slidshare: "SlideShare" },
      types: {
        pdf: "PDF document", ppt: "Presentation", video: "Video", audio: "Audio", image: "Image", youtube: "YouTube video", vimeo: "Vimeo video",
        wowza: "Wowza stream", linkedin_slidshare: "SlideShare", scorm: "SCORM package", html: "HTML page", reaction_evaluation: "Reaction evaluation",
        webinar: "Webinar", presential_event: "In-person event"
      },
      kinds: { file: "File", url: "Embedded page", scorm: "SCORM package", html: "HTML", game: "Game" },
      tags_help: "Separated by commas", enrolment_open: "Open to every learner", enrolment_assigned: "Assigned by an admin",
      publish: "Publish", archive: "Archive", done_publish: "Course published", done_archive: "Course archived",
      confirm_publish: "Publish %{title}? Learners can then enrol, and its activities can no longer change.",
      confirm_archive: "Archive %{title}? No new enrolments; those enrolled may still finish it.",
      read_only: "This course is no longer a draft: its activities are read only.",
      status: {
        draft: "Draft", published: "Published", archived: "Archived", not_started: "Not started", in_progress: "In progress", approved: "Approved",
        improved: "Improved", reproved: "Failed", blocked: "Blocked", restarted: "Restarted", unenrolled: "Unenrolled"
      },
      enrol: "Enrol learners", enrol_title: "Enrol learners in %{title}", learner_ids: "Learner ids",
      learner_ids_help: "One per line, or separated by commas", enrol_n: "Enrol %{smart_count} learner |||| Enrol %{smart_count} learners",
      enrolled: "%{count} learner(s) enrolled", enrol_refused: "%{ok} enrolled, %{failed} refused:"
    }
  }
}

type LearningCatalogue = typeof learningEn

export const learningPt: LearningCatalogue = {
  resources: {
    courses: {
      name: "Curso |||| Cursos",
      fields: {
        id: "Id do curso", title: "Título", description: "Descrição", category: "Categoria / área", tags: "Tags", workloadHours: "Carga horária (horas)",
        enrolmentType: "Matrícula", mandatory: "Obrigatório", status: "Situação", enrolled: "Matriculados", approved: "Aprovados", activities: "Atividades",
        coverFileId: "Imagem de capa", supportMaterials: "Materiais de apoio", materialTitle: "Título do material", activityTitle: "Título da atividade",
        activityType: "Tipo", activityMandatory: "Obrigatória", activityBlocking: "Bloqueia a seguinte", hierarchyOrder: "Ordem", content: "Conteúdo",
        deadline: "Prazo", prerequisites: "Pré-requisitos", q: "Título, id ou categoria"
      }
    },
    trails: { name: "Trilha |||| Trilhas", fields: { id: "Id da trilha", title: "Título", courseIds: "Cursos", courseId: "Curso", q: "Título ou id" } },
    enrolments: {
      name: "Matrícula |||| Matrículas",
      fields: {
        courseId: "Curso", courseTitle: "Curso", userName: "Aluno", userId: "Id do aluno", assigned: "Atribuída", enrolled: "Matriculado", status: "Progresso",
        grade: "Nota", attemptsUsed: "Tentativas", certificateCode: "Certificado", enrolledAt: "Matriculado em", q: "Nome ou id do aluno"
      }
    },
    certificates: {
      name: "Certificado |||| Certificados",
      fields: { id: "Código", courseId: "Id do curso", courseTitle: "Curso", userName: "Aluno", userId: "Id do aluno", issuedAt: "Emitido em", q: "Código ou aluno" }
    }
  },
  vitrine: {
    learning: {
      summary: "Curso", uploading: "Enviando…", no_file: "Nenhum arquivo ainda", choose_file: "Escolher arquivo", file_set: "Arquivo enviado (%{id})",
      choose_scorm: "Escolher zip SCORM", scorm_set: "Pacote enviado: %{title}", choose_cover: "Escolher imagem de capa",
      url: "Endereço da página (https)", url_help: "Somente páginas de %{hosts}", html: "HTML", no_content: "Este tipo não tem conteúdo para enviar.",
      hosts: { youtube: "YouTube", vimeo: "Vimeo", wowza: "Wowza", linkedin_slidshare: "SlideShare" },
      types: {
        pdf: "Documento PDF", ppt: "Apresentação", video: "Vídeo", audio: "Áudio", image: "Imagem", youtube: "Vídeo do YouTube", vimeo: "Vídeo do Vimeo",
        wowza: "Transmissão Wowza", linkedin_slidshare: "SlideShare", scorm: "Pacote SCORM", html: "Página HTML", reaction_evaluation: "Avaliação de reação",
        webinar: "Webinar", presential_event: "Evento presencial"
      },
      kinds: { file: "Arquivo", url: "Página incorporada", scorm: "Pacote SCORM", html: "HTML", game: "Jogo" },
      tags_help: "Separadas por vírgulas", enrolment_open: "Aberta a todos os alunos", enrolment_assigned: "Atribuída por um administrador",
      publish: "Publicar", archive: "Arquivar", done_publish: "Curso publicado", done_archive: "Curso arquivado",
      confirm_publish: "Publicar %{title}? Os alunos poderão se matricular, e as atividades não poderão mais mudar.",
      confirm_archive: "Arquivar %{title}? Sem novas matrículas; os matriculados ainda podem concluí-lo.",
      read_only: "Este curso não é mais um rascunho: as atividades são somente leitura.",
      status: {
        draft: "Rascunho", published: "Publicado", archived: "Arquivado", not_started: "Não iniciado", in_progress: "Em andamento", approved: "Aprovado",
        improved: "Melhorado", reproved: "Reprovado", blocked: "Bloqueado", restarted: "Reiniciado", unenrolled: "Desmatriculado"
      },
      enrol: "Matricular alunos", enrol_title: "Matricular alunos em %{title}", learner_ids: "Ids dos alunos",
      learner_ids_help: "Um por linha, ou separados por vírgulas", enrol_n: "Matricular %{smart_count} aluno |||| Matricular %{smart_count} alunos",
      enrolled: "%{count} aluno(s) matriculado(s)", enrol_refused: "%{ok} matriculado(s), %{failed} recusado(s):"
    }
  }
}

export const learningEs: LearningCatalogue = {
  resources: {
    courses: {
      name: "Curso |||| Cursos",
      fields: {
        id: "Id del curso", title: "Título", description: "Descripción", category: "Categoría / área", tags: "Etiquetas", workloadHours: "Carga horaria (horas)",
        enrolmentType: "Inscripción", mandatory: "Obligatorio", status: "Estado", enrolled: "Inscritos", approved: "Aprobados", activities: "Actividades",
        coverFileId: "Imagen de portada", supportMaterials: "Materiales de apoyo", materialTitle: "Título del material", activityTitle: "Título de la actividad",
        activityType: "Tipo", activityMandatory: "Obligatoria", activityBlocking: "Bloquea la siguiente", hierarchyOrder: "Orden", content: "Contenido",
        deadline: "Plazo", prerequisites: "Requisitos previos", q: "Título, id o categoría"
      }
    },
    trails: { name: "Ruta |||| Rutas", fields: { id: "Id de la ruta", title: "Título", courseIds: "Cursos", courseId: "Curso", q: "Título o id" } },
    enrolments: {
      name: "Inscripción |||| Inscripciones",
      fields: {
        courseId: "Curso", courseTitle: "Curso", userName: "Alumno", userId: "Id del alumno", assigned: "Asignada", enrolled: "Inscrito", status: "Progreso",
        grade: "Nota", attemptsUsed: "Intentos", certificateCode: "Certificado", enrolledAt: "Inscrito el", q: "Nombre o id del alumno"
      }
    },
    certificates: {
      name: "Certificado |||| Certificados",
      fields: { id: "Código", courseId: "Id del curso", courseTitle: "Curso", userName: "Alumno", userId: "Id del alumno", issuedAt: "Emitido el", q: "Código o alumno" }
    }
  },
  vitrine: {
    learning: {
      summary: "Curso", uploading: "Subiendo…", no_file: "Ningún archivo todavía", choose_file: "Elegir archivo", file_set: "Archivo subido (%{id})",
      choose_scorm: "Elegir zip SCORM", scorm_set: "Paquete subido: %{title}", choose_cover: "Elegir imagen de portada",
      url: "Dirección de la página (https)", url_help: "Solo páginas de %{hosts}", html: "HTML", no_content: "Este tipo no tiene contenido que subir.",
      hosts: { youtube: "YouTube", vimeo: "Vimeo", wowza: "Wowza", linkedin_slidshare: "SlideShare" },
      types: {
        pdf: "Documento PDF", ppt: "Presentación", video: "Vídeo", audio: "Audio", image: "Imagen", youtube: "Vídeo de YouTube", vimeo: "Vídeo de Vimeo",
        wowza: "Transmisión Wowza", linkedin_slidshare: "SlideShare", scorm: "Paquete SCORM", html: "Página HTML", reaction_evaluation: "Evaluación de reacción",
        webinar: "Webinar", presential_event: "Evento presencial"
      },
      kinds: { file: "Archivo", url: "Página incrustada", scorm: "Paquete SCORM", html: "HTML", game: "Juego" },
      tags_help: "Separadas por comas", enrolment_open: "Abierta a todos los alumnos", enrolment_assigned: "Asignada por un administrador",
      publish: "Publicar", archive: "Archivar", done_publish: "Curso publicado", done_archive: "Curso archivado",
      confirm_publish: "¿Publicar %{title}? Los alumnos podrán inscribirse y sus actividades ya no podrán cambiar.",
      confirm_archive: "¿Archivar %{title}? Sin nuevas inscripciones; los inscritos aún pueden terminarlo.",
      read_only: "Este curso ya no es un borrador: sus actividades son de solo lectura.",
      status: {
        draft: "Borrador", published: "Publicado", archived: "Archivado", not_started: "No iniciado", in_progress: "En curso", approved: "Aprobado",
        improved: "Mejorado", reproved: "Reprobado", blocked: "Bloqueado", restarted: "Reiniciado", unenrolled: "Dado de baja"
      },
      enrol: "Inscribir alumnos", enrol_title: "Inscribir alumnos en %{title}", learner_ids: "Ids de los alumnos",
      learner_ids_help: "Uno por línea, o separados por comas", enrol_n: "Inscribir %{smart_count} alumno |||| Inscribir %{smart_count} alumnos",
      enrolled: "%{count} alumno(s) inscrito(s)", enrol_refused: "%{ok} inscrito(s), %{failed} rechazado(s):"
    }
  }
}

export const learningFr: LearningCatalogue = {
  resources: {
    courses: {
      name: "Cours |||| Cours",
      fields: {
        id: "Id du cours", title: "Titre", description: "Description", category: "Catégorie / domaine", tags: "Mots-clés", workloadHours: "Durée (heures)",
        enrolmentType: "Inscription", mandatory: "Obligatoire", status: "Statut", enrolled: "Inscrits", approved: "Réussis", activities: "Activités",
        coverFileId: "Image de couverture", supportMaterials: "Supports", materialTitle: "Titre du support", activityTitle: "Titre de l'activité",
        activityType: "Type", activityMandatory: "Obligatoire", activityBlocking: "Bloque la suivante", hierarchyOrder: "Ordre", content: "Contenu",
        deadline: "Échéance", prerequisites: "Prérequis", q: "Titre, id ou catégorie"
      }
    },
    trails: { name: "Parcours |||| Parcours", fields: { id: "Id du parcours", title: "Titre", courseIds: "Cours", courseId: "Cours", q: "Titre ou id" } },
    enrolments: {
      name: "Inscription |||| Inscriptions",
      fields: {
        courseId: "Cours", courseTitle: "Cours", userName: "Apprenant", userId: "Id de l'apprenant", assigned: "Assignée", enrolled: "Inscrit", status: "Progression",
        grade: "Note", attemptsUsed: "Tentatives", certificateCode: "Certificat", enrolledAt: "Inscrit le", q: "Nom ou id de l'apprenant"
      }
    },
    certificates: {
      name: "Certificat |||| Certificats",
      fields: { id: "Code", courseId: "Id du cours", courseTitle: "Cours", userName: "Apprenant", userId: "Id de l'apprenant", issuedAt: "Délivré le", q: "Code ou apprenant" }
    }
  },
  vitrine: {
    learning: {
      summary: "Cours", uploading: "Envoi…", no_file: "Aucun fichier pour l'instant", choose_file: "Choisir un fichier", file_set: "Fichier envoyé (%{id})",
      choose_scorm: "Choisir un zip SCORM", scorm_set: "Paquet envoyé : %{title}", choose_cover: "Choisir l'image de couverture",
      url: "Adresse de la page (https)", url_help: "Uniquement des pages de %{hosts}", html: "HTML", no_content: "Ce type n'a pas de contenu à envoyer.",
      hosts: { youtube: "YouTube", vimeo: "Vimeo", wowza: "Wowza", linkedin_slidshare: "SlideShare" },
      types: {
        pdf: "Document PDF", ppt: "Présentation", video: "Vidéo", audio: "Audio", image: "Image", youtube: "Vidéo YouTube", vimeo: "Vidéo Vimeo",
        wowza: "Flux Wowza", linkedin_slidshare: "SlideShare", scorm: "Paquet SCORM", html: "Page HTML", reaction_evaluation: "Évaluation à chaud",
        webinar: "Webinaire", presential_event: "Événement en présentiel"
      },
      kinds: { file: "Fichier", url: "Page intégrée", scorm: "Paquet SCORM", html: "HTML", game: "Jeu" },
      tags_help: "Séparés par des virgules", enrolment_open: "Ouverte à tous les apprenants", enrolment_assigned: "Assignée par un administrateur",
      publish: "Publier", archive: "Archiver", done_publish: "Cours publié", done_archive: "Cours archivé",
      confirm_publish: "Publier %{title} ? Les apprenants pourront s'inscrire et ses activités ne pourront plus changer.",
      confirm_archive: "Archiver %{title} ? Plus de nouvelles inscriptions ; les inscrits peuvent encore le terminer.",
      read_only: "Ce cours n'est plus un brouillon : ses activités sont en lecture seule.",
      status: {
        draft: "Brouillon", published: "Publié", archived: "Archivé", not_started: "Non commencé", in_progress: "En cours", approved: "Réussi",
        improved: "Amélioré", reproved: "Échoué", blocked: "Bloqué", restarted: "Recommencé", unenrolled: "Désinscrit"
      },
      enrol: "Inscrire des apprenants", enrol_title: "Inscrire des apprenants à %{title}", learner_ids: "Ids des apprenants",
      learner_ids_help: "Un par ligne, ou séparés par des virgules", enrol_n: "Inscrire %{smart_count} apprenant |||| Inscrire %{smart_count} apprenants",
      enrolled: "%{count} apprenant(s) inscrit(s)", enrol_refused: "%{ok} inscrit(s), %{failed} refusé(s) :"
    }
  }
}
