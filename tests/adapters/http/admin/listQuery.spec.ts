import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import Database from "better-sqlite3"
import { ApiFailure } from "../../../../domain/api/ApiFailure.ts"
import { listSql, oneSql, parseListQuery, whereOf, type ListQuery } from "../../../../adapters/http/admin/listQuery.ts"
import type { ResourceSpec } from "../../../../adapters/http/admin/resource.ts"

const spec: ResourceSpec = {
  name: "things",
  from: "things t",
  joins: "LEFT JOIN owners o ON o.owner_id = t.owner_id",
  id: "t.thing_id",
  fields: { id: "t.thing_id", name: "t.name", size: "t.size", ownerName: "o.name", flag: "t.flag" },
  filters: { name: "t.name", size: "t.size", flag: "t.flag", special: (v) => ({ sql: "t.name = upper(?)", params: [v] }) },
  search: ["t.name LIKE ?"],
  scope: "t.country = ?",
  booleans: ["flag"],
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}
const br = { all: false, country: "BR" } as const
const all = { all: true } as const

const db = new Database(":memory:")
db.exec(`CREATE TABLE things (thing_id TEXT, name TEXT, size INTEGER, owner_id TEXT, flag INTEGER, country TEXT);
  CREATE TABLE owners (owner_id TEXT, name TEXT);
  INSERT INTO owners VALUES ('o1', 'Olga'), ('o2', 'Omar');
  INSERT INTO things VALUES ('a', 'apple', 3, 'o1', 1, 'BR'), ('b', 'berry', 1, 'o2', 0, 'BR'), ('c', 'cherry', 2, 'o1', 0, 'AR'), ('d', '50%_off', 5, 'o2', 0, 'BR');`)

// The same things with their totals kept by flag and size, as a projection keeps them.
const countedSpec: ResourceSpec = { ...spec, counted: { from: "thing_counts k", sum: "k.n", filters: { flag: "k.flag", size: "k.size" }, scope: "k.country = ?" } }
db.exec("CREATE TABLE thing_counts AS SELECT country, flag, size, count(*) AS n FROM things GROUP BY 1, 2, 3")

const run = (q: ListQuery, scope: typeof br | typeof all = br, over: ResourceSpec = spec) => {
  const { page, count } = listSql(over, q, scope)
  return { ids: db.prepare(page.sql).all(...page.params).map((r: any) => r.id), total: db.prepare(count.sql).pluck().get(...count.params) }
}
const parsed = (raw: Parameters<typeof parseListQuery>[1]): ListQuery => {
  const q = parseListQuery(spec, raw)
  if (q instanceof ApiFailure) throw q
  return q
}

describe("The list query builder (ra-data-simple-rest's sort, range and filter → SQL)", () => {
  it("sorts by a listed field (joined ones too), pages by range, counts the whole filtered set", () => {
    expect(run(parsed({ sort: '["size","DESC"]', range: "[0,1]" }))).toEqual({ ids: ["d", "a"], total: 3 })
    expect(run(parsed({ sort: '["size","DESC"]', range: "[2,9]" }))).toEqual({ ids: ["b"], total: 3 })
    expect(run(parsed({ sort: '["ownerName","ASC"]', range: "[0,9]" })).ids).toEqual(["a", "b", "d"])
  })

  it("filters by equality, by a list (getMany's ids), by bounds, booleans, custom conditions and q", () => {
    expect(run(parsed({ filter: '{"id":["a","c","d"]}' })).ids).toEqual(["d", "a"])
    expect(run(parsed({ filter: '{"id":[]}' })).total).toBe(0)
    expect(run(parsed({ filter: '{"size_gte":2,"size_lte":3}' })).ids).toEqual(["a"])
    expect(run(parsed({ filter: '{"flag":true}' })).ids).toEqual(["a"])
    expect(run(parsed({ filter: '{"special":"berry"}' })).ids).toEqual([])
    expect(run(parsed({ filter: '{"q":"ERR"}' })).ids).toEqual(["b"])
    // LIKE's wildcards are the user's characters, not patterns.
    expect(run(parsed({ filter: '{"q":"%_"}' })).ids).toEqual(["d"])
  })

  it("keeps an admin to their country; a superuser sees all", () => {
    expect(run(parsed({ filter: '{"id":["c"]}' })).total).toBe(0)
    expect(run(parsed({ filter: '{"id":["c"]}' }), all).total).toBe(1)
    expect(db.prepare(oneSql(spec, "c", br).sql).all(...oneSql(spec, "c", br).params)).toEqual([])
    expect(whereOf(spec, {}, all).sql).toBe("")
  })

  it("refuses what the resource does not list, and bad JSON, with 400 input.invalid_query", () => {
    for (const raw of [
      { sort: '["country","ASC"]' },
      { sort: '["name","asc"]' },
      { sort: "name" },
      { range: "[5,1]" },
      { range: "[0,5000]" },
      { range: "[-1,3]" },
      { filter: '{"country":"AR"}' },
      { filter: '{"ownerName":"Olga"}' },
      { filter: '{"name":{"$ne":1}}' },
      { filter: '{"q":3}' },
      { filter: "[]" },
      { filter: "{" }
    ]) {
      const q = parseListQuery(spec, raw)
      expect(q, JSON.stringify(raw)).toBeInstanceOf(ApiFailure)
      expect((q as ApiFailure).status).toBe(400)
      expect((q as ApiFailure).code).toBe("input.invalid_query")
    }
  })

  it("reads the total from the counts a resource keeps when they answer every filter, else counts the rows", () => {
    const countSql = (filter: ListQuery["filter"]) => listSql(countedSpec, { sort: ["name", "ASC"], range: [0, 9], filter }, br).count.sql
    for (const filter of [{}, { flag: true }, { size: [1, 3] }, { flag: false, size: 5 }]) expect(countSql(filter), JSON.stringify(filter)).toContain("FROM thing_counts k")
    for (const filter of [{ name: "apple" }, { flag: true, q: "a" }, { size_gte: 2 }, { id: ["a"] }]) expect(countSql(filter), JSON.stringify(filter)).toContain("count(*) FROM things t")
  })

  test.prop([fc.constantFrom(br, all), fc.option(fc.boolean()), fc.option(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 })), fc.option(fc.constantFrom("apple", "berry"))])(
    "the kept counts give the total the rows give, for every scope and filter",
    (scope, flag, size, name) => {
      const filter = { ...(flag === null ? {} : { flag }), ...(size === null ? {} : { size: size.length === 1 ? size[0]! : size }), ...(name === null ? {} : { name }) }
      const q: ListQuery = { sort: ["name", "ASC"], range: [0, 9], filter }
      expect(run(q, scope, countedSpec)).toEqual(run(q, scope))
    }
  )

  test.prop([fc.option(fc.string()), fc.option(fc.oneof(fc.string(), fc.json())), fc.option(fc.oneof(fc.string(), fc.json()))])(
    "any query string answers a page or a 400, and what it runs is valid SQL",
    (sort, range, filter) => {
      const q = parseListQuery(spec, { sort: sort ?? undefined, range: range ?? undefined, filter: filter ?? undefined })
      if (q instanceof ApiFailure) expect(q.status).toBe(400)
      else expect(() => run(q)).not.toThrow()
    }
  )
})
