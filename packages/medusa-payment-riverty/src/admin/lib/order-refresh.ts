import type { QueryClient } from "@tanstack/react-query"
import { rivertyOrderKey } from "./riverty-api"

/**
 * The query keys Medusa's dashboard (2.21.2, `hooks/api/orders.tsx`) gives an order: `detail` is
 * `["orders", "detail", id, {query}?]`, while `preview` and `changes` nest the detail key as their
 * first element, so a prefix on the detail key does not reach them and each is named here.
 */
export function medusaOrderKeys(orderId: string): ReadonlyArray<readonly unknown[]> {
  const detail = ["orders", "detail", orderId] as const
  return [detail, [detail, "preview"], [detail, "changes"], ["orders", "list"]]
}

/**
 * After a panel action: the panel's own Riverty view and Medusa's order sections (the summary's
 * "Total pending", payments, activity) are read again. Widgets render inside the dashboard's
 * QueryClientProvider, so `useQueryClient()` there is the dashboard's client.
 */
export async function refreshOrder(queryClient: QueryClient, orderId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: rivertyOrderKey(orderId) }),
    ...medusaOrderKeys(orderId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ])
}
