import OpenIcon from "@mui/icons-material/PlayArrow"
import CloseIcon from "@mui/icons-material/Stop"
import ReplayIcon from "@mui/icons-material/Replay"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, EditButton, Link, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import { useFormat } from "../format.ts"

interface Campaign { id: string; name: string; status: string; storeCount: number }

/**
 * Open and close behind a confirmation stating what will happen, in the server's own counts
 * (GET campaigns/:id/consequences): the stores that open, the wallets that expire, the users who fall.
 */
export const CampaignActions = () => {
  const record = useRecordContext<Campaign>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const f = useFormat()
  const [asking, setAsking] = useState<"open" | "close">()
  const consequences = useQuery({
    queryKey: ["consequences", record?.id, asking],
    queryFn: () => dataProvider.consequences(record!.id).then((r) => r.data),
    enabled: asking !== undefined && record !== undefined,
    staleTime: 0
  })
  const run = useMutation({
    mutationFn: (verb: "open" | "close") => (verb === "open" ? dataProvider.openCampaign(record!.id) : dataProvider.closeCampaign(record!.id)),
    onSuccess: (_, verb) => (setAsking(undefined), notify(verb === "open" ? "vitrine.campaigns.opened" : "vitrine.campaigns.closed", { type: "success" }), refresh()),
    onError: (e: Error) => (setAsking(undefined), notify(e.message, { type: "error" }))
  })
  if (!record) return null
  const c = consequences.data
  const content = !c
    ? translate("ra.page.loading")
    : asking === "open"
      ? translate("vitrine.campaigns.confirm_open", { name: record.name, stores: f.number(c.open.stores), rows: f.number(c.open.pointsTableRows) })
      : translate("vitrine.campaigns.confirm_close", {
          name: record.name, participants: f.number(c.close.participants), wallets: f.number(c.close.expiringWallets), points: f.number(c.close.expiringPoints),
          falling: f.number(c.close.fallingUsers), cancelled: f.number(c.close.cancelledLevelUps), awaiting: f.number(c.close.awaitingAudit)
        })
  return (
    <TopToolbar>
      {record.status === "draft" && <EditButton label="vitrine.campaigns.edit_table" />}
      {record.status === "draft" && <Button label="vitrine.campaigns.open" onClick={() => setAsking("open")}><OpenIcon /></Button>}
      {record.status === "open" && <Button label="vitrine.campaigns.close" onClick={() => setAsking("close")}><CloseIcon /></Button>}
      {record.status !== "draft" && <Button label="vitrine.campaigns.replay" component={Link} to={`/campaigns/${encodeURIComponent(record.id)}/replay`}><ReplayIcon /></Button>}
      <Confirm
        isOpen={asking !== undefined}
        loading={run.isPending || !c}
        title={asking === "open" ? "vitrine.campaigns.open" : "vitrine.campaigns.close"}
        content={<span data-testid="consequences">{content}</span>}
        onConfirm={() => asking && run.mutate(asking)}
        onClose={() => setAsking(undefined)}
      />
    </TopToolbar>
  )
}
