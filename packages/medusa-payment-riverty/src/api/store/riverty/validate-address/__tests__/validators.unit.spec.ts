import { ValidateAddressBody } from "../validators"

const address = { address_1: "Hauptstraße 5", postal_code: "10115", city: "Berlin", country_code: "de" }

describe("POST /store/riverty/validate-address body", () => {
  it.each([
    ["missing", {}],
    ["an empty string (what Medusa's starters save)", { address_2: "" }],
    ["blank", { address_2: "   " }],
    ["null", { address_2: null }],
  ])("takes a second address line that is %s as absent", (_, line) => {
    const parsed = ValidateAddressBody.safeParse({ address: { ...address, ...line } })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.address.address_2).toBeUndefined()
  })

  it("keeps a second address line with text, trimmed", () => {
    const parsed = ValidateAddressBody.parse({ address: { ...address, address_2: " Hinterhaus " } })
    expect(parsed.address.address_2).toBe("Hinterhaus")
  })

  it.each([
    [{ address_2: 5 }, "must be a string"],
    [{ address_2: "x".repeat(111) }, "110"],
    [{ address_1: "" }, "must not be empty"],
  ])("refuses %j naming the field", (line, reason) => {
    const parsed = ValidateAddressBody.safeParse({ address: { ...address, ...line } })
    expect(parsed.success).toBe(false)
    const issue = parsed.error!.issues[0]
    expect(issue.path.join(".")).toBe(`address.${Object.keys(line)[0]}`)
    expect(issue.message).toContain(reason)
  })
})
