// The console's strings for SCORM attempts (issue 43's SCORM leftovers), merged into each locale's
// catalogue (en.ts, pt.ts, es.ts, fr.ts); every locale has exactly these keys (tests/e2e/admin/i18n.spec.ts).

export const scormAttemptsPt = {
  "resources": {
    "scorm-attempts": {
      "name": "Tentativa SCORM |||| Tentativas SCORM",
      "fields": {
        "id": "Tentativa",
        "courseId": "Curso",
        "courseTitle": "Curso",
        "activityId": "Atividade",
        "packageId": "Pacote",
        "userId": "Usuário",
        "userName": "Aluno",
        "version": "Versão SCORM",
        "completion": "Conclusão",
        "success": "Aprovação",
        "score": "Nota",
        "totalSeconds": "Tempo total",
        "commits": "Envios",
        "updatedAt": "Último envio",
        "interactions": "Interações",
        "objectives": "Objetivos",
        "q": "Nome ou usuário"
      }
    }
  },
  "vitrine": {
    "scorm": {
      "status": {
        "completed": "Concluído",
        "incomplete": "Incompleto",
        "not_attempted": "Não iniciado",
        "passed": "Aprovado",
        "failed": "Reprovado",
        "browsed": "Navegado",
        "unknown": "Desconhecido"
      },
      "columns": {
        "id": "Identificador",
        "type": "Tipo",
        "response": "Resposta do aluno",
        "correct": "Resposta correta",
        "result": "Resultado",
        "latency": "Tempo de resposta",
        "description": "Descrição",
        "status": "Situação",
        "score": "Nota"
      },
      "none": "Nenhum registro enviado pelo pacote.",
      "result": "Resultado"
    }
  }
}

export type ScormAttemptsCatalogue = typeof scormAttemptsPt

export const scormAttemptsEn: ScormAttemptsCatalogue = {
  "resources": {
    "scorm-attempts": {
      "name": "SCORM attempt |||| SCORM attempts",
      "fields": {
        "id": "Attempt",
        "courseId": "Course",
        "courseTitle": "Course",
        "activityId": "Activity",
        "packageId": "Package",
        "userId": "User",
        "userName": "Learner",
        "version": "SCORM version",
        "completion": "Completion",
        "success": "Success",
        "score": "Score",
        "totalSeconds": "Total time",
        "commits": "Commits",
        "updatedAt": "Last commit",
        "interactions": "Interactions",
        "objectives": "Objectives",
        "q": "Name or user"
      }
    }
  },
  "vitrine": {
    "scorm": {
      "status": {
        "completed": "Completed",
        "incomplete": "Incomplete",
        "not_attempted": "Not attempted",
        "passed": "Passed",
        "failed": "Failed",
        "browsed": "Browsed",
        "unknown": "Unknown"
      },
      "columns": {
        "id": "Identifier",
        "type": "Type",
        "response": "Learner's response",
        "correct": "Correct response",
        "result": "Result",
        "latency": "Latency",
        "description": "Description",
        "status": "Status",
        "score": "Score"
      },
      "none": "The package sent none.",
      "result": "Result"
    }
  }
}

export const scormAttemptsEs: ScormAttemptsCatalogue = {
  "resources": {
    "scorm-attempts": {
      "name": "Intento SCORM |||| Intentos SCORM",
      "fields": {
        "id": "Intento",
        "courseId": "Curso",
        "courseTitle": "Curso",
        "activityId": "Actividad",
        "packageId": "Paquete",
        "userId": "Usuario",
        "userName": "Alumno",
        "version": "Versión SCORM",
        "completion": "Finalización",
        "success": "Aprobación",
        "score": "Nota",
        "totalSeconds": "Tiempo total",
        "commits": "Envíos",
        "updatedAt": "Último envío",
        "interactions": "Interacciones",
        "objectives": "Objetivos",
        "q": "Nombre o usuario"
      }
    }
  },
  "vitrine": {
    "scorm": {
      "status": {
        "completed": "Completado",
        "incomplete": "Incompleto",
        "not_attempted": "No iniciado",
        "passed": "Aprobado",
        "failed": "Reprobado",
        "browsed": "Explorado",
        "unknown": "Desconocido"
      },
      "columns": {
        "id": "Identificador",
        "type": "Tipo",
        "response": "Respuesta del alumno",
        "correct": "Respuesta correcta",
        "result": "Resultado",
        "latency": "Tiempo de respuesta",
        "description": "Descripción",
        "status": "Estado",
        "score": "Nota"
      },
      "none": "El paquete no envió ninguno.",
      "result": "Resultado"
    }
  }
}

export const scormAttemptsFr: ScormAttemptsCatalogue = {
  "resources": {
    "scorm-attempts": {
      "name": "Tentative SCORM |||| Tentatives SCORM",
      "fields": {
        "id": "Tentative",
        "courseId": "Cours",
        "courseTitle": "Cours",
        "activityId": "Activité",
        "packageId": "Paquet",
        "userId": "Utilisateur",
        "userName": "Apprenant",
        "version": "Version SCORM",
        "completion": "Achèvement",
        "success": "Réussite",
        "score": "Note",
        "totalSeconds": "Temps total",
        "commits": "Envois",
        "updatedAt": "Dernier envoi",
        "interactions": "Interactions",
        "objectives": "Objectifs",
        "q": "Nom ou utilisateur"
      }
    }
  },
  "vitrine": {
    "scorm": {
      "status": {
        "completed": "Terminé",
        "incomplete": "Incomplet",
        "not_attempted": "Non commencé",
        "passed": "Réussi",
        "failed": "Échoué",
        "browsed": "Parcouru",
        "unknown": "Inconnu"
      },
      "columns": {
        "id": "Identifiant",
        "type": "Type",
        "response": "Réponse de l'apprenant",
        "correct": "Réponse correcte",
        "result": "Résultat",
        "latency": "Temps de réponse",
        "description": "Description",
        "status": "Statut",
        "score": "Note"
      },
      "none": "Le paquet n'en a envoyé aucun.",
      "result": "Résultat"
    }
  }
}
