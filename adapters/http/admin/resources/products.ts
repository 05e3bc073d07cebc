import type { ResourceSpec } from "../resource.ts"

/** Products by SKU; they belong to no country (each campaign's points table picks its own). */
export const productsResource: ResourceSpec = {
  name: "products",
  from: "products p",
  joins: "LEFT JOIN brands b ON b.brand_id = p.brand_id",
  id: "p.sku",
  fields: {
    id: "p.sku",
    sku: "p.sku",
    productType: "p.product_type",
    brandId: "p.brand_id",
    brandName: "b.name",
    processor: "p.processor",
    generation: "p.generation",
    formFactor: "p.form_factor"
  },
  filters: { productType: "p.product_type", brandId: "p.brand_id", processor: "p.processor", generation: "p.generation", formFactor: "p.form_factor" },
  search: ["p.sku LIKE ?", "p.product_type LIKE ?", "p.processor LIKE ?"],
  scope: undefined,
  defaultSort: ["sku", "ASC"],
  roles: ["admin", "auditor"]
}
