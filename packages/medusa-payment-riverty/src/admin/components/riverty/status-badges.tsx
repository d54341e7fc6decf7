import { StatusBadge } from "@medusajs/ui"
import type { ReturnOrderStatus } from "../../../api/admin/riverty/views"

type Color = "green" | "red" | "blue" | "orange" | "grey" | "purple"

const ORDER_STATUS: Record<string, Color> = {
  Accepted: "green",
  Pending: "orange",
  Rejected: "red",
  Cancelled: "grey",
  Expired: "grey",
}

export function OrderStatusBadge({ status }: { status: string | null }) {
  return <StatusBadge color={ORDER_STATUS[status ?? ""] ?? "grey"}>{status ?? "Unknown"}</StatusBadge>
}

const RETURN_STATUS: Record<ReturnOrderStatus, { color: Color; label: string }> = {
  requested: { color: "orange", label: "Requested" },
  accepted: { color: "green", label: "Accepted" },
  failed: { color: "red", label: "Failed" },
  refunded: { color: "blue", label: "Refunded" },
}

export function ReturnStatusBadge({ status }: { status: ReturnOrderStatus }) {
  const { color, label } = RETURN_STATUS[status] ?? { color: "grey" as Color, label: status }
  return <StatusBadge color={color}>{label}</StatusBadge>
}
