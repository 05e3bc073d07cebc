import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { editNews, publishNews, removeFaqEntry, unpublishNews } from "./content/admin.ts"
import { sendMyContactMessage } from "./content/contact.ts"
import { myFaq } from "./content/faq.ts"
import { listMyNews, myNewsArticle } from "./content/news.ts"

/** Handlers of news, FAQ and support (domain/api/ContentApi.ts). */
export const ContentHttpLive = HttpApiBuilder.group(VitrineApi, "content", (handlers) =>
  handlers
    .handle("myNews", ({ query }) => Effect.flatMap(CurrentUser, (user) => listMyNews(user, query)))
    .handle("myNewsArticle", ({ params }) => Effect.flatMap(CurrentUser, (user) => myNewsArticle(user, params.id)))
    .handle("myFaq", ({ query }) => Effect.flatMap(CurrentUser, (user) => myFaq(user, query)))
    .handle("sendContactMessage", ({ payload, headers }) => Effect.flatMap(CurrentUser, (user) => sendMyContactMessage(user, payload, headers["idempotency-key"])))
    .handle("editNews", ({ params, payload }) => editNews(params.id, payload))
    .handle("publishNews", ({ params }) => publishNews(params.id))
    .handle("unpublishNews", ({ params }) => unpublishNews(params.id))
    .handle("removeFaqEntry", ({ params }) => removeFaqEntry(params.id))
)
