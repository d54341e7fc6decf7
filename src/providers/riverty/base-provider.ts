import { AbstractPaymentProvider } from "@medusajs/framework/utils"
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
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import type { RivertyClient } from "../../riverty"
import { createClientFor } from "./client-factory"
import * as operations from "./operations"
import type { OperationContext } from "./operations"
import type { QueryGraph } from "./order-mapping"
import { parseProviderOptions, type RivertyProviderOptions } from "./options"
import { RIVERTY_METHODS, type RivertyMethodKey } from "./payment-methods"

/**
 * Shared lifecycle of every Riverty payment type; each subclass only says which type it is.
 * Each lifecycle method delegates to its operation in `operations/`.
 */
export abstract class RivertyBaseProvider extends AbstractPaymentProvider<RivertyProviderOptions> {
  static override validateOptions(options: Record<string, unknown>): void {
    parseProviderOptions(options)
  }

  protected readonly options: RivertyProviderOptions
  protected readonly client: RivertyClient

  protected constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    const parsed = parseProviderOptions(options)
    super(cradle, parsed)
    this.options = parsed
    this.client = createClientFor(parsed)
  }

  protected abstract readonly method: RivertyMethodKey

  protected get methodInfo() {
    return RIVERTY_METHODS[this.method]
  }

  /** Resolved per call: `query` exists only with `dependencies: ["query"]` on the payment module. */
  protected get context(): OperationContext {
    const has = (key: string) => {
      try {
        return this.container[key]
      } catch {
        return undefined
      }
    }
    return {
      options: this.options,
      client: this.client,
      method: this.method,
      query: has("query") as QueryGraph | undefined,
      logger: has("logger") as Logger | undefined,
    }
  }

  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return operations.initiatePayment(this.context, input)
  }
  async authorizePayment(input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    return operations.authorizePayment(this.context, input)
  }
  async capturePayment(input: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return operations.capturePayment(this.context, input)
  }
  async cancelPayment(input: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return operations.cancelPayment(this.context, input)
  }
  async deletePayment(input: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return operations.deletePayment(this.context, input)
  }
  async getPaymentStatus(input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return operations.getPaymentStatus(this.context, input)
  }
  async refundPayment(input: RefundPaymentInput): Promise<RefundPaymentOutput> {
    return operations.refundPayment(this.context, input)
  }
  async retrievePayment(input: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return operations.retrievePayment(this.context, input)
  }
  async updatePayment(input: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return operations.updatePayment(this.context, input)
  }
  async getWebhookActionAndData(payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return operations.getWebhookActionAndData(this.context, payload)
  }
}
