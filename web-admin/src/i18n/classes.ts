// The console's strings for classes (issue 45), merged into each locale's catalogue (en.ts, pt.ts,
// es.ts, fr.ts); every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const classesEn = {
  "resources": {
    "classes": {
      "name": "Class |||| Classes",
      "fields": {
        "id": "Class id",
        "type": "Type",
        "title": "Title",
        "clientId": "Client",
        "country": "Country",
        "courseId": "Course",
        "courseTitle": "Course",
        "date": "Date",
        "startTime": "Starts",
        "endTime": "Ends",
        "timeZone": "Time zone",
        "startsAtMs": "Starts",
        "model": "Model",
        "address": "Address",
        "vacancy": "Vacancy",
        "subscribed": "Subscribed",
        "link": "Link",
        "instructorId": "Instructor",
        "instructorName": "Instructor",
        "inviteOnly": "Invited only",
        "recurrence": "Recurrence",
        "status": "State",
        "authorizedActivities": "Activities the instructor unlocks",
        "createdAt": "Created at",
        "q": "Title"
      }
    },
    "classes-catalogs": {
      "name": "Presential catalog |||| Presential catalogs",
      "fields": {
        "id": "Catalog id",
        "clientId": "Client",
        "clientName": "Client",
        "title": "Title",
        "description": "Description",
        "courseIds": "Courses",
        "createdAt": "Created at",
        "q": "Title"
      }
    },
    "classes-seats": {
      "name": "Seat |||| Attendance",
      "fields": {
        "classId": "Class",
        "userId": "User",
        "userName": "Name",
        "invited": "Invited",
        "subscribed": "Subscribed",
        "subscribedAt": "Subscribed at",
        "present": "Present",
        "validatedAt": "Validated at",
        "instructorId": "Instructor"
      }
    }
  },
  "vitrine": {
    "classes2": {
      "time_format": "Write the time as HH:MM",
      "ends_before_start": "The end must be after the start",
      "course_required": "A presential class belongs to a course",
      "recurrence_count": "Say how many sessions",
      "recurrence_freq": "Say how often it repeats",
      "course_help": "Its activities come from this course (required for a presential class)",
      "zone_help": "Date and times in the time zone of the class's country",
      "invite_only_help": "Only invited learners take part",
      "recurrence_freq_label": "Repeats",
      "recurrence_count_label": "Sessions in all",
      "no_recurrence": "Does not repeat",
      "freq_daily": "Daily",
      "freq_weekly": "Weekly",
      "freq_monthly": "Monthly",
      "freq_yearly": "Yearly"
    },
    "classes": {
      "attendance": "Attendance and presence",
      "validate": "Validate presence",
      "validated": "Presence validated",
      "move": "Move to: %{state}",
      "moved": "State changed",
      "unlock": "Unlock %{activity}",
      "unlocked": "Activity unlocked",
      "type_presential_class": "Presential class",
      "type_webinar": "Webinar",
      "type_live_class": "Live class",
      "status": {
        "pre_scheduled": "Pre-scheduled",
        "scheduled": "Scheduled",
        "open": "Open",
        "live": "Live",
        "in_progress": "In progress",
        "intermission": "Intermission",
        "offline": "Offline",
        "finished": "Finished",
        "awaiting_results": "Awaiting results",
        "closed": "Closed",
        "canceled": "Canceled"
      }
    }
  }
}

export type ClassesCatalogue = typeof classesEn

export const classesPt: ClassesCatalogue = {
  "resources": {
    "classes": {
      "name": "Turma |||| Turmas",
      "fields": {
        "id": "Código da turma",
        "type": "Tipo",
        "title": "Título",
        "clientId": "Empresa",
        "country": "País",
        "courseId": "Curso",
        "courseTitle": "Curso",
        "date": "Data",
        "startTime": "Início",
        "endTime": "Término",
        "timeZone": "Fuso horário",
        "startsAtMs": "Início",
        "model": "Modelo",
        "address": "Endereço",
        "vacancy": "Vagas",
        "subscribed": "Inscritos",
        "link": "Link",
        "instructorId": "Instrutor",
        "instructorName": "Instrutor",
        "inviteOnly": "Só convidados",
        "recurrence": "Recorrência",
        "status": "Estado",
        "authorizedActivities": "Atividades liberadas pelo instrutor",
        "createdAt": "Criada em",
        "q": "Título"
      }
    },
    "classes-catalogs": {
      "name": "Catálogo presencial |||| Catálogos presenciais",
      "fields": {
        "id": "Código do catálogo",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "title": "Título",
        "description": "Descrição",
        "courseIds": "Cursos",
        "createdAt": "Criado em",
        "q": "Título"
      }
    },
    "classes-seats": {
      "name": "Inscrição |||| Presença",
      "fields": {
        "classId": "Turma",
        "userId": "Usuário",
        "userName": "Nome",
        "invited": "Convidado",
        "subscribed": "Inscrito",
        "subscribedAt": "Inscrito em",
        "present": "Presente",
        "validatedAt": "Validada em",
        "instructorId": "Instrutor"
      }
    }
  },
  "vitrine": {
    "classes2": {
      "time_format": "Escreva o horário como HH:MM",
      "ends_before_start": "O término deve ser depois do início",
      "course_required": "Uma turma presencial pertence a um curso",
      "recurrence_count": "Informe quantas sessões",
      "recurrence_freq": "Informe a frequência",
      "course_help": "As atividades vêm deste curso (obrigatório para turma presencial)",
      "zone_help": "Data e horários no fuso horário do país da turma",
      "invite_only_help": "Só participam pessoas convidadas",
      "recurrence_freq_label": "Repete",
      "recurrence_count_label": "Total de sessões",
      "no_recurrence": "Não se repete",
      "freq_daily": "Diariamente",
      "freq_weekly": "Semanalmente",
      "freq_monthly": "Mensalmente",
      "freq_yearly": "Anualmente"
    },
    "classes": {
      "attendance": "Inscrições e presença",
      "validate": "Validar presença",
      "validated": "Presença validada",
      "move": "Mover para: %{state}",
      "moved": "Estado alterado",
      "unlock": "Liberar %{activity}",
      "unlocked": "Atividade liberada",
      "type_presential_class": "Turma presencial",
      "type_webinar": "Webinar",
      "type_live_class": "Aula ao vivo",
      "status": {
        "pre_scheduled": "Pré-agendada",
        "scheduled": "Agendada",
        "open": "Aberta",
        "live": "Ao vivo",
        "in_progress": "Em andamento",
        "intermission": "Intervalo",
        "offline": "Fora do ar",
        "finished": "Encerrada",
        "awaiting_results": "Aguardando resultados",
        "closed": "Concluída",
        "canceled": "Cancelada"
      }
    }
  }
}

export const classesEs: ClassesCatalogue = {
  "resources": {
    "classes": {
      "name": "Clase |||| Clases",
      "fields": {
        "id": "Código de la clase",
        "type": "Tipo",
        "title": "Título",
        "clientId": "Empresa",
        "country": "País",
        "courseId": "Curso",
        "courseTitle": "Curso",
        "date": "Fecha",
        "startTime": "Inicio",
        "endTime": "Fin",
        "timeZone": "Zona horaria",
        "startsAtMs": "Inicio",
        "model": "Modelo",
        "address": "Dirección",
        "vacancy": "Plazas",
        "subscribed": "Inscritos",
        "link": "Enlace",
        "instructorId": "Instructor",
        "instructorName": "Instructor",
        "inviteOnly": "Solo invitados",
        "recurrence": "Recurrencia",
        "status": "Estado",
        "authorizedActivities": "Actividades que habilita el instructor",
        "createdAt": "Creada el",
        "q": "Título"
      }
    },
    "classes-catalogs": {
      "name": "Catálogo presencial |||| Catálogos presenciales",
      "fields": {
        "id": "Código del catálogo",
        "clientId": "Empresa",
        "clientName": "Empresa",
        "title": "Título",
        "description": "Descripción",
        "courseIds": "Cursos",
        "createdAt": "Creado el",
        "q": "Título"
      }
    },
    "classes-seats": {
      "name": "Inscripción |||| Asistencia",
      "fields": {
        "classId": "Clase",
        "userId": "Usuario",
        "userName": "Nombre",
        "invited": "Invitado",
        "subscribed": "Inscrito",
        "subscribedAt": "Inscrito el",
        "present": "Presente",
        "validatedAt": "Validada el",
        "instructorId": "Instructor"
      }
    }
  },
  "vitrine": {
    "classes2": {
      "time_format": "Escribe la hora como HH:MM",
      "ends_before_start": "El fin debe ser posterior al inicio",
      "course_required": "Una clase presencial pertenece a un curso",
      "recurrence_count": "Indica cuántas sesiones",
      "recurrence_freq": "Indica con qué frecuencia se repite",
      "course_help": "Sus actividades vienen de este curso (obligatorio para una clase presencial)",
      "zone_help": "Fecha y horas en la zona horaria del país de la clase",
      "invite_only_help": "Solo participan personas invitadas",
      "recurrence_freq_label": "Se repite",
      "recurrence_count_label": "Sesiones en total",
      "no_recurrence": "No se repite",
      "freq_daily": "Diariamente",
      "freq_weekly": "Semanalmente",
      "freq_monthly": "Mensualmente",
      "freq_yearly": "Anualmente"
    },
    "classes": {
      "attendance": "Inscripciones y asistencia",
      "validate": "Validar asistencia",
      "validated": "Asistencia validada",
      "move": "Mover a: %{state}",
      "moved": "Estado cambiado",
      "unlock": "Habilitar %{activity}",
      "unlocked": "Actividad habilitada",
      "type_presential_class": "Clase presencial",
      "type_webinar": "Webinar",
      "type_live_class": "Clase en vivo",
      "status": {
        "pre_scheduled": "Preprogramada",
        "scheduled": "Programada",
        "open": "Abierta",
        "live": "En vivo",
        "in_progress": "En curso",
        "intermission": "Intermedio",
        "offline": "Fuera de línea",
        "finished": "Terminada",
        "awaiting_results": "Esperando resultados",
        "closed": "Concluida",
        "canceled": "Cancelada"
      }
    }
  }
}

export const classesFr: ClassesCatalogue = {
  "resources": {
    "classes": {
      "name": "Session |||| Sessions",
      "fields": {
        "id": "Code de la session",
        "type": "Type",
        "title": "Titre",
        "clientId": "Entreprise",
        "country": "Pays",
        "courseId": "Formation",
        "courseTitle": "Formation",
        "date": "Date",
        "startTime": "Début",
        "endTime": "Fin",
        "timeZone": "Fuseau horaire",
        "startsAtMs": "Début",
        "model": "Modèle",
        "address": "Adresse",
        "vacancy": "Places",
        "subscribed": "Inscrits",
        "link": "Lien",
        "instructorId": "Formateur",
        "instructorName": "Formateur",
        "inviteOnly": "Sur invitation",
        "recurrence": "Récurrence",
        "status": "État",
        "authorizedActivities": "Activités débloquées par le formateur",
        "createdAt": "Créée le",
        "q": "Titre"
      }
    },
    "classes-catalogs": {
      "name": "Catalogue présentiel |||| Catalogues présentiels",
      "fields": {
        "id": "Code du catalogue",
        "clientId": "Entreprise",
        "clientName": "Entreprise",
        "title": "Titre",
        "description": "Description",
        "courseIds": "Formations",
        "createdAt": "Créé le",
        "q": "Titre"
      }
    },
    "classes-seats": {
      "name": "Inscription |||| Présence",
      "fields": {
        "classId": "Session",
        "userId": "Utilisateur",
        "userName": "Nom",
        "invited": "Invité",
        "subscribed": "Inscrit",
        "subscribedAt": "Inscrit le",
        "present": "Présent",
        "validatedAt": "Validée le",
        "instructorId": "Formateur"
      }
    }
  },
  "vitrine": {
    "classes2": {
      "time_format": "Écrivez l’heure au format HH:MM",
      "ends_before_start": "La fin doit suivre le début",
      "course_required": "Une session présentielle appartient à un cours",
      "recurrence_count": "Indiquez le nombre de séances",
      "recurrence_freq": "Indiquez la fréquence",
      "course_help": "Ses activités viennent de ce cours (obligatoire pour une session présentielle)",
      "zone_help": "Date et heures dans le fuseau horaire du pays de la session",
      "invite_only_help": "Seules les personnes invitées participent",
      "recurrence_freq_label": "Se répète",
      "recurrence_count_label": "Séances au total",
      "no_recurrence": "Ne se répète pas",
      "freq_daily": "Chaque jour",
      "freq_weekly": "Chaque semaine",
      "freq_monthly": "Chaque mois",
      "freq_yearly": "Chaque année"
    },
    "classes": {
      "attendance": "Inscriptions et présence",
      "validate": "Valider la présence",
      "validated": "Présence validée",
      "move": "Passer à : %{state}",
      "moved": "État modifié",
      "unlock": "Débloquer %{activity}",
      "unlocked": "Activité débloquée",
      "type_presential_class": "Session en présentiel",
      "type_webinar": "Webinaire",
      "type_live_class": "Cours en direct",
      "status": {
        "pre_scheduled": "Pré-planifiée",
        "scheduled": "Planifiée",
        "open": "Ouverte",
        "live": "En direct",
        "in_progress": "En cours",
        "intermission": "Pause",
        "offline": "Hors ligne",
        "finished": "Terminée",
        "awaiting_results": "En attente des résultats",
        "closed": "Clôturée",
        "canceled": "Annulée"
      }
    }
  }
}
