import { HttpApiGroup } from "effect/http-api"
import { fieldAdminEndpoints as a } from "./field/admin.ts"
import { meetupEndpoints as m } from "./field/meetups.ts"
import { photoEndpoints as p } from "./field/photos.ts"
import { rankingEndpoints as r } from "./field/ranking.ts"
import { transferEndpoints as t } from "./field/transfers.ts"
import { inboxEndpoints as i } from "./field/inbox.ts"
import { badgeEndpoints as b } from "./field/badges.ts"
import { Authentication } from "./security.ts"

/**
 * The field programme (DESIGN §4.7): store photos and meetups with check-in, for the learner
 * (`/api/me/…`, always the token's user) and the console's command routes. The console's lists
 * (`photos`, `photo-types`, `meetups`, `check-ins`) are admin resources like the others.
 * Static paths before parameterised ones (`photos/week`, `photos/approve`).
 */
export const FieldApi = HttpApiGroup.make("field")
  .add(p.week, p.upload, p.list)
  .add(m.list, m.checkIn, m.calendar)
  .add(a.approvePhotos, a.approvePhoto, a.reprovePhoto, a.setCode)
  .add(r.ranking)
  .add(t.list, t.transfer, t.member)
  .add(i.list, i.unread, i.readAll, i.read)
  .add(b.list)
  .middleware(Authentication)
