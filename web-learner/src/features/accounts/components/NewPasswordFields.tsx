import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form"
import type { PasswordLevel } from "../api/types.ts"
import { ta } from "../i18n/index.ts"
import { Field } from "./Field.tsx"
import { PasswordMeter } from "./PasswordMeter.tsx"

/** New password, its meter and its confirmation: the set-password and change-password forms share them. */
export const NewPasswordFields = ({
  register,
  errors,
  password,
  level
}: {
  register: UseFormRegister<{ password: string; passwordConfirmation: string }>
  errors: FieldErrors<FieldValues>
  password: string
  level: PasswordLevel
}) => (
  <>
    <Field label={ta("password.new")} type="password" autoComplete="new-password" registration={register("password")} errors={errors} help={<PasswordMeter id="password-meter" password={password} level={level} />} />
    <Field label={ta("password.confirm")} type="password" autoComplete="new-password" registration={register("passwordConfirmation")} errors={errors} />
  </>
)
