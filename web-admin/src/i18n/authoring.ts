// The console's strings for course authoring (editing drafts, the question-bank editor, the types
// it adds: tests and games), merged into each locale's catalogue like learning.ts.

export const authoringEn = {
  resources: {
    tests: {
      name: "Test |||| Tests",
      fields: {
        id: "Test id", courseId: "Course", courseTitle: "Course", activityId: "Activity", kind: "Kind", maxAttempts: "Attempts", passMark: "Pass mark (%)",
        questionCount: "Questions per attempt", timeLimitSeconds: "Time limit (seconds)", questions: "Question bank", questionText: "Question",
        options: "Options", optionText: "Option", correct: "Correct", q: "Test or course id"
      }
    }
  },
  vitrine: {
    authoring: {
      edit: "Edit draft", build_test: "Build its test", tests_title: "Tests of the course", test_of: "Test %{testId}: pass mark %{passMark}%, %{attempts}",
      unlimited: "unlimited attempts", attempts_n: "%{n} attempt(s)", no_test_activity: "No test or quiz activity in this course.",
      unlimited_help: "Empty: unlimited", time_help: "Empty: no time limit",
      kinds: {
        conventional: "Conventional test", block: "Test that blocks the course", restart: "Test that restarts the course", block_general: "Final test that blocks",
        restart_general: "Final test that restarts", evaluated_quiz: "Graded quiz", unevaluated_quiz: "Ungraded quiz"
      },
      types: {
        conventional_test: "Test", block_test: "Test (blocks)", restart_test: "Test (restarts)", block_general_test: "Final test (blocks)",
        restart_general_test: "Final test (restarts)", evaluated_quiz: "Graded quiz", unevaluated_quiz: "Ungraded quiz", game: "Game",
        drag_drop_game: "Game: drag and drop", drag_words_game: "Game: drag the words", find_pairs_game: "Game: find the pairs", this_or_that_game: "Game: this or that",
        fill_blanks_game: "Game: fill in the blanks", true_false_game: "Game: true or false", flashcards_game: "Game: flashcards", enigma_game: "Game: enigma"
      },
      errors: {
        pass_mark: "A whole number from 0 to 100", attempts: "At least one attempt (or empty: unlimited)", question_count: "At least one question per attempt",
        question_count_bank: "At most %{bank}: the bank's questions", time_limit: "A positive number of seconds", no_correct: "Mark at least one option correct",
        two_options: "Give at least two options", question_twice: "Each question once (same id)", no_activity: "Choose the test's activity"
      },
      game_json: "The game (JSON)", edit_games: "Edit games"
    }
  }
}

type AuthoringCatalogue = typeof authoringEn

export const authoringPt: AuthoringCatalogue = {
  resources: {
    tests: {
      name: "Prova |||| Provas",
      fields: {
        id: "Id da prova", courseId: "Curso", courseTitle: "Curso", activityId: "Atividade", kind: "Tipo", maxAttempts: "Tentativas", passMark: "Nota mínima (%)",
        questionCount: "Questões por tentativa", timeLimitSeconds: "Tempo limite (segundos)", questions: "Banco de questões", questionText: "Questão",
        options: "Alternativas", optionText: "Alternativa", correct: "Correta", q: "Id da prova ou do curso"
      }
    }
  },
  vitrine: {
    authoring: {
      edit: "Editar rascunho", build_test: "Montar a prova", tests_title: "Provas do curso", test_of: "Prova %{testId}: nota mínima %{passMark}%, %{attempts}",
      unlimited: "tentativas ilimitadas", attempts_n: "%{n} tentativa(s)", no_test_activity: "Nenhuma atividade de prova ou quiz neste curso.",
      unlimited_help: "Vazio: ilimitadas", time_help: "Vazio: sem tempo limite",
      kinds: {
        conventional: "Prova convencional", block: "Prova que bloqueia o curso", restart: "Prova que reinicia o curso", block_general: "Prova final que bloqueia",
        restart_general: "Prova final que reinicia", evaluated_quiz: "Quiz avaliativo", unevaluated_quiz: "Quiz não avaliativo"
      },
      types: {
        conventional_test: "Prova", block_test: "Prova (bloqueia)", restart_test: "Prova (reinicia)", block_general_test: "Prova final (bloqueia)",
        restart_general_test: "Prova final (reinicia)", evaluated_quiz: "Quiz avaliativo", unevaluated_quiz: "Quiz não avaliativo", game: "Jogo",
        drag_drop_game: "Jogo: arrastar e soltar", drag_words_game: "Jogo: arrastar as palavras", find_pairs_game: "Jogo: encontre os pares", this_or_that_game: "Jogo: isto ou aquilo",
        fill_blanks_game: "Jogo: complete as lacunas", true_false_game: "Jogo: verdadeiro ou falso", flashcards_game: "Jogo: flashcards", enigma_game: "Jogo: enigma"
      },
      errors: {
        pass_mark: "Um número inteiro de 0 a 100", attempts: "Pelo menos uma tentativa (ou vazio: ilimitadas)", question_count: "Pelo menos uma questão por tentativa",
        question_count_bank: "No máximo %{bank}: as questões do banco", time_limit: "Um número positivo de segundos", no_correct: "Marque pelo menos uma alternativa correta",
        two_options: "Dê pelo menos duas alternativas", question_twice: "Cada questão uma vez (mesmo id)", no_activity: "Escolha a atividade da prova"
      },
      game_json: "O jogo (JSON)", edit_games: "Editar jogos"
    }
  }
}

export const authoringEs: AuthoringCatalogue = {
  resources: {
    tests: {
      name: "Prueba |||| Pruebas",
      fields: {
        id: "Id de la prueba", courseId: "Curso", courseTitle: "Curso", activityId: "Actividad", kind: "Tipo", maxAttempts: "Intentos", passMark: "Nota mínima (%)",
        questionCount: "Preguntas por intento", timeLimitSeconds: "Tiempo límite (segundos)", questions: "Banco de preguntas", questionText: "Pregunta",
        options: "Opciones", optionText: "Opción", correct: "Correcta", q: "Id de la prueba o del curso"
      }
    }
  },
  vitrine: {
    authoring: {
      edit: "Editar borrador", build_test: "Crear su prueba", tests_title: "Pruebas del curso", test_of: "Prueba %{testId}: nota mínima %{passMark}%, %{attempts}",
      unlimited: "intentos ilimitados", attempts_n: "%{n} intento(s)", no_test_activity: "Ninguna actividad de prueba o quiz en este curso.",
      unlimited_help: "Vacío: ilimitados", time_help: "Vacío: sin tiempo límite",
      kinds: {
        conventional: "Prueba convencional", block: "Prueba que bloquea el curso", restart: "Prueba que reinicia el curso", block_general: "Prueba final que bloquea",
        restart_general: "Prueba final que reinicia", evaluated_quiz: "Quiz evaluado", unevaluated_quiz: "Quiz no evaluado"
      },
      types: {
        conventional_test: "Prueba", block_test: "Prueba (bloquea)", restart_test: "Prueba (reinicia)", block_general_test: "Prueba final (bloquea)",
        restart_general_test: "Prueba final (reinicia)", evaluated_quiz: "Quiz evaluado", unevaluated_quiz: "Quiz no evaluado", game: "Juego",
        drag_drop_game: "Juego: arrastrar y soltar", drag_words_game: "Juego: arrastrar las palabras", find_pairs_game: "Juego: encuentra las parejas", this_or_that_game: "Juego: esto o aquello",
        fill_blanks_game: "Juego: completa los huecos", true_false_game: "Juego: verdadero o falso", flashcards_game: "Juego: tarjetas", enigma_game: "Juego: enigma"
      },
      errors: {
        pass_mark: "Un número entero de 0 a 100", attempts: "Al menos un intento (o vacío: ilimitados)", question_count: "Al menos una pregunta por intento",
        question_count_bank: "Como máximo %{bank}: las preguntas del banco", time_limit: "Un número positivo de segundos", no_correct: "Marca al menos una opción correcta",
        two_options: "Da al menos dos opciones", question_twice: "Cada pregunta una vez (mismo id)", no_activity: "Elige la actividad de la prueba"
      },
      game_json: "El juego (JSON)", edit_games: "Editar juegos"
    }
  }
}

export const authoringFr: AuthoringCatalogue = {
  resources: {
    tests: {
      name: "Test |||| Tests",
      fields: {
        id: "Id du test", courseId: "Cours", courseTitle: "Cours", activityId: "Activité", kind: "Type", maxAttempts: "Tentatives", passMark: "Note minimale (%)",
        questionCount: "Questions par tentative", timeLimitSeconds: "Durée limite (secondes)", questions: "Banque de questions", questionText: "Question",
        options: "Réponses", optionText: "Réponse", correct: "Correcte", q: "Id du test ou du cours"
      }
    }
  },
  vitrine: {
    authoring: {
      edit: "Modifier le brouillon", build_test: "Créer son test", tests_title: "Tests du cours", test_of: "Test %{testId} : note minimale %{passMark} %, %{attempts}",
      unlimited: "tentatives illimitées", attempts_n: "%{n} tentative(s)", no_test_activity: "Aucune activité de test ou de quiz dans ce cours.",
      unlimited_help: "Vide : illimitées", time_help: "Vide : sans limite de temps",
      kinds: {
        conventional: "Test classique", block: "Test qui bloque le cours", restart: "Test qui fait recommencer le cours", block_general: "Test final qui bloque",
        restart_general: "Test final qui fait recommencer", evaluated_quiz: "Quiz noté", unevaluated_quiz: "Quiz non noté"
      },
      types: {
        conventional_test: "Test", block_test: "Test (bloque)", restart_test: "Test (fait recommencer)", block_general_test: "Test final (bloque)",
        restart_general_test: "Test final (fait recommencer)", evaluated_quiz: "Quiz noté", unevaluated_quiz: "Quiz non noté", game: "Jeu",
        drag_drop_game: "Jeu : glisser-déposer", drag_words_game: "Jeu : glisser les mots", find_pairs_game: "Jeu : trouver les paires", this_or_that_game: "Jeu : ceci ou cela",
        fill_blanks_game: "Jeu : texte à trous", true_false_game: "Jeu : vrai ou faux", flashcards_game: "Jeu : cartes mémoire", enigma_game: "Jeu : énigme"
      },
      errors: {
        pass_mark: "Un nombre entier de 0 à 100", attempts: "Au moins une tentative (ou vide : illimitées)", question_count: "Au moins une question par tentative",
        question_count_bank: "Au plus %{bank} : les questions de la banque", time_limit: "Un nombre positif de secondes", no_correct: "Cochez au moins une réponse correcte",
        two_options: "Donnez au moins deux réponses", question_twice: "Chaque question une fois (même id)", no_activity: "Choisissez l’activité du test"
      },
      game_json: "Le jeu (JSON)", edit_games: "Modifier les jeux"
    }
  }
}
