/** Messages of course authoring and game rounds (EditCourse, RecordGameRound). */
export const authoringPtBR = {
  "game.not_a_game": "A atividade {activityId} não é um jogo.",
  "game.round_inconsistent": "O resultado da rodada não confere com os erros: {errors} erro(s) para {errorsAllowed} permitido(s).",
  "game.round_already_recorded": "A rodada {roundId} da atividade {activityId} já foi registrada com outro resultado."
}
