import AddIcon from "@mui/icons-material/Add"
import { Box, List, ListItem, ListItemText, Typography } from "@mui/material"
import { Button, Link, useGetList, useRecordContext, useTranslate } from "react-admin"
import { isTestType, typeLabel } from "./activityTypes.ts"

interface Course { id: string; status: string; activities: Array<{ activityId: string; title?: string; type: string }> }
interface Test { id: string; activityId: string; passMark: number; maxAttempts: number | null }

/**
 * The course's test and quiz activities with their tests: a draft's activity without one links to
 * the question-bank editor (a course publishes only once each has its test).
 */
export const CourseTests = () => {
  const record = useRecordContext<Course>()
  const translate = useTranslate()
  const { data: tests = [] } = useGetList<Test>("tests", { filter: { courseId: record?.id }, pagination: { page: 1, perPage: 100 } }, { enabled: record !== undefined })
  if (!record) return null
  const activities = (record.activities ?? []).filter((a) => isTestType(a.type))
  return (
    <Box component="section" aria-labelledby="course-tests-title" sx={{ my: 1 }}>
      <Typography id="course-tests-title" variant="subtitle1" component="h2">{translate("vitrine.authoring.tests_title")}</Typography>
      {activities.length === 0 && <Typography variant="body2">{translate("vitrine.authoring.no_test_activity")}</Typography>}
      <List dense>
        {activities.map((a) => {
          const test = tests.find((t) => t.activityId === a.activityId)
          const attempts = test?.maxAttempts == null ? translate("vitrine.authoring.unlimited") : translate("vitrine.authoring.attempts_n", { n: test.maxAttempts })
          const source = encodeURIComponent(JSON.stringify({ courseId: record.id, activityId: a.activityId, testId: `${record.id}-${a.activityId}` }))
          return (
            <ListItem key={a.activityId} disableGutters>
              <ListItemText
                primary={`${a.title ?? a.activityId} · ${typeLabel(translate, a.type)}`}
                secondary={test ? translate("vitrine.authoring.test_of", { testId: test.id, passMark: test.passMark, attempts }) : undefined}
              />
              {!test && record.status === "draft" && (
                <Button component={Link} to={`/tests/create?source=${source}`} label="vitrine.authoring.build_test">
                  <AddIcon />
                </Button>
              )}
            </ListItem>
          )
        })}
      </List>
    </Box>
  )
}
