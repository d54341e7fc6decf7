import { MerchantForm } from "../../../../components/riverty-settings/merchant-form"
import { MerchantsList } from "../../../../components/riverty-settings/merchants-list"
import { SettingsLayout } from "../../../../components/riverty-settings/settings-layout"
import { useTranslation } from "react-i18next"

/** Settings → Riverty → Merchants. */
const RivertyMerchantsPage = () => {
  const { t } = useTranslation()
  return (
  <SettingsLayout title={t("riverty.settings.page.merchantsTitle")}>
    <MerchantsList />
    <MerchantForm />
  </SettingsLayout>
  )
}

export default RivertyMerchantsPage
