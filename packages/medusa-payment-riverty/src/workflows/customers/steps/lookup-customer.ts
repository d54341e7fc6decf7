import { MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { CustomerRecord } from "riverty-client"
import { rivertyConnection, toMedusaError } from "../../../connection"

export interface LookupCustomerInput {
  provider_id?: string
  identification_number: string
}

export const rivertyLookupCustomerStepId = "riverty-lookup-customer"

/**
 * Riverty's v1 lookup: finds the person by identification number and creates the client's
 * customer record when found. Riverty offers no idempotency key here and the lookup answers the
 * same record again, so a repeat is harmless; nothing to undo.
 */
export const rivertyLookupCustomerStep = createStep(rivertyLookupCustomerStepId, async (input: LookupCustomerInput, { container }) => {
  const connection = rivertyConnection(container)
  if (!connection.options.v1ClientId) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Set v1ClientId (Riverty's client id) in the riverty options to use Riverty's customer records")
  const record: CustomerRecord = await connection.client.customers
    .lookup(String(connection.options.v1ClientId), [{ lookupField: "IdentificationNumber", lookupValue: input.identification_number }])
    .catch((error: unknown) => {
      throw toMedusaError(error, "customer lookup", "merchant", "a customer with this identification number")
    })
  return new StepResponse(record)
})
