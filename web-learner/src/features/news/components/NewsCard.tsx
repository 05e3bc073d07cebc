import { Link } from "react-router"
import { formatDate } from "../../../lib/format.ts"
import { newsPaths } from "../api/paths.ts"
import type { News } from "../api/types.ts"
import { NewsCover } from "./NewsCover.tsx"

/** One article in the list: cover, title (the link), date and summary. */
export const NewsCard = ({ news, locale }: { news: News; locale: string }) => (
  <li className="news-card">
    <NewsCover fileId={news.coverFileId} which="thumbnail" className="news-thumb" />
    <div className="news-text">
      <Link className="title" to={newsPaths.article(news.id)}>{news.title}</Link>
      <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, locale)}</time>
      {news.summary && <p>{news.summary}</p>}
    </div>
  </li>
)
