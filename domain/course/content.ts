import { Schema } from "effect"
import { Id, Text } from "../shared/schemas.ts"
import { embedTypes } from "../rules/embeds.ts"
import { Game } from "../game/content.ts"

/** HTML content is kept to a page's worth: an author who needs more makes a file or a SCORM package. */
export const maxHtmlLength = 200_000

/**
 * What the player shows for an activity (DESIGN §4.8 "Activity content"): an uploaded file, an
 * embedded page of an allowed host, a SCORM package, sanitized HTML, or a game. Tests and quizzes
 * have none: their questions come through CreateTest.
 */
export const ActivityContent = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("file"), fileId: Id }),
  Schema.Struct({ kind: Schema.Literal("url"), url: Schema.String.check(Schema.isMaxLength(2048)) }),
  Schema.Struct({ kind: Schema.Literal("scorm"), packageId: Id }),
  Schema.Struct({ kind: Schema.Literal("html"), html: Schema.String.check(Schema.isMaxLength(maxHtmlLength)) }),
  Schema.Struct({ kind: Schema.Literal("game"), game: Game })
])
export type ActivityContent = typeof ActivityContent.Type

/** A course's support material: a file the learner may download beside the activities. */
export const SupportMaterial = Schema.Struct({ fileId: Id, title: Text })
export type SupportMaterial = typeof SupportMaterial.Type

const fileTypes = ["pdf", "video", "audio", "ppt", "image", "flash"]

/** The content kind an activity type takes; undefined for the types that take none (tests, reaction, classes). */
export const contentKindOf = (type: string): ActivityContent["kind"] | undefined =>
  fileTypes.includes(type)
    ? "file"
    : embedTypes.includes(type)
      ? "url"
      : type === "scorm" || type === "scorm_cloud"
        ? "scorm"
        : type === "html"
          ? "html"
          : type === "game" || type.endsWith("_game")
            ? "game"
            : undefined
