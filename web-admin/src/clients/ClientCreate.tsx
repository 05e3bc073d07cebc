import { Create } from "react-admin"
import { ClientForm } from "./ClientForm.tsx"

const ClientCreate = () => (
  <Create redirect="show" transform={(r: Record<string, unknown>) => ({ ...r, clientId: r["id"] })}>
    <ClientForm creating />
  </Create>
)
export default ClientCreate
