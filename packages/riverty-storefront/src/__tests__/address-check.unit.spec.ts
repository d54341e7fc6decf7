import { addressCheckOf, addressToCheck, correctedAddressUpdate } from "../index.js"

const ENTERED = { address_1: "Hauptstr 1", postal_code: "10115", city: "Berlin", country_code: "de" }

describe("address check", () => {
  it("sends the optional line only when it holds text", () => {
    expect(addressToCheck({ ...ENTERED, address_2: "" })).toEqual(ENTERED)
    expect(addressToCheck({ ...ENTERED, address_2: null })).toEqual(ENTERED)
    expect(addressToCheck({ ...ENTERED, address_2: "  " })).not.toHaveProperty("address_2")
    expect(addressToCheck({ ...ENTERED, address_2: " c/o Meyer ", country_code: "DE" })).toEqual({ ...ENTERED, address_2: "c/o Meyer" })
  })

  it("offers a correction also when Riverty answers is_valid: true", () => {
    const corrected = { ...ENTERED, address_1: "Hauptstraße 1" }
    expect(addressCheckOf({ is_valid: true, corrected_address: corrected }, ENTERED)).toEqual({ kind: "suggestion", address: corrected })
    expect(addressCheckOf({ is_valid: false, corrected_address: corrected }, ENTERED)).toEqual({ kind: "suggestion", address: corrected })
  })

  it("is valid when the correction equals the entry, invalid without one", () => {
    expect(addressCheckOf({ is_valid: true, corrected_address: { ...ENTERED, city: "BERLIN" } }, ENTERED)).toEqual({ kind: "valid" })
    expect(addressCheckOf({ is_valid: false, corrected_address: null, customer_facing_message: "Unknown street" }, ENTERED)).toEqual({ kind: "invalid", message: "Unknown street", customerFacingMessage: "Unknown street" })
    expect(addressCheckOf({ is_valid: false, corrected_address: null }, ENTERED)).toEqual({ kind: "invalid", message: "Riverty could not validate this address. Please check it." })
  })

  it("builds the store update from the saved address and Riverty's lines", () => {
    const saved = { id: "caaddr_1", first_name: "Anna", last_name: "Muster", company: "", phone: "+49301234", province: null, address_1: "Hauptstr 1", address_2: "Hinterhaus", created_at: "2026-01-01" }
    expect(correctedAddressUpdate(saved, { ...ENTERED, address_1: "Hauptstraße 1", country_code: "DE" })).toEqual({
      first_name: "Anna",
      last_name: "Muster",
      phone: "+49301234",
      address_1: "Hauptstraße 1",
      address_2: null,
      postal_code: "10115",
      city: "Berlin",
      country_code: "de",
    })
    expect(correctedAddressUpdate(null, { ...ENTERED, address_2: " c/o Meyer " })).toEqual({ ...ENTERED, address_2: "c/o Meyer" })
  })
})
