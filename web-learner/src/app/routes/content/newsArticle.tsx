import { Link, useParams } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useArticle } from "../../../features/news/api/getNews.ts"
import { newsPaths } from "../../../features/news/api/paths.ts"
import { NewsCover } from "../../../features/news/components/NewsCover.tsx"
import { t, useLanguage } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import "../../../features/news/components/news.css"

/**
 * `news/{id}` (also where `webservice-login?module=news_single&id=` lands): the article. Its HTML
 * was sanitized by the server (no script, handler or javascript: link); React puts it in as
 * markup, and markup inserted so never runs a script either.
 */
export const Component = () => {
  const locale = useLanguage()
  const { id = "" } = useParams()
  const article = useArticle(id)
  return (
    <article className="article">
      <p><Link to={newsPaths.list}>← {t("news.back")}</Link></p>
      <QueryView query={article}>
        {(a) => (
          <>
            <h1>{a.title}</h1>
            <time dateTime={a.publishedAt}>{formatDate(a.publishedAt, locale)}</time>
            <NewsCover fileId={a.coverFileId} which="original" className="article-cover" />
            <div className="article-body" dangerouslySetInnerHTML={{ __html: a.html }} />
          </>
        )}
      </QueryView>
    </article>
  )
}
