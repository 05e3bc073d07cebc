import { contentKindOf } from "./activityTypes.ts"

interface FormActivity { activityId?: string; title?: string; type?: string; mandatory?: boolean; blocking?: boolean; content?: { kind: string } | null }
interface FormCourse { tags?: string | ReadonlyArray<string> | null; supportMaterials?: Array<{ title?: string; fileId?: string }> | null; activities?: FormActivity[] | null; [k: string]: unknown }

const present = (v: unknown) => v !== "" && v != null

/**
 * The form as CreateCourse (and EditCourse) takes it: optional fields left empty are not sent; tags
 * from one comma-separated line; activities ordered as the form lists them, each keeping its id
 * (a test stays attached to it) and a new one taking the next free `a<n>`; content kept only when it is the kind the activity's type plays (a type changed after
 * an upload leaves no stale content behind).
 */
export const toCreateCourse = (form: FormCourse): Record<string, unknown> => {
  const { tags, supportMaterials, activities, ...rest } = form
  const tagList = (typeof tags === "string" ? tags.split(",") : (tags ?? [])).map((t) => t.trim()).filter((t) => t !== "")
  const fresh = freshIds(activities ?? [])
  const materials = (supportMaterials ?? []).filter((m) => m.fileId && m.title)
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => present(v))),
    ...(tagList.length ? { tags: tagList } : {}),
    ...(materials.length ? { supportMaterials: materials } : {}),
    activities: (activities ?? []).map((a, i) => ({
      activityId: a.activityId ?? fresh(),
      ...(a.title ? { title: a.title } : {}),
      type: a.type,
      hierarchyOrder: i + 1,
      mandatory: a.mandatory ?? true,
      blocking: a.blocking ?? false,
      ...(a.content && a.content.kind === contentKindOf(a.type) ? { content: a.content } : {})
    }))
  }
}

/** Ids a1, a2, … not yet taken by the form's activities, in order. */
const freshIds = (activities: ReadonlyArray<FormActivity>) => {
  const taken = new Set(activities.flatMap((a) => (a.activityId ? [a.activityId] : [])))
  let n = 0
  return () => {
    do n++
    while (taken.has(`a${n}`))
    taken.add(`a${n}`)
    return `a${n}`
  }
}
