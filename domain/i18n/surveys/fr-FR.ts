/** Messages of the surveys' codes (DESIGN §4.10). */
export const surveysFrFR = {
  "survey.not_found": "Nous n'avons pas trouvé l'enquête {surveyId}.",
  "survey.not_owner": "Seuls les responsables de l'enquête {surveyId} peuvent la modifier ou la publier.",
  "survey.ends_before_start": "L'enquête doit se terminer le jour de son début ou après (début {startsOn}, fin {endsOn}).",
  "survey.options_required": "La question {questionId} doit proposer au moins deux options (une question ouverte n'en a pas).",
  "survey.question_repeated": "Deux questions portent le code {questionId}.",
  "survey.already_published": "L'enquête {surveyId} est déjà publiée.",
  "survey.not_published": "L'enquête {surveyId} n'est pas publiée.",
  "survey.out_of_date": "Cette enquête reçoit des réponses du {startsOn} au {endsOn}.",
  "survey.not_for_you": "Cette enquête n'est pas destinée à votre entreprise.",
  "survey.already_answered": "Vous avez déjà répondu à cette enquête.",
  "survey.answer_required": "Cette question est obligatoire.",
  "survey.option_required": "Choisissez au moins une option.",
  "survey.one_option": "Choisissez une seule option.",
  "survey.answer_unknown": "Cette réponse ne correspond pas aux options de la question."
} as const
