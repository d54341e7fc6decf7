import { CancellationSection } from "../../../../components/riverty-settings/cancellation-section"
import { ConsumptionsSection } from "../../../../components/riverty-settings/consumptions-section"
import { PartnerInvoiceForm } from "../../../../components/riverty-settings/partner-invoice"
import { SettingsLayout } from "../../../../components/riverty-settings/settings-layout"

/** Settings → Riverty → Subscriptions. */
const RivertySubscriptionsPage = () => (
  <SettingsLayout title="Riverty subscriptions">
    <ConsumptionsSection />
    <PartnerInvoiceForm />
    <CancellationSection />
  </SettingsLayout>
)

export default RivertySubscriptionsPage
