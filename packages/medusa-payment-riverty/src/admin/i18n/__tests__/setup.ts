// The admin tests render in English through the catalogue, as Medusa's admin does for an English user.
import i18n from "i18next"
import { initReactI18next } from "react-i18next"
import resources from "../index"

void i18n.use(initReactI18next).init({
  resources,
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  initImmediate: false,
})
