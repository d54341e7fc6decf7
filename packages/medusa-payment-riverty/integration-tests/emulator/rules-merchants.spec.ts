import { bearer, codes, raw, rawTarget, type RawTarget } from "./helpers/keyed-target"
import { itControl } from "./helpers/target"

let t: RawTarget
let token: string
beforeAll(async () => {
  t = await rawTarget()
  if (t.emu) token = await bearer(t)
})
afterAll(() => t.stop())

function merchant(contract: Record<string, unknown>, changes: { email?: string; url?: string } = {}) {
  const contact = { firstName: "Mia", lastName: "Schmidt", email: changes.email ?? "mia@shop.example" }
  return {
    legalName: "Schmidt Outdoor GmbH",
    courtRegistrationCity: "Bielefeld",
    companyRegistrationNumber: "HRB 4711",
    registeredAddress: { street: "Hauptstraße", houseNumber: "5", postalCode: "33602", city: "Bielefeld", country: "DE" },
    primaryContact: contact,
    shop: {
      name: "schmidt-outdoor.example",
      url: changes.url ?? "https://schmidt-outdoor.example",
      marketCountry: "DE",
      industryCode: "5941",
      industryCodeStandard: "Mcc",
      operationalContact: { ...contact, email: "ops@shop.example" },
      contract: { partnerReference: "onboarding-rules-1", agreementId: "AGR-DE-1", ...contract },
    },
  }
}

const post = (body: unknown) =>
  raw(t, "POST", "/merchants", { headers: { authorization: `Bearer ${token}`, "accept-version": "1.0" }, body })

describe("merchant onboarding validates the contract and contacts", () => {
  itControl("refuses an invalid e-mail address", async () => {
    const res = await post(merchant({ partnerReference: "rules-mail" }, { email: "not-an-address" }))
    expect([res.status, codes(res.body)]).toEqual([400, [{ code: "400.004", fieldReference: "primaryContact.email" }]])
  })

  itControl("refuses a shop URL that is not an http(s) address", async () => {
    const res = await post(merchant({ partnerReference: "rules-url" }, { url: "schmidt outdoor" }))
    expect([res.status, codes(res.body)]).toEqual([400, [{ code: "400.004", fieldReference: "shop.url" }]])
  })

  itControl("refuses an agreement id that is no identifier", async () => {
    const res = await post(merchant({ partnerReference: "rules-agreement", agreementId: "  " }))
    expect([res.status, codes(res.body)]).toEqual([400, [{ code: "400.004", fieldReference: "shop.contract.agreementId" }]])
  })

  itControl("refuses an empty partnerReference (the idempotency identifier)", async () => {
    const res = await post(merchant({ partnerReference: "" }))
    expect([res.status, codes(res.body)]).toEqual([400, [{ code: "400.002", fieldReference: "shop.contract.partnerReference" }]])
    const valid = await post(merchant({ partnerReference: "rules-valid" }))
    expect(valid.status).toBe(201)
  })
})
