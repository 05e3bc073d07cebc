import { describe, expect, it } from "vitest"
import { checkCode, cooldownLeft, linkState, maxCodeAttempts, nameConfirms } from "../../../domain/account/selfService.ts"
import { isValidPhone, maskPhone, samePhone } from "../../../domain/rules/phones.ts"
import { passwordStrengthOf, requirementsOf } from "../../../domain/rules/passwords.ts"

const now = Date.parse("2026-03-10T12:00:00Z")

describe("Links that set a password", () => {
  it("are valid until they expire, then expired", () => {
    expect(linkState({ expiresAt: now + 1, usedAt: null }, now)).toBe("valid")
    expect(linkState({ expiresAt: now, usedAt: null }, now)).toBe("expired")
  })

  it("are single use: a used link is invalid, as an unknown one", () => {
    expect(linkState({ expiresAt: now + 60_000, usedAt: now - 1 }, now)).toBe("invalid")
    expect(linkState(undefined, now)).toBe("invalid")
  })
})

describe("The cooldown between two codes (SPEC §4: 300 seconds)", () => {
  it("counts down the seconds left from the last code sent, then lets a new one go", () => {
    expect(cooldownLeft(undefined, now)).toBe(0)
    expect(cooldownLeft(now, now)).toBe(300)
    expect(cooldownLeft(now - 299_500, now)).toBe(1)
    expect(cooldownLeft(now - 300_000, now)).toBe(0)
  })
})

describe("Codes sent by SMS or WhatsApp", () => {
  const sent = { codeHash: "right", expiresAt: now + 600_000, attempts: 0 }

  it("accept the right code in time", () => {
    expect(checkCode(sent, "right", now)).toEqual({ result: "ok" })
  })

  it("refuse an expired code, or one never sent, as invalid", () => {
    expect(checkCode({ ...sent, expiresAt: now }, "right", now)).toEqual({ result: "invalid" })
    expect(checkCode(undefined, "right", now)).toEqual({ result: "invalid" })
  })

  it("count wrong codes and void the code at the limit, even for the right one", () => {
    expect(checkCode(sent, "wrong", now)).toEqual({ result: "wrong", attemptsLeft: maxCodeAttempts - 1 })
    expect(checkCode({ ...sent, attempts: maxCodeAttempts - 1 }, "wrong", now)).toEqual({ result: "exhausted" })
    expect(checkCode({ ...sent, attempts: maxCodeAttempts }, "right", now)).toEqual({ result: "exhausted" })
    expect(maxCodeAttempts).toBe(5)
  })
})

describe("The name typed to confirm a deletion", () => {
  it("ignores case, accents and spacing", () => {
    expect(nameConfirms("  joana quiteria   ALBUQUERQUE ", "Joana Quitéria Albuquerque")).toBe(true)
  })

  it("must be the whole name", () => {
    expect(nameConfirms("Joana Albuquerque", "Joana Quitéria Albuquerque")).toBe(false)
    expect(nameConfirms("Joana Quitéria Albuquerquer", "Joana Quitéria Albuquerque")).toBe(false)
    expect(nameConfirms("   ", "")).toBe(false)
  })
})

describe("Phones", () => {
  it("are 8 to 15 digits, separators and a leading + allowed", () => {
    expect(isValidPhone("+55 (11) 98765-4321")).toBe(true)
    expect(isValidPhone("9876-432")).toBe(false)
    expect(isValidPhone("+55 11 98765-4321 0000")).toBe(false)
    expect(isValidPhone("11 9876x4321")).toBe(false)
  })

  it("match the registered one with or without the country code, never a different number", () => {
    expect(samePhone("(11) 98765-4321", "+5511987654321")).toBe(true)
    expect(samePhone("+55 11 98765-4321", "+5511987654321")).toBe(true)
    expect(samePhone("(11) 98765-4322", "+5511987654321")).toBe(false)
    expect(samePhone("4321", "+5511987654321")).toBe(false)
  })

  it("are shown masked but for the last four digits", () => {
    expect(maskPhone("+55 11 98765-4321")).toBe("•••••••••4321")
  })
})

describe("The strength meter (SPEC §5: weak, medium, strong)", () => {
  it("rates a password by the highest level it meets as a new password", () => {
    expect(passwordStrengthOf("abcdefgh")).toBe("weak")
    expect(passwordStrengthOf("Abcdef1")).toBe("weak")
    expect(passwordStrengthOf("Abcdefg1")).toBe("medium")
    expect(passwordStrengthOf("Abcdefg1!")).toBe("strong")
  })

  it("lists what each level asks", () => {
    expect(requirementsOf("low")).toEqual(["length"])
    expect(requirementsOf("medium")).toEqual(["length", "upper", "lower", "digit"])
    expect(requirementsOf("strong")).toEqual(["length", "upper", "lower", "digit", "symbol"])
  })
})
