/** Messages of the surveys' codes (DESIGN §4.10). */
export const surveysPtBR = {
  "survey.not_found": "Não encontramos a pesquisa {surveyId}.",
  "survey.not_owner": "Só os responsáveis pela pesquisa {surveyId} podem alterá-la ou publicá-la.",
  "survey.ends_before_start": "A pesquisa precisa terminar no dia do início ou depois (início {startsOn}, fim {endsOn}).",
  "survey.options_required": "A pergunta {questionId} precisa de pelo menos duas opções (uma dissertativa não tem opções).",
  "survey.question_repeated": "Há duas perguntas com o código {questionId}.",
  "survey.already_published": "A pesquisa {surveyId} já está publicada.",
  "survey.not_published": "A pesquisa {surveyId} não está publicada.",
  "survey.out_of_date": "Esta pesquisa recebe respostas de {startsOn} a {endsOn}.",
  "survey.not_for_you": "Esta pesquisa não é para a sua empresa.",
  "survey.already_answered": "Você já respondeu esta pesquisa.",
  "survey.answer_required": "Esta pergunta é obrigatória.",
  "survey.option_required": "Escolha pelo menos uma opção.",
  "survey.one_option": "Escolha só uma opção.",
  "survey.answer_unknown": "Esta resposta não corresponde às opções da pergunta."
} as const
