import { describe, expect, it } from "vitest"
import { passwordShortfalls, strictest } from "../../../domain/rules/passwords.ts"

describe("Password strength (SPEC §5)", () => {
  it("asks 8 characters of a new password at the low level, 6 of an existing one", () => {
    expect(passwordShortfalls("abcdefg", "low")).toEqual(["length"])
    expect(passwordShortfalls("abcdefgh", "low")).toEqual([])
    expect(passwordShortfalls("abcdef", "low", false)).toEqual([])
  })

  it("adds upper case, lower case and a digit at the medium level", () => {
    expect(passwordShortfalls("abcdefgh", "medium")).toEqual(["upper", "digit"])
    expect(passwordShortfalls("ABCDEFG1", "medium")).toEqual(["lower"])
    expect(passwordShortfalls("Abcdefg1", "medium")).toEqual([])
  })

  it("adds a symbol at the strong level", () => {
    expect(passwordShortfalls("Abcdefg1", "strong")).toEqual(["symbol"])
    expect(passwordShortfalls("Vitrine-2026", "strong")).toEqual([])
  })

  it("applies the strictest level of a user's clients", () => {
    expect(strictest(["low", "strong", "medium"])).toBe("strong")
    expect(strictest([])).toBe("low")
  })
})
