import { useState } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { formatDate } from "../../../lib/format.ts"
import { Empty, Failed, Loading } from "../../../components/states.tsx"
import { useStatement } from "../api/getStatement.ts"
import { useWallets } from "../api/getWallets.ts"
import { WalletTotals } from "./WalletTotals.tsx"

const kinds = ["credit.sale", "confirmation", "reversal", "expiry", "adjustment", "debit.transfer"]
const kindLabel = (kind: string) => t((kinds.includes(kind) ? `statement.kind.${kind}` : "statement.kind.other") as MessageKey)

/** Points statement per campaign: provisional vs confirmed, expired, and every movement. */
export const Statement = ({ campaignOf }: { campaignOf: (campaignId: string) => { ends: string; closed: boolean } | undefined }) => {
  const locale = useLanguage()
  const wallets = useWallets()
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  // The running campaign's statement first, the others a choice away.
  const campaignId = chosen ?? (wallets.data?.find((w) => campaignOf(w.campaignId)?.closed === false) ?? wallets.data?.[0])?.campaignId
  const statement = useStatement(campaignId)
  const wallet = wallets.data?.find((w) => w.campaignId === campaignId)
  const pts = (n: number) => t("points.count", { count: n })
  const campaign = campaignId ? campaignOf(campaignId) : undefined
  return (
    <section aria-labelledby="statement-title" className="card">
      <h2 id="statement-title">{t("statement.title")}</h2>
      {wallets.data && wallets.data.length > 1 && (
        <div className="field">
          <label htmlFor="statement-campaign">{t("sales.campaign")}</label>
          <select id="statement-campaign" value={campaignId} onChange={(e) => setChosen(e.target.value)}>
            {wallets.data.map((w) => (
              <option key={w.campaignId} value={w.campaignId}>
                {w.campaignName ?? w.campaignId}
              </option>
            ))}
          </select>
        </div>
      )}
      {wallets.isError && <Failed error={wallets.error} onRetry={wallets.refetch} />}
      {statement.isError && <Failed error={statement.error} onRetry={statement.refetch} />}
      {(wallets.isPending || (campaignId !== undefined && statement.isPending)) && !wallets.isError && <Loading />}
      {wallet && <WalletTotals wallet={wallet} ends={campaign?.ends} closed={campaign?.closed ?? false} />}
      {(statement.data?.length === 0 || wallets.data?.length === 0) && (
        <Empty>
          <p>{t("statement.empty")}</p>
        </Empty>
      )}
      <ul className="statement">
        {statement.data?.map((line) => (
          <li key={line.id}>
            <span className="when">{formatDate(line.at, locale)}</span>
            {/* The kind, not the ref: a sale's id means nothing to a learner and would overflow a phone. */}
            <span className="kind">{kindLabel(line.kind)}</span>
            {/* A confirmation moves no balance: it says how many points it made confirmed, not "0 points". */}
            {line.confirmedPoints === null ? <strong>{pts(line.points)}</strong> : <strong className="confirmed">{t("statement.line.confirmed", { points: line.confirmedPoints })}</strong>}
          </li>
        ))}
      </ul>
    </section>
  )
}
