import { useState } from "react"
import { useLanguage } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import type { PostCommand } from "../api/topics.ts"
import type { Post } from "../api/types.ts"
import { tf } from "../i18n/index.ts"
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx"
import { PostForm } from "./PostForm.tsx"

/**
 * One post: its author and dates, its text (HTML the server sanitized: nothing in it runs), and
 * what I may do with it — edit and delete my own (while the topic is open), report another's.
 */
export const PostItem = ({ post, open, enrolled, busy, error, send }: {
  post: Post
  open: boolean
  enrolled: boolean
  busy: boolean
  error: string | undefined
  send: (c: PostCommand, done?: () => void) => void
}) => {
  const locale = useLanguage()
  const [mode, setMode] = useState<"view" | "edit" | "delete" | "report">("view")
  const done = () => setMode("view")
  return (
    <li className={post.opening ? "post opening" : "post"}>
      <article aria-label={tf("by", { name: post.mine ? tf("you") : post.authorName })}>
        <header>
          <strong>{post.mine ? tf("you") : post.authorName}</strong>
          <span>{formatDate(post.postedAt, locale)}</span>
          {post.editedAt && <span>{tf("edited", { date: formatDate(post.editedAt, locale) })}</span>}
        </header>
        {mode === "edit" ? (
          <PostForm label={tf("editLabel")} submit={tf("save")} initial={post.html} busy={busy} error={error} onSubmit={(body) => send({ kind: "edit", postId: post.postId, body }, done)} onCancel={done} />
        ) : (
          <div className="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        )}
        {mode !== "edit" && (
          <div className="post-actions">
            {post.mine && open && (
              <button type="button" className="secondary" onClick={() => setMode("edit")}>{tf("edit")}</button>
            )}
            {post.mine && (
              <button type="button" className="secondary" onClick={() => setMode("delete")}>{tf("delete")}</button>
            )}
            {!post.mine && enrolled && (post.reportedByMe ? <span className="forum-meta">{tf("reported")}</span> : (
              <button type="button" className="secondary" onClick={() => setMode("report")}>{tf("report")}</button>
            ))}
          </div>
        )}
      </article>
      {mode === "delete" && (
        <ConfirmDialog cancel={tf("cancel")} title={tf("deleteTitle")} text={post.opening ? tf("deleteTopicText") : tf("deleteText")} confirm={tf("delete")} busy={busy} onCancel={done} onConfirm={() => send({ kind: "delete", postId: post.postId }, done)} />
      )}
      {mode === "report" && (
        <ConfirmDialog cancel={tf("cancel")} title={tf("reportTitle")} text={tf("reportText")} confirm={tf("report")} busy={busy} onCancel={done} onConfirm={() => send({ kind: "report", postId: post.postId }, done)} />
      )}
    </li>
  )
}
