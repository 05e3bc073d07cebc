import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, SearchInput, SelectInput, SimpleList, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="app" source="app" choices={[{ id: "learner", name: "learner" }, { id: "admin", name: "admin" }]} />
]

interface Row { id: number; app: string; message: string; path: string; reportedAt: string }

/** The apps' recent uncaught errors (POST /api/client-errors), newest first: the superuser's. */
const ClientErrorList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "reportedAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.message} secondaryText={(r) => `${r.app} · ${r.path}`} tertiaryText={(r) => f.date(r.reportedAt)} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateText source="reportedAt" />
          <TextField source="app" />
          <TextField source="kind" />
          <TextField source="path" />
          <TextField source="message" />
          <TextField source="userAgent" />
        </Datagrid>
      )}
    </List>
  )
}
export default ClientErrorList
