import * as s from "../schemas"
import type { ClientId } from "../schemas"
import type { CallbackCallOptions, ClaimCallOptions, MerchantCallOptions, ReturnOrderTarget } from "./call-options"
import { answers, endpoint } from "./endpoint"

const ORDER = "/api/v3/orders/{orderNumber}"
const CUSTOMER = "/v1/clients/{clientId}/customers/{customerNumber}"
const CANCELLATION = "/v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/cancellation"

// An IBAN starts with its country: the key of that country validates it.
const ibanCountry = (account: string) => (/^[A-Z]{2}\d{2}/i.test(account) ? account.slice(0, 2).toUpperCase() : undefined)

/** Every endpoint of the service the client calls, grouped as the client's methods are. */
export const ENDPOINTS = {
  /** Checkout part of the v3 interface, plus customer update and version. */
  checkout: {
    /** POST /api/v3/checkout/authorize. Rejected and Pending are answers, not errors. */
    authorize: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/checkout/authorize",
      name: "authorize",
      args: (body: s.AuthorizeRequestInput) => ({ body }),
      body: s.authorizeRequestSchema,
      country: (request) => request.customer?.address?.countryCode,
      answer: answers.body(s.authorizeResponseSchema),
    }),
    /** POST /api/v3/checkout/payment-methods. */
    getPaymentMethods: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/checkout/payment-methods",
      name: "payment-methods",
      args: (body: s.PaymentMethodsRequestInput) => ({ body }),
      body: s.paymentMethodsRequestSchema,
      country: (request) => request.country ?? request.order.country ?? request.customer?.address?.countryCode,
      answer: answers.body(s.paymentMethodsResponseSchema),
    }),
    /** POST /api/v3/checkout/{checkoutId}/contract. */
    createContract: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/checkout/{checkoutId}/contract",
      name: "create-contract",
      args: (checkoutId: string, body: s.CreateContractRequestInput) => ({ path: { checkoutId }, body }),
      body: s.createContractRequestSchema,
      answer: answers.body(s.createContractResponseSchema),
    }),
    /** POST /api/v3/hosted-checkout/request (facts §4.7; not in the spec's table). */
    requestHostedCheckout: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/hosted-checkout/request",
      name: "hosted-checkout",
      args: (body: s.HostedCheckoutRequestInput) => ({ body }),
      body: s.hostedCheckoutRequestSchema,
      country: (request) => request.authorizeRequest.customer?.address?.countryCode,
      answer: answers.body(s.hostedCheckoutResponseSchema),
    }),
    /** PATCH /api/v3/customers/{customerNumber}/updateCustomer. The service answers `{}`. */
    updateCustomer: endpoint({
      module: "checkout",
      method: "PATCH",
      path: "/api/v3/customers/{customerNumber}/updateCustomer",
      name: "update-customer",
      args: (customerNumber: string, body: s.UpdateCustomerRequestInput) => ({ path: { customerNumber }, body }),
      body: s.updateCustomerRequestSchema,
      answer: answers.empty,
    }),
    /** GET /api/v3/version. */
    getVersion: endpoint({
      module: "checkout",
      method: "GET",
      path: "/api/v3/version",
      name: "version",
      args: () => ({}),
      answer: answers.body(s.versionResponseSchema),
    }),
    /** GET /api/v3/status (facts §7): true when the service answers 2xx. */
    isUp: endpoint({
      module: "checkout",
      method: "GET",
      path: "/api/v3/status",
      name: "status",
      args: () => ({}),
      answer: answers.reachable,
    }),
  },

  /** Order management of the v3 interface. Pass `country` when the shop holds keys per country. */
  orders: {
    /** POST /api/v3/orders/{orderNumber}/captures: full, or partial with items. */
    capture: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/captures`,
      name: "capture",
      args: (orderNumber: string, body: s.CaptureRequestInput) => ({ path: { orderNumber }, body }),
      body: s.captureRequestSchema,
      answer: answers.body(s.captureResponseSchema),
    }),
    /** POST /api/v3/orders/{orderNumber}/captures/return-notification. The service answers `{}`. */
    returnNotification: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/captures/return-notification`,
      name: "return-notification",
      args: (orderNumber: string, body: s.ReturnNotificationRequestInput) => ({ path: { orderNumber }, body }),
      body: s.returnNotificationRequestSchema,
      answer: answers.empty,
    }),
    /** POST /api/v3/orders/{orderNumber}/refunds. */
    refund: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/refunds`,
      name: "refund",
      args: (orderNumber: string, body: s.RefundRequestInput) => ({ path: { orderNumber }, body }),
      body: s.refundRequestSchema,
      answer: answers.body(s.refundResponseSchema),
    }),
    /** POST /api/v3/orders/{orderNumber}/voids: the whole uncaptured rest, or part with cancellationDetails. */
    voidAuthorization: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/voids`,
      name: "void",
      args: (orderNumber: string, body?: s.VoidRequestInput) => ({ path: { orderNumber }, body: body ?? {} }),
      body: s.voidRequestSchema,
      answer: answers.body(s.voidResponseSchema),
    }),
    /** POST /api/v3/orders/{orderNumber}/updateOrder: the full new item list of an uncaptured order. */
    updateOrder: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/updateOrder`,
      name: "update-order",
      args: (orderNumber: string, body: s.UpdateOrderRequestInput) => ({ path: { orderNumber }, body }),
      body: s.updateOrderRequestSchema,
      answer: answers.body(s.updateOrderResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}; orderDetails.status is the redirect flow's final word. */
    getOrder: endpoint({
      module: "checkout",
      method: "GET",
      path: ORDER,
      name: "get-order",
      args: (orderNumber: string) => ({ path: { orderNumber } }),
      answer: answers.body(s.getOrderResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/captures (all captures). */
    listCaptures: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/captures`,
      name: "get-captures",
      args: (orderNumber: string) => ({ path: { orderNumber } }),
      answer: answers.body(s.capturesResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/captures/{captureNumber}. */
    getCapture: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/captures/{captureNumber}`,
      name: "get-capture",
      args: (orderNumber: string, captureNumber: string) => ({ path: { orderNumber, captureNumber } }),
      answer: answers.body(s.capturesResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/refunds (all refunds). */
    listRefunds: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/refunds`,
      name: "get-refunds",
      args: (orderNumber: string) => ({ path: { orderNumber } }),
      answer: answers.body(s.refundsResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/refunds/{refundNumber}. */
    getRefund: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/refunds/{refundNumber}`,
      name: "get-refund",
      args: (orderNumber: string, refundNumber: string) => ({ path: { orderNumber, refundNumber } }),
      answer: answers.body(s.refundsResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/voids (all voids). */
    listVoids: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/voids`,
      name: "get-voids",
      args: (orderNumber: string) => ({ path: { orderNumber } }),
      answer: answers.body(s.voidsResponseSchema),
    }),
    /** GET /api/v3/orders/{orderNumber}/voids/{voidNumber}. */
    getVoid: endpoint({
      module: "checkout",
      method: "GET",
      path: `${ORDER}/voids/{voidNumber}`,
      name: "get-void",
      args: (orderNumber: string, voidNumber: string) => ({ path: { orderNumber, voidNumber } }),
      answer: answers.body(s.voidsResponseSchema),
    }),
    /** POST /api/v3/orders/{orderNumber}/captures/{captureNumber}/shipping-details. */
    addShippingDetails: endpoint({
      module: "checkout",
      method: "POST",
      path: `${ORDER}/captures/{captureNumber}/shipping-details`,
      name: "add-shipping-details",
      args: (orderNumber: string, captureNumber: string, body: s.ShippingDetailsInput) => ({
        path: { orderNumber, captureNumber },
        body,
      }),
      body: s.shippingDetailsSchema,
      answer: answers.body(s.addShippingDetailsResponseSchema),
    }),
    /** PATCH /api/v3/orders/{orderNumber}/captures/{captureNumber}/shipping-details/{shippingNumber}. */
    updateShippingDetails: endpoint({
      module: "checkout",
      method: "PATCH",
      path: `${ORDER}/captures/{captureNumber}/shipping-details/{shippingNumber}`,
      name: "update-shipping-details",
      args: (orderNumber: string, captureNumber: string, shippingNumber: number, body: s.ShippingDetailsInput) => ({
        path: { orderNumber, captureNumber, shippingNumber },
        body,
      }),
      body: s.shippingDetailsSchema,
      answer: answers.empty,
    }),
  },

  lookup: {
    /** POST /api/v3/lookup/customer: address data by SSN, mobile number or organization number (Nordics). */
    customer: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/lookup/customer",
      name: "customer-lookup",
      args: (body: s.CustomerLookupRequestInput) => ({ body }),
      body: s.customerLookupRequestSchema,
      country: (request) => request.countryCode,
      answer: answers.body(s.customerLookupResponseSchema),
    }),
    /** POST /api/v3/lookup/installment-plans. */
    installmentPlans: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/lookup/installment-plans",
      name: "installment-plans",
      args: (body: s.InstallmentPlansRequestInput) => ({ body }),
      body: s.installmentPlansRequestSchema,
      // A read sent as POST: repeating it changes nothing at Riverty.
      retrySafe: true,
      country: (request) => request.countryCode,
      answer: answers.body(s.installmentPlansResponseSchema),
    }),
  },

  validate: {
    /** POST /api/v3/validate/address: isValid and a corrected address. */
    address: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/validate/address",
      name: "validate-address",
      args: (body: s.ValidateAddressRequestInput) => ({ body }),
      body: s.validateAddressRequestSchema,
      country: (request) => request.customer.address?.countryCode,
      answer: answers.body(s.validateAddressResponseSchema),
    }),
    /** POST /api/v3/validate/bank-account: IBAN (+BIC) or account number + bank code. */
    bankAccount: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/validate/bank-account",
      name: "validate-bank-account",
      args: (body: s.ValidateBankAccountRequestInput) => ({ body }),
      body: s.validateBankAccountRequestSchema,
      country: (request) => ibanCountry(request.bankAccount),
      answer: answers.body(s.validateBankAccountResponseSchema),
    }),
  },

  /** Customer-account credit (fast-track) of the v3 interface. */
  customerAccount: {
    /** POST /api/v3/customer-account: apply for customer account credit. */
    apply: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/customer-account",
      name: "customer-account",
      args: (body: s.CustomerAccountApplicationInput) => ({ body }),
      body: s.customerAccountApplicationSchema,
      country: (request) => request.countryCode,
      answer: answers.body(s.customerAccountApplicationResponseSchema),
    }),
    /** GET /api/v3/customer-account/{accountNumber}/credit-limit. */
    getCreditLimit: endpoint({
      module: "checkout",
      method: "GET",
      path: "/api/v3/customer-account/{accountNumber}/credit-limit",
      name: "credit-limit",
      args: (accountNumber: string) => ({ path: { accountNumber } }),
      answer: answers.body(s.creditLimitResponseSchema),
    }),
    /** POST /api/v3/customer-account/{accountNumber}/event. */
    addEvent: endpoint({
      module: "checkout",
      method: "POST",
      path: "/api/v3/customer-account/{accountNumber}/event",
      name: "customer-account-event",
      args: (accountNumber: string, body: s.CustomerAccountEventInput) => ({ path: { accountNumber }, body }),
      body: s.customerAccountEventSchema,
      country: (request) => request.countryCode,
      answer: answers.body(s.customerAccountEventResponseSchema),
    }),
    /** GET /api/v3/customer-account/{ssn}. The SSN is in the path; logs only show the template. */
    findBySsn: endpoint({
      module: "checkout",
      method: "GET",
      path: "/api/v3/customer-account/{ssn}",
      name: "customer-account-by-ssn",
      args: (ssn: string) => ({ path: { ssn } }),
      answer: answers.body(s.customerAccountBySsnResponseSchema),
    }),
  },

  /** Client-scoped customer records (v1, bearer token). */
  customers: {
    /** GET /v1/clients/{clientId}/customers/{customerNumber}. */
    get: endpoint({
      module: "customers",
      method: "GET",
      path: CUSTOMER,
      name: "get-customer",
      args: (clientId: ClientId, customerNumber: string) => ({ path: { clientId, customerNumber } }),
      answer: answers.body(s.customerRecordSchema),
    }),
    /** HEAD /v1/clients/{clientId}/customers/{customerNumber}: whether the customer exists. */
    exists: endpoint({
      module: "customers",
      method: "HEAD",
      path: CUSTOMER,
      name: "check-customer",
      args: (clientId: ClientId, customerNumber: string) => ({ path: { clientId, customerNumber } }),
      answer: answers.found,
    }),
    /** PUT /v1/clients/{clientId}/customers/{customerNumber} (body not shown by the spec; record fields). */
    update: endpoint({
      module: "customers",
      method: "PUT",
      path: CUSTOMER,
      name: "update-customer",
      args: (clientId: ClientId, customerNumber: string, body: s.CustomerRecordUpdateInput) => ({
        path: { clientId, customerNumber },
        body,
      }),
      body: s.customerRecordUpdateSchema,
      answer: answers.bodyIfAny(s.customerRecordSchema),
    }),
    /** POST /v1/clients/{clientId}/customers/search with page, perPage, sort and order. */
    search: endpoint({
      module: "customers",
      method: "POST",
      path: "/v1/clients/{clientId}/customers/search",
      name: "search-customers",
      args: (clientId: ClientId, body: s.CustomerSearchRequestInput, query?: s.CustomerSearchQueryInput) => ({
        path: { clientId },
        query: query ?? {},
        body,
      }),
      query: s.customerSearchQuerySchema,
      body: s.customerSearchRequestSchema,
      // A search changes nothing: safe to repeat.
      retrySafe: true,
      answer: answers.body(s.customerSearchResponseSchema),
    }),
    /** POST /v1/clients/{clientId}/lookup/customer: looks the customer up and creates it if found. */
    lookup: endpoint({
      module: "customers",
      method: "POST",
      path: "/v1/clients/{clientId}/lookup/customer",
      name: "lookup-customer",
      args: (clientId: ClientId, criteria: s.CustomerLookupCriteriaInput) => ({ path: { clientId }, body: criteria }),
      body: s.customerLookupCriteriaSchema,
      answer: answers.body(s.customerRecordSchema),
    }),
  },

  /** Subscription and partner financing (v1, bearer token). */
  subscriptions: {
    /** GET /v1/clients/{clientId}/consumptions?customerNumber=…[&subscriptionId=…]. */
    getConsumptions: endpoint({
      module: "subscriptions",
      method: "GET",
      path: "/v1/clients/{clientId}/consumptions",
      name: "consumptions",
      args: (clientId: ClientId, query: s.ConsumptionsQueryInput) => ({ path: { clientId }, query }),
      query: s.consumptionsQuerySchema,
      answer: answers.body(s.consumptionsResponseSchema),
    }),
    /** POST /v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/invoices. */
    createPartnerInvoice: endpoint({
      module: "subscriptions",
      method: "POST",
      path: "/v1/clients/{clientId}/partner-subscriptions/{subscriptionId}/invoices",
      name: "partner-invoice",
      args: (clientId: ClientId, subscriptionId: string, body: s.PartnerInvoiceRequestInput) => ({
        path: { clientId, subscriptionId },
        body,
      }),
      body: s.partnerInvoiceRequestSchema,
      answer: answers.body(s.partnerInvoiceResponseSchema),
    }),
    /** PUT …/cancellation with `{date}`: the subscription comes back INACTIVE. */
    cancel: endpoint({
      module: "subscriptions",
      method: "PUT",
      path: CANCELLATION,
      name: "cancel-subscription",
      args: (clientId: ClientId, subscriptionId: string, body: s.SubscriptionCancellationRequestInput) => ({
        path: { clientId, subscriptionId },
        body,
      }),
      body: s.subscriptionCancellationRequestSchema,
      answer: answers.body(s.subscriptionSchema),
    }),
    /** DELETE …/cancellation: withdraws a cancellation. The answer's body is not shown by the spec. */
    uncancel: endpoint({
      module: "subscriptions",
      method: "DELETE",
      path: CANCELLATION,
      name: "uncancel-subscription",
      args: (clientId: ClientId, subscriptionId: string) => ({ path: { clientId, subscriptionId } }),
      answer: answers.bodyIfAny(s.subscriptionSchema),
    }),
  },

  /** Accounting module: asynchronous; the outcome arrives as a notification. */
  accounting: {
    /**
     * POST /businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns.
     * Answers only the receipt `internalRequestId`; invalid input comes back as
     * accounting/EdiErrorSent, success as the bookings' notifications.
     */
    createReturnOrder: endpoint({
      module: "accounting",
      method: "POST",
      path: "/businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}/returns",
      name: "return-order",
      args: (target: ReturnOrderTarget, body: s.ReturnOrderRequestInput) => ({ path: { ...target }, body }),
      body: s.returnOrderRequestSchema,
      answer: answers.body(s.internalRequestResponseSchema),
    }),
  },

  /** Merchant onboarding (bearer token + Accept-version). */
  merchants: {
    /**
     * POST /merchants: merchant, shop and contract. The service performs a repeated request with
     * the same shop.contract.partnerReference once.
     */
    create: endpoint({
      module: "merchants",
      method: "POST",
      path: "/merchants",
      name: "create-merchant",
      args: (body: s.CreateMerchantRequestInput) => ({ body }),
      body: s.createMerchantRequestSchema,
      fromOptions: (options: MerchantCallOptions, settings) => ({
        headers: { "Accept-version": options.acceptVersion ?? settings.merchantApiVersion },
      }),
      answer: answers.body(s.createMerchantResponseSchema),
    }),
  },

  /** Debt-collection claims (bearer token). */
  claims: {
    /** GET /claims/{claimNumber}/invoices with view (CLIENT|CONSUMER), page and pageSize. */
    listInvoices: endpoint({
      module: "claims",
      method: "GET",
      path: "/claims/{claimNumber}/invoices",
      name: "claim-invoices",
      args: (claimNumber: string, query?: s.ClaimInvoicesQueryInput) => ({ path: { claimNumber }, query: query ?? {} }),
      query: s.claimInvoicesQuerySchema,
      fromOptions: (options: ClaimCallOptions) => {
        const headers: Record<string, string> = {}
        if (options.clientGlobalId !== undefined) headers["X-Client-Global-Id"] = String(options.clientGlobalId)
        if (options.clientReference?.length) headers["X-Client-Reference"] = options.clientReference.join(",")
        return { headers }
      },
      answer: answers.body(s.claimInvoicesResponseSchema),
    }),
  },

  /** Notification-callback registration (bearer token). */
  callbacks: {
    /** POST /administration/{version}/notification-callbacks with the notificationTypes to receive. */
    register: endpoint({
      module: "callbacks",
      method: "POST",
      path: "/administration/{version}/notification-callbacks",
      name: "notification-callbacks",
      args: (body: s.NotificationCallbackRequestInput) => ({ body }),
      body: s.notificationCallbackRequestSchema,
      fromOptions: (options: CallbackCallOptions, settings) => ({
        path: { version: options.version ?? settings.callbackApiVersion },
      }),
      answer: answers.body(s.notificationCallbackResponseSchema),
    }),
  },
}

export type EndpointTable = typeof ENDPOINTS
