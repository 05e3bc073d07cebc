import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/**
 * The reward store: every reward with its stock and popularity. `supplied` (listed + restocked)
 * and `ordered` (units in orders not rejected) let verify check that stock + ordered = supplied.
 */
export const rewards = sqliteTable(
  "rewards",
  {
    rewardId: text("reward_id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    department: text("department").notNull(),
    category: text("category").notNull(),
    price: integer("price").notNull(),
    stock: integer("stock").notNull(),
    supplied: integer("supplied").notNull(),
    /** "Popular" (DESIGN §4.6): units in orders that are not rejected. */
    ordered: integer("ordered").notNull(),
    minLevel: integer("min_level").notNull(),
    requiredCourseIds: text("required_course_ids", { mode: "json" }).$type<Array<string>>().notNull(),
    /** A JSON array; `[]` offers it in every country. */
    countries: text("countries", { mode: "json" }).$type<Array<string>>().notNull(),
    imageFileId: text("image_file_id"),
    withdrawn: integer("withdrawn", { mode: "boolean" }).notNull(),
    listedAt: text("listed_at").notNull(),
    /** Name and description lower-cased: what the store's search matches. */
    searchText: text("search_text").notNull()
  },
  (t) => [index("rewards_department").on(t.department, t.category)]
)

const searchOf = (e: { name: string; description: string }) => `${e.name} ${e.description}`.toLowerCase()

export const rewardsProjection = defineProjection({
  name: "rewards",
  version: 1,
  tables: [rewards],
  handlers: (db) => {
    const insert = db.prepare(
      `INSERT INTO rewards (reward_id, name, description, department, category, price, stock, supplied, ordered, min_level, required_course_ids, countries, image_file_id, withdrawn, listed_at, search_text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 0, ?, ?)`
    )
    const edit = db.prepare(
      `UPDATE rewards SET name = ?, description = ?, department = ?, category = ?, price = ?, min_level = ?, required_course_ids = ?, countries = ?, image_file_id = ?, search_text = ? WHERE reward_id = ?`
    )
    const restock = db.prepare("UPDATE rewards SET stock = stock + ?, supplied = supplied + ? WHERE reward_id = ?")
    const order = db.prepare("UPDATE rewards SET stock = stock - ?, ordered = ordered + ? WHERE reward_id = ?")
    const withdraw = db.prepare("UPDATE rewards SET withdrawn = 1 WHERE reward_id = ?")
    return {
      RewardListed: (e, ev) =>
        insert.run(
          e.rewardId, e.name, e.description, e.department, e.category, e.price, e.stock, e.stock, e.minLevel,
          JSON.stringify(e.requiredCourseIds), JSON.stringify(e.countries), e.imageFileId ?? null, ev.recordedAt, searchOf(e)
        ),
      RewardEdited: (e) =>
        edit.run(
          e.name, e.description, e.department, e.category, e.price, e.minLevel, JSON.stringify(e.requiredCourseIds),
          JSON.stringify(e.countries), e.imageFileId ?? null, searchOf(e), e.rewardId
        ),
      RewardRestocked: (e) => restock.run(e.quantity, e.quantity, e.rewardId),
      RewardWithdrawn: (e) => withdraw.run(e.rewardId),
      RewardStockReserved: (e) => order.run(e.quantity, e.quantity, e.rewardId),
      RewardStockReleased: (e) => order.run(-e.quantity, -e.quantity, e.rewardId)
    }
  }
})
