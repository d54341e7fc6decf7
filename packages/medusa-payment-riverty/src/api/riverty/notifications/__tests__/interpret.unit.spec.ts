import { interpretNotification } from "../read-notification"

const reminder = {
  id: "0f9a2c1e-1111-4b5b-9c1d-2a3b4c5d6e7f",
  timestamp: "2026-11-21T10:00:00.1234567+00:00",
  type: "accounting/reminderSent",
  parameters: { businessCode: "B", customerNumber: "C", invoiceReference: "I", orderReference: "payses_1", reminderLevel: 1, transactionId: "t" },
}

describe("interpretNotification", () => {
  it("accepts a valid spec notification with its id, type and order number", () => {
    expect(interpretNotification(JSON.stringify(reminder))).toMatchObject({
      kind: "accepted",
      notificationId: reminder.id,
      source: "notification",
      type: "accounting/reminderSent",
      orderNumber: "payses_1",
      actionable: true,
    })
  })

  it("takes the order number of payment notifications from paymentTransactionToken", () => {
    const body = { ...reminder, type: "payments/transactionCaptured", parameters: { paymentTransactionToken: "payses_2", statusChange: { from: "Authorized", to: "Captured" } } }
    expect(interpretNotification(JSON.stringify(body))).toMatchObject({ kind: "accepted", orderNumber: "payses_2" })
  })

  it("rejects a known type whose parameters do not match, naming the field but not its value", () => {
    const body = { ...reminder, parameters: { ...reminder.parameters, reminderLevel: "secret-value" } }
    const result = interpretNotification(JSON.stringify(body))
    expect(result).toMatchObject({ kind: "rejected", idHint: reminder.id, type: "accounting/reminderSent" })
    expect(result.kind === "rejected" && result.reason).toMatch(/parameters\.reminderLevel/)
    expect(result.kind === "rejected" && result.reason).not.toMatch(/secret-value/)
  })

  it("holds a known type to the envelope too: its id, and the payload key it does not use when present", () => {
    const { id: _id, ...withoutId } = reminder
    const noId = interpretNotification(JSON.stringify(withoutId))
    expect(noId).toMatchObject({ kind: "rejected", type: "accounting/reminderSent" })
    expect(noId.kind === "rejected" && noId.reason).toMatch(/^invalid notification envelope: id/)
    const documentsNotAList = interpretNotification(JSON.stringify({ ...reminder, documents: "x" }))
    expect(documentsNotAList.kind === "rejected" && documentsNotAList.reason).toMatch(/^invalid notification envelope: documents/)
    const ledger = { ...reminder, type: "accounting/dailyGlaccountBalance", documents: [] }
    expect(interpretNotification(JSON.stringify({ ...ledger, parameters: undefined }))).toMatchObject({ kind: "accepted", actionable: true })
    for (const parameters of [[], null, "x"]) {
      const result = interpretNotification(JSON.stringify({ ...ledger, parameters }))
      expect(result.kind === "rejected" && result.reason).toMatch(/^invalid notification envelope: parameters/)
    }
  })

  it("rejects bodies that are not JSON objects or lack the envelope", () => {
    expect(interpretNotification("nope")).toMatchObject({ kind: "rejected", reason: "body is not JSON" })
    expect(interpretNotification("[1]")).toMatchObject({ kind: "rejected", reason: "body is not a JSON object" })
    expect(interpretNotification(JSON.stringify({ type: "accounting/reminderSent" }))).toMatchObject({ kind: "rejected" })
  })

  it("rejects a body nested 10,000 levels deep without keeping its parsed value (it could not be stored)", () => {
    for (const raw of ['{"a":'.repeat(10_000) + "1" + "}".repeat(10_000), "[".repeat(10_000) + "]".repeat(10_000)]) {
      expect(interpretNotification(raw)).toEqual({ kind: "rejected", reason: "body nests deeper than 32 levels", idHint: null, type: null, payload: null })
    }
    const deepParameters = { ...reminder, parameters: { ...reminder.parameters, extra: JSON.parse("[".repeat(40) + "]".repeat(40)) } }
    expect(interpretNotification(JSON.stringify(deepParameters))).toMatchObject({ kind: "rejected", payload: null })
    const shallow = { ...reminder, parameters: { ...reminder.parameters, extra: JSON.parse("[".repeat(20) + "]".repeat(20)) } }
    expect(interpretNotification(JSON.stringify(shallow)).kind).not.toBe("rejected")
  })

  it("refuses a body whose escapes make a NUL, a control character or a lone surrogate, naming where, without keeping its parsed value", () => {
    const withNul = JSON.stringify({ ...reminder, parameters: { ...reminder.parameters, businessCode: "B\u0000" } })
    expect(withNul).toContain("\\u0000")
    expect(interpretNotification(withNul)).toEqual({
      kind: "rejected",
      reason: "body holds text the plugin refuses: parameters.businessCode: must not contain a NUL character",
      idHint: null,
      type: null,
      payload: null,
    })
    const escape = JSON.stringify({ ...reminder, parameters: { ...reminder.parameters, businessCode: "B\u001b[2J" } })
    expect(interpretNotification(escape)).toMatchObject({ kind: "rejected", reason: expect.stringContaining("parameters.businessCode: must not contain a control character") })
    const surrogate = JSON.stringify({ ...reminder, parameters: { ...reminder.parameters, businessCode: "B\ud800" } })
    expect(surrogate).toContain("\\ud800")
    expect(interpretNotification(surrogate)).toMatchObject({ kind: "rejected", reason: expect.stringContaining("lone surrogate"), payload: null })
    // A line break in one of Riverty's texts is text: notification strings may span lines.
    const multiline = JSON.stringify({ ...reminder, parameters: { ...reminder.parameters, businessCode: "B\n2" } })
    expect(interpretNotification(multiline)).toMatchObject({ kind: "accepted" })
    // An escaped backslash followed by the letters u0000 is ordinary text.
    const literal = JSON.stringify({ ...reminder, parameters: { ...reminder.parameters, businessCode: "B\\u0000" } })
    expect(literal).toContain("\\\\u0000")
    expect(interpretNotification(literal)).toMatchObject({ kind: "accepted" })
  })

  it("accepts an unknown type with a valid envelope but marks it not actionable", () => {
    const body = { ...reminder, type: "accounting/somethingNew", parameters: { x: 1 } }
    expect(interpretNotification(JSON.stringify(body))).toMatchObject({ kind: "accepted", actionable: false })
  })

  it("accepts the real service's BNPL webhook, keyed by MessageId", () => {
    const webhook = {
      Header: { TransmittedTimestamp: "2026-11-21T10:00:00Z", ClientId: 1, MessageName: "CustomerAuthenticationCompleted", Version: "1.0", MessageId: "7d1c", ShopId: "RTY1", CountryCode: "DE" },
      Body: { OrderNumber: "payses_3", Status: "Accepted" },
    }
    expect(interpretNotification(JSON.stringify(webhook))).toMatchObject({
      kind: "accepted",
      source: "webhook",
      notificationId: "7d1c",
      type: "webhook/CustomerAuthenticationCompleted",
      orderNumber: "payses_3",
    })
    const bad = { ...webhook, Body: { OrderNumber: "payses_3", Status: "Maybe" } }
    expect(interpretNotification(JSON.stringify(bad))).toMatchObject({ kind: "rejected", idHint: "7d1c" })
  })
})
