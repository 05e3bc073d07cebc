import { useMediaQuery, type Theme } from "@mui/material"
import { BooleanField, Datagrid, DateField, List, SearchInput, SelectField, SelectInput, SimpleList, TextField } from "react-admin"
import { kindChoices } from "./kinds.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="kind" source="kind" choices={kindChoices} />]

/** Every public page, offline ones included, newest edit first. */
const SitePageList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "updatedAt", order: "DESC" }}>
      {phone ? (
        <SimpleList<{ id: string; title: string }> primaryText={(r) => r.title} secondaryText={(r) => `/${r.id}`} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="id" />
          <SelectField source="kind" choices={kindChoices} />
          <TextField source="campaignName" />
          <TextField source="agencyName" />
          <BooleanField source="online" />
          <DateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  )
}
export default SitePageList
