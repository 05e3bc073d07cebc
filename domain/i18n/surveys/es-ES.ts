/** Messages of the surveys' codes (DESIGN §4.10). */
export const surveysEsES = {
  "survey.not_found": "No encontramos la encuesta {surveyId}.",
  "survey.not_owner": "Solo los responsables de la encuesta {surveyId} pueden modificarla o publicarla.",
  "survey.ends_before_start": "La encuesta debe terminar el día de inicio o después (inicio {startsOn}, fin {endsOn}).",
  "survey.options_required": "La pregunta {questionId} necesita al menos dos opciones (una pregunta abierta no tiene opciones).",
  "survey.question_repeated": "Hay dos preguntas con el código {questionId}.",
  "survey.already_published": "La encuesta {surveyId} ya está publicada.",
  "survey.not_published": "La encuesta {surveyId} no está publicada.",
  "survey.out_of_date": "Esta encuesta recibe respuestas del {startsOn} al {endsOn}.",
  "survey.not_for_you": "Esta encuesta no es para tu empresa.",
  "survey.already_answered": "Ya respondiste esta encuesta.",
  "survey.answer_required": "Esta pregunta es obligatoria.",
  "survey.option_required": "Elige al menos una opción.",
  "survey.one_option": "Elige solo una opción.",
  "survey.answer_unknown": "Esta respuesta no corresponde a las opciones de la pregunta."
} as const
