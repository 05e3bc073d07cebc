/** Messages of the classes' and catalogs' codes (DESIGN §4.9). */
export const classesPtBR = {
  "class.already_exists": "Já existe uma turma com o código {classId}.",
  "class.not_found": "Não encontramos a turma {classId}.",
  "class.ends_before_start": "O horário de término ({endTime}) deve ser depois do início ({startTime}).",
  "class.course_required": "A turma {classId} precisa de um curso existente (uma turma presencial sempre pertence a um curso).",
  "class.client_unknown": "Não encontramos a empresa {clientId}.",
  "class.instructor_unknown": "{instructorId} não é uma conta de instrutor.",
  "class.move_refused": "A turma {classId} não pode passar de {from} para {to}.",
  "class.not_open": "As inscrições da turma {classId} não estão abertas (estado: {status}).",
  "class.sold_out": "Não há mais vagas nesta turma (todas as {vacancy} vagas foram preenchidas).",
  "class.invited_only": "Esta turma é fechada: só participam pessoas convidadas.",
  "class.already_subscribed": "Você já está inscrito nesta turma.",
  "class.not_subscribed": "{userId} não está inscrito na turma {classId}.",
  "class.already_started": "A turma {classId} já começou: não é mais possível cancelar a inscrição.",
  "class.not_started": "A turma {classId} ainda não começou (estado: {status}): a presença é validada durante ou depois da aula.",
  "class.finished": "A turma {classId} já terminou ({status}).",
  "class.activity_not_authorizable": "A atividade {activityId} não depende de liberação do instrutor.",
  "catalog.already_exists": "Já existe um catálogo com o código {catalogId}.",
  "catalog.not_found": "Não encontramos o catálogo {catalogId}.",
  "catalog.client_unknown": "Não encontramos a empresa {clientId}.",
  "catalog.course_unknown": "Não encontramos o curso {courseId}.",
  "catalog.course_repeated": "O curso {courseId} já está no catálogo {catalogId}."
} as const
