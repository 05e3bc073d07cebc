// react-admin's own strings in pt-BR. The community ra-language-pt-br targets react-admin 3 (it
// pulls ra-core 3), so these override ra-language-english key by key; the rest stays English.
export const raPt = {
  ra: {
    action: {
      add_filter: "Adicionar filtro", add: "Adicionar", back: "Voltar", bulk_actions: "1 item selecionado |||| %{smart_count} itens selecionados",
      cancel: "Cancelar", clear_input_value: "Limpar", clone: "Duplicar", confirm: "Confirmar", create: "Novo", delete: "Excluir",
      edit: "Editar", export: "Exportar", list: "Listar", refresh: "Atualizar", remove_filter: "Remover filtro", remove: "Remover",
      save: "Salvar", search: "Buscar", select_all: "Selecionar tudo", select_row: "Selecionar esta linha", show: "Exibir",
      sort: "Ordenar", undo: "Desfazer", unselect: "Desmarcar", expand: "Expandir", close: "Fechar", open_menu: "Abrir menu",
      close_menu: "Fechar menu", clear_array_input: "Limpar a lista", select_columns: "Colunas", update: "Atualizar"
    },
    boolean: { true: "Sim", false: "Não", null: " " },
    page: { create: "Novo %{name}", dashboard: "Painel", edit: "%{name} %{recordRepresentation}", error: "Algo deu errado", list: "%{name}", loading: "Carregando", not_found: "Não encontrado", show: "%{name} %{recordRepresentation}", empty: "Nenhum %{name} ainda." },
    navigation: {
      no_results: "Nenhum resultado", no_more_results: "A página %{page} está fora dos limites.", page_out_of_boundaries: "Página %{page} fora dos limites",
      page_out_from_end: "Não há páginas depois da última", page_out_from_begin: "Não há páginas antes da primeira",
      page_range_info: "%{offsetBegin}-%{offsetEnd} de %{total}", partial_page_range_info: "%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}",
      current_page: "Página %{page}", page: "Ir para a página %{page}", first: "Primeira página", last: "Última página",
      next: "Próxima página", previous: "Página anterior", page_rows_per_page: "Linhas por página:", skip_nav: "Pular para o conteúdo"
    },
    auth: {
      auth_check_error: "Entre para continuar", user_menu: "Perfil", username: "Usuário", password: "Senha", sign_in: "Entrar",
      sign_in_error: "Usuário ou senha inválidos", logout: "Sair"
    },
    notification: {
      updated: "Atualizado", created: "Criado", deleted: "Excluído", bad_item: "Item incorreto", item_doesnt_exist: "O item não existe",
      http_error: "Erro de comunicação com o servidor", data_provider_error: "Erro no dataProvider.", i18n_error: "Não foi possível carregar as traduções",
      canceled: "Ação cancelada", logged_out: "Sua sessão terminou; entre novamente.", not_authorized: "Você não tem acesso a este recurso."
    },
    message: { loading: "Carregando", invalid_form: "O formulário tem erros", yes: "Sim", no: "Não", are_you_sure: "Tem certeza?", error: "Ocorreu um erro" },
    validation: { required: "Obrigatório" }
  }
}
