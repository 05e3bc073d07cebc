import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { root, vitrine, vitrineJson } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-field-")
const db = join(dir, "field.db")

const line = (n: number, at: string, actor: string, type: string, payload: Record<string, unknown>) =>
  JSON.stringify({ commandId: `field-${n}`, at, actor, type, payload })

/**
 * The small programme (BR-Q1, u1 and u2 registered at st1) with store photos in each state and a
 * meetup, in DESIGN §6's public vocabulary as written: the reports read what the import did.
 */
const fieldLines = [
  line(1, "2026-01-02T08:00:00-03:00", "system", "CreatePhotoType", { photoTypeId: "gondola", name: "Gôndola" }),
  line(2, "2026-01-02T08:01:00-03:00", "system", "CreatePhotoType", { photoTypeId: "banner", name: "Banner" }),
  line(3, "2026-01-11T23:30:00-03:00", "user:u1", "UploadPhoto", { photoId: "ph1", userId: "u1", campaignId: "BR-Q1", storeId: "st1", photoType: "gondola" }),
  line(4, "2026-01-12T09:00:00-03:00", "user:u2", "UploadPhoto", { photoId: "ph2", userId: "u2", campaignId: "BR-Q1", storeId: "st1", photoType: "gondola", fileId: "f-2" }),
  line(5, "2026-01-12T10:00:00-03:00", "user:u1", "UploadPhoto", { photoId: "ph3", userId: "u1", campaignId: "BR-Q1", storeId: "st1", photoType: "gondola" }),
  line(6, "2026-01-13T10:00:00-03:00", "admin:adm", "ApprovePhoto", { photoId: "ph1" }),
  line(7, "2026-01-13T10:01:00-03:00", "admin:adm", "ReprovePhoto", { photoId: "ph2", reason: "Foto escura" }),
  line(8, "2026-01-13T11:00:00-03:00", "admin:adm", "CreateMeetup", { meetupId: "m1", country: "BR", title: "Encontro", startsAt: "2026-01-20T19:00:00-03:00", endsAt: "2026-01-20T21:00:00-03:00", minLevel: 1, capacity: 1 }),
  line(9, "2026-01-20T18:35:00-03:00", "admin:adm", "SetCheckInCode", { meetupId: "m1", code: "482913" }),
  line(10, "2026-01-20T18:40:00-03:00", "user:u2", "CheckIn", { meetupId: "m1", userId: "u2", code: "482913" }),
  line(11, "2026-01-20T18:41:00-03:00", "user:u1", "CheckIn", { meetupId: "m1", userId: "u1", code: "482913" })
]

let imported: { accepted: number; rejected: ReadonlyArray<{ commandId: string; code: string }> }

beforeAll(() => {
  // The small programme without its close: photos are sent while the campaign runs.
  const small = readFileSync(join(root, "fixtures", "scenarios", "small.ndjson"), "utf8").split("\n").filter((l) => l.trim() !== "" && !l.includes('"CloseCampaign"'))
  const file = join(dir, "field.ndjson")
  writeFileSync(file, [...small, ...fieldLines].join("\n") + "\n")
  imported = vitrineJson(["import", file, "--db", db])
}, 120_000)

describe("report photos and report checkins", () => {
  it("imports the vocabulary as written, refusing the week's second photo and the meetup past its capacity", () => {
    expect(imported.rejected.filter((r) => r.commandId.startsWith("field-"))).toEqual([
      expect.objectContaining({ commandId: "field-5", code: "photo.already_sent_this_week" }),
      expect.objectContaining({ commandId: "field-11", code: "checkin.full" })
    ])
  })

  it("prints every photo with its local week, status and points", () => {
    // Sunday 23:30 in São Paulo is still week 2; the reproved photo freed week 3's slot for nobody else here.
    expect(vitrineJson(["report", "photos", "--campaign", "BR-Q1", "--db", db])).toEqual([
      { photoId: "ph1", userId: "u1", storeId: "st1", photoType: "gondola", week: "2026-W02", status: "approved", points: 0 },
      { photoId: "ph2", userId: "u2", storeId: "st1", photoType: "gondola", week: "2026-W03", status: "reproved", points: 0 }
    ])
    expect(vitrineJson<Array<unknown>>(["report", "photos", "--db", db])).toHaveLength(2)
  })

  it("prints a meetup's check-ins", () => {
    expect(vitrineJson(["report", "checkins", "--meetup", "m1", "--db", db])).toEqual([{ userId: "u2", checkedInAt: expect.stringMatching(/^2026-01-20T21:40:00/) }])
  })

  it("asks for the meetup, and names an unknown one", () => {
    expect(vitrine(["report", "checkins", "--db", db]).status).toBe(2)
    const unknown = vitrine(["report", "checkins", "--meetup", "nope", "--db", db])
    expect(unknown.status).not.toBe(0)
    expect(unknown.stderr).toContain("nope")
  })
})
