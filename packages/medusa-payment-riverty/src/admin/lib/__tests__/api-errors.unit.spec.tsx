import i18n from "i18next"
import { AdminApiError } from "../admin-api-error"
import { translatedMessageOf } from "../api-errors"
import { formErrorsOf } from "../form-errors"

const refusal = new AdminApiError(
  "Riverty refused the capture: Invalid postal code (field customer.address.postalCode) [400.005]",
  400,
  "riverty_refused.AskConsumerToReEnterData",
)

describe("the admin API's errors in the admin user's language", () => {
  afterEach(() => i18n.changeLanguage("en"))

  it("explains the code in the language, keeps Riverty's own words and explains Riverty's action code", async () => {
    await i18n.changeLanguage("de")
    expect(translatedMessageOf(refusal)).toBe(
      "Riverty hat die Anfrage abgelehnt: Invalid postal code (field customer.address.postalCode) [400.005] Riverty bittet um korrigierte Kundendaten.",
    )
    expect(translatedMessageOf(new AdminApiError("Riverty could not be reached for the capture: 503", 500, "riverty_unreachable"))).toBe(
      "Riverty war nicht erreichbar: 503",
    )
    expect(translatedMessageOf(new AdminApiError("Riverty does not know this order (capture)", 404, "riverty_unknown_record"))).toBe(
      "Riverty kennt diesen Datensatz nicht.",
    )
    await i18n.changeLanguage("sv")
    expect(translatedMessageOf(new AdminApiError("Invalid request: body.items: Too small", 400, "invalid_request"))).toBe("Begäran godtogs inte: body.items: Too small")
  })

  it("keeps a message without a known code, and says something went wrong when there is none", async () => {
    await i18n.changeLanguage("fi")
    expect(translatedMessageOf(new AdminApiError("followUpId: fu_1 is not a follow-up of order order_1", 404))).toBe("followUpId: fu_1 is not a follow-up of order order_1")
    expect(translatedMessageOf(undefined)).toBe("Jokin meni vikaan. Yritä uudelleen.")
  })

  it("places a refusal naming a field under that field, translated", async () => {
    await i18n.changeLanguage("nl")
    expect(formErrorsOf(refusal, { postal: ["postalCode"] })).toEqual({
      fields: { postal: "Riverty heeft het verzoek geweigerd: Invalid postal code [400.005] Riverty vraagt om gecorrigeerde klantgegevens." },
      form: null,
    })
  })
})
