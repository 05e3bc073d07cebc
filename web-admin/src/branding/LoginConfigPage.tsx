import { Alert, Box, Card, CardContent, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import {
  ArrayInput, BooleanInput, CheckboxGroupInput, Form, ResourceContextProvider, NumberInput, SaveButton, SelectInput, SimpleFormIterator, TextInput, Title, regex, required, useNotify, useTranslate
} from "react-admin"
import type { LoginConfigAnswer } from "../../../domain/api/branding/schemas.ts"
import { authedFetch } from "../authedFetch.ts"
import { ImageFileInput } from "../common/ImageFileInput.tsx"
import { LoginPreview } from "./LoginPreview.tsx"

const path = "/api/admin/branding/login-config"
const langs = ["pt", "en", "es", "fr"] as const
const hexColor = regex(/^#[0-9a-fA-F]{6}$/, "vitrine.branding.hex")
const imageLabels = { pick: "vitrine.branding.image.pick", failed: "vitrine.branding.image.failed", set: "vitrine.branding.image.set", none: "vitrine.branding.image.none" }
const choices = (ids: ReadonlyArray<string>) => ids.map((id) => ({ id, name: id }))

/** The form's values without the empty ones: an optional field the schema takes absent, never null or "". */
const clean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(clean)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === null || v === "" || v === undefined ? [] : [[k, clean(v)]])))
}

/**
 * The deployment's login configuration (DESIGN §7), the superuser's: colours, logos and background
 * through the files API, languages, sign-up fields, maintenance and single sign-on buttons, with a
 * live preview at a phone's and a desktop's width. A pair below WCAG AA is refused by the server
 * with its contrast, shown as it says.
 */
const LoginConfigPage = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const [answer, setAnswer] = useState<LoginConfigAnswer | "failed">()
  useEffect(() => {
    void authedFetch(path)
      .then(async (r) => (r.ok ? setAnswer((await r.json()) as LoginConfigAnswer) : setAnswer("failed")))
      .catch(() => setAnswer("failed"))
  }, [])
  const save = async (values: Record<string, unknown>) => {
    const res = await authedFetch(path, { method: "PUT", headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() }, body: JSON.stringify(clean(values)) })
    const body = (await res.json().catch(() => ({}))) as LoginConfigAnswer & { message?: string }
    if (!res.ok) return notify(body.message ?? "ra.notification.http_error", { type: "error" })
    setAnswer(body)
    notify("vitrine.branding.saved", { type: "success" })
  }
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="vitrine.branding.title" />
      <CardContent>
        {answer === "failed" && <Alert severity="error">{translate("vitrine.branding.load_failed")}</Alert>}
        {answer !== undefined && answer !== "failed" && (
          // The array input's rows need a resource to name their fields by: this page's own.
          <ResourceContextProvider value="branding">
          <Form record={answer.config} onSubmit={(v: Record<string, unknown>) => void save(v)}>
            <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
              <Box>
                <Typography variant="h6" component="h2">{translate("vitrine.branding.sections.look")}</Typography>
                <TextInput source="title" label="vitrine.branding.fields.title" validate={required()} fullWidth />
                {(["primary", "onPrimary", "background", "text"] as const).map((c) => (
                  <TextInput key={c} source={`colors.${c}`} label={`vitrine.branding.fields.${c}`} type="color" validate={[required(), hexColor]} sx={{ mr: 1, width: 200 }} />
                ))}
                {langs.map((l) => (
                  <Box key={l}>
                    <Typography variant="body2">{translate("vitrine.branding.fields.logo", { lang: l })}</Typography>
                    <ImageFileInput source={`logos.${l}.desktop`} labels={imageLabels} />
                    <Typography variant="body2">{translate("vitrine.branding.fields.logoMobile", { lang: l })}</Typography>
                    <ImageFileInput source={`logos.${l}.mobile`} labels={imageLabels} />
                  </Box>
                ))}
                <Typography variant="body2">{translate("vitrine.branding.fields.background_image")}</Typography>
                <ImageFileInput source="backgrounds.desktop" labels={imageLabels} />
                <Typography variant="h6" component="h2">{translate("vitrine.branding.sections.access")}</Typography>
                <SelectInput source="defaultLanguage" label="vitrine.branding.fields.defaultLanguage" choices={choices(["pt-BR", "en-US", "es-ES", "fr-FR"])} validate={required()} />
                <CheckboxGroupInput source="signUpFields" label="vitrine.branding.fields.signUpFields" choices={choices(["document", "birthday", "phone", "gender", "store", "agency", "nickname"])} />
                <SelectInput source="passwordStrength" label="vitrine.branding.fields.passwordStrength" choices={choices(["low", "medium", "strong"])} validate={required()} />
                <BooleanInput source="recaptcha" label="vitrine.branding.fields.recaptcha" />
                <SelectInput source="cookies.type" label="vitrine.branding.fields.cookiesType" choices={choices(["banner", "modal"])} validate={required()} />
                <CheckboxGroupInput source="cookies.optional" label="vitrine.branding.fields.cookiesOptional" choices={choices(["analytics", "marketing", "preferences"])} />
                <TextInput source="support" label="vitrine.branding.fields.support" fullWidth />
                <Typography variant="h6" component="h2">{translate("vitrine.branding.sections.maintenance")}</Typography>
                <BooleanInput source="maintenance.on" label="vitrine.branding.fields.maintenanceOn" />
                {langs.map((l) => (
                  <TextInput key={l} source={`maintenance.message.${l}`} label={translate("vitrine.branding.fields.maintenanceMessage", { lang: l })} fullWidth multiline />
                ))}
                <NumberInput source="maintenance.retryAfterSeconds" label="vitrine.branding.fields.retryAfterSeconds" min={60} max={86400} validate={required()} />
                <Typography variant="h6" component="h2">{translate("vitrine.branding.sections.sso")}</Typography>
                <ArrayInput source="ssoButtons" label="vitrine.branding.fields.ssoButtons">
                  <SimpleFormIterator inline>
                    <TextInput source="issuerId" label="vitrine.branding.fields.issuerId" validate={required()} />
                    <TextInput source="label" label="vitrine.branding.fields.label" validate={required()} />
                    <SelectInput source="kind" label="vitrine.branding.fields.kind" choices={choices(["azure", "google", "oidc"])} validate={required()} />
                  </SimpleFormIterator>
                </ArrayInput>
                <SaveButton label="vitrine.branding.save" alwaysEnable />
              </Box>
              <LoginPreview />
            </Box>
          </Form>
          </ResourceContextProvider>
        )}
      </CardContent>
    </Card>
  )
}
export default LoginConfigPage
