import { defineMiddlewares } from "@medusajs/framework/http"
import { ClaimInvoicesQuery, OrderClaimBody, OrderClaimQuery } from "./admin/riverty/claims/validators"
import { AccountEventBody, AccountLimitQuery, CreditApplicationBody, FindAccountBody } from "./admin/riverty/customer-account/validators"
import { LookupCustomerBody, ProviderQuery, SearchCustomersQuery } from "./admin/riverty/customers/validators"
import { ConnectionSummaryQuery, TestConnectionBody } from "./admin/riverty/connection/validators"
import { ListFollowUpsQuery } from "./admin/riverty/follow-ups/validators"
import { LedgerQuery } from "./admin/riverty/ledger/validators"
import { CreateMerchantBody, ListMerchantsQuery } from "./admin/riverty/merchants/validators"
import { ListNotificationsQuery, RegisterCallbacksBody, RetryAllNotificationsBody } from "./admin/riverty/notifications/validators"
import {
  CancelSubscriptionBody,
  ConsumptionsQuery,
  PartnerInvoiceBody,
  UncancelSubscriptionQuery,
} from "./admin/riverty/subscriptions/lib/validators"
import { CaptureLinesBody, CreateReturnOrderBody, ReturnNotificationBody, ShippingDetailsBody } from "./admin/riverty/orders/lib/schemas"
import { handRivertyPaymentHookToInbox } from "./hooks/payment/riverty-hand-off"
import { hideQueryFromAccessLog } from "./riverty/return/hide-query-from-log"
import { validateBody, validateQuery } from "./lib/validate"
import { CHECKED_PREFIXES, PAYMENT_SESSIONS, UNSAFE_INPUT_PREFIXES, refuseUnsafeInput } from "./lib/refuse-unsafe-input"
import { AuthorizeCartBody } from "./store/riverty/authorize/validators"
import { ConfirmLookupBody, CustomerLookupBody } from "./store/riverty/customer-lookup/validators"
import { InstallmentPlansBody } from "./store/riverty/installment-plans/validators"
import { PaymentMethodsBody } from "./store/riverty/payment-methods/validators"
import { ValidateAddressBody } from "./store/riverty/validate-address/validators"
import { ValidateBankAccountBody } from "./store/riverty/validate-bank-account/validators"
import {
  STORE_ROUTES,
  checkAndHoldRivertySessionData,
  limitStoreRoute,
  placeRivertyOrderOnComplete,
  recordBrowserOnCartComplete,
  recordBrowserOnPaymentSession,
  refuseUnservedCountry,
} from "./store/riverty/lib"

const ORDER = "/admin/riverty/orders/:id"
const SUBSCRIPTION = "/admin/riverty/subscriptions/:id"

/**
 * A store route that calls Riverty with the merchant's key: limited per client (see
 * store/riverty/lib), before validation, so invalid requests count too.
 */
const storeRoute = (path: string, route: string, body: Parameters<typeof validateBody>[0]) => ({
  matcher: `/store/riverty/${path}`,
  methods: ["POST" as const],
  middlewares: [limitStoreRoute(route), validateBody(body)],
})

// Route-level middlewares of the plugin: every route's input is checked here (a 400 names each
// wrong field, see lib/validate.ts) and the route reads `req.validatedBody` / `req.validatedQuery`.
// Path parameters' form and the admin writes' Idempotency-Key are checked by the routes (orders/lib/).
export default defineMiddlewares({
  routes: [
    // The shopper's return from Riverty's hosted page: its query carries the signature, which no
    // log line may hold, so Medusa's access log writes the path only. First of all, and for every
    // method, so an answer of any middleware after it (a refusal of the text rule too) is logged
    // without the query; Medusa's body parser is off for the route, so nothing answers before it.
    { matcher: "/riverty/return", middlewares: [hideQueryFromAccessLog] },
    { matcher: "/riverty/return", bodyParser: false as const },
    // Before everything else of a plugin route: no string of its path, query or body holds a NUL,
    // another control character or a lone surrogate (lib/refuse-unsafe-input.ts). Without methods,
    // so Medusa registers it ahead of every route middleware, Medusa's validators of its own
    // payment-collection routes among them (the text rule there keeps Medusa's "Unrecognized
    // fields" message, which Medusa logs, from quoting a key of the sender's choosing); a prefix
    // without a path parameter, so Express decodes no part of the path before the rule has read it.
    ...UNSAFE_INPUT_PREFIXES.map((matcher) => ({ matcher, middlewares: [refuseUnsafeInput] })),
    // That middleware reads their JSON bodies too: Medusa's parser quotes a body that is not JSON
    // in its error, which Medusa's error handler logs (lib/json-body.ts).
    ...CHECKED_PREFIXES.map((prefix) => ({ matcher: `${prefix}/*`, methods: ["POST" as const, "PUT" as const, "PATCH" as const, "DELETE" as const], bodyParser: false as const })),
    // And the bodies of Medusa's payment-collection writes (the payment session's data among them).
    ...["/store/payment-collections", PAYMENT_SESSIONS].map((matcher) => ({ matcher, methods: ["POST" as const], bodyParser: false as const })),
    {
      // Notification signatures are computed over the exact bytes Riverty sent, and a body that
      // is not JSON must still be verified and kept for diagnosis: the route reads the body itself
      // (so no body validator here: it would refuse before the signature check and store nothing).
      matcher: "/riverty/notifications",
      methods: ["POST"],
      bodyParser: false,
    },
    {
      // Medusa's payment webhook path: for a Riverty provider the plugin's receiver answers it
      // (same inbox as /riverty/notifications); other providers' requests pass on (riverty-hand-off.ts).
      matcher: "/hooks/payment/:provider",
      methods: ["POST"],
      bodyParser: { preserveRawBody: true },
      middlewares: [handRivertyPaymentHookToInbox],
    },
    storeRoute("payment-methods", STORE_ROUTES.paymentMethods, PaymentMethodsBody),
    storeRoute("installment-plans", STORE_ROUTES.installmentPlans, InstallmentPlansBody),
    storeRoute("validate-address", STORE_ROUTES.validateAddress, ValidateAddressBody),
    storeRoute("customer-lookup", STORE_ROUTES.customerLookup, CustomerLookupBody),
    storeRoute("customer-lookup/confirm", STORE_ROUTES.customerLookupConfirm, ConfirmLookupBody),
    storeRoute("validate-bank-account", STORE_ROUTES.validateBankAccount, ValidateBankAccountBody),
    storeRoute("authorize", STORE_ROUTES.authorize, AuthorizeCartBody),
    {
      // Medusa's own checkout routes that lead to authorize: a Riverty session for a cart in a
      // country without an API key is refused (lib/unserved-country.ts); its data is checked,
      // and its personal fields held back, before Medusa writes it (lib/hold-session-data.ts);
      // the shopper's IP address and user agent are recorded for the cart here, because the
      // payment provider never sees the request (risk data, see lib/shopper-browser.ts).
      matcher: PAYMENT_SESSIONS,
      methods: ["POST"],
      middlewares: [checkAndHoldRivertySessionData, refuseUnservedCountry, recordBrowserOnPaymentSession],
    },
    // "Place order" with Riverty in one request: Riverty decides and the cart is completed under
    // one lock, answered as complete-cart answers (lib/place-order.ts); any other cart goes on to
    // Medusa's route, its Riverty session's risk data handed over beside it (lib/shopper-browser.ts).
    { matcher: "/store/carts/:id/complete", methods: ["POST"], middlewares: [placeRivertyOrderOnComplete, recordBrowserOnCartComplete] },
    { matcher: "/admin/riverty/notifications", methods: ["GET"], middlewares: [validateQuery(ListNotificationsQuery)] },
    { matcher: "/admin/riverty/notifications/callbacks", methods: ["POST"], middlewares: [validateBody(RegisterCallbacksBody)] },
    { matcher: "/admin/riverty/notifications/retry", methods: ["POST"], middlewares: [validateBody(RetryAllNotificationsBody)] },
    { matcher: "/admin/riverty/connection", methods: ["GET"], middlewares: [validateQuery(ConnectionSummaryQuery)] },
    { matcher: "/admin/riverty/connection/test", methods: ["POST"], middlewares: [validateBody(TestConnectionBody)] },
    { matcher: "/admin/riverty/follow-ups", methods: ["GET"], middlewares: [validateQuery(ListFollowUpsQuery)] },
    { matcher: "/admin/riverty/ledger", methods: ["GET"], middlewares: [validateQuery(LedgerQuery)] },
    { matcher: `${ORDER}/captures`, methods: ["POST"], middlewares: [validateBody(CaptureLinesBody)] },
    { matcher: `${ORDER}/captures/:capture/shipping-details`, methods: ["POST"], middlewares: [validateBody(ShippingDetailsBody)] },
    {
      matcher: `${ORDER}/captures/:capture/shipping-details/:shipping`,
      methods: ["PATCH"],
      middlewares: [validateBody(ShippingDetailsBody)],
    },
    { matcher: `${ORDER}/return-notification`, methods: ["POST"], middlewares: [validateBody(ReturnNotificationBody)] },
    { matcher: `${ORDER}/return-orders`, methods: ["POST"], middlewares: [validateBody(CreateReturnOrderBody)] },
    { matcher: "/admin/riverty/customers", methods: ["GET"], middlewares: [validateQuery(SearchCustomersQuery)] },
    { matcher: "/admin/riverty/customers/lookup", methods: ["POST"], middlewares: [validateBody(LookupCustomerBody)] },
    { matcher: "/admin/riverty/customers/:customerNumber", methods: ["GET"], middlewares: [validateQuery(ProviderQuery)] },
    { matcher: "/admin/riverty/customers/by-medusa/:customer_id", methods: ["GET"], middlewares: [validateQuery(ProviderQuery)] },
    { matcher: "/admin/riverty/customer-account/credit-applications", methods: ["POST"], middlewares: [validateBody(CreditApplicationBody)] },
    { matcher: "/admin/riverty/customer-account/find", methods: ["POST"], middlewares: [validateBody(FindAccountBody)] },
    { matcher: "/admin/riverty/customer-account/:accountId/limit", methods: ["GET"], middlewares: [validateQuery(AccountLimitQuery)] },
    { matcher: "/admin/riverty/customer-account/:accountId/events", methods: ["POST"], middlewares: [validateBody(AccountEventBody)] },
    { matcher: "/admin/riverty/claims/:claimId/invoices", methods: ["GET"], middlewares: [validateQuery(ClaimInvoicesQuery)] },
    { matcher: `${ORDER}/claim`, methods: ["GET"], middlewares: [validateQuery(OrderClaimQuery)] },
    { matcher: `${ORDER}/claim`, methods: ["POST"], middlewares: [validateBody(OrderClaimBody)] },
    { matcher: "/admin/riverty/subscriptions/consumptions", methods: ["GET"], middlewares: [validateQuery(ConsumptionsQuery)] },
    { matcher: `${SUBSCRIPTION}/consumptions`, methods: ["GET"], middlewares: [validateQuery(ConsumptionsQuery)] },
    { matcher: `${SUBSCRIPTION}/invoices`, methods: ["POST"], middlewares: [validateBody(PartnerInvoiceBody)] },
    { matcher: `${SUBSCRIPTION}/cancellation`, methods: ["POST"], middlewares: [validateBody(CancelSubscriptionBody)] },
    { matcher: `${SUBSCRIPTION}/cancellation`, methods: ["DELETE"], middlewares: [validateQuery(UncancelSubscriptionQuery)] },
    { matcher: "/admin/riverty/merchants", methods: ["POST"], middlewares: [validateBody(CreateMerchantBody)] },
    { matcher: "/admin/riverty/merchants", methods: ["GET"], middlewares: [validateQuery(ListMerchantsQuery)] },
  ],
})
