import { saveSurveyCommand } from "./resources/surveys.ts"
import { editCourseCommand } from "./courseEdit.ts"

/** Resources whose records an admin edits (`PUT /api/admin/<res>/:id`), each through its domain command. */
export const editableResources = ["stores", "chains", "agencies", "brands", "products", "faq-categories", "faq-entries", "surveys", "sence-clients", "sence-courses", "courses", "site-pages", "branding-client-themes"] as const
export type EditableResource = (typeof editableResources)[number]

type Record_ = Readonly<Record<string, unknown>>

/** An optional attribute as the console sends it (`null` or blank once cleared): left out of the command. */
const optional = (record: Record_, key: string) => {
  const value = record[key]
  return value == null || value === "" ? {} : { [key]: value }
}

/**
 * The command that edits a record, from the whole record ra-data-simple-rest sends back: only the
 * command's own fields are taken, the id from the path (a record never changes its id).
 */
export const edits: Readonly<Record<EditableResource, { readonly type: string; readonly command: (id: string, record: Record_) => Record<string, unknown> }>> = {
  brands: { type: "UpdateBrand", command: (id, r) => ({ brandId: id, name: r["name"] }) },
  agencies: { type: "UpdateAgency", command: (id, r) => ({ agencyId: id, name: r["name"], brandIds: r["brandIds"] }) },
  chains: { type: "UpdateRetailChain", command: (id, r) => ({ chainId: id, name: r["name"] }) },
  stores: { type: "UpdateStore", command: (id, r) => ({ storeId: id, chainId: r["chainId"], name: r["name"], city: r["city"] }) },
  // The survey editor saves the whole survey; the domain lets only its owners (survey.not_owner).
  surveys: { type: "SaveSurvey", command: saveSurveyCommand },
  // A draft course replaced whole (EditCourse); a published one answers course.not_draft.
  courses: { type: "EditCourse", command: editCourseCommand },
  products: {
    type: "UpdateProduct",
    command: (id, r) => ({
      sku: id,
      productType: r["productType"],
      brandId: r["brandId"],
      ...optional(r, "processor"),
      ...optional(r, "generation"),
      ...optional(r, "formFactor")
    })
  },
  "faq-categories": { type: "EditFaqCategory", command: (id, r) => ({ categoryId: id, name: r["name"], ...optional(r, "position") }) },
  "faq-entries": {
    type: "EditFaqEntry",
    command: (id, r) => ({ entryId: id, categoryId: r["categoryId"], question: r["question"], answer: r["answer"], ...optional(r, "position") })
  },
  // SENCE's codes (DESIGN §4.9): too short a code is the rule's own answer (sence.code_too_short).
  "sence-clients": { type: "SetClientSenceCode", command: (id, r) => ({ clientId: id, senceCode: r["senceCode"] }) },
  "sence-courses": { type: "SetCourseSenceCode", command: (id, r) => ({ courseId: id, courseCode: r["courseCode"] }) },
  // The page saved whole; its kind is fixed (site.kind_fixed), so the record's own is sent back.
  "site-pages": {
    type: "SaveSitePage",
    command: (id, r) => ({ pageId: id, kind: r["kind"], title: r["title"], body: r["body"], ...optional(r, "campaignId"), ...optional(r, "agencyId") })
  },
  // A client's theme replaced whole; a pair below WCAG AA is the rule's own answer (branding.contrast_too_low).
  "branding-client-themes": { type: "BrandClient", command: (id, r) => ({ clientId: id, colors: r["colors"], ...optional(r, "logoFileId") }) }
}

export const isEditable = (name: string): name is EditableResource => (editableResources as ReadonlyArray<string>).includes(name)
