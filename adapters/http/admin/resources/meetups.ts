import type { ResourceSpec } from "../resource.ts"

/** Meetups with their current check-in code: the console's live check-in screen shows it. */
export const meetupsResource: ResourceSpec = {
  name: "meetups",
  from: "meetups m",
  id: "m.meetup_id",
  fields: {
    id: "m.meetup_id",
    country: "m.country",
    title: "m.title",
    startsAt: "m.starts_at",
    endsAt: "m.ends_at",
    startsAtMs: "m.starts_at_ms",
    minLevel: "m.min_level",
    capacity: "m.capacity",
    place: "m.place",
    code: "m.code",
    codeSetAt: "m.code_set_at",
    checkIns: "m.check_ins"
  },
  filters: { country: "m.country", startsAtMs: "m.starts_at_ms" },
  search: ["m.title LIKE ?", "m.place LIKE ?"],
  scope: "m.country = ?",
  defaultSort: ["startsAtMs", "DESC"],
  roles: ["admin"]
}

/** The attendance list of a meetup (filter `meetupId`), first arrival first; the console exports it. */
export const checkInsResource: ResourceSpec = {
  name: "check-ins",
  from: "check_ins ci",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = ci.user_id LEFT JOIN members mb ON mb.user_id = ci.user_id",
  id: "ci.meetup_id || ':' || ci.user_id",
  fields: { id: "ci.meetup_id || ':' || ci.user_id", meetupId: "ci.meetup_id", userId: "ci.user_id", userName: "pd.full_name", level: "coalesce(mb.level, 1)", checkedInAt: "ci.checked_in_at" },
  filters: { meetupId: "ci.meetup_id", userId: "ci.user_id" },
  search: ["ci.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: "ci.meetup_id IN (SELECT meetup_id FROM meetups WHERE country = ?)",
  defaultSort: ["checkedInAt", "ASC"],
  roles: ["admin"]
}
