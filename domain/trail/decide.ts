import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { course } from "../course/aggregate.ts"
import { CourseNotFound } from "../course/errors.ts"
import { CreateTrail } from "./commands.ts"
import { TrailAlreadyExists, TrailCoursesInvalid } from "./errors.ts"
import { TrailCreated } from "./events.ts"
import { trail } from "./state.ts"

export const createTrail = defineCommand<CreateTrail, Lookups>({
  schema: CreateTrail,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(trail(c.trailId)).exists) return yield* new TrailAlreadyExists({ trailId: c.trailId })
      if (c.courseIds.length === 0 || new Set(c.courseIds).size !== c.courseIds.length) return yield* new TrailCoursesInvalid({ trailId: c.trailId })
      for (const id of c.courseIds) if (!states.of(course(id)).exists) return yield* new CourseNotFound({ courseId: id })
      return [new TrailCreated({ trailId: c.trailId, title: c.title, courseIds: c.courseIds })]
    })
})
