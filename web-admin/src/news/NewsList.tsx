import { useMediaQuery, type Theme } from "@mui/material"
import { BooleanField, Datagrid, FunctionField, List, NullableBooleanInput, SearchInput, SimpleList, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="p" source="published" />]

interface Row { id: string; title: string; published: boolean; publishedAt: string | null; draftedAt: string }

/** The articles, drafts and published, newest draft first (a country admin sees their country's). */
const NewsList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "draftedAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.title} secondaryText={(r) => (r.publishedAt && r.published ? f.date(r.publishedAt) : "—")} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <BooleanField source="published" />
          <DateText source="publishedAt" />
          <DateText source="draftedAt" />
          <FunctionField source="countries" render={(r: { countries?: string[] }) => (r.countries?.length ? r.countries.join(", ") : "—")} />
        </Datagrid>
      )}
    </List>
  )
}
export default NewsList
