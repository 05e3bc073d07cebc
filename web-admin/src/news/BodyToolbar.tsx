import { Button, ButtonGroup } from "@mui/material"
import { useTranslate } from "react-admin"
import { useFormContext } from "react-hook-form"

/** [label key, opening tag, closing tag]: what each button wraps the selected text in. */
const marks: ReadonlyArray<readonly [string, string, string]> = [
  ["bold", "<strong>", "</strong>"],
  ["italic", "<em>", "</em>"],
  ["heading", "<h2>", "</h2>"],
  ["paragraph", "<p>", "</p>"],
  ["list", "<ul>\n<li>", "</li>\n</ul>"],
  ["link", '<a href="https://">', "</a>"]
]

/**
 * Rich text for authors who do not write HTML: each button wraps the body's selected text (or
 * inserts an empty pair at the cursor) in its tags; the preview below shows the result.
 */
export const BodyToolbar = () => {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext<{ body?: string }>()
  const wrap = (open: string, close: string) => {
    const area = document.querySelector<HTMLTextAreaElement>("textarea[name='body']")
    const text = getValues("body") ?? ""
    const [from, to] = area ? [area.selectionStart, area.selectionEnd] : [text.length, text.length]
    setValue("body", `${text.slice(0, from)}${open}${text.slice(from, to)}${close}${text.slice(to)}`, { shouldDirty: true })
  }
  return (
    <ButtonGroup size="small" variant="outlined" aria-label={translate("vitrine.news.format")} sx={{ flexWrap: "wrap", mt: 1 }}>
      {marks.map(([key, open, close]) => (
        <Button key={key} onClick={() => wrap(open, close)}>{translate(`vitrine.news.format_${key}`)}</Button>
      ))}
    </ButtonGroup>
  )
}
