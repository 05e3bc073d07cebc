import { Card, CardContent, Chip, Stack, Typography } from "@mui/material"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense } from "react"
import { useRecordContext, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

const QuestionChart = lazy(() => import("./QuestionChart.tsx"))

/** Answers per question: a chart for each choice question, the texts written for essays and justifications. */
export const SurveyResults = () => {
  const record = useRecordContext<{ id: string }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const results = useQuery({ queryKey: ["survey-results", record?.id], queryFn: () => dataProvider.surveyResults(record!.id), enabled: record !== undefined })
  if (results.isError) return <Typography role="alert" color="error">{(results.error as Error).message}</Typography>
  if (results.data === undefined) return null
  const r = results.data.data
  return (
    <Stack spacing={2} sx={{ width: "100%" }}>
      <Typography variant="h6" component="h2">{translate("vitrine.surveys.results")}</Typography>
      <Typography>{translate("vitrine.surveys.respondents", { count: r.answers })}</Typography>
      {r.questions.map((q, i) => (
        <Card key={q.questionId} variant="outlined" component="section" aria-labelledby={`result-${q.questionId}`}>
          <CardContent>
            <Typography id={`result-${q.questionId}`} variant="subtitle1" component="h3">{i + 1}. {q.text}</Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: "wrap" }}>
              <Chip size="small" label={translate(`vitrine.surveys.kind_${q.kind}`)} />
              <Chip size="small" label={translate("vitrine.surveys.answered", { count: q.answered })} />
            </Stack>
            {q.options.length > 0 && (
              <Suspense fallback={null}>
                <QuestionChart question={q.text} options={q.options} />
              </Suspense>
            )}
            {q.texts.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h4">{translate("vitrine.surveys.texts")}</Typography>
                <ul>{q.texts.map((t, k) => <li key={k}><Typography variant="body2">{t}</Typography></li>)}</ul>
              </>
            )}
            {q.answered === 0 && <Typography variant="body2">{translate("vitrine.surveys.no_answers")}</Typography>}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
