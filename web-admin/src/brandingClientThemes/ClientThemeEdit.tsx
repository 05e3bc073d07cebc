import { Box, Typography } from "@mui/material"
import { Edit, SimpleForm, TextInput, Toolbar, SaveButton, regex, required, useRecordContext, useTranslate } from "react-admin"
import { ImageFileInput } from "../common/ImageFileInput.tsx"
import { ClientThemePreview } from "./ClientThemePreview.tsx"

const hexColor = regex(/^#[0-9a-fA-F]{6}$/, "vitrine.branding.hex")
const imageLabels = { pick: "vitrine.branding.image.pick", failed: "vitrine.branding.image.failed", set: "vitrine.branding.image.set", none: "vitrine.branding.image.none" }

const Title = () => {
  const record = useRecordContext<{ name: string }>()
  const translate = useTranslate()
  return <>{record ? translate("resources.branding-client-themes.edit_title", { name: record.name }) : ""}</>
}

/** No delete: a client keeps a theme once given one (BrandClient replaces it). */
const ThemeToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
)

/**
 * A client's theme (BrandClient, the whole theme): its four colours with their contrast against
 * WCAG AA shown as they change, its logo through the files API, and the learner's login as it would
 * look at 360 and 1280 px. A pair below AA is refused by the server with the contrast it has.
 */
const ClientThemeEdit = () => {
  const translate = useTranslate()
  return (
    <Edit mutationMode="pessimistic" title={<Title />} redirect={false}>
      <SimpleForm toolbar={<ThemeToolbar />}>
        <Box sx={{ display: "grid", gap: 3, width: "100%", gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
          <Box>
            {(["primary", "onPrimary", "background", "text"] as const).map((c) => (
              <TextInput key={c} source={`colors.${c}`} label={`vitrine.branding.fields.${c}`} type="color" validate={[required(), hexColor]} sx={{ mr: 1, width: 200 }} />
            ))}
            <Typography variant="body2">{translate("resources.branding-client-themes.fields.logoFileId")}</Typography>
            <ImageFileInput source="logoFileId" labels={imageLabels} />
          </Box>
          <ClientThemePreview />
        </Box>
      </SimpleForm>
    </Edit>
  )
}
export default ClientThemeEdit
