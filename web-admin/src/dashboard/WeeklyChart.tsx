import { BarChart } from "@mui/x-charts/BarChart"
import { useTranslate } from "react-admin"
import type { CampaignWeek } from "../dataProvider.ts"
import { useFormat } from "../format.ts"

/** A campaign's weeks: sales (bars) and points (bars on their own axis), the current week last. */
const WeeklyChart = ({ weeks, title }: { weeks: CampaignWeek[]; title: string }) => {
  const translate = useTranslate()
  const f = useFormat()
  return (
    <BarChart
      height={220}
      aria-label={title}
      xAxis={[{ scaleType: "band", data: weeks.map((w) => translate("vitrine.dashboard.week", { week: w.week })) }]}
      // The axes' ticks in the console's locale too ("10.000" in pt-BR, not d3's "10,000").
      yAxis={[
        { id: "sales", position: "left", width: 48, valueFormatter: (v: number) => f.number(v) },
        { id: "points", position: "right", width: 64, valueFormatter: (v: number) => f.number(v) }
      ]}
      series={[
        { data: weeks.map((w) => w.sales), label: translate("vitrine.dashboard.sales"), yAxisId: "sales", valueFormatter: (v) => f.number(v), color: "#1565c0" },
        { data: weeks.map((w) => w.points), label: translate("vitrine.dashboard.points"), yAxisId: "points", valueFormatter: (v) => f.number(v), color: "#8a4b00" }
      ]}
      margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
    />
  )
}
export default WeeklyChart
