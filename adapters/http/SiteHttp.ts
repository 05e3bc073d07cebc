import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { HotsiteNotFound, ShowcaseCourseNotFound } from "../../domain/api/sso/errors.ts"
import { SitePageNotFound } from "../../domain/sitePage/errors.ts"
import { failureOf } from "./errors.ts"
import { ServerContext } from "./ServerContext.ts"
import { makeSitePages } from "./site/pages.ts"
import { makeShellSteps } from "./site/shellSteps.ts"
import { showcaseCourse } from "./site/showcase.ts"

const found = <A>(value: A | undefined, missing: () => Parameters<typeof failureOf>[0]) =>
  value === undefined ? Effect.fail(failureOf(missing())) : Effect.succeed(value)

/** The chosen client's flags (none chosen among several: no requirement, no tour yet). */
const selectedFeatures = Effect.gen(function* () {
  const { sessions } = yield* ServerContext
  const session = sessions.session(yield* CurrentUser)
  return session.clients.find((c) => c.clientId === session.selectedClientId)?.features ?? {}
})

/** Handlers of the public pages and the course showcase (domain/api/SiteApi.ts). */
export const SiteHttpLive = HttpApiBuilder.group(VitrineApi, "site", (handlers) =>
  handlers
    .handle("sitePage", ({ params }) =>
      Effect.flatMap(ServerContext, ({ programme }) => found(makeSitePages(programme.db).page(params.pageId), () => new SitePageNotFound({ pageId: params.pageId })))
    )
    .handle("showcaseCourse", ({ params }) =>
      Effect.flatMap(ServerContext, ({ programme, now }) =>
        found(showcaseCourse(programme, params.courseId, now()), () => new ShowcaseCourseNotFound({ courseId: params.courseId }))
      )
    )
)

/** The logged-in learner's hotsite and shell steps (domain/api/SiteApi.ts `SiteMeApi`). */
export const SiteMeHttpLive = HttpApiBuilder.group(VitrineApi, "siteMe", (handlers) =>
  handlers
    .handle("myHotsite", () =>
      Effect.gen(function* () {
        const { programme } = yield* ServerContext
        const user = yield* CurrentUser
        return yield* found(makeSitePages(programme.db).hotsiteOf(user.country), () => new HotsiteNotFound())
      })
    )
    .handle("myShellSteps", () =>
      Effect.gen(function* () {
        const { programme, now } = yield* ServerContext
        return makeShellSteps(programme.db, now).steps((yield* CurrentUser).userId, yield* selectedFeatures)
      })
    )
    .handle("finishOnboarding", () =>
      Effect.gen(function* () {
        const { programme, now } = yield* ServerContext
        return makeShellSteps(programme.db, now).finishOnboarding((yield* CurrentUser).userId, yield* selectedFeatures)
      })
    )
)
