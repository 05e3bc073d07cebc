import OpenIcon from "@mui/icons-material/PlayArrow"
import CloseIcon from "@mui/icons-material/Stop"
import ReplayIcon from "@mui/icons-material/Replay"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, Link, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import { useFormat } from "../format.ts"

interface Campaign { id: string; name: string; status: string; storeCount: number; participantCount: number }

/** Open and close behind a confirmation that says what will happen; the replay page. */
export const CampaignActions = () => {
  const record = useRecordContext<Campaign>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const f = useFormat()
  const [asking, setAsking] = useState<"open" | "close">()
  const run = useMutation({
    mutationFn: (verb: "open" | "close") => (verb === "open" ? dataProvider.openCampaign(record!.id) : dataProvider.closeCampaign(record!.id)),
    onSuccess: (_, verb) => (setAsking(undefined), notify(verb === "open" ? "vitrine.campaigns.opened" : "vitrine.campaigns.closed", { type: "success" }), refresh()),
    onError: (e: Error) => (setAsking(undefined), notify(e.message, { type: "error" }))
  })
  if (!record) return null
  const args = { name: record.name, stores: f.number(record.storeCount), participants: f.number(record.participantCount) }
  return (
    <TopToolbar>
      {record.status === "draft" && <Button label="vitrine.campaigns.open" onClick={() => setAsking("open")}><OpenIcon /></Button>}
      {record.status === "open" && <Button label="vitrine.campaigns.close" onClick={() => setAsking("close")}><CloseIcon /></Button>}
      <Button label="vitrine.campaigns.replay" component={Link} to={`/campaigns/${encodeURIComponent(record.id)}/replay`}><ReplayIcon /></Button>
      <Confirm
        isOpen={asking !== undefined}
        loading={run.isPending}
        title={asking === "open" ? "vitrine.campaigns.open" : "vitrine.campaigns.close"}
        content={translate(asking === "open" ? "vitrine.campaigns.confirm_open" : "vitrine.campaigns.confirm_close", args)}
        onConfirm={() => asking && run.mutate(asking)}
        onClose={() => setAsking(undefined)}
      />
    </TopToolbar>
  )
}
