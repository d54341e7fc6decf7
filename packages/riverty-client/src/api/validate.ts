import type { RivertyTransport, V3CallOptions } from "../http"
import {
  validateAddressRequestSchema,
  validateAddressResponseSchema,
  validateBankAccountRequestSchema,
  validateBankAccountResponseSchema,
  type ValidateAddressRequestInput,
  type ValidateAddressResponse,
  type ValidateBankAccountRequestInput,
  type ValidateBankAccountResponse,
} from "../schemas"
import { parseRequest } from "./request"

export function validateApi(http: RivertyTransport) {
  return {
    /** POST /api/v3/validate/address: isValid and a corrected address. */
    async address(body: ValidateAddressRequestInput, options: V3CallOptions = {}): Promise<ValidateAddressResponse> {
      const request = parseRequest(validateAddressRequestSchema, body, "validate-address")
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/validate/address",
          body: request,
          country: request.customer.address?.countryCode,
          responseSchema: validateAddressResponseSchema,
        },
        options,
      )
    },

    /** POST /api/v3/validate/bank-account: IBAN (+BIC) or account number + bank code. */
    async bankAccount(body: ValidateBankAccountRequestInput, options: V3CallOptions = {}): Promise<ValidateBankAccountResponse> {
      const request = parseRequest(validateBankAccountRequestSchema, body, "validate-bank-account")
      const ibanCountry = /^[A-Z]{2}\d{2}/i.test(request.bankAccount) ? request.bankAccount.slice(0, 2).toUpperCase() : undefined
      return http.send(
        {
          module: "checkout",
          method: "POST",
          path: "/api/v3/validate/bank-account",
          body: request,
          country: ibanCountry,
          responseSchema: validateBankAccountResponseSchema,
        },
        options,
      )
    },
  }
}
export type ValidateApi = ReturnType<typeof validateApi>
