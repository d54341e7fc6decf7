import { authorizeBody } from "./helpers/fixtures"
import { rawTarget, v3, type RawTarget } from "./helpers/keyed-target"

// Riverty answers in the request's conversationLanguage: payment methods' titles and legal texts
// on payment-methods, and a refusal's customerFacingMessage at authorize. Only that languages
// differ is asserted, so the same checks hold against the real service.
let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

type Methods = { paymentMethods: { type: string; title?: string; legalInfo?: { text?: string } }[] }
type Refusal = { outcome: string; riskCheckMessages: { code: string; customerFacingMessage?: string }[] }

const methodsIn = async (conversationLanguage: string) => {
  const res = await v3<Methods>(t, "DE", "POST", "/checkout/payment-methods", {
    conversationLanguage,
    order: { country: "DE", totalGrossAmount: 185, totalNetAmount: 155.46, currency: "EUR" },
  })
  expect(res.status).toBe(200)
  return res.body.paymentMethods.find((method) => method.type === "Invoice")!
}

const refusalIn = async (conversationLanguage: string) => {
  const body = authorizeBody({ firstName: "Reject" })
  const res = await v3<Refusal>(t, "DE", "POST", "/checkout/authorize", { ...body, customer: { ...body.customer, conversationLanguage } })
  expect(res.body.outcome).toBe("Rejected")
  return res.body.riskCheckMessages[0]!.customerFacingMessage
}

describe("conversationLanguage", () => {
  it("words payment methods' titles and legal texts in the language asked for", async () => {
    const [german, english, french] = await Promise.all([methodsIn("DE"), methodsIn("EN"), methodsIn("FR")])
    expect(new Set([german.title, english.title, french.title]).size).toBe(3)
    expect(new Set([german.legalInfo?.text, english.legalInfo?.text, french.legalInfo?.text]).size).toBe(3)
  })

  it("words a refusal's customerFacingMessage in the customer's language", async () => {
    const [german, english, french] = [await refusalIn("DE"), await refusalIn("EN"), await refusalIn("FR")]
    for (const text of [german, english, french]) expect(text?.trim()).toBeTruthy()
    expect(new Set([german, english, french]).size).toBe(3)
  })
})
