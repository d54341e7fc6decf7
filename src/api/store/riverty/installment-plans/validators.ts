import { z } from "@medusajs/framework/zod"

/** POST /store/riverty/installment-plans */
export const InstallmentPlansBody = z.strictObject({
  cart_id: z.string().min(1).max(100),
  provider_id: z.string().min(1).max(100),
})
export type InstallmentPlansBodyType = z.output<typeof InstallmentPlansBody>
