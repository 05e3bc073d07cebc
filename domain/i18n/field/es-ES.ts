/** Messages of the field programme's codes (store photos, meetups and check-in). */
export const fieldEsES = {
  "photo.type_already_exists": "Ya existe un tipo de foto con el código {photoTypeId}.",
  "photo.type_not_found": "No encontramos el tipo de foto {photoTypeId}.",
  "photo.already_exists": "La foto {photoId} ya fue enviada.",
  "photo.not_found": "No encontramos la foto {photoId}.",
  "photo.campaign_not_running": "La campaña {campaignId} no está en curso (del {begins} al {ends}): las fotos solo se pueden enviar durante la campaña.",
  "photo.not_registered": "Debes estar inscrito en la campaña {campaignId} para enviar fotos.",
  "photo.store_not_registered": "La tienda {storeId} no está entre las tiendas de tu inscripción.",
  "photo.already_sent_this_week": "Esta tienda ya tiene una foto de este tipo esta semana ({week}). Se podrá enviar una nueva foto a partir del {reopensAt}.",
  "photo.file_unknown": "El archivo {fileId} no es una foto que hayas subido. Toma o elige la foto de nuevo.",
  "photo.already_audited": "La foto {photoId} ya fue auditada ({status}).",
  "meetup.already_exists": "Ya existe un evento con el código {meetupId}.",
  "meetup.not_found": "No encontramos el evento {meetupId}.",
  "meetup.ends_before_start": "El evento debe terminar después de empezar (inicio {startsAt}, fin {endsAt}).",
  "checkin.other_country": "Este evento es de otro país ({country}): solo los participantes de ese país pueden registrar su asistencia.",
  "checkin.closed": "El registro de asistencia de este evento no está abierto: abre el {opensAt} y cierra el {endsAt}.",
  "checkin.code_format": "El código de asistencia tiene seis dígitos.",
  "checkin.code_invalid": "Este no es el código actual del evento. Revisa el código que aparece en la pantalla del evento.",
  "checkin.level_required": "Este evento es para participantes desde el nivel {minLevel}; tu nivel es {level}.",
  "checkin.already": "Ya registraste tu asistencia a este evento.",
  "ranking.disabled": "El ranking no está disponible para tu empresa.",
  "checkin.full": "El evento está completo: las {capacity} plazas ya están ocupadas."
} as const
