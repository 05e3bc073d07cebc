import { isMessageKey, t } from "../../../i18n/index.ts"
import { sorts, type SortKey, type StoreFilter } from "../api/paths.ts"
import type { Summary } from "../api/types.ts"

/**
 * A category's name: categories are codes the campaigns' caps name (`gift-cards`); the usual ones
 * have a name in every catalogue, another reads as its code in words.
 */
const categoryName = (code: string): string => {
  const key = `rewards.categoryName.${code}`
  if (isMessageKey(key)) return t(key)
  const words = code.replace(/[-_]+/g, " ")
  return words.charAt(0).toLocaleUpperCase() + words.slice(1)
}

/** Search by name and description, department, category, sort (popular, A–Z, price up and down). */
export const StoreFilters = ({ filter, onChange, summary }: { filter: StoreFilter; onChange: (f: StoreFilter) => void; summary: Summary | undefined }) => {
  const departments = summary?.departments ?? []
  const categories = departments.find((d) => d.name === filter.department)?.categories ?? departments.flatMap((d) => d.categories)
  return (
    <form className="store-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="store-q">{t("rewards.search")}</label>
        <input id="store-q" type="search" value={filter.q ?? ""} onChange={(e) => onChange({ ...filter, q: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="store-department">{t("rewards.department")}</label>
        <select id="store-department" value={filter.department ?? ""} onChange={(e) => onChange({ ...filter, department: e.target.value || undefined, category: undefined })}>
          <option value="">{t("rewards.all")}</option>
          {departments.map((d) => <option key={d.name} value={d.name}>{d.name}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="store-category">{t("rewards.category")}</label>
        <select id="store-category" value={filter.category ?? ""} onChange={(e) => onChange({ ...filter, category: e.target.value || undefined })}>
          <option value="">{t("rewards.all")}</option>
          {[...new Set(categories)].map((c) => <option key={c} value={c}>{categoryName(c)}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor="store-sort">{t("rewards.sort")}</label>
        <select id="store-sort" value={filter.sort} onChange={(e) => onChange({ ...filter, sort: e.target.value as SortKey })}>
          {(Object.keys(sorts) as Array<SortKey>).map((k) => <option key={k} value={k}>{t(`rewards.sort.${k}`)}</option>)}
        </select>
      </div>
    </form>
  )
}
