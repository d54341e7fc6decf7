import { MerchantForm } from "../../../../components/riverty-settings/merchant-form"
import { MerchantsList } from "../../../../components/riverty-settings/merchants-list"
import { SettingsLayout } from "../../../../components/riverty-settings/settings-layout"

/** Settings → Riverty → Merchants. */
const RivertyMerchantsPage = () => (
  <SettingsLayout title="Riverty merchants">
    <MerchantsList />
    <MerchantForm />
  </SettingsLayout>
)

export default RivertyMerchantsPage
