import { z } from "zod"
import { paymentSchema } from "./payment"
import { nullish } from "./primitives"

/** POST /api/v3/checkout/{checkoutId}/contract (facts §4.3). */
export const createContractRequestSchema = z.object({ paymentInfo: paymentSchema })
export type CreateContractRequestInput = z.input<typeof createContractRequestSchema>

/** A contractId of all zeros means no contract was created. */
export const EMPTY_CONTRACT_ID = "00000000-0000-0000-0000-000000000000"

export const createContractResponseSchema = z.looseObject({
  contractId: nullish(z.string()),
  requireCustomerConfirmation: nullish(z.boolean()),
  contractList: nullish(z.array(z.unknown())),
})
export type CreateContractResponse = z.output<typeof createContractResponseSchema>
