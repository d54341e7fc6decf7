import { AbstractPaymentProvider, MedusaError } from "@medusajs/framework/utils"
import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { parseProviderOptions, type RivertyProviderOptions } from "./options"
import { RIVERTY_METHODS, type RivertyMethodKey } from "./payment-methods"

/**
 * Shared lifecycle of every Riverty payment type; each subclass only says which type it is.
 */
export abstract class RivertyBaseProvider extends AbstractPaymentProvider<RivertyProviderOptions> {
  static override validateOptions(options: Record<string, unknown>): void {
    parseProviderOptions(options)
  }

  protected readonly options: RivertyProviderOptions

  protected constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    const parsed = parseProviderOptions(options)
    super(cradle, parsed)
    this.options = parsed
  }

  protected abstract readonly method: RivertyMethodKey

  protected get methodInfo() {
    return RIVERTY_METHODS[this.method]
  }

  private unavailable(operation: string): never {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `${this.methodInfo.label}: ${operation} is not available in this version of medusa-payment-riverty`
    )
  }

  async initiatePayment(_input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return this.unavailable("initiatePayment")
  }
  async authorizePayment(_input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return this.unavailable("authorizePayment")
  }
  async capturePayment(_input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return this.unavailable("capturePayment")
  }
  async cancelPayment(_input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return this.unavailable("cancelPayment")
  }
  async deletePayment(_input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return this.unavailable("deletePayment")
  }
  async getPaymentStatus(_input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.unavailable("getPaymentStatus")
  }
  async refundPayment(_input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return this.unavailable("refundPayment")
  }
  async retrievePayment(_input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return this.unavailable("retrievePayment")
  }
  async updatePayment(_input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return this.unavailable("updatePayment")
  }
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: "not_supported" }
  }
}
