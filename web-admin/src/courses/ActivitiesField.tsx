import { Alert } from "@mui/material"
import { typeLabel } from "./activityTypes.ts"
import { ArrayField, BooleanField, Datagrid, FunctionField, TextField, useRecordContext, useTranslate } from "react-admin"

interface Activity { activityId: string; title?: string; type: string; hierarchyOrder: number; content?: { kind: string } }

/**
 * The activities in order, read only here: a draft's are changed in its edit form, and a
 * published course's never change (learners' progress is counted against them); the page says so.
 */
export const ActivitiesField = () => {
  const record = useRecordContext<{ status: string }>()
  const translate = useTranslate()
  return (
    <>
      {record && record.status !== "draft" && <Alert severity="info" sx={{ my: 1 }}>{translate("vitrine.learning.read_only")}</Alert>}
      <ArrayField source="activities">
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="course-activities">
          <TextField source="hierarchyOrder" label="resources.courses.fields.hierarchyOrder" />
          <FunctionField label="resources.courses.fields.activityTitle" render={(a: Activity) => a.title ?? a.activityId} />
          <FunctionField label="resources.courses.fields.activityType" render={(a: Activity) => typeLabel(translate, a.type)} />
          <BooleanField source="mandatory" label="resources.courses.fields.activityMandatory" />
          <BooleanField source="blocking" label="resources.courses.fields.activityBlocking" />
          <FunctionField
            label="resources.courses.fields.content"
            render={(a: Activity) => (a.content ? translate(`vitrine.learning.kinds.${a.content.kind}`, { _: a.content.kind }) : "—")}
          />
        </Datagrid>
      </ArrayField>
    </>
  )
}
