import { fieldOfMessage, RivertyStoreError } from "./errors.js"
import { safeInstallmentPlans, safePaymentMethods } from "./safe-answers.js"
import type {
  ConfirmLookupRequest,
  ConfirmLookupResponse,
  CustomerLookupRequest,
  CustomerLookupResponse,
  InstallmentPlansRequest,
  InstallmentPlansResponse,
  PaymentMethodsRequest,
  PaymentMethodsResponse,
  ValidateAddressRequest,
  ValidateAddressResponse,
  ValidateBankAccountRequest,
  ValidateBankAccountResponse,
  AuthorizeCartRequest,
  AuthorizeCartResponse,
} from "./types.js"

type Fetch = (input: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{
  ok: boolean
  status: number
  headers: { get(name: string): string | null }
  text(): Promise<string>
}>

export interface RivertyStoreOptions {
  /** The Medusa server, e.g. `http://localhost:9000`. */
  baseUrl: string
  /** The store's publishable API key (Medusa refuses /store routes without it). */
  publishableKey: string
  /** Defaults to the global `fetch` (browsers, Node 18+). */
  fetch?: Fetch
}

export interface RequestOptions {
  signal?: AbortSignal
}

export interface RivertyStore {
  paymentMethods(body: PaymentMethodsRequest, options?: RequestOptions): Promise<PaymentMethodsResponse>
  installmentPlans(body: InstallmentPlansRequest, options?: RequestOptions): Promise<InstallmentPlansResponse>
  validateAddress(body: ValidateAddressRequest, options?: RequestOptions): Promise<ValidateAddressResponse>
  lookupCustomer(body: CustomerLookupRequest, options?: RequestOptions): Promise<CustomerLookupResponse>
  confirmLookup(body: ConfirmLookupRequest, options?: RequestOptions): Promise<ConfirmLookupResponse>
  validateBankAccount(body: ValidateBankAccountRequest, options?: RequestOptions): Promise<ValidateBankAccountResponse>
  /** Riverty decides before the cart is completed: complete only an `authorized` session (`placeRivertyOrder`'s `authorize`). */
  authorize(body: AuthorizeCartRequest, options?: RequestOptions): Promise<AuthorizeCartResponse>
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return undefined
  }
}

function errorOf(status: number, body: unknown, retryAfter: string | null): RivertyStoreError {
  const answer = (typeof body === "object" && body !== null ? body : {}) as { type?: unknown; message?: unknown; customer_facing_message?: unknown }
  const customerFacing = typeof answer.customer_facing_message === "string" && answer.customer_facing_message.trim() ? answer.customer_facing_message : undefined
  const message = typeof answer.message === "string" && answer.message ? answer.message : `The store answered ${status}`
  const type = typeof answer.type === "string" && answer.type ? answer.type : status === 429 ? "too_many_requests" : "unknown_error"
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined
  return new RivertyStoreError({
    status,
    type,
    message,
    ...(status === 400 ? { field: fieldOfMessage(message) } : {}),
    ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
    ...(customerFacing ? { customerFacingMessage: customerFacing } : {}),
  })
}

/**
 * The plugin's store routes (POST /store/riverty/*) as functions: JSON in and out, the publishable
 * key sent, a refusal thrown as `RivertyStoreError`. Framework-free, so a browser bundle, a Next.js
 * server component and the demo page call the routes the same way.
 */
export function createRivertyStore(options: RivertyStoreOptions): RivertyStore {
  const base = options.baseUrl.replace(/\/+$/, "")
  const send = options.fetch ?? (globalThis.fetch as unknown as Fetch | undefined)
  if (!send) throw new Error("createRivertyStore: no fetch available; pass options.fetch")

  async function post<T>(path: string, body: unknown, request?: RequestOptions): Promise<T> {
    let response: Awaited<ReturnType<Fetch>>
    try {
      response = await send!(`${base}/store/riverty/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "x-publishable-api-key": options.publishableKey },
        body: JSON.stringify(body),
        ...(request?.signal ? { signal: request.signal } : {}),
      })
    } catch (error) {
      if ((error as { name?: string } | null)?.name === "AbortError") throw error
      throw new RivertyStoreError({ status: 0, type: "network_error", message: `The store could not be reached: ${(error as Error)?.message ?? String(error)}` })
    }
    const parsed = parseJson(await response.text())
    if (!response.ok) throw errorOf(response.status, parsed, response.headers.get("retry-after"))
    if (parsed === undefined) {
      throw new RivertyStoreError({ status: response.status, type: "invalid_response", message: `POST /store/riverty/${path} answered without JSON` })
    }
    return parsed as T
  }

  return {
    paymentMethods: (body, request) => post<PaymentMethodsResponse>("payment-methods", body, request).then(safePaymentMethods),
    installmentPlans: (body, request) => post<InstallmentPlansResponse>("installment-plans", body, request).then(safeInstallmentPlans),
    validateAddress: (body, request) => post("validate-address", body, request),
    lookupCustomer: (body, request) => post("customer-lookup", body, request),
    confirmLookup: (body, request) => post("customer-lookup/confirm", body, request),
    validateBankAccount: (body, request) => post("validate-bank-account", body, request),
    authorize: (body, request) => post("authorize", body, request),
  }
}
