import { addressCheckOf, addressToCheck, correctedAddressUpdate, correctedCartUpdate, isSameAddress } from "../index.js"

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

  it("asks nothing when the correction only removes the space of a Dutch or Swedish postcode", () => {
    const dutch = { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", country_code: "nl" }
    const swedish = { address_1: "Drottninggatan 5", postal_code: "111 22", city: "Stockholm", country_code: "se" }
    expect(addressCheckOf({ is_valid: true, corrected_address: { ...dutch, postal_code: "1012LG", country_code: "NL" } }, dutch)).toEqual({ kind: "valid" })
    expect(addressCheckOf({ is_valid: true, corrected_address: { ...swedish, postal_code: "11122", country_code: "SE" } }, swedish)).toEqual({ kind: "valid" })
    // Riverty refusing the address with no real correction: its reason, not a question.
    expect(addressCheckOf({ is_valid: false, corrected_address: { ...dutch, postal_code: "1012LG" }, customer_facing_message: "Unknown street" }, dutch)).toEqual({ kind: "invalid", message: "Unknown street", customerFacingMessage: "Unknown street" })
  })

  it("takes spacing, case and a postcode's country prefix or hyphen for the same address", () => {
    const entered = { address_1: "Damrak  1", postal_code: "1012 lg", city: "amsterdam", country_code: "nl" }
    for (const written of [
      { address_1: "DAMRAK 1", postal_code: "1012LG", city: "Amsterdam", country_code: "NL" },
      { address_1: "Damrak 1", postal_code: "NL-1012 LG", city: " Amsterdam ", country_code: "nl" },
      { address_1: "Damrak1", postal_code: "1012-LG", city: "Amsterdam", country_code: "nl" },
    ]) expect({ written, same: isSameAddress(written, entered) }).toEqual({ written, same: true })
    const swedish = { address_1: "Drottninggatan 5", postal_code: "111 22", city: "Stockholm", country_code: "se" }
    expect(isSameAddress({ ...swedish, postal_code: "SE-111 22" }, swedish)).toBe(true)
  })

  it("asks about a changed street, number, postcode or city", () => {
    const dutch = { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", country_code: "nl" }
    for (const corrected of [
      { ...dutch, address_1: "Dam 1" },
      { ...dutch, address_1: "Damrak 11" },
      { ...dutch, postal_code: "1012 LH" },
      { ...dutch, postal_code: "1013LG" },
      { ...dutch, city: "Amstelveen" },
    ]) expect(addressCheckOf({ is_valid: true, corrected_address: corrected }, dutch)).toEqual({ kind: "suggestion", address: corrected })
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

  it("corrects the delivery address too when it is the billing address, and only then", () => {
    const billing = { first_name: "Anna", last_name: "Muster", address_1: "Gütersloher Str. 123", address_2: "", postal_code: "33415", city: "Guetersloh", country_code: "de" }
    const corrected = { address_1: "Gütersloher Straße 123", postal_code: "33415", city: "Verl", country_code: "DE" }
    const expected = { first_name: "Anna", last_name: "Muster", address_1: "Gütersloher Straße 123", address_2: null, postal_code: "33415", city: "Verl", country_code: "de" }
    // The starter saves the same address twice, with its own ids and an empty second line.
    expect(correctedCartUpdate({ billing_address: billing, shipping_address: { ...billing, first_name: "Anna", address_2: null } }, corrected)).toEqual({
      billing_address: expected,
      shipping_address: expected,
    })
    const elsewhere = { ...billing, address_1: "Marktplatz 1", city: "Bielefeld", postal_code: "33602" }
    expect(correctedCartUpdate({ billing_address: billing, shipping_address: elsewhere }, corrected)).toEqual({ billing_address: expected })
    expect(correctedCartUpdate({ billing_address: billing, shipping_address: null }, corrected)).toEqual({ billing_address: expected })
  })
})
