import { StatusBadge } from "@medusajs/ui"
import type { ReturnOrderStatus } from "../../../api/admin/riverty/views"
import { useTranslation } from "react-i18next"

type Color = "green" | "red" | "blue" | "orange" | "grey" | "purple"

// Riverty's order statuses; one Riverty adds later shows as Riverty names it.
const ORDER_STATUS: Record<string, { color: Color; key: string }> = {
  Accepted: { color: "green", key: "riverty.orderStatus.Accepted" },
  Pending: { color: "orange", key: "riverty.orderStatus.Pending" },
  Rejected: { color: "red", key: "riverty.orderStatus.Rejected" },
  Cancelled: { color: "grey", key: "riverty.orderStatus.Cancelled" },
  Expired: { color: "grey", key: "riverty.orderStatus.Expired" },
}

export function OrderStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation()
  const known = ORDER_STATUS[status ?? ""]
  return <StatusBadge color={known?.color ?? "grey"}>{known ? t(known.key) : (status ?? t("riverty.orderStatus.unknown"))}</StatusBadge>
}

const RETURN_STATUS: Record<ReturnOrderStatus, { color: Color; key: string }> = {
  requested: { color: "orange", key: "riverty.returnStatus.requested" },
  accepted: { color: "green", key: "riverty.returnStatus.accepted" },
  failed: { color: "red", key: "riverty.returnStatus.failed" },
  refunded: { color: "blue", key: "riverty.returnStatus.refunded" },
}

export function ReturnStatusBadge({ status }: { status: ReturnOrderStatus }) {
  const { t } = useTranslation()
  const known = RETURN_STATUS[status]
  return <StatusBadge color={known?.color ?? "grey"}>{known ? t(known.key) : status}</StatusBadge>
}
