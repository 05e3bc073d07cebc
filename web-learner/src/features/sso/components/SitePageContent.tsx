import "./sso.css"
import type { ReactNode } from "react"
import type { SitePage } from "../api/types.ts"

/**
 * A page authored in the console: its title and its HTML, sanitized by the server (no script,
 * handler or javascript: link); markup inserted so never runs a script either.
 */
export const SitePageContent = ({ page, heading = "h1", children }: { page: SitePage; heading?: "h1" | "h2"; children?: ReactNode }) => {
  const Heading = heading
  return (
    <article className="site-page">
      <Heading>{page.title}</Heading>
      {children}
      <div className="article-body" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  )
}
