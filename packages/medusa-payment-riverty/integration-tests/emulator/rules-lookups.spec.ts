import type { RunningEmulator } from "riverty-emulator"
import { emulator } from "./helpers/emulator"
import { itEmulatorOnly } from "./helpers/target"
import { bearer, v3, type RawTarget } from "./helpers/raw"

let emu: RunningEmulator
let target: RawTarget

beforeAll(async () => {
  emu = await emulator()
  target = { url: emu.url, apiKey: emu.config.apiKeys[0].key, clientId: emu.config.clientId, clientSecret: emu.config.clientSecret }
})
afterAll(() => emu.stop())

describe("identification numbers in both lookups", () => {
  itEmulatorOnly("v1 lookup finds the seeded person by the 12-digit number that v3 lookup finds", async () => {
    const v3Answer = await v3(target, "POST", "/api/v3/lookup/customer", { countryCode: "SE", identificationNumber: "19850315-4562" })
    expect(v3Answer.status).toBe(200)
    expect((v3Answer.body as { userProfiles: { firstName?: string }[] }).userProfiles.map((p) => p.firstName)).toEqual(["Anna"])

    const v1Answer = await bearer(target, "POST", "/v1/clients/1001/lookup/customer", [
      { lookupField: "IdentificationNumber", lookupValue: "198503154562" },
    ])
    expect(v1Answer.status).toBe(200)
    expect(v1Answer.body).toMatchObject({ customerNumber: "C-0005", person: { firstName: "Anna", lastName: "Andersson" } })
  })
})

describe("Norwegian lookup by mobile number", () => {
  itEmulatorOnly("needs the postal code", async () => {
    const res = await v3(target, "POST", "/api/v3/lookup/customer", { countryCode: "NO", mobilePhone: "+4791234567" })
    expect(res).toEqual({
      status: 400,
      body: [
        {
          type: "BusinessError",
          code: "400.002",
          message: "A lookup by mobile number in Norway needs the postal code.",
          actionCode: "AskConsumerToReEnterData",
          fieldReference: "postalCode",
        },
      ],
    })
  })

  itEmulatorOnly("with the postal code returns the full profile", async () => {
    const res = await v3(target, "POST", "/api/v3/lookup/customer", { countryCode: "NO", mobilePhone: "+4791234567", postalCode: "0154" })
    expect(res.status).toBe(200)
    expect((res.body as { userProfiles: unknown[] }).userProfiles).toMatchObject([{ firstName: "Ola", lastName: "Nordmann", mobileNumber: "+4791234567" }])
  })
})

describe("a registry entry without masked twins", () => {
  itEmulatorOnly("is answered with its values and no masked field, as Riverty may (the twins are optional)", async () => {
    const person = {
      identificationNumber: "760523-1237",
      customerCategory: "Person",
      firstName: "Birgitta",
      lastName: "Lindqvist",
      mobileNumber: "+46731112233",
      languageCode: "SV",
      countryCode: "SE",
      street: "Kungsangsgatan",
      streetNumber: "7",
      postalCode: "75320",
      city: "Uppsala",
      withoutMaskedFields: true,
    }
    const seeded = await fetch(`${emu.url}/_emulator/seed`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ registry: [person] }) })
    expect(seeded.status).toBe(200)
    const res = await v3(target, "POST", "/api/v3/lookup/customer", { countryCode: "SE", identificationNumber: person.identificationNumber })
    expect(res.status).toBe(200)
    const [profile] = (res.body as { userProfiles: Array<Record<string, unknown>> }).userProfiles
    expect(profile).toMatchObject({ firstName: "Birgitta", lastName: "Lindqvist", addressList: [{ street: "Kungsangsgatan", postalCode: "75320" }] })
    expect(JSON.stringify(profile)).not.toMatch(/"masked/)
    // Other entries keep their masked twins.
    const sven = await v3(target, "POST", "/api/v3/lookup/customer", { countryCode: "SE", identificationNumber: "800101-1231" })
    expect((sven.body as { userProfiles: Array<Record<string, unknown>> }).userProfiles[0]).toMatchObject({ maskedFirstName: "S***" })
  })
})

describe("installment plans and payment methods agree", () => {
  it("offers no plans above the amount where payment-methods offers no installments", async () => {
    const above = await v3(target, "POST", "/api/v3/lookup/installment-plans", { amount: 10000.01, currency: "EUR", countryCode: "DE" })
    expect(above).toEqual({ status: 200, body: { availableInstallmentPlans: [] } })
    // eslint-disable-next-line @medusajs/prices-in-major-units -- 10,000 euros: Riverty's amounts are major units too
    const at = await v3(target, "POST", "/api/v3/lookup/installment-plans", { amount: 10000, currency: "EUR", countryCode: "DE" })
    expect((at.body as { availableInstallmentPlans: { installmentProfileNumber: number }[] }).availableInstallmentPlans.map((p) => p.installmentProfileNumber)).toEqual([
      1, 2, 3, 4, 5,
    ])
  })
})
