/** Messages of the field programme's codes (store photos, meetups and check-in). */
export const fieldPtBR = {
  "photo.type_already_exists": "Já existe um tipo de foto com o código {photoTypeId}.",
  "photo.type_not_found": "Não encontramos o tipo de foto {photoTypeId}.",
  "photo.already_exists": "A foto {photoId} já foi enviada.",
  "photo.not_found": "Não encontramos a foto {photoId}.",
  "photo.campaign_not_running": "A campanha {campaignId} não está em andamento (de {begins} a {ends}): fotos só podem ser enviadas durante a campanha.",
  "photo.not_registered": "Você precisa estar inscrito na campanha {campaignId} para enviar fotos.",
  "photo.store_not_registered": "A loja {storeId} não está entre as lojas da sua inscrição.",
  "photo.already_sent_this_week": "Esta loja já tem uma foto deste tipo nesta semana ({week}). Uma nova foto poderá ser enviada a partir de {reopensAt}.",
  "photo.file_unknown": "O arquivo {fileId} não é uma foto que você enviou. Tire ou escolha a foto de novo.",
  "photo.already_audited": "A foto {photoId} já foi auditada ({status}).",
  "meetup.already_exists": "Já existe um evento com o código {meetupId}.",
  "meetup.not_found": "Não encontramos o evento {meetupId}.",
  "meetup.ends_before_start": "O evento precisa terminar depois de começar (início {startsAt}, fim {endsAt}).",
  "checkin.other_country": "Este evento é de outro país ({country}): só participantes desse país podem fazer check-in.",
  "checkin.closed": "O check-in deste evento não está aberto: ele abre em {opensAt} e fecha em {endsAt}.",
  "checkin.code_format": "O código de check-in tem seis dígitos.",
  "checkin.code_invalid": "Este código não é o código atual do evento. Confira o código mostrado na tela do evento.",
  "checkin.level_required": "Este evento é para participantes a partir do nível {minLevel}; seu nível é {level}.",
  "checkin.already": "Seu check-in neste evento já foi feito.",
  "ranking.disabled": "O ranking não está disponível para a sua empresa.",
  "checkin.full": "O evento está lotado: as {capacity} vagas já foram ocupadas."
} as const
