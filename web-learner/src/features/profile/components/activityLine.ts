import { isMessageKey, t } from "../../../i18n/index.ts"
import { paths } from "../../../config/paths.ts"
import type { Activity } from "../api/getActivity.ts"

/** A line in the learner's words: `feedlib.kind.<kind>`; a kind this app does not know yet reads as a generic notice. */
export const activityText = (a: Activity): string => {
  const key = `feedlib.kind.${a.kind}`
  return isMessageKey(key) ? t(key, { points: a.points ?? 0, level: a.ref }) : t("feedlib.kind.other")
}

/** Where a line leads: the screen that shows the thing it names (the learner app has no page per sale or order). */
export const activityLink = (a: Activity): { readonly to: string; readonly label: string } | null => {
  switch (a.kind) {
    case "sale_approved":
    case "sale_reproved":
      return { to: paths.mySales, label: t("feedlib.open.sale") }
    case "order_placed":
    case "order_shipped":
    case "order_delivered":
      return { to: `${paths.profile}/orders`, label: t("feedlib.open.order") }
    case "level_up":
      return { to: `${paths.profile}/points`, label: t("feedlib.open.level") }
    case "photo_approved":
      return { to: paths.uploadPhotos, label: t("feedlib.open.photo") }
    case "checked_in":
      return { to: paths.events, label: t("feedlib.open.meetup") }
    case "points_transferred":
      return { to: "/partner-transfer", label: t("feedlib.open.transfer") }
    case "course_approved":
      return { to: `${paths.onlineCourses}/${encodeURIComponent(a.ref)}`, label: t("feedlib.open.course") }
    default:
      return null
  }
}

/** A 24×24 SVG path per kind of line (decorative: the sentence says what happened). */
export const activityIcon = (kind: string): string => {
  if (kind.startsWith("sale_")) return "M4 4h16v16H4zm3 4v2h10V8zm0 4v2h7v-2z"
  if (kind.startsWith("order_")) return "M3 6h18l-2 12H5zm5-4h8v3H8z"
  if (kind === "level_up") return "M12 3l8 9h-5v9H9v-9H4z"
  if (kind === "photo_approved") return "M9 3 7.2 5H4v14h16V5h-3.2L15 3zm3 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"
  if (kind === "checked_in") return "M7 2v2H4v16h16V4h-3V2h-2v2H9V2zm3 15-4-4 1.4-1.4 2.6 2.6 5.6-5.6L17 10z"
  if (kind === "points_transferred") return "M4 7h12l-3-3 1.4-1.4L20 8l-5.6 5.4L13 12l3-3H4zm16 10H8l3 3-1.4 1.4L4 16l5.6-5.4L11 12l-3 3h12z"
  if (kind === "course_approved") return "M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2V17l7 4 7-4v-3.8L12 17z"
  return "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z"
}
