import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, SearchInput, SimpleList, TextField, TextInput } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

const filters = [<SearchInput key="q" source="q" alwaysOn />, <TextInput key="courseId" source="courseId" />, <TextInput key="userId" source="userId" />]

interface Row { id: string; courseTitle: string; userName?: string; userId: string; issuedAt: string }

/** Certificates issued (their code is the id the public verification page takes). */
const CertificateList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={filters} sort={{ field: "issuedAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => r.userName ?? r.userId} secondaryText={(r) => r.courseTitle} tertiaryText={(r) => f.date(r.issuedAt)} linkType={false} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="id" />
          <TextField source="courseTitle" />
          <TextField source="userName" emptyText="—" />
          <TextField source="userId" />
          <DateText source="issuedAt" />
        </Datagrid>
      )}
    </List>
  )
}
export default CertificateList
