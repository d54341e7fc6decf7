import { firstAttemptAt, inboxInsertOutcome } from "../lib/inbox-insert"

describe("inboxInsertOutcome (the inbox's duplicate check)", () => {
  it("treats a returned row as a new notification and answers its id", () => {
    expect(inboxInsertOutcome([{ id: "rvntf_01" }])).toEqual({ stored: true, id: "rvntf_01" })
  })
  it("treats no returned row (ON CONFLICT DO NOTHING) as a repeat: not stored, no id", () => {
    expect(inboxInsertOutcome([])).toEqual({ stored: false, id: null })
  })
  it("answers the id as a string even when the driver returns another type", () => {
    expect(inboxInsertOutcome([{ id: 42 }])).toEqual({ stored: true, id: "42" })
  })
})

describe("firstAttemptAt", () => {
  it("gives a received notification one processing lease from now", () => {
    expect(firstAttemptAt("received", 1_000_000, 30_000)).toEqual(new Date(1_030_000))
  })
  it("gives a skipped notification no attempt time", () => {
    expect(firstAttemptAt("skipped", 1_000_000, 30_000)).toBeNull()
  })
})
