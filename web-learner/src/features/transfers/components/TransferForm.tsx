import { useState, type FormEvent } from "react"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatDate } from "../../../lib/format.ts"
import { useTransferPoints } from "../api/transferPoints.ts"
import { PartnerStatus } from "./PartnerStatus.tsx"

export interface WalletChoice {
  readonly campaignId: string
  readonly name: string
  readonly balance: number
}

/**
 * Points to send, from which campaign's wallet, and the partner document. Every refusal comes
 * back as the server's localized message (inactive registration, role, document in use, no points).
 */
export const TransferForm = ({ wallets, locale }: { wallets: ReadonlyArray<WalletChoice>; locale: string }) => {
  const [campaignId, setCampaignId] = useState(wallets[0]?.campaignId ?? "")
  const [points, setPoints] = useState("")
  const [document, setDocument] = useState("")
  const send = useTransferPoints()
  const wallet = wallets.find((w) => w.campaignId === campaignId)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send.mutate({ campaignId, points: Number(points), partnerDocument: document.trim() }, { onSuccess: () => setPoints("") })
  }
  return (
    <form className="card" onSubmit={submit} aria-labelledby="transfer-form-title">
      <h2 id="transfer-form-title">{t("transfer.form.title")}</h2>
      {wallets.length > 1 && (
        <div className="field">
          <label htmlFor="transfer-campaign">{t("transfer.campaign")}</label>
          <select id="transfer-campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            {wallets.map((w) => (
              <option key={w.campaignId} value={w.campaignId}>{w.name}</option>
            ))}
          </select>
        </div>
      )}
      <p>{t("transfer.balance", { points: t("points.count", { count: wallet?.balance ?? 0 }) })}</p>
      <div className="field">
        <label htmlFor="transfer-points">{t("transfer.points")}</label>
        <input id="transfer-points" type="number" inputMode="numeric" min={1} required value={points} onChange={(e) => setPoints(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="transfer-document">{t("transfer.document")}</label>
        <input id="transfer-document" autoComplete="off" required maxLength={64} aria-describedby="partner-status" value={document} onChange={(e) => setDocument(e.target.value)} />
      </div>
      <PartnerStatus document={document.trim()} />
      {send.error && <p className="error" role="alert">{send.error instanceof ApiError ? send.error.message : t("error.generic")}</p>}
      {send.data && !send.isPending && (
        <p className="success" role="status">
          {t("transfer.sent", { points: t("points.count", { count: send.data.points }), date: formatDate(send.data.redeemBy, locale) })}
        </p>
      )}
      <button type="submit" disabled={send.isPending || campaignId === ""}>{t("transfer.send")}</button>
    </form>
  )
}
