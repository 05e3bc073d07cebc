/** Messages of the surveys' codes (DESIGN §4.10). */
export const surveysEnUS = {
  "survey.not_found": "We couldn't find survey {surveyId}.",
  "survey.not_owner": "Only the owners of survey {surveyId} can change or publish it.",
  "survey.ends_before_start": "The survey must end on or after its start day (start {startsOn}, end {endsOn}).",
  "survey.options_required": "Question {questionId} needs at least two options (an essay question has none).",
  "survey.question_repeated": "Two questions have the code {questionId}.",
  "survey.already_published": "Survey {surveyId} is already published.",
  "survey.not_published": "Survey {surveyId} is not published.",
  "survey.out_of_date": "This survey takes answers from {startsOn} to {endsOn}.",
  "survey.not_for_you": "This survey is not for your company.",
  "survey.already_answered": "You have already answered this survey.",
  "survey.answer_required": "This question is required.",
  "survey.option_required": "Choose at least one option.",
  "survey.one_option": "Choose only one option.",
  "survey.answer_unknown": "This answer does not match the question's options."
} as const
