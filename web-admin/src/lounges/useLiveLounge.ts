import { useEffect, useState } from "react"
import type { LoungeLive } from "../dataProvider.ts"

type Data = Record<string, unknown> & { position: number }
export type Connection = "connecting" | "live" | "reconnecting"
type Line = LoungeLive["messages"][number]
type Question = LoungeLive["questions"][number]

const eventTypes = ["LoungeMessagePosted", "LoungeQuestionAsked", "LoungeQuestionAnswered", "LoungeMessageHidden", "LoungeQuestionHidden", "LoungeClosed"] as const
const str = (d: Data, k: string) => String(d[k] ?? "")

/** One event of the stream applied to the instructor's view; an event already applied is skipped. */
const apply = (s: LoungeLive, type: string, d: Data): LoungeLive => {
  if (d.position <= s.position) return s
  const next = { ...s, position: d.position }
  const line = { userId: str(d, "userId"), authorName: str(d, "authorName"), mine: false, text: str(d, "text"), at: str(d, "at"), position: d.position }
  switch (type) {
    case "LoungeMessagePosted":
      return { ...next, messages: [...s.messages, { messageId: str(d, "messageId"), ...line } satisfies Line].slice(-300) }
    case "LoungeQuestionAsked":
      return { ...next, questions: [...s.questions, { questionId: str(d, "questionId"), ...line, answer: null } satisfies Question] }
    case "LoungeQuestionAnswered":
      return { ...next, questions: s.questions.map((q) => (q.questionId === d["questionId"] ? { ...q, answer: str(d, "answer") } : q)) }
    case "LoungeMessageHidden":
      return { ...next, messages: s.messages.filter((m) => m.messageId !== d["messageId"]) }
    case "LoungeQuestionHidden":
      return { ...next, questions: s.questions.filter((q) => q.questionId !== d["questionId"]) }
    case "LoungeClosed":
      return { ...next, status: "closed" }
    default:
      return next
  }
}

/**
 * The lounge kept live by an EventSource on the console's stream (`/api/admin/lounges/:id/events`,
 * its ticket in `eventsUrl`): the browser resumes a drop with Last-Event-ID; when it gives up
 * (the ticket expired), `reload` reads the live view again, with a new ticket.
 */
export const useLiveLounge = (first: LoungeLive, reload: () => void) => {
  const [live, setLive] = useState(first)
  const [connection, setConnection] = useState<Connection>("connecting")
  useEffect(() => {
    setLive(first)
    const source = new EventSource(first.eventsUrl)
    source.onopen = () => setConnection("live")
    source.onerror = () => {
      setConnection("reconnecting")
      if (source.readyState === EventSource.CLOSED) reload()
    }
    for (const type of eventTypes) {
      source.addEventListener(type, (e) => {
        const data = JSON.parse((e as MessageEvent<string>).data) as Data
        setLive((s) => apply(s, type, data))
      })
    }
    return () => source.close()
  }, [first, reload])
  return { live, connection }
}
