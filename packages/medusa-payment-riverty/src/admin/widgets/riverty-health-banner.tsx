import { defineWidgetConfig } from "@medusajs/admin-sdk"
import { HealthBanner } from "../components/riverty-settings/health-banner"

/** Above the orders list: a failed connection test or dead notifications need the merchant. */
const RivertyHealthBannerWidget = () => <HealthBanner />

export const config = defineWidgetConfig({ zone: "order.list.before" })

export default RivertyHealthBannerWidget
