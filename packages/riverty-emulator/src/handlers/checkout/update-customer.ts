import { updateCustomerRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { validateBody } from "../../core/validation"
import { notFound } from "../orders/common"
import type { Runtime } from "../../runtime"

/** PATCH /api/v3/customers/{customerNumber}/updateCustomer -> `{}`. */
export function updateCustomer(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const customer = rt.state.customersV3[req.params.customerNumber]
  if (!customer) {
    return notFound(`Customer ${req.params.customerNumber} was not found.`, "customerNumber")
  }
  const parsed = validateBody(req, updateCustomerRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  if (body.distributionType !== undefined) customer.distributionType = body.distributionType
  if (body.email !== undefined) customer.email = body.email
  if (body.mobilePhone !== undefined) customer.mobilePhone = body.mobilePhone
  customer.updatedAt = rt.clock.now()
  rt.changed()
  return json(200, {})
}
