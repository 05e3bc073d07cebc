import type { Catalogue } from "./en.ts"

export const es: Catalogue = {
  resources: {
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
        storeCount: "Tiendas", participantCount: "Participantes", q: "Nombre", pointsTable: "Tabla de puntos"
      }
    },
    brands: {
      name: "Marca |||| Marcas",
      fields: { id: "Id", name: "Nombre" }
    },
    agencies: {
      name: "Agencia |||| Agencias",
      fields: { id: "Id", name: "Nombre" }
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
      fields: { campaignId: "Campaña", balance: "Saldo", confirmed: "Confirmados", provisional: "Provisorios", expired: "Vencidos" }
    }
  },
  vitrine: {
    app: { title: "Vitrine Admin", superuser: "Superusuario", all_countries: "Todos los países", country: "País", language: "Idioma" },
    auth: { not_staff: "Esta cuenta no es de administrador ni de auditor.", too_many: "Demasiados intentos: espere unos minutos." },
    roles: { admin: "Administrador", auditor: "Auditor", learner: "Alumno", operator: "Operador" },
    status: {
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
    levelups: {
      approve: "Aprobar", reject: "Rechazar", approved: "Nivel aprobado", rejected: "Solicitud rechazada",
      blocked_reason: "%{count} venta(s) contada(s) aún sin aprobar: audítelas primero.", counted: "Ventas contadas"
    },
    accounts: {
      profile: "Perfil", approve: "Aprobar", block: "Bloquear", unblock: "Desbloquear", approved: "Cuenta aprobada", blocked: "Cuenta bloqueada",
      unblocked: "Cuenta desbloqueada", wallets: "Billeteras", sales: "Ventas"
    },
    campaigns: {
      open: "Abrir", close: "Cerrar", opened: "Campaña abierta", closed: "Campaña cerrada",
      confirm_open: "¿Abrir %{name}? Los vendedores de sus %{stores} tienda(s) inscritas podrán registrarse e informar ventas desde ahora.",
      confirm_close: "¿Cerrar %{name}? Sus %{participants} participante(s) ya no podrán informar ventas; los puntos no confirmados vencen según las reglas.",
      replay: "Reprocesar", replay_title: "Reprocesar %{name}", table: "Tabla de puntos (JSON: [{\"sku\", \"pointsPerUnit\"}])",
      upload: "Subir tabla", dry_run: "Simular", apply: "Aplicar", applied: "Reproceso aplicado: %{count} compensación(es)",
      invalid_table: "La tabla no es un JSON válido", user: "Usuario", points_delta: "Δ puntos", xp_delta: "Δ XP",
      level: "Nivel antes → después", totals: "Totales: %{users} usuario(s), %{points} puntos, %{xp} XP", no_change: "Ningún usuario cambia"
    }
  }
}
