import { BarChart } from "@mui/x-charts/BarChart"
import { useTranslate } from "react-admin"

/**
 * One choice question's answers as horizontal bars (MUI X Charts, as the dashboard's): long
 * option texts read on a phone too. The counts are also in the chart's own label for screen readers.
 */
const QuestionChart = ({ question, options }: { question: string; options: ReadonlyArray<{ text: string; count: number }> }) => {
  const translate = useTranslate()
  const summary = options.map((o) => `${o.text}: ${o.count}`).join("; ")
  return (
    <BarChart
      height={48 + options.length * 36}
      layout="horizontal"
      aria-label={`${translate("vitrine.surveys.chart", { question })} — ${summary}`}
      yAxis={[{ scaleType: "band", data: options.map((o) => o.text), width: 120 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: options.map((o) => o.count), label: translate("vitrine.surveys.choices"), color: "#1565c0" }]}
      hideLegend
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
    />
  )
}
export default QuestionChart
