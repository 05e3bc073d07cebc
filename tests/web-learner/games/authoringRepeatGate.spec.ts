import { describe, expect, it } from "vitest"
import { repeatGate, touchConstants } from "../../../web-learner/src/features/games/dnd/touchConstants.ts"

// SPEC §9 "Long-click: interval 50 ms": a held arrow key repeats a drag game's move at most every 50 ms.
describe("the keyboard repeat of the drag games' moves", () => {
  it("is SPEC §9's 50 ms", () => {
    expect(touchConstants.repeatMs).toBe(50)
  })

  it("lets every first press through, and a held key's repeats once 50 ms have passed since the last move", () => {
    const moves = repeatGate()
    const held = (timeStamp: number) => moves({ repeat: true, timeStamp })
    expect(moves({ repeat: false, timeStamp: 1000 })).toBe(true)
    expect([1030, 1049, 1050, 1080, 1100, 1101].map(held)).toEqual([false, false, true, false, true, false])
    expect(moves({ repeat: false, timeStamp: 1102 })).toBe(true)
  })
})
