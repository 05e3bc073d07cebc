export interface Figure {
  readonly figure: string
  readonly unit: string
  readonly raw: number
  readonly store: number
  /** The lowest acceptable store/raw ratio, when there is one. */
  readonly target?: number
}

const count = (n: number): string => Math.round(n).toLocaleString("en-US")

export const printFigures = (figures: ReadonlyArray<Figure>): void => {
  const rows = [
    ["figure", "unit", "raw", "store", "store/raw", "target"],
    ...figures.map((f) => {
      const ratio = f.store / f.raw
      const verdict = f.target === undefined ? "" : `≥ ${f.target} ${ratio >= f.target ? "ok" : "MISSED"}`
      return [f.figure, f.unit, count(f.raw), count(f.store), ratio.toFixed(2), verdict]
    })
  ]
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
  const line = (r: ReadonlyArray<string>) =>
    r.map((cell, c) => (c >= 2 && c <= 4 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join("  ").trimEnd()
  console.log(line(rows[0]!))
  console.log(widths.map((w) => "-".repeat(w)).join("  "))
  for (const r of rows.slice(1)) console.log(line(r))
}
