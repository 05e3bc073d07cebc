import { ChipField, Datagrid, List, SearchInput, SingleFieldList, TextField, ArrayField } from "react-admin"

/** Presential catalogs of every client, with the courses each holds. */
const CatalogList = () => (
  <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: "title", order: "ASC" }}>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="clientName" />
      <ArrayField source="courseIds">
        <SingleFieldList linkType={false}>
          <ChipField source="id" />
        </SingleFieldList>
      </ArrayField>
    </Datagrid>
  </List>
)
export default CatalogList
