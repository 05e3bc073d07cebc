import { useMemo } from "react"
import type { FieldError } from "react-hook-form"
import { CheckList } from "../../../components/CheckList.tsx"
import { Failed, Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { errorText, useSchemaForm } from "../../../lib/forms.ts"
import { useRegistrationOptions, type RegistrationOptions } from "../api/getOptions.ts"
import { useRegister } from "../api/register.ts"
import { registrationSchema, type RegistrationValues } from "./registrationSchema.ts"

const toggle = (list: ReadonlyArray<string>, id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id])

const Form = ({ campaignId, options: o, onDone }: { campaignId: string; options: RegistrationOptions; onDone: () => void }) => {
  const register = useRegister(campaignId)
  const schema = useMemo(() => registrationSchema(o), [o])
  const form = useSchemaForm(schema, { acceptTerms: false, agencyId: "", brandIds: [], chainIds: [], storeIds: [] })
  const { errors, isSubmitted } = form.formState
  const [agencyId, brandIds, chainIds, storeIds] = form.watch(["agencyId", "brandIds", "chainIds", "storeIds"])
  const agency = o.agencies.find((a) => a.agencyId === agencyId)
  // The rules tie fields together (brands to the agency, stores to the chains): once the form
  // was tried, every change checks the whole form again.
  const change = <K extends keyof RegistrationValues>(name: K, value: RegistrationValues[K]) => {
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: true })
    if (isSubmitted) void form.trigger()
  }
  const listError = (e: unknown) => errorText(e as FieldError | undefined)
  // mutateAsync, not mutate's onSuccess: the refetch after success unmounts this form first, and
  // mutate's own callbacks do not run on an unmounted component.
  const submit = form.handleSubmit((values) => register.mutateAsync(values).then(onDone, () => undefined))
  return (
    <form onSubmit={submit} noValidate aria-label={t("campaign.register")}>
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={errors.acceptTerms !== undefined}
          aria-describedby="terms-error"
          {...form.register("acceptTerms", { onChange: () => isSubmitted && void form.trigger() })}
        />
        {t("campaign.terms")}
      </label>
      {errors.acceptTerms && <p id="terms-error" className="error">{errorText(errors.acceptTerms)}</p>}
      {/* The rules one accepts, readable here without leaving the form (issue 41, item 24). */}
      <details className="editor terms">
        <summary>{t("campaign.readTerms")}</summary>
        <h3>{t("page.terms-and-conditions.title")}</h3>
        <p>{t("page.terms-and-conditions.body")}</p>
      </details>
      <CheckList
        radio
        legend={t("campaign.agency")}
        name="agency"
        items={o.agencies.map((a) => ({ id: a.agencyId, label: a.name }))}
        selected={agencyId ? [agencyId] : []}
        onToggle={(id) => {
          // The brands belong to the agency: another agency starts with none.
          form.setValue("brandIds", [])
          change("agencyId", id)
        }}
        error={errorText(errors.agencyId)}
      />
      {agency && (
        <CheckList
          legend={t("campaign.brands")}
          name="brands"
          items={o.brands.filter((b) => agency.brandIds.includes(b.brandId)).map((b) => ({ id: b.brandId, label: b.name }))}
          selected={brandIds}
          onToggle={(id) => change("brandIds", toggle(brandIds, id))}
          error={listError(errors.brandIds)}
        />
      )}
      <fieldset aria-invalid={errors.storeIds !== undefined} aria-describedby={errors.storeIds ? "stores-error" : undefined}>
        <legend>{t("campaign.stores")}</legend>
        {o.chains.map((chain) => (
          <div key={chain.chainId} className="chain">
            <label className="check">
              <input type="checkbox" name="chains" checked={chainIds.includes(chain.chainId)} onChange={() => change("chainIds", toggle(chainIds, chain.chainId))} />
              <strong>{chain.name}</strong>
            </label>
            {chainIds.includes(chain.chainId) &&
              o.stores
                .filter((s) => s.chainId === chain.chainId)
                .map((s) => (
                  <label key={s.storeId} className="check nested">
                    <input type="checkbox" name="stores" checked={storeIds.includes(s.storeId)} onChange={() => change("storeIds", toggle(storeIds, s.storeId))} />
                    {s.name} — {s.city}
                  </label>
                ))}
          </div>
        ))}
        {errors.storeIds && <p id="stores-error" className="error">{listError(errors.storeIds)}</p>}
      </fieldset>
      {isSubmitted && Object.keys(errors).length > 0 && <p className="error" role="alert">{t("form.invalid")}</p>}
      {register.error && <p className="error" role="alert">{register.error instanceof ApiError ? register.error.message : t("error.generic")}</p>}
      {register.isSuccess && <p role="status" className="success">{t("campaign.done")}</p>}
      <button type="submit" disabled={register.isPending || register.isSuccess}>
        {t("campaign.register")}
      </button>
    </form>
  )
}

/**
 * Campaign registration: terms (readable in place), one agency, its brands, chains and their
 * stores. `onDone` lets the route say so once the form has gone (the campaign then shows the
 * registration instead).
 */
export const RegistrationForm = ({ campaignId, onDone }: { campaignId: string; onDone: () => void }) => {
  const options = useRegistrationOptions(campaignId)
  if (options.isError) return <Failed error={options.error} onRetry={options.refetch} />
  if (options.data === undefined) return <Loading />
  return <Form campaignId={campaignId} options={options.data} onDone={onDone} />
}
