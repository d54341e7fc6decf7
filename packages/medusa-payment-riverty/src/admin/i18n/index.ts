import de from "./json/de.json"
import en from "./json/en.json"
import fi from "./json/fi.json"
import fr from "./json/fr.json"
import nl from "./json/nl.json"
import sv from "./json/sv.json"

/**
 * The admin's texts in the languages Medusa's admin offers among Riverty's markets. Medusa's admin
 * merges this module's resources into its i18next instance (the `translation` namespace); every key
 * lives under `riverty.` so none meets one of Medusa's own.
 */
export default {
  en: { translation: en },
  de: { translation: de },
  nl: { translation: nl },
  sv: { translation: sv },
  fi: { translation: fi },
  fr: { translation: fr },
}
