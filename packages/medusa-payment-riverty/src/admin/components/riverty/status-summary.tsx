import { Text } from "@medusajs/ui"
import type { Translate } from "../../lib/locale"
import { date, money } from "../../lib/format"
import type { CorrectedAddressView, LookedUpAddressView, RivertyOrderView } from "../../../api/admin/riverty/views"
import { useTranslation } from "react-i18next"

/** "Gütersloher Straße 123, 33415 Verl, DE": one line, as on a parcel. */
function addressLine(address: CorrectedAddressView): string {
  const street = [address.street, [address.streetNumber, address.streetNumberAdditional].filter(Boolean).join("")].filter(Boolean).join(" ")
  const place = [address.postalCode, address.postalPlace].filter(Boolean).join(" ")
  return [address.careOf, street, place, address.countryCode].filter(Boolean).join(", ")
}

/** "Sven Svensson, Drottninggatan 12, 11151 Stockholm, SE, +46701234567 (kept until 25 Feb 2027)". */
function lookedUpLine(lookedUp: LookedUpAddressView, t: Translate): string {
  const kept = t("riverty.summary.keptUntil", { date: date(lookedUp.kept_until) })
  const a = lookedUp.address
  if (!a) return t("riverty.summary.unreadable", { date: date(lookedUp.kept_until) })
  const name = [a.first_name, a.last_name].filter(Boolean).join(" ")
  const place = [a.postal_code, a.city].filter(Boolean).join(" ")
  return `${[name, a.company, a.address_1, a.address_2, place, a.country_code.toUpperCase(), a.phone].filter(Boolean).join(", ")} (${kept})`
}

/** Riverty's amounts for the order, side by side. */
export function StatusSummary({ view }: { view: RivertyOrderView }) {
  const { t } = useTranslation()
  const cells: Array<[string, string]> = [
    [t("riverty.summary.authorized"), money(view.authorized_amount, view.currency)],
    [t("riverty.summary.captured"), money(view.captured_amount, view.currency)],
    [t("riverty.summary.refunded"), money(view.refunded_amount, view.currency)],
    [t("riverty.summary.remaining"), money(view.remaining_amount, view.currency)],
    [t("riverty.summary.expires"), date(view.expiration_date)],
    [t("riverty.fields.customerNumber"), view.customer_number ?? "–"],
  ]
  // Riverty corrected the billing address at authorize: the merchant may want to ship there.
  if (view.corrected_address) cells.push([t("riverty.summary.correctedAddress"), addressLine(view.corrected_address)])
  // The customer came from a Nordic lookup: the order shows the masked address the guest saw,
  // the merchant reads here the one Riverty was sent.
  if (view.looked_up_address) cells.push([t("riverty.summary.lookedUpAddress"), lookedUpLine(view.looked_up_address, t)])
  return (
    <dl className="grid grid-cols-2 gap-3 px-6 py-4 md:grid-cols-3">
      {cells.map(([label, value]) => (
        <div key={label}>
          <dt>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {label}
            </Text>
          </dt>
          <dd>
            <Text size="small" weight="plus" className="break-all">
              {value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  )
}
