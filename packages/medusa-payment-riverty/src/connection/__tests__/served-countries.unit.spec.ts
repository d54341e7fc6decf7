import { MedusaError } from "@medusajs/framework/utils"
import { noteUnservedCountry, resetUnservedCountryNotes, servedCountries, servesCountry, unservedCountryError } from "../served-countries"

// A country without an API key is not served (docs/configuration.md, apiKeys).
describe("served countries", () => {
  beforeEach(() => resetUnservedCountryNotes())

  it("are the countries with a key; an entry left undefined or empty is none", () => {
    const options = { apiKeys: { DE: "key-de", AT: undefined, CH: "", NL: "key-nl" } }
    expect(servedCountries(options)).toEqual(["DE", "NL"])
    expect([servesCountry(options, "de"), servesCountry(options, "AT"), servesCountry(options, "ch"), servesCountry(options, "DK")]).toEqual([true, false, false, false])
    expect(servedCountries({})).toEqual([])
  })

  it("logs once per country, naming it and the option", () => {
    const logger = { warn: jest.fn() }
    for (const country of ["dk", "DK", "at", "DK"]) noteUnservedCountry(country, logger)
    expect(logger.warn.mock.calls.map(([line]) => line)).toEqual([expect.stringContaining("no API key for DK (option apiKeys.DK)"), expect.stringContaining("no API key for AT (option apiKeys.AT)")])
  })

  it("answers the shopper 400 (invalid data) naming the country and the field", () => {
    const error = unservedCountryError("dk", "cart_id")
    expect(MedusaError.isMedusaError(error) && error.type).toBe(MedusaError.Types.INVALID_DATA)
    expect(error.message).toMatch(/^cart_id: Riverty is not available for addresses in DK /)
    expect(unservedCountryError("AT").message).toMatch(/^Riverty is not available for addresses in AT /)
  })
})
