import { CallbacksSection } from "../../../../components/riverty-settings/callbacks-section"
import { ConnectionSection } from "../../../../components/riverty-settings/connection-section"
import { FollowUpsSection } from "../../../../components/riverty-settings/follow-ups-section"
import { HealthBanner } from "../../../../components/riverty-settings/health-banner"
import { NotificationsInbox } from "../../../../components/riverty-settings/notifications-inbox"
import { SettingsLayout } from "../../../../components/riverty-settings/settings-layout"
import { useTranslation } from "react-i18next"

/** Settings → Riverty → Connection. */
const RivertyConnectionPage = () => {
  const { t } = useTranslation()
  return (
  <SettingsLayout title={t("riverty.settings.page.connectionTitle")}>
    <HealthBanner />
    <ConnectionSection />
    <CallbacksSection />
    <NotificationsInbox />
    <FollowUpsSection />
  </SettingsLayout>
  )
}

export default RivertyConnectionPage
