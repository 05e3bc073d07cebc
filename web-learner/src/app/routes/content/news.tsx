import { useState } from "react"
import { Empty, QueryView } from "../../../components/states.tsx"
import { useNews } from "../../../features/news/api/getNews.ts"
import { NewsCard } from "../../../features/news/components/NewsCard.tsx"
import { t, useLanguage } from "../../../i18n/index.ts"
import "../../../features/news/components/news.css"

const pageSize = 12

/** `news`: the articles I may read, newest first; more on demand. */
export const Component = () => {
  const locale = useLanguage()
  const [count, setCount] = useState(pageSize)
  const news = useNews(count)
  return (
    <>
      <h1>{t("news.title")}</h1>
      <QueryView query={news} isEmpty={(d) => d.total === 0} empty={<p>{t("news.empty")}</p>}>
        {(d) => (
          <>
            <ul className="news-list">
              {d.items.map((n) => <NewsCard key={n.id} news={n} locale={locale} />)}
            </ul>
            {d.items.length < d.total ? (
              <button type="button" className="secondary" onClick={() => setCount((c) => c + pageSize)}>{t("news.more")}</button>
            ) : d.total > pageSize ? <Empty><p>{t("news.end")}</p></Empty> : null}
          </>
        )}
      </QueryView>
    </>
  )
}
