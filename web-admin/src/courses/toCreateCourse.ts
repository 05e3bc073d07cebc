import { contentKindOf } from "./activityTypes.ts"

interface FormActivity { title?: string; type?: string; mandatory?: boolean; blocking?: boolean; content?: { kind: string } | null }
interface FormCourse { tags?: string | null; supportMaterials?: Array<{ title?: string; fileId?: string }> | null; activities?: FormActivity[] | null; [k: string]: unknown }

const present = (v: unknown) => v !== "" && v != null

/**
 * The form as CreateCourse takes it: optional fields left empty are not sent; tags from one
 * comma-separated line; activities numbered in the form's order (their ids a1, a2, … within the
 * course); content kept only when it is the kind the activity's type plays (a type changed after
 * an upload leaves no stale content behind).
 */
export const toCreateCourse = (form: FormCourse): Record<string, unknown> => {
  const { tags, supportMaterials, activities, ...rest } = form
  const tagList = (tags ?? "").split(",").map((t) => t.trim()).filter((t) => t !== "")
  const materials = (supportMaterials ?? []).filter((m) => m.fileId && m.title)
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => present(v))),
    ...(tagList.length ? { tags: tagList } : {}),
    ...(materials.length ? { supportMaterials: materials } : {}),
    activities: (activities ?? []).map((a, i) => ({
      activityId: `a${i + 1}`,
      ...(a.title ? { title: a.title } : {}),
      type: a.type,
      hierarchyOrder: i + 1,
      mandatory: a.mandatory ?? true,
      blocking: a.blocking ?? false,
      ...(a.content && a.content.kind === contentKindOf(a.type) ? { content: a.content } : {})
    }))
  }
}
