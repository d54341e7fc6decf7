import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CreditCard } from "@medusajs/icons"
import { Container, Text } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { HealthBanner } from "../../../components/riverty-settings/health-banner"
import { SettingsLayout } from "../../../components/riverty-settings/settings-layout"
import { RIVERTY_SETTINGS_PAGES, settingsPath } from "../../../components/riverty-settings/settings-pages"
import { useTranslation } from "react-i18next"

/** Settings → Riverty: the health banner and the Riverty sub-pages. */
const RivertySettingsPage = () => {
  const { t } = useTranslation()
  return (
  <SettingsLayout title={t("riverty.name")} description={t("riverty.settings.description")}>
    <HealthBanner />
    <Container className="divide-y p-0">
      {RIVERTY_SETTINGS_PAGES.map((page) => (
        <Link key={page.path} to={settingsPath(page.path)} className="hover:bg-ui-bg-base-hover flex flex-col px-6 py-4">
          <Text size="small" weight="plus">
            {t(page.label)}
          </Text>
          <Text size="small" className="text-ui-fg-subtle">
            {t(page.description)}
          </Text>
        </Link>
      ))}
    </Container>
  </SettingsLayout>
  )
}

// The sidebar label is a catalogue key: Medusa translates it in the namespace our catalogue is merged into.
export const config = defineRouteConfig({ label: "riverty.name", translationNs: "translation", icon: CreditCard })

export default RivertySettingsPage
