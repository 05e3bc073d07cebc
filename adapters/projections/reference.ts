import { sqliteTable, text, index } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

export const brands = sqliteTable("brands", { brandId: text("brand_id").primaryKey(), name: text("name").notNull() })

export const agencies = sqliteTable("agencies", {
  agencyId: text("agency_id").primaryKey(),
  name: text("name").notNull(),
  brandIds: text("brand_ids", { mode: "json" }).$type<Array<string>>().notNull()
})

export const retailChains = sqliteTable("retail_chains", {
  chainId: text("chain_id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull()
})

export const stores = sqliteTable(
  "stores",
  {
    storeId: text("store_id").primaryKey(),
    chainId: text("chain_id").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    city: text("city").notNull()
  },
  (t) => [index("stores_chain").on(t.chainId)]
)

export const products = sqliteTable("products", {
  sku: text("sku").primaryKey(),
  productType: text("product_type").notNull(),
  brandId: text("brand_id").notNull(),
  processor: text("processor"),
  generation: text("generation"),
  formFactor: text("form_factor")
})

/** Brands, agencies, chains, stores and products as created, then as edited (ids and a store's country never change). */
export const referenceProjection = defineProjection({
  name: "reference",
  version: 1,
  tables: [brands, agencies, retailChains, stores, products],
  handlers: (db) => {
    const brand = db.prepare("INSERT INTO brands (brand_id, name) VALUES (?, ?)")
    const agency = db.prepare("INSERT INTO agencies (agency_id, name, brand_ids) VALUES (?, ?, ?)")
    const chain = db.prepare("INSERT INTO retail_chains (chain_id, name, country) VALUES (?, ?, ?)")
    const store = db.prepare("INSERT INTO stores (store_id, chain_id, name, country, city) VALUES (?, ?, ?, ?, ?)")
    const product = db.prepare(
      "INSERT INTO products (sku, product_type, brand_id, processor, generation, form_factor) VALUES (?, ?, ?, ?, ?, ?)"
    )
    const brandEdit = db.prepare("UPDATE brands SET name = ? WHERE brand_id = ?")
    const agencyEdit = db.prepare("UPDATE agencies SET name = ?, brand_ids = ? WHERE agency_id = ?")
    const chainEdit = db.prepare("UPDATE retail_chains SET name = ? WHERE chain_id = ?")
    const storeEdit = db.prepare("UPDATE stores SET chain_id = ?, name = ?, city = ? WHERE store_id = ?")
    const productEdit = db.prepare(
      "UPDATE products SET product_type = ?, brand_id = ?, processor = ?, generation = ?, form_factor = ? WHERE sku = ?"
    )
    return {
      BrandUpdated: (e) => brandEdit.run(e.name, e.brandId),
      AgencyUpdated: (e) => agencyEdit.run(e.name, JSON.stringify(e.brandIds), e.agencyId),
      RetailChainUpdated: (e) => chainEdit.run(e.name, e.chainId),
      StoreUpdated: (e) => storeEdit.run(e.chainId, e.name, e.city, e.storeId),
      ProductUpdated: (e) => productEdit.run(e.productType, e.brandId, e.processor ?? null, e.generation ?? null, e.formFactor ?? null, e.sku),
      BrandCreated: (e) => brand.run(e.brandId, e.name),
      AgencyCreated: (e) => agency.run(e.agencyId, e.name, JSON.stringify(e.brandIds)),
      RetailChainCreated: (e) => chain.run(e.chainId, e.name, e.country),
      StoreCreated: (e) => store.run(e.storeId, e.chainId, e.name, e.country, e.city),
      ProductCreated: (e) => product.run(e.sku, e.productType, e.brandId, e.processor ?? null, e.generation ?? null, e.formFactor ?? null)
    }
  }
})
