import type { classesPtBR } from "./pt-BR.ts"

export const classesFrFR: Record<keyof typeof classesPtBR, string> = {
  "class.already_exists": "Une session avec le code {classId} existe déjà.",
  "class.not_found": "Nous n’avons pas trouvé la session {classId}.",
  "class.ends_before_start": "L’heure de fin ({endTime}) doit être après le début ({startTime}).",
  "class.course_required": "La session {classId} a besoin d’une formation existante (une session présentielle appartient toujours à une formation).",
  "class.client_unknown": "Nous n’avons pas trouvé l’entreprise {clientId}.",
  "class.instructor_unknown": "{instructorId} n’est pas un compte de formateur.",
  "class.move_refused": "La session {classId} ne peut pas passer de {from} à {to}.",
  "class.not_open": "Les inscriptions à la session {classId} ne sont pas ouvertes (état : {status}).",
  "class.sold_out": "Cette session est complète (les {vacancy} places sont prises).",
  "class.invited_only": "Cette session est fermée : sur invitation uniquement.",
  "class.already_subscribed": "Vous êtes déjà inscrit à cette session.",
  "class.not_subscribed": "{userId} n’est pas inscrit à la session {classId}.",
  "class.already_started": "La session {classId} a déjà commencé : l’inscription ne peut plus être annulée.",
  "class.not_started": "La session {classId} n’a pas encore commencé (état : {status}) : la présence se valide pendant ou après la session.",
  "class.finished": "La session {classId} est déjà terminée ({status}).",
  "class.activity_not_authorizable": "L’activité {activityId} n’attend pas le formateur.",
  "class.activity_locked": "Cette activité attend le formateur de votre session : elle s'ouvre dès qu'il la débloque.",
  "class.reaction_not_yet": "L'évaluation à chaud de la session {classId} s'ouvre une fois la session terminée ({endsAt}).",
  "catalog.already_exists": "Un catalogue avec le code {catalogId} existe déjà.",
  "catalog.not_found": "Nous n’avons pas trouvé le catalogue {catalogId}.",
  "catalog.client_unknown": "Nous n’avons pas trouvé l’entreprise {clientId}.",
  "catalog.course_unknown": "Nous n’avons pas trouvé la formation {courseId}.",
  "catalog.course_repeated": "La formation {courseId} est déjà dans le catalogue {catalogId}."
}
