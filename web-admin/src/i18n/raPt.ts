// react-admin's own strings in pt-BR, every key of ra-language-english 5. The community
// ra-language-pt-br (3.5) targets react-admin 3 and ships only its TypeScript source (its `main`,
// lib/index.js, is not in the package), so it cannot be imported; this is its successor here.
export const raPt = {
  ra: {
    action: {
      add_filter: "Adicionar filtro", add: "Adicionar", back: "Voltar", bulk_actions: "1 item selecionado |||| %{smart_count} itens selecionados",
      cancel: "Cancelar", clear_array_input: "Limpar a lista", clear_input_value: "Limpar valor", clone: "Duplicar", confirm: "Confirmar",
      create: "Novo", create_item: "Criar %{item}", delete: "Excluir", edit: "Editar", export: "Exportar", list: "Listar", refresh: "Atualizar",
      remove_filter: "Remover este filtro", remove_all_filters: "Remover todos os filtros", remove: "Remover", reset: "Redefinir", save: "Salvar",
      search: "Buscar", search_columns: "Buscar colunas", select_all: "Selecionar tudo", select_all_button: "Selecionar tudo",
      select_row: "Selecionar esta linha", show: "Exibir", sort: "Ordenar", undo: "Desfazer", unselect: "Desmarcar", expand: "Expandir",
      close: "Fechar", open_menu: "Abrir menu", close_menu: "Fechar menu", update: "Atualizar", move_up: "Mover para cima",
      move_down: "Mover para baixo", open: "Abrir", toggle_theme: "Alternar tema claro/escuro", select_columns: "Colunas",
      update_application: "Recarregar a aplicação"
    },
    boolean: { true: "Sim", false: "Não", null: " " },
    page: {
      create: "Criar %{name}", dashboard: "Painel", edit: "%{name} %{recordRepresentation}", error: "Algo deu errado", list: "%{name}",
      loading: "Carregando", not_found: "Não encontrado", show: "%{name} %{recordRepresentation}", empty: "Nenhum %{name} ainda.",
      invite: "Deseja adicionar um?", access_denied: "Acesso negado", authentication_error: "Erro de autenticação"
    },
    input: {
      file: { upload_several: "Solte arquivos para enviar ou clique para escolher um.", upload_single: "Solte um arquivo para enviar ou clique para escolhê-lo." },
      image: { upload_several: "Solte imagens para enviar ou clique para escolher uma.", upload_single: "Solte uma imagem para enviar ou clique para escolhê-la." },
      references: {
        all_missing: "Não foi possível encontrar os dados de referência.",
        many_missing: "Pelo menos uma das referências associadas não parece mais estar disponível.",
        single_missing: "A referência associada não parece mais estar disponível."
      },
      password: { toggle_visible: "Ocultar senha", toggle_hidden: "Mostrar senha" }
    },
    message: {
      about: "Sobre", access_denied: "Você não tem permissão para acessar esta página", are_you_sure: "Tem certeza?",
      authentication_error: "O servidor de autenticação respondeu com um erro e suas credenciais não puderam ser verificadas.",
      auth_error: "Ocorreu um erro ao validar o token de autenticação.",
      bulk_delete_content: "Tem certeza de que deseja excluir este %{name}? |||| Tem certeza de que deseja excluir estes %{smart_count} itens?",
      bulk_delete_title: "Excluir %{name} |||| Excluir %{smart_count} %{name}",
      bulk_update_content: "Tem certeza de que deseja atualizar %{name} %{recordRepresentation}? |||| Tem certeza de que deseja atualizar estes %{smart_count} itens?",
      bulk_update_title: "Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}",
      clear_array_input: "Tem certeza de que deseja limpar a lista inteira?", delete_content: "Tem certeza de que deseja excluir este %{name}?",
      delete_title: "Excluir %{name} %{recordRepresentation}", details: "Detalhes", error: "Ocorreu um erro no cliente e sua solicitação não pôde ser concluída.",
      invalid_form: "O formulário tem erros. Verifique-os.", loading: "Carregando, aguarde", no: "Não", not_found: "O endereço digitado está errado ou o link está quebrado.",
      select_all_limit_reached: "Há elementos demais para selecionar todos. Apenas os primeiros %{max} foram selecionados.",
      unsaved_changes: "Algumas alterações não foram salvas. Deseja mesmo ignorá-las?", yes: "Sim",
      placeholder_data_warning: "Problema de rede: os dados não foram atualizados."
    },
    navigation: {
      clear_filters: "Limpar filtros", no_filtered_results: "Nenhum %{name} encontrado com os filtros atuais.", no_results: "Nenhum %{name} encontrado",
      no_more_results: "A página %{page} está fora dos limites. Tente a página anterior.", page_out_of_boundaries: "Página %{page} fora dos limites",
      page_out_from_end: "Não há páginas depois da última", page_out_from_begin: "Não há páginas antes da primeira",
      page_range_info: "%{offsetBegin}-%{offsetEnd} de %{total}", partial_page_range_info: "%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}",
      current_page: "Página %{page}", page: "Ir para a página %{page}", first: "Ir para a primeira página", last: "Ir para a última página",
      next: "Ir para a próxima página", previous: "Ir para a página anterior", page_rows_per_page: "Linhas por página:", skip_nav: "Pular para o conteúdo"
    },
    sort: { sort_by: "Ordenar por %{field_lower_first} %{order}", ASC: "crescente", DESC: "decrescente" },
    auth: {
      auth_check_error: "Entre para continuar", user_menu: "Perfil", username: "Usuário", password: "Senha", email: "E-mail", sign_in: "Entrar",
      sign_in_error: "Falha na autenticação, tente novamente", logout: "Sair"
    },
    notification: {
      updated: "Item atualizado |||| %{smart_count} itens atualizados", created: "Item criado", deleted: "Item excluído |||| %{smart_count} itens excluídos",
      bad_item: "Item incorreto", item_doesnt_exist: "O item não existe", http_error: "Erro de comunicação com o servidor",
      data_provider_error: "Erro no dataProvider. Veja o console para detalhes.", i18n_error: "Não foi possível carregar as traduções do idioma escolhido",
      canceled: "Ação cancelada", logged_out: "Sua sessão terminou; entre novamente.", not_authorized: "Você não tem acesso a este recurso.",
      application_update_available: "Uma nova versão está disponível.", offline: "Sem conexão. Não foi possível buscar os dados."
    },
    validation: {
      required: "Obrigatório", minLength: "Deve ter pelo menos %{min} caracteres", maxLength: "Deve ter no máximo %{max} caracteres",
      minValue: "Deve ser pelo menos %{min}", maxValue: "Deve ser no máximo %{max}", number: "Deve ser um número", email: "Deve ser um e-mail válido",
      oneOf: "Deve ser um destes: %{options}", regex: "Deve seguir um formato específico (regexp): %{pattern}", unique: "Deve ser único"
    },
    saved_queries: {
      label: "Consultas salvas", query_name: "Nome da consulta", new_label: "Salvar a consulta atual...", new_dialog_title: "Salvar a consulta atual como",
      remove_label: "Remover a consulta salva", remove_label_with_name: "Remover a consulta \"%{name}\"", remove_dialog_title: "Remover a consulta salva?",
      remove_message: "Tem certeza de que deseja remover esta consulta da sua lista?", help: "Filtre a lista e salve esta consulta para depois"
    },
    guesser: { empty: { title: "Nenhum dado para exibir", message: "Verifique o seu dataProvider" } },
    configurable: {
      customize: "Personalizar", configureMode: "Configurar esta página",
      inspector: { title: "Inspetor", content: "Passe o mouse sobre os elementos da interface para configurá-los", reset: "Redefinir", hideAll: "Ocultar tudo", showAll: "Mostrar tudo" },
      Datagrid: { title: "Tabela", unlabeled: "Coluna sem título #%{column}" },
      SimpleForm: { title: "Formulário", unlabeled: "Campo sem título #%{input}" },
      SimpleList: { title: "Lista", primaryText: "Texto principal", secondaryText: "Texto secundário", tertiaryText: "Texto terciário" }
    }
  }
}
