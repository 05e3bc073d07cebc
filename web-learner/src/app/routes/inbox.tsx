import { MessageList } from "../../features/inbox/components/MessageList.tsx"
import { t, useLanguage } from "../../i18n/index.ts"

/** The inbox (SPEC §2, DESIGN §4.7): what happened to me — audits, level decisions, orders, courses, meetups, transfers. */
export const Component = () => {
  const locale = useLanguage()
  return (
    <>
      <h1>{t("inbox.title")}</h1>
      <MessageList locale={locale} />
    </>
  )
}
