import { FormDataConsumer, ReferenceInput, required, SelectInput, TextInput } from "react-admin"
import { kindChoices } from "./kinds.ts"

/**
 * A page's fields: a hotsite names its campaign, a partner's pages their agency (the domain keeps
 * only what the kind uses). The text is HTML, sanitized when a visitor reads it.
 */
export const SitePageFields = ({ creating }: { creating: boolean }) => (
  <>
    {/* Read-only, not disabled, once created: a disabled input is left out of what the form sends, and SaveSitePage needs the kind. */}
    <SelectInput source="kind" choices={kindChoices} validate={required()} readOnly={!creating} />
    <TextInput source="title" validate={required()} fullWidth />
    <TextInput source="body" validate={required()} multiline minRows={6} fullWidth />
    <FormDataConsumer<{ kind?: string }>>
      {({ formData }) =>
        formData.kind === "hotsite" ? (
          <ReferenceInput source="campaignId" reference="campaigns">
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
        ) : formData.kind === "partner_landing" || formData.kind === "partner_signup" ? (
          <ReferenceInput source="agencyId" reference="agencies">
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
        ) : null
      }
    </FormDataConsumer>
  </>
)
