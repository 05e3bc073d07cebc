import { useId, useState } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"

/** A product of the campaign's points table, as the route names it (never a course or a photo entry). */
export interface Product {
  readonly sku: string
  /** Its name in the current language: brand, type, form factor. */
  readonly name: string
  /** Processor, generation, code. */
  readonly details: string
  /** Everything a search may find it by: name, brand, details, code. */
  readonly keywords: string
  readonly pointsPerUnit: number
}

export interface Line {
  readonly sku: string
  readonly quantity: number
  readonly pointsPerUnit: number
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()

/** Every word typed is in the product's name, brand, details or code (any case, any accent). */
export const searchProducts = (table: ReadonlyArray<Product>, query: string): Array<Product> => {
  const words = fold(query).split(/\s+/).filter(Boolean)
  return words.length === 0 ? [] : table.filter((p) => words.every((w) => fold(p.keywords).includes(w)))
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
  useLanguage()
  const [query, setQuery] = useState("")
  const searchId = useId()
  const found = searchProducts(table, query).filter((r) => !lines.some((l) => l.sku === r.sku)).slice(0, 6)
  const product = (sku: string) => table.find((p) => p.sku === sku)
  return (
    <fieldset aria-describedby={error ? "lines-error" : undefined}>
      <legend>{t("sales.product")}</legend>
      <div className="field">
        <label htmlFor={searchId}>{t("sales.search")}</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" aria-describedby={`${searchId}-help`} />
        <p id={`${searchId}-help`} className="help">
          {t("sales.searchHelp")}
        </p>
      </div>
      {query.trim() !== "" && found.length === 0 && (
        <p role="status" className="note">
          {t("sales.noMatch", { query: query.trim() })}
        </p>
      )}
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
              <span>
                {t("sales.addLine")}: <span className="product-name">{r.name}</span> ({t("points.count", { count: r.pointsPerUnit })})
                <br />
                <small className="product-meta">{r.details}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lines.map((line, i) => {
        const name = product(line.sku)?.name ?? line.sku
        return (
          <div key={line.sku} className="line">
            <span className="sku">{name}</span>
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
              {t("sales.removeLine", { sku: name })}
            </button>
            {lineErrors[i] && (
              <p id={`qty-${line.sku}-error`} className="error">
                {lineErrors[i]}
              </p>
            )}
          </div>
        )
      })}
      {error && <p id="lines-error" className="error">{error}</p>}
    </fieldset>
  )
}
