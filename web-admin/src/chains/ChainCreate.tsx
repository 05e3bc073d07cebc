import { Create, required, SimpleForm, TextInput } from "react-admin"
import { codeId } from "../common/codeId.ts"
import { CountryInput, useDefaultCountry } from "../common/CountryInput.tsx"

const ChainCreate = () => {
  const country = useDefaultCountry()
  return (
    <Create redirect="list" transform={(r: Record<string, unknown>) => ({ ...r, chainId: r["id"] })}>
      <SimpleForm defaultValues={{ country }}>
        <TextInput source="id" validate={codeId} />
        <TextInput source="name" validate={required()} />
        <CountryInput />
      </SimpleForm>
    </Create>
  )
}
export default ChainCreate
