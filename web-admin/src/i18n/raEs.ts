// react-admin's own strings in es-ES. The community ra-language-spanish is 1.0.0 (react-admin 1),
// so these override ra-language-english key by key; the rest stays English.
export const raEs = {
  ra: {
    action: {
      add_filter: "Agregar filtro", add: "Agregar", back: "Volver", bulk_actions: "1 elemento seleccionado |||| %{smart_count} elementos seleccionados",
      cancel: "Cancelar", clear_input_value: "Limpiar", clone: "Duplicar", confirm: "Confirmar", create: "Crear", delete: "Borrar",
      edit: "Editar", export: "Exportar", list: "Listar", refresh: "Actualizar", remove_filter: "Quitar filtro", remove: "Quitar",
      save: "Guardar", search: "Buscar", select_all: "Seleccionar todo", select_row: "Seleccionar esta fila", show: "Mostrar",
      sort: "Ordenar", undo: "Deshacer", unselect: "Deseleccionar", expand: "Expandir", close: "Cerrar", open_menu: "Abrir menú",
      close_menu: "Cerrar menú", clear_array_input: "Vaciar la lista", select_columns: "Columnas", update: "Actualizar"
    },
    boolean: { true: "Sí", false: "No", null: " " },
    page: { create: "Crear %{name}", dashboard: "Panel", edit: "%{name} %{recordRepresentation}", error: "Algo salió mal", list: "%{name}", loading: "Cargando", not_found: "No encontrado", show: "%{name} %{recordRepresentation}", empty: "Aún no hay %{name}." },
    navigation: {
      no_results: "Sin resultados", no_more_results: "La página %{page} está fuera de los límites.", page_out_of_boundaries: "Página %{page} fuera de los límites",
      page_out_from_end: "No hay páginas después de la última", page_out_from_begin: "No hay páginas antes de la primera",
      page_range_info: "%{offsetBegin}-%{offsetEnd} de %{total}", partial_page_range_info: "%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}",
      current_page: "Página %{page}", page: "Ir a la página %{page}", first: "Primera página", last: "Última página",
      next: "Página siguiente", previous: "Página anterior", page_rows_per_page: "Filas por página:", skip_nav: "Saltar al contenido"
    },
    auth: {
      auth_check_error: "Inicie sesión para continuar", user_menu: "Perfil", username: "Usuario", password: "Contraseña", sign_in: "Entrar",
      sign_in_error: "Usuario o contraseña incorrectos", logout: "Salir"
    },
    notification: {
      updated: "Actualizado", created: "Creado", deleted: "Borrado", bad_item: "Elemento incorrecto", item_doesnt_exist: "El elemento no existe",
      http_error: "Error de comunicación con el servidor", data_provider_error: "Error del dataProvider.", i18n_error: "No se pudieron cargar las traducciones",
      canceled: "Acción cancelada", logged_out: "Su sesión terminó; vuelva a entrar.", not_authorized: "No tiene acceso a este recurso."
    },
    message: { loading: "Cargando", invalid_form: "El formulario tiene errores", yes: "Sí", no: "No", are_you_sure: "¿Está seguro?", error: "Ocurrió un error" },
    validation: { required: "Obligatorio" }
  }
}
