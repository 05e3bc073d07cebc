import { useState, type FormEvent } from "react"
import { CheckList } from "../../../components/CheckList.tsx"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { useRegistrationOptions } from "../api/getOptions.ts"
import { useRegister } from "../api/register.ts"
import { validateRegistration, type RegistrationDraft, type RegistrationErrors } from "./validateRegistration.ts"

const toggle = (list: ReadonlyArray<string>, id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

/** Campaign registration: terms, one agency, its brands, chains and their stores. */
export const RegistrationForm = ({ campaignId }: { campaignId: string }) => {
  const options = useRegistrationOptions(campaignId)
  const register = useRegister(campaignId)
  const [draft, setDraft] = useState<RegistrationDraft>({ acceptTerms: false, agencyId: null, brandIds: [], chainIds: [], storeIds: [] })
  const [errors, setErrors] = useState<RegistrationErrors>({})
  const [tried, setTried] = useState(false)
  if (options.data === undefined) return <p role="status">{t("loading")}</p>
  const o = options.data
  const update = (next: RegistrationDraft) => {
    setDraft(next)
    if (tried) setErrors(validateRegistration(next, o))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    const found = validateRegistration(draft, o)
    setErrors(found)
    if (Object.keys(found).length > 0 || draft.agencyId === null) return
    const storeIds = draft.storeIds.filter((s) => draft.chainIds.includes(o.stores.find((x) => x.storeId === s)?.chainId ?? ""))
    register.mutate({ acceptTerms: true, agencyId: draft.agencyId, brandIds: draft.brandIds, storeIds, chainIds: draft.chainIds })
  }
  const agency = o.agencies.find((a) => a.agencyId === draft.agencyId)
  const msg = (k: keyof RegistrationErrors) => (errors[k] ? t(errors[k]) : undefined)
  return (
    <form onSubmit={submit} noValidate aria-label={t("campaign.register")}>
      <label className="check">
        <input type="checkbox" checked={draft.acceptTerms} onChange={(e) => update({ ...draft, acceptTerms: e.target.checked })} aria-describedby="terms-error" />
        {t("campaign.terms")}
      </label>
      {errors.terms && <p id="terms-error" className="error">{msg("terms")}</p>}
      <CheckList
        radio
        legend={t("campaign.agency")}
        name="agency"
        items={o.agencies.map((a) => ({ id: a.agencyId, label: a.name }))}
        selected={draft.agencyId ? [draft.agencyId] : []}
        onToggle={(id) => update({ ...draft, agencyId: id, brandIds: [] })}
        error={msg("agency")}
      />
      {agency && (
        <CheckList
          legend={t("campaign.brands")}
          name="brands"
          items={o.brands.filter((b) => agency.brandIds.includes(b.brandId)).map((b) => ({ id: b.brandId, label: b.name }))}
          selected={draft.brandIds}
          onToggle={(id) => update({ ...draft, brandIds: toggle(draft.brandIds, id) })}
          error={msg("brands")}
        />
      )}
      <fieldset>
        <legend>{t("campaign.stores")}</legend>
        {o.chains.map((chain) => (
          <div key={chain.chainId} className="chain">
            <label className="check">
              <input type="checkbox" checked={draft.chainIds.includes(chain.chainId)} onChange={() => update({ ...draft, chainIds: toggle(draft.chainIds, chain.chainId) })} />
              <strong>{chain.name}</strong>
            </label>
            {draft.chainIds.includes(chain.chainId) &&
              o.stores
                .filter((s) => s.chainId === chain.chainId)
                .map((s) => (
                  <label key={s.storeId} className="check nested">
                    <input type="checkbox" checked={draft.storeIds.includes(s.storeId)} onChange={() => update({ ...draft, storeIds: toggle(draft.storeIds, s.storeId) })} />
                    {s.name} — {s.city}
                  </label>
                ))}
          </div>
        ))}
        {errors.stores && <p className="error">{msg("stores")}</p>}
      </fieldset>
      {tried && Object.keys(errors).length > 0 && <p className="error" role="alert">{t("form.invalid")}</p>}
      {register.error && <p className="error" role="alert">{register.error instanceof ApiError ? register.error.message : t("error.generic")}</p>}
      {register.isSuccess && <p role="status" className="success">{t("campaign.done")}</p>}
      <button type="submit" disabled={register.isPending || register.isSuccess}>
        {t("campaign.register")}
      </button>
    </form>
  )
}
