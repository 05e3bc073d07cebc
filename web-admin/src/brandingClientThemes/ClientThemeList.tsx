import { useMediaQuery, type Theme } from "@mui/material"
import { BooleanField, Datagrid, List, SearchInput, SimpleList, TextField } from "react-admin"

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** Every client company, with the colour it wears (the deployment's until it has a theme of its own). */
const ClientThemeList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }}>
      {phone ? (
        <SimpleList<{ id: string; name: string; colors: { primary: string } }> primaryText={(r) => r.name} secondaryText={(r) => r.colors.primary} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="id" />
          <BooleanField source="themed" />
          <TextField source="colors.primary" />
        </Datagrid>
      )}
    </List>
  )
}
export default ClientThemeList
