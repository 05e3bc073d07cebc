import { useMediaQuery, type Theme } from "@mui/material"
import { BooleanField, Datagrid, FunctionField, List, SearchInput, SimpleList, TextField, TextInput } from "react-admin"
import { NumberText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="d" source="department" />, <TextInput key="c" source="category" />]

interface Row { id: string; name: string; department: string; category: string; price: number; stock: number }

/** The store's rewards with stock and units ordered (a country admin sees their country's). */
const RewardList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "name", order: "ASC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.name} secondaryText={(r) => `${r.department} · ${r.category}`} tertiaryText={(r) => f.number(r.price)} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="department" />
          <TextField source="category" />
          <NumberText source="price" />
          <NumberText source="stock" />
          <NumberText source="ordered" />
          <NumberText source="minLevel" />
          <FunctionField source="countries" render={(r: { countries?: string[] }) => (r.countries?.length ? r.countries.join(", ") : "—")} />
          <BooleanField source="withdrawn" />
        </Datagrid>
      )}
    </List>
  )
}
export default RewardList
