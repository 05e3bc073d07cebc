import { useQueryClient } from "@tanstack/react-query"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useLanguage } from "../../../i18n/index.ts"
import { removeDownload, type OfflineRecord } from "../api/offlineRecords.ts"
import { downloadsKey, useDownloads, useStorageEstimate } from "../api/useDownloads.ts"
import { to, useOfflineLanguage } from "../i18n/index.ts"
import { formatBytes } from "./formatBytes.ts"
import "../offline.css"

/**
 * "My downloads" (issue 48; the profile's section, whose title heads the page): the files kept on this device, each with its size, the sum of them and
 * what the browser says the app stores in all; remove one or all. Works with or without a connection.
 */
export const MyDownloads = ({ userId }: { userId: string | undefined }) => {
  useOfflineLanguage()
  const locale = useLanguage()
  const queryClient = useQueryClient()
  const downloads = useDownloads(userId)
  const estimate = useStorageEstimate()
  const remove = async (records: ReadonlyArray<OfflineRecord>) => {
    for (const r of records) await removeDownload(r)
    await queryClient.invalidateQueries({ queryKey: downloadsKey })
  }
  return (
    <section className="my-downloads">
      <p>{to("offline.intro")}</p>
      <QueryView query={downloads} isEmpty={(list) => list.length === 0} empty={<p>{to("offline.empty")}</p>}>
        {(list) => {
          const kept = list.filter((r) => !r.downloading)
          const total = kept.reduce((sum, r) => sum + r.size, 0)
          return (
            <>
              <div className="storage" data-testid="storage">
                <p>
                  <strong>{kept.length === 1 ? to("offline.countOne") : to("offline.count", { n: kept.length })}</strong> ·{" "}
                  <span data-bytes={total}>{to("offline.files", { size: formatBytes(total, locale) })}</span>
                </p>
                <p data-usage={estimate.data?.usage ?? ""}>
                  {estimate.data?.usage !== undefined && estimate.data.quota !== undefined
                    ? to("offline.used", { used: formatBytes(estimate.data.usage, locale), quota: formatBytes(estimate.data.quota, locale) })
                    : to("offline.usedUnknown")}
                </p>
              </div>
              <ul className="downloads">
                {list.map((r) => (
                  <li key={r.item_id}>
                    <div>
                      <Link to={r.path} aria-label={to("offline.open", { title: r.title })}>
                        {r.title}
                      </Link>
                      <span className="meta" data-bytes={r.size}>
                        {r.file} · {formatBytes(r.size, locale)}
                      </span>
                    </div>
                    <button type="button" className="secondary" onClick={() => void remove([r])}>
                      {to("offline.remove", { title: r.title })}
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="secondary" onClick={() => void remove(list)}>
                {to("offline.removeAll")}
              </button>
            </>
          )
        }}
      </QueryView>
    </section>
  )
}

