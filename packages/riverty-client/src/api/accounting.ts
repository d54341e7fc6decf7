import type { CallOptions, RivertyTransport } from "../http"
import {
  internalRequestResponseSchema,
  returnOrderRequestSchema,
  type InternalRequestResponse,
  type ReturnOrderRequestInput,
} from "../schemas"
import { parseRequest, pathParams } from "./request"

export interface ReturnOrderTarget {
  businessCode: string
  customerNumber: string
  orderReference: string
}

/** Accounting module: asynchronous; the outcome arrives as a notification. */
export function accountingApi(http: RivertyTransport) {
  return {
    /**
     * POST /businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns.
     * Answers only the receipt `internalRequestId`; invalid input comes back as
     * accounting/EdiErrorSent, success as the bookings' notifications.
     */
    async createReturnOrder(
      target: ReturnOrderTarget,
      body: ReturnOrderRequestInput,
      options: CallOptions = {},
    ): Promise<InternalRequestResponse> {
      return http.send(
        {
          module: "accounting",
          method: "POST",
          path: "/businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns",
          pathParams: pathParams({ ...target }, "return-order"),
          body: parseRequest(returnOrderRequestSchema, body, "return-order"),
          responseSchema: internalRequestResponseSchema,
        },
        options,
      )
    },
  }
}
export type AccountingApi = ReturnType<typeof accountingApi>
