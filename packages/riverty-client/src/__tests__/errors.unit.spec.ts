import { z } from "zod"
import { messagesFromBody, RivertyRiskRejectionError, RivertyValidationError, type RivertyMessage } from "../errors"

/** A response with outcome Rejected as the risk-rejection error (how a caller reads one). */
function throwIfRejected<T extends { outcome?: string | null; riskCheckMessages?: RivertyMessage[] | null }>(response: T): T {
  if (response.outcome === "Rejected") throw new RivertyRiskRejectionError(response.riskCheckMessages ?? [])
  return response
}

describe("messagesFromBody", () => {
  it("reads the v3 array of message objects", () => {
    const body = [{ type: "BusinessError", code: "400.100", message: "Order number is already used", actionCode: "Unavailable", fieldReference: "order.number" }]
    expect(messagesFromBody(body)).toEqual(body)
  })

  it("reads a single {message} object (401, 405)", () => {
    expect(messagesFromBody({ message: "Authorization has been denied for this request." })).toEqual([
      { message: "Authorization has been denied for this request." },
    ])
  })

  it("reads accounting error entries and lists under errors/messages", () => {
    expect(messagesFromBody([{ code: "E1", description: "Invoice unknown", title: "Invalid", type: "VALIDATION" }])).toEqual([
      { type: "VALIDATION", code: "E1", message: "Invoice unknown" },
    ])
    expect(messagesFromBody({ errors: [{ code: 404, title: "claim not found" }] })).toEqual([{ code: "404", message: "claim not found" }])
  })

  it("reads text bodies and ignores empty ones", () => {
    expect(messagesFromBody("bad gateway")).toEqual([{ message: "bad gateway" }])
    expect(messagesFromBody("")).toEqual([])
    expect(messagesFromBody(undefined)).toEqual([])
    expect(messagesFromBody({})).toEqual([])
  })
})

describe("error kinds", () => {
  it("a validation error carries message objects but not the refused values", () => {
    const result = z.object({ customer: z.object({ birthDate: z.iso.date() }) }).safeParse({ customer: { birthDate: "02.01.1999" } }, { reportInput: true })
    const error = new RivertyValidationError("Invalid", result.error!.issues)
    expect(error.kind).toBe("validation")
    expect(error.code).toBe("400.004")
    expect(error.fieldReference).toBe("customer.birthDate")
    expect(JSON.stringify(error.issues)).not.toContain("02.01.1999")
  })

  it("throwIfRejected turns outcome Rejected into a risk-rejection error", () => {
    const accepted = { outcome: "Accepted", riskCheckMessages: [] }
    expect(throwIfRejected(accepted)).toBe(accepted)
    const rejected = {
      outcome: "Rejected",
      riskCheckMessages: [{ type: "BusinessError", code: "200.901", customerFacingMessage: "Pay another way", actionCode: "OfferSecurePaymentMethods" }],
    }
    try {
      throwIfRejected(rejected)
      throw new Error("not thrown")
    } catch (error) {
      expect(error).toBeInstanceOf(RivertyRiskRejectionError)
      const rejection = error as RivertyRiskRejectionError
      expect(rejection.kind).toBe("risk_rejection")
      expect(rejection.code).toBe("200.901")
      expect(rejection.customerFacingMessage).toBe("Pay another way")
      expect(rejection.actionCode).toBe("OfferSecurePaymentMethods")
    }
  })
})
