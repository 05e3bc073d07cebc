import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, NumberField, SearchInput, SelectInput, SimpleList, TextField } from "react-admin"
import { faqLanguages } from "./languages.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="l" source="language" choices={faqLanguages} />]

/** The FAQ's categories, each in one language, in their order. */
const FaqCategoryList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "position", order: "ASC" }} perPage={50}>
      {phone ? (
        <SimpleList<{ id: string; name: string; language: string }> primaryText={(r) => r.name} secondaryText={(r) => r.language} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="language" />
          <NumberField source="position" />
        </Datagrid>
      )}
    </List>
  )
}
export default FaqCategoryList
