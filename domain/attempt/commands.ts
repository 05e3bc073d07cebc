import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"
import { Answers } from "./events.ts"

/** `seed` is optional: by default it is derived from the attempt id (the draw stays replayable). */
export class StartAttempt extends Schema.TaggedClass<StartAttempt>()("StartAttempt", { attemptId: Id, testId: Id, userId: Id, seed: Schema.optionalKey(Schema.Int) }) {}
export class SaveAnswers extends Schema.TaggedClass<SaveAnswers>()("SaveAnswers", { attemptId: Id, answers: Answers }) {}
export class SubmitAttempt extends Schema.TaggedClass<SubmitAttempt>()("SubmitAttempt", { attemptId: Id, answers: Schema.optionalKey(Answers) }) {}
/** The programme's scheduled work: closes an attempt left open past its limit and grace. */
export class CloseAttempt extends Schema.TaggedClass<CloseAttempt>()("CloseAttempt", { attemptId: Id }) {}
