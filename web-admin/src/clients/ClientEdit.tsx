import { Edit } from "react-admin"
import { ClientForm } from "./ClientForm.tsx"

// Pessimistic: UpdateClient may be refused (a bad home route), so nothing shows as saved before the server says so.
const ClientEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <ClientForm creating={false} />
  </Edit>
)
export default ClientEdit
