import { useEffect, useRef } from "react"
import type { Message } from "../api/types.ts"
import { tl } from "../i18n/index.ts"

/** The live chat, oldest line first; it follows the newest line while the reader is at the bottom. */
export const Chat = ({ messages }: { messages: ReadonlyArray<Message> }) => {
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const el = list.current
    if (el !== null && el.scrollHeight - el.scrollTop - el.clientHeight < 120) el.scrollTop = el.scrollHeight
  }, [messages])
  if (messages.length === 0) return <p className="empty">{tl("chatEmpty")}</p>
  return (
    <ol className="lounge-chat" ref={list} tabIndex={0} aria-label={tl("chat")}>
      {messages.map((m) => (
        <li key={m.messageId} className={m.mine ? "mine" : undefined}>
          <strong>{m.mine ? tl("you") : m.authorName}</strong> <span className="lounge-text">{m.text}</span>
        </li>
      ))}
    </ol>
  )
}
