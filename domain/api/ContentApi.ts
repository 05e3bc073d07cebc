import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { AdminRecord } from "./AdminResourcesApi.ts"
import { ContactReceipt, ContactRequest, FaqQuery, FaqView, NewsArticle, NewsItem } from "./content/schemas.ts"
import { CommandHeaders, ListQuery, Page } from "./me/lists.ts"
import { Authentication } from "./security.ts"

const id = { id: Schema.String }

/**
 * News, FAQ and support (DESIGN §4.10, issue 46): the learner's reads and contact form under
 * `/api/me`, the console's news and FAQ commands under `/api/admin` (their lists and records are
 * the generic admin resources `news`, `faq-categories`, `faq-entries` and `contact-messages`).
 * Add endpoints before `.middleware(Authentication)`.
 */
export const ContentApi = HttpApiGroup.make("content")
  .add(HttpApiEndpoint.get("myNews", "/api/me/news", { query: ListQuery, success: Page(NewsItem) }))
  .add(HttpApiEndpoint.get("myNewsArticle", "/api/me/news/:id", { params: id, success: NewsArticle }))
  .add(HttpApiEndpoint.get("myFaq", "/api/me/faq", { query: FaqQuery, success: FaqView }))
  .add(HttpApiEndpoint.post("sendContactMessage", "/api/me/contact-messages", { headers: CommandHeaders, payload: ContactRequest, success: ContactReceipt.pipe(HttpApiSchema.status(201)) }))
  .add(HttpApiEndpoint.put("editNews", "/api/admin/news/:id", { params: id, payload: AdminRecord, success: AdminRecord }))
  .add(HttpApiEndpoint.post("publishNews", "/api/admin/news/:id/publish", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.post("unpublishNews", "/api/admin/news/:id/unpublish", { params: id, success: AdminRecord }))
  .add(HttpApiEndpoint.delete("removeFaqEntry", "/api/admin/faq-entries/:id", { params: id, success: AdminRecord }))
  .middleware(Authentication)
