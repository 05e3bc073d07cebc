import DownloadIcon from "@mui/icons-material/GetApp"
import { Button, downloadCSV, useNotify, useRecordContext } from "react-admin"
import { authedFetch } from "../authedFetch.ts"

/** The server's CSV of the answers (one row per learner and question; formulas neutralised there). */
export const ExportAnswers = () => {
  const record = useRecordContext<{ id: string }>()
  const notify = useNotify()
  const run = async () => {
    const res = await authedFetch(`/api/admin/surveys/${encodeURIComponent(record!.id)}/export`)
    if (!res.ok) return notify(((await res.json()) as { message?: string }).message ?? res.statusText, { type: "error" })
    downloadCSV(await res.text(), `survey-${record!.id}`)
  }
  return record ? <Button label="vitrine.surveys.export" onClick={() => void run()}><DownloadIcon /></Button> : null
}
