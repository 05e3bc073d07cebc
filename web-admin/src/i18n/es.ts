import type { Catalogue } from "./en.ts"
import { esEventFields } from "./eventFields.ts"
import { esEventTypes } from "./eventTypes.ts"
import { rewardsEs } from "./rewards.ts"
import { contentEs } from "./content.ts"
import { surveysEs } from "./surveys.ts"
import { forumsEs } from "./forums.ts"
import { loungesEs } from "./lounges.ts"
import { brandingEs } from "./branding.ts"
import { learningEs } from "./learning.ts"
import { authoringEs } from "./authoring.ts"
import { podcastsLibraryEs } from "./podcastsLibrary.ts"
import { senceEs } from "./sence.ts"
import { sitePagesEs } from "./sitePages.ts"
import { classesEs } from "./classes.ts"
import { scormAttemptsEs } from "./scormAttempts.ts"

export const es: Catalogue = {
  resources: {
    ...rewardsEs.resources,
    ...contentEs.resources,
    ...surveysEs.resources,
    ...forumsEs.resources,
    ...loungesEs.resources,
    ...brandingEs.resources,
    ...learningEs.resources,
    ...authoringEs.resources,
    ...podcastsLibraryEs.resources,
    ...senceEs.resources,
    ...sitePagesEs.resources,
    ...classesEs.resources,
    ...scormAttemptsEs.resources,
    sales: {
      name: "Venta |||| Ventas",
      fields: {
        id: "Venta", campaignId: "Campaña", userName: "Vendedor", storeId: "Tienda", storeName: "Tienda", chainId: "Cadena",
        chainName: "Cadena", invoiceNumber: "Factura", saleDate: "Fecha de venta", reportedAt: "Informada el", status: "Estado",
        duplicate: "Duplicada", basePoints: "Puntos base", creditedPoints: "Puntos acreditados", level: "Nivel del crédito",
        lines: "Líneas", sku: "SKU", quantity: "Cantidad", pointsPerUnit: "Puntos por unidad", reason: "Motivo", q: "Factura o nombre",
        reportedAt_gte: "Informada desde", reportedAt_lte: "Informada hasta", photo: "Foto de la factura"
      }
    },
    "level-ups": {
      name: "Solicitud de nivel |||| Solicitudes de nivel",
      fields: {
        userName: "Usuario", userId: "Usuario", campaignId: "Campaña", toLevel: "Al nivel", countedSales: "Ventas contadas",
        unapprovedSales: "Aún no aprobadas", status: "Estado", requestedAt: "Solicitada el", reason: "Motivo"
      }
    },
    accounts: {
      name: "Cuenta |||| Cuentas",
      fields: {
        id: "Usuario", fullName: "Nombre", email: "Correo", country: "País", role: "Rol", status: "Estado", level: "Nivel",
        totalXp: "XP", registeredAt: "Registrada el", blockReason: "Motivo del bloqueo", q: "Nombre, correo o id"
      }
    },
    campaigns: {
      name: "Campaña |||| Campañas",
      fields: {
        id: "Campaña", name: "Nombre", country: "País", begins: "Inicio", ends: "Fin", status: "Estado",
        storeCount: "Tiendas", participantCount: "Participantes", q: "Nombre", pointsTable: "Tabla de puntos", categoryCaps: "Límites por categoría"
      }
    },
    brands: {
      name: "Marca |||| Marcas",
      fields: { id: "Id", name: "Nombre" }
    },
    agencies: {
      name: "Agencia |||| Agencias",
      fields: { id: "Id", name: "Nombre", brandIds: "Marcas" }
    },
    chains: {
      name: "Cadena |||| Cadenas",
      fields: { id: "Id", name: "Nombre", country: "País", storeCount: "Tiendas" }
    },
    stores: {
      name: "Tienda |||| Tiendas",
      fields: { id: "Id", name: "Nombre", chainName: "Cadena", city: "Ciudad", country: "País" }
    },
    products: {
      name: "Producto |||| Productos",
      fields: { sku: "SKU", productType: "Tipo", brandName: "Marca", processor: "Procesador", generation: "Generación", formFactor: "Formato" }
    },
    wallets: {
      name: "Billetera |||| Billeteras",
      fields: { campaignId: "Campaña", balance: "Saldo", confirmed: "Confirmados", provisional: "Provisorios", expired: "Vencidos", credited: "Acreditados", reversed: "Revertidos", debited: "Debitados" }
    },
    clients: {
      name: "Empresa cliente |||| Empresas clientes",
      fields: { id: "Id", name: "Nombre", homeRoute: "Ruta inicial", members: "Miembros", features: "Módulos", passwordStrength: "Nivel de contraseña", q: "Nombre o id" }
    },
    events: {
      name: "Registro |||| Registro",
      fields: { id: "Posición", streamId: "Flujo", type: "Evento", actor: "Autor", commandId: "Id del comando", recordedAt_gte: "Grabado desde", recordedAt_lte: "Grabado hasta" }
    },
    "statement-lines": {
      name: "Movimiento |||| Movimientos",
      fields: { at: "Fecha", kind: "Movimiento", ref: "Referencia", points: "Puntos", note: "Nota", confirmedPoints: "Puntos confirmados" }
    },
    "participants": {
      name: "Participante |||| Participantes",
      fields: { userName: "Participante", campaignId: "Campaña", agencyId: "Agencia", storeIds: "Tiendas", registeredAt: "Inscrito el", q: "Nombre o id" }
    },
    photos: { name: "Foto de tienda |||| Fotos de tienda", fields: { fileId: "Foto", photoTypeName: "Tipo", photoType: "Tipo", storeName: "Tienda", storeId: "Tienda", chainName: "Cadena", userName: "Vendedor", campaignId: "Campaña", week: "Semana", uploadedAt: "Enviada el", status: "Estado", points: "Puntos", reason: "Motivo", q: "Tienda o nombre" } },
    meetups: { name: "Evento |||| Eventos", fields: { id: "Id del evento", title: "Título", country: "País", startsAt: "Inicio", endsAt: "Fin", startsAtMs: "Inicio", place: "Lugar", minLevel: "Nivel mínimo", capacity: "Plazas", checkIns: "Asistencias", q: "Título o lugar" } },
    "check-ins": { name: "Asistencia |||| Asistencias", fields: { userName: "Nombre", userId: "Usuario", level: "Nivel", checkedInAt: "Registrada el" } },
    "photo-types": { name: "Tipo de foto |||| Tipos de foto", fields: { name: "Tipo" } }
  },
  vitrine: {
    ...rewardsEs.vitrine,
    ...contentEs.vitrine,
    ...surveysEs.vitrine,
    ...forumsEs.vitrine,
    ...loungesEs.vitrine,
    ...brandingEs.vitrine,
    ...learningEs.vitrine,
    ...authoringEs.vitrine,
    ...podcastsLibraryEs.vitrine,
    ...sitePagesEs.vitrine,
    ...classesEs.vitrine,
    ...scormAttemptsEs.vitrine,
    app: { title: "Vitrine Admin", superuser: "Superusuario", all_countries: "Todos los países", country: "País", language: "Idioma" },
    auth: { not_staff: "Esta cuenta no es de administrador ni de auditor.", too_many: "Demasiados intentos fallidos: vuelve a intentarlo en %{minutes} min." },
    roles: { admin: "Administrador", auditor: "Auditor", learner: "Alumno", operator: "Operador", instructor: "Instructor" },
    status: {
      shipped: "Enviado", delivered: "Entregado",
      awaiting_approval: "Esperando aprobación", approved: "Aprobada", reproved: "Rechazada", pending: "Pendiente",
      rejected: "Rechazada", blocked: "Bloqueada", draft: "Borrador", open: "Abierta", closed: "Cerrada", erased: "Borrada"
    },
    sales: {
      approve: "Aprobar", reprove: "Rechazar", next: "Siguiente", reprove_title: "Rechazar la venta %{invoice}",
      approved: "Venta aprobada", reproved: "Venta rechazada", bulk_approve: "Aprobar seleccionadas",
      bulk_done: "%{ok} aprobadas, %{failed} rechazadas", bulk_title: "Resultado de la aprobación en lote",
      duplicate_warning: "Posible duplicado: otras ventas con la factura %{invoice}",
      shortcuts: "Atajos: A aprobar · R rechazar · N siguiente", no_photo: "Sin foto de la factura", zoom: "Ampliar la foto de la factura",
      close: "Cerrar", points: "%{points} puntos"
    },
    common: { reason: "Motivo", reason_required: "Indique el motivo", confirm: "Confirmar", cancel: "Cancelar", events: "Historial" },
    events: { type: "Evento", at: "Fecha del hecho", recordedAt: "Registrado el", actor: "Autor", commandId: "Comando", data: "Datos" },
    eventFields: esEventFields,
    eventTypes: esEventTypes,
    history: { forbidden: "No tiene permiso para leer el historial de este registro.", empty: "Nada registrado todavía.", error: "No se pudo cargar el historial." },
    queue: { shortcuts: "Atajos de una tecla (A, R, N)", shortcuts_off: "Los atajos de una tecla están desactivados", bulk_confirm_title: "¿Aprobar %{smart_count} venta? |||| ¿Aprobar %{smart_count} ventas?", bulk_confirm: "Cada venta seleccionada se aprueba y sus puntos se confirman. No se puede deshacer.", bulk_reprove: "Rechazar seleccionadas", bulk_reprove_title: "Rechazar %{smart_count} venta |||| Rechazar %{smart_count} ventas", bulk_reproved: "%{ok} rechazada(s), %{failed} no aceptada(s)", bulk_reprove_results: "Resultado del rechazo en lote", end_of_queue: "No hay otra venta en esta vista: de vuelta a la lista" },
    games: {
      menu: "Cursos de juegos", title: "Nuevo curso de juegos", help: "Un curso en borrador cuyas actividades son juegos. Elige el tipo de cada juego y edita su JSON a partir de la plantilla: la consola comprueba que el juego se pueda ganar antes de enviarlo.", courseId: "Id del curso", courseTitle: "Título del curso", workload: "Carga horaria (horas)", activities: "Juegos", activityId: "Id de la actividad", activityTitle: "Título de la actividad", type: "Tipo de juego", json: "Juego (JSON)", preview: "Vista previa",
      types: { drag_drop: "Arrastrar y soltar", drag_words: "Arrastrar las palabras", find_pairs: "Encontrar las parejas", this_or_that: "Esto o aquello", fill_blanks: "Completar los huecos", true_false: "Verdadero o falso", flashcards: "Tarjetas", enigma: "Enigma" }
    },
    signups: {
      title: "Registros por aprobar", menu: "Registros por aprobar", approve: "Aprobar", approved: "Registro aprobado: se envió el enlace de primer acceso",
      empty: "Ningún registro espera aprobación.", help: "Cuentas creadas por registro, esperando aprobación. Al aprobar, la persona recibe por correo el enlace para crear su contraseña."
    },
    erased: { title: "Cuenta borrada", text: "Esta cuenta fue borrada a pedido de su titular el %{date}. Los datos personales ya no existen; solo quedan los ids en los registros del programa." },
    levelups: {
      approve: "Aprobar", reject: "Rechazar", approved: "Nivel aprobado", rejected: "Solicitud rechazada",
      blocked_reason: "%{count} venta(s) contada(s) aún sin aprobar: audítelas primero.", counted: "Ventas contadas"
    },
    accounts: {
      profile: "Perfil", approve: "Aprobar", block: "Bloquear", unblock: "Desbloquear", approved: "Cuenta aprobada", blocked: "Cuenta bloqueada",
      unblocked: "Cuenta desbloqueada", wallets: "Billeteras", sales: "Ventas", statement: "Extracto"
    },
    campaigns: {
      open: "Abrir", close: "Cerrar", opened: "Campaña abierta", closed: "Campaña cerrada",
      confirm_open: "¿Abrir %{name}? Sus %{stores} tienda(s) inscritas se abren a los vendedores y su tabla de puntos (%{rows} SKU) queda bloqueada: las correcciones se harán por reprocesamiento.",
      confirm_close: "¿Cerrar %{name}? %{participants} participante(s) ya no podrán informar ventas. %{wallets} billetera(s) vencerán (%{points} puntos); %{falling} usuario(s) bajarán un nivel (%{cancelled} solicitud(es) de subida pendiente(s) cancelada(s)). %{awaiting} venta(s) aún en auditoría cuentan en el cierre.",
      replay: "Reprocesar", replay_title: "Reprocesar %{name}", table: "Tabla de puntos (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Subir tabla", dry_run: "Simular", apply: "Aplicar", applied: "Reproceso aplicado: %{count} compensación(es)",
      invalid_table: "La tabla no es un JSON válido", user: "Usuario", points_delta: "Δ puntos", xp_delta: "Δ XP",
      level: "Nivel antes → después", totals: "Totales: %{users} usuario(s), %{points} puntos, %{xp} XP", no_change: "Ningún usuario cambia",
      id_help: "Un id corto, p. ej. ar-2026-invierno", thresholds: "Umbrales de nivel (XP)", creator_reach: "Creator: XP para alcanzar", creator_keep: "Creator: XP para mantener", influencer_reach: "Influencer: XP para alcanzar", influencer_keep: "Influencer: XP para mantener", category: "Categoría", cap: "Límite", summary: "Resumen", levels_text: "Creator desde %{creatorReach} XP (mantener %{creatorKeep}) · Influencer desde %{influencerReach} XP (mantener %{influencerKeep})", no_caps: "Sin límites por categoría", store_to_enrol: "Tienda a inscribir", enrol: "Inscribir tienda", enrolled: "Tienda inscrita", edit_table: "Editar tabla de puntos", force: "Revisé las advertencias: aplicar de todos modos"
    },
    dashboard: {
      week: "S%{week}", sales: "Ventas", points: "Puntos", pending_audits: "Ventas por auditar", pending_levelups: "Subidas de nivel pendientes",
      ending_soon: "Campañas que terminan en %{days} días o menos", none_ending: "Ninguna", days_left: "Queda %{smart_count} día (termina el %{date}) |||| Quedan %{smart_count} días (termina el %{date})",
      this_week: "Semana %{week}: %{sales} ventas, %{points} puntos", not_started: "Aún no empezó", to_queue: "Ir a la cola de auditoría de ventas"
    },
    replay_warnings: {
      skus_removed: "SKU eliminados: %{skus} (%{sales} venta(s) los tenían y no ganarían nada por ellos)",
      skus_unknown: "SKU que la campaña no listaba: %{skus}", skus_duplicated: "SKU listados dos veces (cuenta la última fila): %{skus}",
      points_swing: "Los puntos de la campaña cambian más de la mitad: %{before} → %{after}", skus_not_in_catalogue: "SKU fuera del catálogo de productos: %{skus}"
    },
    clients: { route_help: "Una ruta de la app del alumno, que empieza con /", strength: { low: "Baja", medium: "Media", strong: "Alta" } },
    statement: { confirmed: "%{points} confirmados" },
    movements: { credit_sale: "Crédito por venta", credit_photo: "Crédito por foto", credit_training: "Crédito por capacitación", credit_adjustment: "Crédito por ajuste", confirmation: "Confirmación", reversal: "Reversión", debit_redemption: "Canje", debit_transfer: "Transferencia", refund: "Reembolso", adjustment: "Ajuste", correction: "Corrección por reprocesamiento", expiry: "Vencimiento" },
    features: { ranking: "Ranking", score: "Puntaje", library: "Biblioteca", news: "Noticias", webcasts: "Webcasts", profile: "Perfil", loyalty: "Fidelización", courses: "Cursos", surveys: "Encuestas" },
    reference: { code_id: "Use letras, dígitos, \".\", \"_\" o \"-\", empezando por letra o dígito (sin espacios ni barras)" },
    adjust: { button: "Ajustar puntos", title: "Ajustar los puntos de la billetera (%{campaign})", points: "Puntos", points_help: "Un número entero: positivo acredita, negativo debita", points_invalid: "Escriba un número entero distinto de cero", done: "Puntos ajustados" },
    erase: { button: "Eliminar cuenta", title: "Eliminar la cuenta y sus datos personales", text: "Los datos personales del titular (nombre, correo, documento, teléfono, archivos) se borrarán para siempre. El historial del programa conserva solo el id.", type_name: "Para confirmar, escriba el nombre completo del titular: %{name}", mismatch: "El nombre escrito no es el del titular", confirm: "Eliminar para siempre", done: "Cuenta eliminada" },
    points_table: { legend: "Tabla de puntos corregida (%{count} SKU)", add: "Agregar SKU", remove: "Quitar %{sku}", sku_required: "Escriba el SKU", sku_twice: "SKU repetido", points_invalid: "Un número entero desde 1", invalid_file: "El archivo no es una tabla: suba el JSON [{\"sku\", \"pointsPerUnit\"}] o un CSV sku,puntos" },
    context: { observation: "Observación del vendedor", level_now: "Nivel actual: %{level} · solicitado: nivel %{to}", xp: "XP en la campaña: %{campaign} · XP total: %{total}", threshold: "Nivel %{to} desde %{reach} XP en la campaña (se mantiene con %{keep})", document: "Documento", age: "Nacimiento (edad)", age_text: "%{date} (%{age} años)" },
    signup_reject: { button: "Rechazar", title: "Rechazar el registro de %{name}", done: "Registro rechazado" },
    photos: { no_file: "Sin imagen", zoom: "Ampliar: %{name}", bulk_done: "%{ok} aprobada(s), %{failed} rechazada(s)", bulk_approve: "Aprobar seleccionadas", approved: "Foto aprobada", reproved: "Foto reprobada", reprove_title: "Reprobar la foto de %{store}", week_of_store: "Otras fotos de la tienda en la semana %{week}", none_other: "Ninguna otra foto de esta tienda esta semana" },
    meetups: { id_help: "Un id corto, p. ej. ar-2026-05-encuentro", level_1: "1 · Junior", level_2: "2 · Creator", level_3: "3 · Influencer", code_title: "Asistencia: %{title}", no_code: "Todavía sin código: genera el primero.", qr_alt: "Código QR del código de asistencia %{code}", rotate: "Nuevo código", fullscreen: "Pantalla completa", auto_rotate: "Nuevo código cada minuto", export: "Exportar asistencia", attendance: "Asistencia" }
  }
}
