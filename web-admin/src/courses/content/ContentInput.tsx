import { Typography } from "@mui/material"
import type { ComponentType } from "react"
import { useTranslate } from "react-admin"
import { contentKindOf, type ContentKind } from "../activityTypes.ts"
import { FileContent } from "./FileContent.tsx"
import { GameContent } from "./GameContent.tsx"
import { HtmlContent } from "./HtmlContent.tsx"
import { ScormContent } from "./ScormContent.tsx"
import { UrlContent } from "./UrlContent.tsx"

/**
 * One small editor per content kind: a new kind (the games) is one component and one line here.
 * Each writes the activity's `content` as the API takes it ({kind, …}).
 */
const editors: Partial<Record<ContentKind, ComponentType<{ type: string }>>> = {
  file: FileContent,
  url: UrlContent,
  scorm: ScormContent,
  html: HtmlContent,
  game: GameContent
}

/** The content editor for the activity's type; a type that plays no content says so. */
export const ContentInput = ({ type }: { type: string | undefined }) => {
  const translate = useTranslate()
  const kind = contentKindOf(type)
  const Editor = kind && editors[kind]
  if (type === undefined) return null
  if (!Editor) return <Typography variant="body2" color="text.secondary">{translate("vitrine.learning.no_content")}</Typography>
  return <Editor key={type} type={type} />
}
