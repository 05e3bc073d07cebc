// The SCORM runtime that runs inside a package's own frame (DESIGN §4.8 "Activity content").
// The server injects it, as a static file (the frame's CSP allows no inline script of ours), before
// the package's scripts, together with the attempt's saved state as JSON. The API calls are
// synchronous, so it answers from that in-memory copy, applying the data model's rules
// (domain/scorm/dataModel.ts, the same the server applies again), and on Commit and Finish posts
// the changed values to the app around the frame, which saves them through the learner API. It is
// not part of the app's bundle: scripts/build-scorm-runtime.mjs builds it on its own.
import { getValue, setError, type ScormVersion } from "../../../domain/scorm/dataModel.ts"
import { scormErrorText } from "./errorText.ts"

interface Launch {
  readonly version: ScormVersion
  readonly seq: number
  readonly cmi: Record<string, string>
}

/** What the frame posts to its parent: the app's player (features/learning/components/ScormFrame.tsx) checks it came from its own frame. */
export interface ScormCommitMessage {
  readonly type: "vitrine-scorm-commit"
  readonly seq: number
  readonly values: Record<string, string>
  readonly finished: boolean
}

const launch = JSON.parse(document.getElementById("vitrine-scorm-state")?.textContent ?? "null") as Launch | null

const install = (state: Launch) => {
  const v = state.version
  const cmi: Record<string, string> = { ...state.cmi }
  let changed: Record<string, string> = {}
  let seq = state.seq
  let phase: "new" | "running" | "done" = "new"
  let lastError = 0

  const answer = <A>(error: number, value: A): A => {
    lastError = error
    return value
  }
  const send = (finished: boolean) => {
    if (Object.keys(changed).length === 0 && !finished) return
    const message: ScormCommitMessage = { type: "vitrine-scorm-commit", seq: ++seq, values: changed, finished }
    changed = {}
    // The frame's origin is opaque ("null"): no target origin can name the app, and the values are the package's own.
    window.parent.postMessage(message, "*")
  }
  // Error codes of the session's state, per version (1.2: 101 and 301; 2004: 103–143).
  const codes = v === "1.2" ? { again: 101, ended: 101, early: 301, getEarly: 301, getLate: 101, setEarly: 301, setLate: 101, commitEarly: 301, commitLate: 101, endEarly: 301, endLate: 101 } : { again: 103, ended: 104, early: 112, getEarly: 122, getLate: 123, setEarly: 132, setLate: 133, commitEarly: 142, commitLate: 143, endEarly: 112, endLate: 113 }
  const ok = (b: boolean) => (b ? "true" : "false")

  const initialize = (arg: unknown) => {
    if (arg !== "" && arg !== undefined) return answer(201, "false")
    if (phase === "running") return answer(codes.again, "false")
    if (phase === "done") return answer(codes.ended, "false")
    phase = "running"
    return answer(0, "true")
  }
  const terminate = (arg: unknown) => {
    if (arg !== "" && arg !== undefined) return answer(201, "false")
    if (phase === "new") return answer(codes.endEarly, "false")
    if (phase === "done") return answer(codes.endLate, "false")
    send(true)
    phase = "done"
    return answer(0, "true")
  }
  const get = (name: unknown) => {
    if (phase === "new") return answer(codes.getEarly, "")
    if (phase === "done") return answer(codes.getLate, "")
    if (typeof name !== "string" || name === "") return answer(v === "1.2" ? 201 : 301, "")
    const got = getValue(v, cmi, name)
    return answer(got.error, got.value)
  }
  const set = (name: unknown, value: unknown) => {
    if (phase === "new") return answer(codes.setEarly, "false")
    if (phase === "done") return answer(codes.setLate, "false")
    if (typeof name !== "string" || name === "") return answer(v === "1.2" ? 201 : 351, "false")
    const text = String(value)
    const error = setError(v, cmi, name, text)
    if (error !== 0) return answer(error, "false")
    cmi[name] = text
    changed[name] = text
    return answer(0, "true")
  }
  const commit = (arg: unknown) => {
    if (arg !== "" && arg !== undefined) return answer(201, "false")
    if (phase === "new") return answer(codes.commitEarly, "false")
    if (phase === "done") return answer(codes.commitLate, "false")
    send(false)
    return answer(0, "true")
  }
  const lastErrorOf = () => String(lastError)
  const errorString = (code: unknown) => scormErrorText(v, Number(code))
  const diagnostic = (code: unknown) => scormErrorText(v, code === "" || code === undefined ? lastError : Number(code))

  if (v === "1.2")
    Object.assign(window, {
      API: {
        LMSInitialize: initialize,
        LMSFinish: terminate,
        LMSGetValue: get,
        LMSSetValue: set,
        LMSCommit: (arg: unknown) => ok(commit(arg) === "true"),
        LMSGetLastError: lastErrorOf,
        LMSGetErrorString: errorString,
        LMSGetDiagnostic: diagnostic
      }
    })
  else
    Object.assign(window, {
      API_1484_11: {
        Initialize: initialize,
        Terminate: terminate,
        GetValue: get,
        SetValue: set,
        Commit: commit,
        GetLastError: lastErrorOf,
        GetErrorString: errorString,
        GetDiagnostic: diagnostic
      }
    })
  // A page closed without Finish still keeps what it set (the learner's place).
  window.addEventListener("pagehide", () => {
    if (phase === "running") send(false)
  })
}

if (launch !== null) install(launch)
