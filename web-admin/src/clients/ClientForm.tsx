import { Typography } from "@mui/material"
import { BooleanInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useTranslate } from "react-admin"
import { featureFlags, passwordStrengths } from "./features.ts"

/** A client company's settings: the same fields for CreateClient and UpdateClient. */
export const ClientForm = ({ creating }: { creating: boolean }) => {
  const translate = useTranslate()
  return (
    // Save only: the domain has no command that removes a client company.
    <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} defaultValues={creating ? { homeRoute: "/home", passwordStrength: "medium", features: { ranking: true, score: true } } : undefined}>
      <TextInput source="id" label="resources.clients.fields.id" validate={required()} disabled={!creating} />
      <TextInput source="name" validate={required()} />
      <TextInput source="homeRoute" validate={[required(), regex(/^\//, "vitrine.clients.route_help")]} helperText="vitrine.clients.route_help" />
      <SelectInput source="passwordStrength" choices={passwordStrengths.map((id) => ({ id, name: translate(`vitrine.clients.strength.${id}`) }))} validate={required()} />
      <Typography variant="subtitle2" component="h2">{translate("resources.clients.fields.features")}</Typography>
      {featureFlags.map((flag) => <BooleanInput key={flag} source={`features.${flag}`} label={translate(`vitrine.features.${flag}`)} />)}
    </SimpleForm>
  )
}
