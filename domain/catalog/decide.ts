import { Effect } from "effect"
import { defineCommand, type States } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { client } from "../client/aggregate.ts"
import { course } from "../course/aggregate.ts"
import { AddCatalogCourse, CreateCatalog } from "./commands.ts"
import { CatalogAlreadyExists, CatalogClientUnknown, CatalogCourseRepeated, CatalogCourseUnknown, CatalogNotFound } from "./errors.ts"
import { CatalogCourseAdded, CatalogCreated } from "./events.ts"
import { catalog } from "./state.ts"

const requireCourse = (courseId: string, states: States) => (states.of(course(courseId)).exists ? Effect.void : Effect.fail(new CatalogCourseUnknown({ courseId })))

/** A catalog and the presential courses it starts with (each once). */
export const createCatalog = defineCommand<CreateCatalog, Lookups>({
  schema: CreateCatalog,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(catalog(c.catalogId)).exists) return yield* new CatalogAlreadyExists({ catalogId: c.catalogId })
      if (!states.of(client(c.clientId)).exists) return yield* new CatalogClientUnknown({ clientId: c.clientId })
      const courseIds = c.courseIds ?? []
      for (const [i, courseId] of courseIds.entries()) {
        yield* requireCourse(courseId, states)
        if (courseIds.indexOf(courseId) !== i) return yield* new CatalogCourseRepeated({ catalogId: c.catalogId, courseId })
      }
      const { _tag, courseIds: _, ...fields } = c
      return [new CatalogCreated(fields), ...courseIds.map((courseId) => new CatalogCourseAdded({ catalogId: c.catalogId, courseId }))]
    })
})

export const addCatalogCourse = defineCommand<AddCatalogCourse, Lookups>({
  schema: AddCatalogCourse,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(catalog(c.catalogId))
      if (!s.exists) return yield* new CatalogNotFound({ catalogId: c.catalogId })
      yield* requireCourse(c.courseId, states)
      if (s.courses.has(c.courseId)) return yield* new CatalogCourseRepeated({ catalogId: c.catalogId, courseId: c.courseId })
      return [new CatalogCourseAdded({ catalogId: c.catalogId, courseId: c.courseId })]
    })
})
