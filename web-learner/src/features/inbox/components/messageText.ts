import { isMessageKey, t } from "../../../i18n/index.ts"
import type { Message } from "../api/paths.ts"

/** A message in the learner's words: `inbox.kind.<kind>` with its params; a kind this app does not know yet reads as a generic notice. */
export const messageText = (m: Message): string => {
  const key = `inbox.kind.${m.kind}`
  return isMessageKey(key) ? t(key, m.params) : t("inbox.kind.other")
}

/** Where a message leads, when it is about something the learner can open (a forum topic …). */
export const messageLink = (m: Message): { readonly to: string; readonly label: string } | null => {
  if (m.kind === "forum.reply" && m.ref !== null && typeof m.params["courseId"] === "string")
    return { to: `/online-courses/${encodeURIComponent(m.params["courseId"])}/forum/${encodeURIComponent(m.ref)}`, label: t("inbox.open.forum.reply") }
  return null
}
