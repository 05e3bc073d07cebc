import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { runInNewContext } from "node:vm"
import { beforeAll, describe, expect, it } from "vitest"
import type { ScormCommitMessage } from "../../../web-learner/src/scorm-runtime/runtime.ts"

// The runtime as the package's frame loads it (dist/scorm-runtime/runtime.js), run over the least
// of a window it needs: the injected state element, and a parent that receives its messages.
const root = join(import.meta.dirname, "..", "..", "..")
let source = ""
beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-scorm-runtime.mjs"], { cwd: root })
  source = readFileSync(join(root, "dist", "scorm-runtime", "runtime.js"), "utf8")
})

type Api = Record<string, (...args: Array<unknown>) => string>

const load = (version: "1.2" | "2004", cmi: Record<string, string> = {}, seq = 0) => {
  const posted: Array<ScormCommitMessage> = []
  const window: Record<string, unknown> = {
    parent: { postMessage: (m: ScormCommitMessage) => posted.push(m) },
    addEventListener: () => undefined
  }
  const document = { getElementById: (id: string) => (id === "vitrine-scorm-state" ? { textContent: JSON.stringify({ version, seq, cmi }) } : null) }
  runInNewContext(source, { window, document, JSON, Object, Number, String })
  return { api: (version === "1.2" ? window["API"] : window["API_1484_11"]) as Api, posted }
}

describe("the SCORM runtime in the package's frame", () => {
  it("1.2: answers from the saved state, validates as it goes, and posts the changes on commit and finish", () => {
    const { api, posted } = load("1.2", { "cmi.suspend_data": "seen=1", "cmi.core.entry": "resume" }, 4)
    expect(api.LMSGetValue!("cmi.suspend_data")).toBe("")
    expect(api.LMSGetLastError!()).toBe("301")
    expect(api.LMSInitialize!("")).toBe("true")
    expect(api.LMSInitialize!("")).toBe("false")
    expect(api.LMSGetLastError!()).toBe("101")
    expect(api.LMSGetValue!("cmi.suspend_data")).toBe("seen=1")
    expect(api.LMSGetValue!("cmi.core.entry")).toBe("resume")
    expect(api.LMSSetValue!("cmi.suspend_data", "x".repeat(4097))).toBe("false")
    expect(api.LMSGetLastError!()).toBe("405")
    expect(api.LMSGetErrorString!("405")).toBe("Incorrect data type")
    expect(api.LMSSetValue!("cmi.core.entry", "ab-initio")).toBe("false")
    expect(api.LMSGetLastError!()).toBe("403")
    expect(api.LMSSetValue!("cmi.core.score.raw", "101")).toBe("false")
    expect(api.LMSSetValue!("cmi.suspend_data", "seen=1,2")).toBe("true")
    expect(api.LMSGetLastError!()).toBe("0")
    expect(api.LMSGetValue!("cmi.core.session_time")).toBe("")
    expect(api.LMSGetLastError!()).toBe("404")
    expect(api.LMSCommit!("")).toBe("true")
    expect(posted).toEqual([{ type: "vitrine-scorm-commit", seq: 5, values: { "cmi.suspend_data": "seen=1,2" }, finished: false }])
    // Nothing changed since: a commit posts nothing; finishing always does.
    api.LMSCommit!("")
    expect(api.LMSSetValue!("cmi.core.lesson_status", "passed")).toBe("true")
    expect(api.LMSFinish!("")).toBe("true")
    expect(posted.slice(1)).toEqual([{ type: "vitrine-scorm-commit", seq: 6, values: { "cmi.core.lesson_status": "passed" }, finished: true }])
    expect(api.LMSSetValue!("cmi.suspend_data", "late")).toBe("false")
  })

  it("2004: the session's errors by their own numbers, and range checks with 407", () => {
    const { api, posted } = load("2004")
    expect(api.SetValue!("cmi.location", "p1")).toBe("false")
    expect(api.GetLastError!()).toBe("132")
    expect(api.Terminate!("")).toBe("false")
    expect(api.GetLastError!()).toBe("112")
    expect(api.Initialize!("")).toBe("true")
    expect(api.GetValue!("cmi.location")).toBe("")
    expect(api.GetLastError!()).toBe("403")
    expect(api.SetValue!("cmi.score.scaled", "1.01")).toBe("false")
    expect(api.GetLastError!()).toBe("407")
    expect(api.SetValue!("cmi.completion_status", "done")).toBe("false")
    expect(api.GetLastError!()).toBe("406")
    expect(api.GetErrorString!("406")).toBe("Data model element type mismatch")
    expect(api.SetValue!("cmi.completion_status", "completed")).toBe("true")
    expect(api.Terminate!("")).toBe("true")
    expect(api.Commit!("")).toBe("false")
    expect(api.GetLastError!()).toBe("143")
    expect(api.Initialize!("")).toBe("false")
    expect(api.GetLastError!()).toBe("104")
    expect(posted).toEqual([{ type: "vitrine-scorm-commit", seq: 1, values: { "cmi.completion_status": "completed" }, finished: true }])
  })

  it("keeps interactions and objectives in its copy: counts them, refuses gaps, posts them on commit", () => {
    const { api, posted } = load("2004", { "cmi.objectives.0.id": "o1", "cmi.objectives.0.success_status": "passed" }, 2)
    api.Initialize!("")
    expect(api.GetValue!("cmi.objectives._count")).toBe("1")
    expect(api.GetValue!("cmi.objectives.0.success_status")).toBe("passed")
    expect(api.SetValue!("cmi.interactions.1.id", "q2")).toBe("false")
    expect(api.GetLastError!()).toBe("351")
    expect(api.GetErrorString!("351")).toBe("General set failure")
    expect(api.SetValue!("cmi.interactions.0.result", "correct")).toBe("false")
    expect(api.GetLastError!()).toBe("408")
    expect(api.SetValue!("cmi.interactions.0.id", "q1")).toBe("true")
    expect(api.SetValue!("cmi.interactions.0.result", "correct")).toBe("true")
    expect(api.GetValue!("cmi.interactions._count")).toBe("1")
    api.Commit!("")
    expect(posted).toEqual([{ type: "vitrine-scorm-commit", seq: 3, values: { "cmi.interactions.0.id": "q1", "cmi.interactions.0.result": "correct" }, finished: false }])
    const v12 = load("1.2").api
    v12.LMSInitialize!("")
    expect(v12.LMSSetValue!("cmi.interactions.0.id", "q1")).toBe("true")
    expect(v12.LMSGetValue!("cmi.interactions.0.id")).toBe("")
    expect(v12.LMSGetLastError!()).toBe("404")
    expect(v12.LMSGetValue!("cmi.interactions._count")).toBe("1")
    expect(v12.LMSSetValue!("cmi.objectives.1.id", "o2")).toBe("false")
    expect(v12.LMSGetLastError!()).toBe("201")
  })
})
