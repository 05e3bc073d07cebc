import { useEffect } from "react"
import { SelectInput, required, useGetOne, useTranslate } from "react-admin"
import { useFormContext, useWatch } from "react-hook-form"
import { isTestType, typeLabel } from "../courses/activityTypes.ts"

interface Activity { activityId: string; title?: string; type: string }

/** The draft's test and quiz activities to attach the test to; the activity's type sets the test's kind. */
export const TestActivityInput = () => {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const courseId = useWatch({ name: "courseId" }) as string | undefined
  const { data } = useGetOne<{ id: string; activities: Array<Activity> }>("courses", { id: courseId ?? "" }, { enabled: Boolean(courseId) })
  const activities = (data?.activities ?? []).filter((a) => isTestType(a.type))
  const activityId = useWatch({ name: "activityId" }) as string | undefined
  const type = activities.find((a) => a.activityId === activityId)?.type
  useEffect(() => setValue("activityType", type), [type, setValue])
  return (
    <SelectInput
      source="activityId"
      label="resources.tests.fields.activityId"
      choices={activities.map((a) => ({ id: a.activityId, name: `${a.title ?? a.activityId} · ${typeLabel(translate, a.type)}` }))}
      validate={required("vitrine.authoring.errors.no_activity")}
    />
  )
}
