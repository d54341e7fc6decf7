import { CancellationSection } from "../../../../components/riverty-settings/cancellation-section"
import { ConsumptionsSection } from "../../../../components/riverty-settings/consumptions-section"
import { PartnerInvoiceForm } from "../../../../components/riverty-settings/partner-invoice"
import { SettingsLayout } from "../../../../components/riverty-settings/settings-layout"
import { useTranslation } from "react-i18next"

/** Settings → Riverty → Subscriptions. */
const RivertySubscriptionsPage = () => {
  const { t } = useTranslation()
  return (
  <SettingsLayout title={t("riverty.settings.page.subscriptionsTitle")}>
    <ConsumptionsSection />
    <PartnerInvoiceForm />
    <CancellationSection />
  </SettingsLayout>
  )
}

export default RivertySubscriptionsPage
