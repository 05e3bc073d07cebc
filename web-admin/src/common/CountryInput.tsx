import { required, SelectInput, usePermissions } from "react-admin"

export const countries = ["AR", "BR", "CA", "CL", "CO", "MX", "PE"]

/** A record's country: a country admin creates only in their own (the API refuses another). */
export const CountryInput = () => {
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  return <SelectInput source="country" choices={countries.map((id) => ({ id, name: id }))} validate={required()} disabled={!permissions?.isSuperuser} />
}

/** The country a new record starts with: the admin's own. */
export const useDefaultCountry = () => {
  const { permissions } = usePermissions<{ isSuperuser: boolean; country: string }>()
  return permissions?.isSuperuser ? undefined : permissions?.country
}
