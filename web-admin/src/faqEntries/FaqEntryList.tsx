import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, NumberField, ReferenceField, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField } from "react-admin"

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="c" source="categoryId" reference="faq-categories" perPage={100}><SelectInput optionText="name" /></ReferenceInput>
]

/** The FAQ's questions with their category and language. */
const FaqEntryList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "position", order: "ASC" }} perPage={50}>
      {phone ? (
        <SimpleList<{ id: string; question: string; language: string }> primaryText={(r) => r.question} secondaryText={(r) => r.language} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="question" />
          <ReferenceField source="categoryId" reference="faq-categories" link={false} />
          <TextField source="language" />
          <NumberField source="position" />
        </Datagrid>
      )}
    </List>
  )
}
export default FaqEntryList
