import { useId, useState } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"
import { formatNumber } from "../../../lib/format.ts"

export interface Product {
  readonly sku: string
  readonly label: string
  readonly pointsPerUnit: number
}

export interface Line {
  readonly sku: string
  readonly quantity: number
  readonly pointsPerUnit: number
}

/** Product lines chosen from the campaign's points table with a search, each with a quantity. */
export const ProductLines = ({
  table,
  lines,
  onChange,
  error,
  lineErrors = []
}: {
  table: ReadonlyArray<Product>
  lines: ReadonlyArray<Line>
  onChange: (lines: Array<Line>) => void
  error?: string | undefined
  lineErrors?: ReadonlyArray<string | undefined>
}) => {
  const locale = useLanguage()
  const [query, setQuery] = useState("")
  const searchId = useId()
  const q = query.trim().toLowerCase()
  const found = q === "" ? [] : table.filter((r) => `${r.sku} ${r.label}`.toLowerCase().includes(q) && !lines.some((l) => l.sku === r.sku)).slice(0, 6)
  return (
    <fieldset aria-describedby={error ? "lines-error" : undefined}>
      <legend>{t("sales.product")}</legend>
      <div className="field">
        <label htmlFor={searchId}>{t("sales.search")}</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      <ul className="results">
        {found.map((r) => (
          <li key={r.sku}>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                onChange([...lines, { sku: r.sku, quantity: 1, pointsPerUnit: r.pointsPerUnit }])
                setQuery("")
              }}
            >
              {t("sales.addLine")}: {r.sku} · {r.label} ({formatNumber(r.pointsPerUnit, locale)})
            </button>
          </li>
        ))}
      </ul>
      {lines.map((line, i) => (
        <div key={line.sku} className="line">
          <span className="sku">{line.sku}</span>
          <label htmlFor={`qty-${line.sku}`}>{t("sales.quantity")}</label>
          <input
            id={`qty-${line.sku}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={Number.isNaN(line.quantity) ? "" : line.quantity}
            aria-invalid={lineErrors[i] !== undefined}
            aria-describedby={lineErrors[i] ? `qty-${line.sku}-error` : undefined}
            onChange={(e) => onChange(lines.map((l, j) => (j === i ? { ...l, quantity: e.target.valueAsNumber } : l)))}
          />
          <button type="button" className="link" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
            {t("sales.removeLine", { sku: line.sku })}
          </button>
          {lineErrors[i] && (
            <p id={`qty-${line.sku}-error`} className="error">
              {lineErrors[i]}
            </p>
          )}
        </div>
      ))}
      {error && <p id="lines-error" className="error">{error}</p>}
    </fieldset>
  )
}
