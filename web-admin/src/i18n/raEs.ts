// react-admin 5's strings that the community Spanish catalogue (@blackbox-vision/ra-language-spanish,
// written for react-admin 4) lacks or words for react-admin 4, laid over it.
export const raEs = {
  ra: {
    action: { reset: "Restablecer", search_columns: "Buscar columnas", select_all_button: "Seleccionar todo" },
    // react-admin 5 titles a record by its representation, not by its id.
    page: { edit: "%{name} %{recordRepresentation}", show: "%{name} %{recordRepresentation}", access_denied: "Acceso denegado", authentication_error: "Error de autenticación" },
    message: {
      access_denied: "No tiene permisos para acceder a esta página",
      authentication_error: "El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.",
      select_all_limit_reached: "Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.",
      placeholder_data_warning: "Problema de red: no se pudieron actualizar los datos."
    },
    navigation: { clear_filters: "Limpiar filtros", no_filtered_results: "No se encontró ningún %{name} con los filtros actuales." },
    auth: { email: "Correo electrónico" },
    notification: { offline: "Sin conexión. No se pudieron obtener los datos." },
    validation: { unique: "Debe ser único" },
    guesser: { empty: { title: "No hay datos para mostrar", message: "Revise su dataProvider" } }
  }
}
