import { standardSchemaResolver } from "@hookform/resolvers/standard-schema"
import type { StandardSchemaV1 } from "@standard-schema/spec"
import { useForm, type DefaultValues, type FieldError, type FieldValues } from "react-hook-form"
import { t } from "../i18n/index.ts"
import type { MessageKey } from "../i18n/pt-BR.ts"

/**
 * A form validated by a schema (react-hook-form with a Standard Schema resolver; the schemas are
 * valibot's). Every form of the app goes through here, and only the routes with a form import it,
 * so the library stays out of the initial JS. Errors show once a field is left, and are checked
 * again on every change after that — inline, before anything is sent (SPEC §5).
 */
export const useSchemaForm = <Input extends FieldValues, Output>(schema: StandardSchemaV1<Input, Output>, defaultValues: DefaultValues<Input>) =>
  useForm<Input, unknown, Output>({ resolver: standardSchemaResolver(schema), defaultValues, mode: "onTouched", reValidateMode: "onChange" })

/** Schemas carry catalogue keys as their messages; the text is looked up in the current language. */
export const errorText = (error: FieldError | undefined): string | undefined => (error?.message ? t(error.message as MessageKey) : undefined)
