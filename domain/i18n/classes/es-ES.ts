import type { classesPtBR } from "./pt-BR.ts"

export const classesEsES: Record<keyof typeof classesPtBR, string> = {
  "class.already_exists": "Ya existe una clase con el código {classId}.",
  "class.not_found": "No encontramos la clase {classId}.",
  "class.ends_before_start": "La hora de fin ({endTime}) debe ser posterior al inicio ({startTime}).",
  "class.course_required": "La clase {classId} necesita un curso existente (una clase presencial siempre pertenece a un curso).",
  "class.client_unknown": "No encontramos la empresa {clientId}.",
  "class.instructor_unknown": "{instructorId} no es una cuenta de instructor.",
  "class.move_refused": "La clase {classId} no puede pasar de {from} a {to}.",
  "class.not_open": "Las inscripciones de la clase {classId} no están abiertas (estado: {status}).",
  "class.sold_out": "No quedan plazas en esta clase (las {vacancy} plazas están ocupadas).",
  "class.invited_only": "Esta clase es cerrada: solo participan personas invitadas.",
  "class.already_subscribed": "Ya estás inscrito en esta clase.",
  "class.not_subscribed": "{userId} no está inscrito en la clase {classId}.",
  "class.already_started": "La clase {classId} ya empezó: ya no se puede cancelar la inscripción.",
  "class.not_started": "La clase {classId} aún no empezó (estado: {status}): la asistencia se valida durante o después de la clase.",
  "class.finished": "La clase {classId} ya terminó ({status}).",
  "class.activity_not_authorizable": "La actividad {activityId} no depende de la autorización del instructor.",
  "class.activity_locked": "Esta actividad espera la autorización del instructor de tu clase: se abre cuando el instructor la desbloquee.",
  "class.reaction_not_yet": "La evaluación de reacción de la clase {classId} se abre cuando la clase haya terminado ({endsAt}).",
  "catalog.already_exists": "Ya existe un catálogo con el código {catalogId}.",
  "catalog.not_found": "No encontramos el catálogo {catalogId}.",
  "catalog.client_unknown": "No encontramos la empresa {clientId}.",
  "catalog.course_unknown": "No encontramos el curso {courseId}.",
  "catalog.course_repeated": "El curso {courseId} ya está en el catálogo {catalogId}."
}
