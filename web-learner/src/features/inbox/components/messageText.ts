import { isMessageKey, t } from "../../../i18n/index.ts"
import type { Message } from "../api/paths.ts"

/** A message in the learner's words: `inbox.kind.<kind>` with its params; a kind this app does not know yet reads as a generic notice. */
export const messageText = (m: Message): string => {
  const key = `inbox.kind.${m.kind}`
  return isMessageKey(key) ? t(key, m.params) : t("inbox.kind.other")
}
