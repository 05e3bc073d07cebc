/**
 * A fold's in-memory table: rows found by two keys, created on first use, and listed in the order
 * they were created, which is the order the projection's upserts would have inserted them in.
 */
export const rowsByKey = <Row>(create: (first: string, second: string) => Row) => {
  const rows: Array<Row> = []
  const byFirst = new Map<string, Map<string, Row>>()
  return {
    rows,
    get: (first: string, second: string): Row => {
      let bySecond = byFirst.get(first)
      if (!bySecond) byFirst.set(first, (bySecond = new Map()))
      let row = bySecond.get(second)
      if (!row) {
        row = create(first, second)
        bySecond.set(second, row)
        rows.push(row)
      }
      return row
    },
    clear: () => {
      rows.length = 0
      byFirst.clear()
    }
  }
}
