/** Messages of the field programme's codes (store photos, meetups and check-in). */
export const fieldEnUS = {
  "photo.type_already_exists": "A photo type with the code {photoTypeId} already exists.",
  "photo.type_not_found": "We could not find the photo type {photoTypeId}.",
  "photo.already_exists": "The photo {photoId} was already sent.",
  "photo.not_found": "We could not find the photo {photoId}.",
  "photo.campaign_not_running": "The campaign {campaignId} is not running ({begins} to {ends}): photos can only be sent during the campaign.",
  "photo.not_registered": "You need to be registered in the campaign {campaignId} to send photos.",
  "photo.store_not_registered": "The store {storeId} is not one of the stores of your registration.",
  "photo.already_sent_this_week": "This store already has a photo of this type this week ({week}). A new photo can be sent from {reopensAt}.",
  "photo.file_unknown": "The file {fileId} is not a photo you uploaded. Take or choose the photo again.",
  "photo.already_audited": "The photo {photoId} was already audited ({status}).",
  "meetup.already_exists": "An event with the code {meetupId} already exists.",
  "meetup.not_found": "We could not find the event {meetupId}.",
  "meetup.ends_before_start": "The event must end after it starts (start {startsAt}, end {endsAt}).",
  "checkin.other_country": "This event belongs to another country ({country}): only participants from that country can check in.",
  "checkin.closed": "Check-in for this event is not open: it opens at {opensAt} and closes at {endsAt}.",
  "checkin.code_format": "The check-in code has six digits.",
  "checkin.code_invalid": "This is not the event's current code. Check the code shown on the event's screen.",
  "checkin.level_required": "This event is for participants from level {minLevel}; your level is {level}.",
  "checkin.already": "You have already checked in to this event.",
  "ranking.disabled": "The ranking is not available for your company.",
  "checkin.full": "The event is full: all {capacity} places are taken."
} as const
