import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, SearchInput, SimpleList, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

interface Row { id: string; subject: string; fullName: string | null; answerBy: string }

/** The support inbox: learners' messages, newest first, with the date each was promised an answer by. */
const ContactMessageList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "sentAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.subject} secondaryText={(r) => r.fullName ?? ""} tertiaryText={(r) => f.date(r.answerBy)} linkType="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="subject" />
          <TextField source="fullName" />
          <TextField source="country" />
          <DateText source="sentAt" />
          <DateText source="answerBy" />
        </Datagrid>
      )}
    </List>
  )
}
export default ContactMessageList
