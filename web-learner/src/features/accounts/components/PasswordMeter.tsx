import { passwordShortfalls, passwordStrengthOf, requirementsOf, type PasswordRequirement } from "../../../../../domain/rules/passwords.ts"
import type { PasswordLevel } from "../api/types.ts"
import { ta, type AccountsKey } from "../i18n/index.ts"

const levelValue = { weak: 1, medium: 2, strong: 3 } as const

/**
 * The strength meter (SPEC §5: weak, medium or strong) and the client's level's requirements,
 * each marked met or not as the person types (new passwords: 8 characters or more).
 */
export const PasswordMeter = ({ password, level, id }: { password: string; level: PasswordLevel; id: string }) => {
  const strength = passwordStrengthOf(password)
  const missing = new Set<PasswordRequirement>(passwordShortfalls(password, level))
  return (
    <div id={id} className="meter">
      <div className="meter-bar">
        <meter min={0} max={3} low={1.5} high={2.5} optimum={3} value={password === "" ? 0 : levelValue[strength]} aria-label={ta("password.strength", { level: ta(`password.strength.${strength}`) })} />
        <span aria-live="polite">{password !== "" && ta("password.strength", { level: ta(`password.strength.${strength}`) })}</span>
      </div>
      <p className="help">{ta("password.policy")}</p>
      <ul className="requirements">
        {requirementsOf(level).map((r) => {
          const met = password !== "" && !missing.has(r)
          return (
            <li key={r} className={met ? "met" : "unmet"}>
              <span aria-hidden="true">{met ? "✓" : "○"}</span> {ta(`password.req.${r}` as AccountsKey, { min: 8 })}
              <span className="visually-hidden"> ({ta(met ? "password.met" : "password.unmet")})</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
