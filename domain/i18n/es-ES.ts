import { accountsEsES } from "./accounts/es-ES.ts"
import { authoringEsES } from "./authoring/es-ES.ts"
import { ssoEsES } from "./sso/es-ES.ts"
import { learningEsES } from "./learning/es-ES.ts"
import { forumEsES } from "./forum/es-ES.ts"
import { loungeEsES } from "./lounge/es-ES.ts"
import { fieldEsES } from "./field/es-ES.ts"
import { surveysEsES } from "./surveys/es-ES.ts"
import { podcastsLibraryEsES } from "./podcastsLibrary/es-ES.ts"
import { senceEsES } from "./sence/es-ES.ts"
import { scormEsES } from "./scorm/es-ES.ts"
import { classesEsES } from "./classes/es-ES.ts"
import type { Catalogue } from "./catalogue.ts"
import { rewardsEsES } from "./rewards/es-ES.ts"
import { contentEsES } from "./content/es-ES.ts"
import { brandingEsES } from "./branding/es-ES.ts"

export const esES: Catalogue = {
  dateOrder: "dmy",
  unknownError: "No se ha podido completar la operación (código {code}).",
  passwordRequirements: {
    length: "al menos {min} caracteres",
    upper: "una letra mayúscula",
    lower: "una letra minúscula",
    digit: "un número",
    symbol: "un símbolo (por ejemplo ! ? # @)"
  },
  terms: {
    brand: "marca",
    agency: "agencia",
    chain: "cadena",
    store: "tienda",
    product: "producto",
    draft: "borrador",
    open: "abierta",
    closed: "cerrada",
    awaiting_approval: "pendiente de aprobación",
    approved: "aprobada",
    reproved: "rechazada",
    published: "publicado",
    archived: "archivado",
    shipped: "enviado",
    delivered: "entregado",
    rejected: "rechazado"
  },
  messages: {
    ...brandingEsES,
    ...ssoEsES,
    ...learningEsES,
    ...authoringEsES,
    ...forumEsES,
    ...loungeEsES,
    ...rewardsEsES,
    ...contentEsES,
    ...fieldEsES,
    ...surveysEsES,
    ...podcastsLibraryEsES,
    ...senceEsES,
    ...scormEsES,
    ...classesEsES,
    ...accountsEsES,
    "input.invalid": "Faltan algunos datos o no tienen el formato correcto. Revisa los campos indicados.",
    "input.unknown_command": "Operación desconocida: {type}.",
    "store.concurrency_conflict": "Otra persona ha modificado estos datos mientras trabajabas. Actualiza la página e inténtalo de nuevo.",
    "store.duplicate_event_id": "Esta operación ya se registró con otro contenido. Envíala de nuevo con un identificador nuevo.",
    "auth.forbidden": "No tienes permiso para realizar esta operación.",
    "http.invalid_token": "Tu sesión ha caducado o no es válida. Vuelve a iniciar sesión.",
    "http.not_found": "No encontramos lo que buscabas.",
    "http.payload_too_large": "Lo que enviaste es demasiado grande (el límite es de {limitBytes} bytes).",
    "http.unsupported_media_type": "Este formato no se acepta aquí ({contentType}).",
    "http.too_many_requests": "Demasiados intentos. Vuelve a intentarlo en {retryAfterSeconds} segundos.",
    "http.idempotency_key_reused": "Esta clave de idempotencia ya se usó para otra solicitud. Envía esta con una clave nueva.",
    "input.invalid_query": "La consulta de la lista no es válida ({param}: {reason}).",
    "http.busy": "El programa está ocupado con un mantenimiento (una importación o una reconstrucción). No se guardó nada: vuelve a intentarlo en {retryAfterSeconds} segundos.",
    "http.internal_error": "Algo salió mal de nuestro lado. Inténtalo de nuevo en unos momentos.",

    "account.already_exists": "Ya existe una cuenta con el identificador {userId}.",
    "account.not_found": "No hemos encontrado la cuenta {userId}.",
    "account.invalid_document": "El número de documento no es válido para el país de la cuenta ({country}).",
    "account.document_taken": "Este documento ya está registrado en otra cuenta de este país.",
    "account.invalid_email": "Introduce un correo electrónico válido, como nombre@empresa.com.",
    "account.birthday_not_past": "La fecha de nacimiento debe ser anterior a hoy ({today}).",
    "account.not_approved": "La cuenta {userId} todavía no ha sido aprobada.",
    "account.already_approved": "La cuenta {userId} ya está aprobada.",
    "account.blocked": "La cuenta {userId} está bloqueada.",
    "account.not_blocked": "La cuenta {userId} no está bloqueada.",
    "account.not_awaiting_approval": "Esta cuenta no está pendiente de aprobación.",
    "account.personal_data_missing": "Los datos personales de la cuenta {userId} no están disponibles (faltan o se borraron a petición del titular).",
    "account.password_too_weak": "La contraseña no cumple los requisitos. Le falta: {missing}.",

    "client.already_exists": "Ya existe una empresa cliente con el código {clientId}.",
    "client.not_found": "No encontramos la empresa cliente {clientId}.",
    "client.already_member": "El usuario {userId} ya pertenece a la empresa cliente {clientId}.",

    "campaign.already_exists": "Ya existe una campaña con el código {campaignId}.",
    "campaign.not_found": "No hemos encontrado la campaña {campaignId}.",
    "campaign.invalid_dates": "La fecha de fin ({ends}) no puede ser anterior a la de inicio ({begins}).",
    "campaign.overlaps": "Las fechas de la campaña {campaignId} coinciden con las de la campaña {otherCampaignId}, del mismo país.",
    "campaign.duplicate_sku": "El SKU {sku} aparece más de una vez en la tabla de puntos.",
    "campaign.invalid_levels":
      "Umbrales de nivel no válidos: el nivel 3 debe exigir más XP que el nivel 2, y el mínimo para mantener un nivel no puede superar el necesario para alcanzarlo.",
    "campaign.points_table_locked":
      "La tabla de puntos de la campaña {campaignId} ya no se puede modificar tras la apertura; las correcciones se hacen por reprocesamiento.",
    "campaign.empty_points_table": "La campaña {campaignId} necesita una tabla de puntos antes de abrirse.",
    "campaign.no_stores": "La campaña {campaignId} necesita al menos una tienda participante antes de abrirse.",
    "campaign.store_already_enrolled": "La tienda {storeId} ya participa en la campaña {campaignId}.",
    "campaign.store_wrong_country": "La tienda {storeId} está en otro país ({country}) y no puede participar en esta campaña.",
    "campaign.not_draft": "La campaña {campaignId} ya no es un borrador (estado: {status}).",
    "campaign.not_open": "La campaña {campaignId} no está abierta (estado: {status}).",
    "campaign.closed": "La campaña {campaignId} ya está cerrada.",
    "campaign.previous_not_closed": "La campaña {campaignId} solo puede abrirse cuando la campaña anterior del país, {previousCampaignId}, esté cerrada.",
    "campaign.still_running": "La campaña {campaignId} dura hasta el {ends}; solo se puede cerrar después de esa fecha.",

    "level.no_pending_request": "No hay ninguna solicitud pendiente de {userId} para subir al nivel {toLevel}.",
    "level.sales_not_approved": "La subida de nivel solo se puede aprobar cuando todas las ventas que cuenta estén aprobadas. Pendientes: {saleIds}.",

    "reference.already_exists": "Ya existe un registro de {kind} con el código {id}.",
    "reference.unknown": "No hemos encontrado ningún registro de {kind} con el código {id}.",
    "reference.country_mismatch": "La tienda {storeId} debe estar en el mismo país que su cadena (tienda: {storeCountry}; cadena: {chainCountry}).",
    "reference.not_found": "No existe ningún registro de {kind} con el código {id}.",

    "replay.stale": "El nivel de {userId} cambió desde que se calculó el reprocesamiento (esperado {expectedLevel}, actual {actualLevel}); vuelva a reprocesar la campaña.",
    "replay.nothing_to_correct": "No hay nada que corregir para {userId}.",
    "replay.needs_force": "La tabla corregida tiene advertencias ({kinds}): confírmelas para aplicar el reprocesamiento.",

    "registration.terms_not_accepted": "Para participar, debes aceptar las bases de la campaña.",
    "registration.already_registered": "La cuenta {userId} ya está inscrita en la campaña {campaignId}.",
    "registration.no_brand": "Elige al menos una marca de la agencia {agencyId}.",
    "registration.brand_not_in_agency": "La agencia {agencyId} no trabaja con la marca {brandId}.",
    "registration.no_store": "Elige al menos una tienda.",
    "registration.chain_without_store": "Elige al menos una tienda de la cadena {chainId}.",
    "registration.store_outside_chains": "La tienda {storeId} no pertenece a ninguna de las cadenas elegidas.",
    "registration.store_not_participating": "La tienda {storeId} no participa en la campaña {campaignId}.",
    "registration.underage": "Debes tener al menos {minimumAge} años en la fecha de inscripción.",
    "registration.wrong_country": "La campaña y la cuenta son de países distintos (campaña: {campaignCountry}; cuenta: {accountCountry}).",
    "registration.not_registered": "La cuenta {userId} no está inscrita en la campaña {campaignId}.",

    "sale.already_exists": "La venta {saleId} ya está registrada.",
    "sale.not_found": "No hemos encontrado la venta {saleId}.",
    "sale.not_registered": "Inscríbete en la campaña {campaignId} antes de registrar ventas.",
    "sale.date_in_future": "La fecha de la venta ({saleDate}) es posterior a hoy ({today}).",
    "sale.outside_campaign": "La fecha de la venta ({saleDate}) está fuera del periodo de la campaña, del {begins} al {ends}.",
    "sale.window_expired": "La venta se registró {days} días después de la fecha de la factura; el plazo es de 15 días.",
    "sale.campaign_ended": "La campaña {campaignId} terminó el {ends}; ya no se pueden registrar ventas.",
    "sale.invoice_required": "Indica el número de la factura.",
    "sale.invoice_already_sent": "Ya has enviado la factura {invoiceNumber} en esta campaña.",
    "sale.store_not_registered": "La tienda {storeId} no está entre las tiendas de tu inscripción en esta campaña.",
    "sale.store_not_participating": "La tienda {storeId} no participa en esta campaña.",
    "sale.unknown_sku": "El producto {sku} no está en la tabla de puntos de esta campaña.",
    "sale.quantity_out_of_range": "Cantidad no válida para el producto {sku}: {quantity}. Indica de 1 a 999 unidades.",
    "file.not_found": "No encontramos el archivo {fileId}.",
    "file.unsupported_media": "Este archivo no es un video, audio, imagen, PDF ni zip ({detected}).",
    "file.library_mismatch": "El contenido de este archivo no corresponde a la extensión .{extension} ({detected}). Envía el documento original.",
    "file.unsupported_type": "Este tipo de archivo no se acepta ({detected}). Envía una imagen (JPEG, PNG o WebP) o un PDF.",
    "file.missing": "No se envió ningún archivo: adjúntalo en el campo \"{field}\".",
    "file.image_unreadable": "No pudimos leer esta imagen ({contentType}). Puede estar dañada o incompleta.",
    "file.image_too_large": "La imagen es demasiado grande ({width} × {height} píxeles). Envía una foto de hasta {maxPixels} píxeles.",
    "sale.invoice_photo_unknown": "La foto de la factura ({fileId}) no es un archivo que hayas subido.",
    "sale.no_lines": "Añade al menos un producto vendido.",
    "sale.already_audited": "La venta {saleId} ya ha sido auditada (estado: {status}).",

    "wallet.zero_adjustment": "El ajuste debe sumar o restar al menos un punto.",
    "wallet.insufficient_balance": "No tienes puntos suficientes para esta operación (saldo: {balance}; necesarios: {points}).",
    "wallet.in_debt": "Tu saldo es negativo ({balance}). Podrás volver a canjear cuando nuevos créditos cubran la diferencia.",
    "wallet.refund_exceeds_debit": "Devolución superior a lo que aún se puede reembolsar para {ref}: solicitado {points}, disponible {refundable}."
  }
}
