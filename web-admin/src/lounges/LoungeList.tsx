import { useMediaQuery, type Theme } from "@mui/material"
import { CreateButton, Datagrid, List, NumberField, SearchInput, SimpleList, TextField, TopToolbar, usePermissions, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { LoungeStatusField } from "./LoungeStatusField.tsx"

interface Row { id: string; title: string; status: string; unanswered: number; startsAt: string }

/** Webinar lounges, the latest first (an instructor's own webinars' only); a row opens the instructor's live view. Admins open lounges. */
const LoungeList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const translate = useTranslate()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const admin = permissions?.isSuperuser === true || permissions?.role === "admin"
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "startsAt", order: "DESC" }} perPage={25} actions={<TopToolbar>{admin && <CreateButton />}</TopToolbar>}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.title} secondaryText={(r) => r.id} tertiaryText={(r) => translate(`vitrine.lounges.status.${r.status}`)} rowClick="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="classId" />
          <TextField source="country" />
          <DateText source="startsAt" />
          <LoungeStatusField source="status" />
          <NumberField source="messages" />
          <NumberField source="unanswered" />
        </Datagrid>
      )}
    </List>
  )
}
export default LoungeList
