import { tokenEndpoint } from "../auth/token-endpoint"
import type { AuthKind, Handler } from "../route-types"
import { createReturn } from "./accounting"
import { registerCallback } from "./callbacks"
import { authorize } from "./checkout/authorize"
import { createContract } from "./checkout/contract"
import { methodLogo } from "./logos"
import { requestHostedCheckout } from "./checkout/hosted-checkout"
import { paymentMethods } from "./checkout/payment-methods"
import { updateCustomer } from "./checkout/update-customer"
import { status, version } from "./checkout/version"
import { claimInvoices } from "./claims"
import { accountBySsn, addAccountEvent, applyForAccount, creditLimit } from "./customer-account"
import { getCustomer, lookupCustomerV1, searchCustomers, updateRecord } from "./customers-v1"
import { invoiceDocument } from "./documents"
import { showHostedPage, submitHostedPage } from "./hosted-page"
import { lookupCustomer } from "./lookup/customer"
import { installmentPlans } from "./lookup/installment-plans"
import { createMerchant } from "./merchants"
import { capture } from "./orders/captures"
import { getCaptures, getOrder, getRefunds, getVoids } from "./orders/read"
import { refund } from "./orders/refunds"
import { returnNotification } from "./orders/return-notification"
import { addShippingDetails, updateShippingDetails } from "./orders/shipping-details"
import { updateOrder } from "./orders/update-order"
import { voidAuthorization } from "./orders/voids"
import {
  cancelSubscription,
  createPartnerInvoice,
  getPartnerInvoice,
  getSubscription,
  listConsumptions,
  managePaymentsPage,
  uncancelSubscription,
} from "./subscriptions"
import { getConsumption } from "./subscriptions/consumption"
import { validateAddress } from "./validate/address"
import { validateBankAccount } from "./validate/bank-account"

const V3 = "/api/v3"
const ORDER = `${V3}/orders/:orderNumber`
const CLIENT = "/v1/clients/:clientId"
const PARTNER = `${CLIENT}/partner-subscriptions/:subscriptionId`

/** Every service route: method, path, how it authenticates, and its handler. */
export const SERVICE_ROUTES: [method: string, path: string, auth: AuthKind, handler: Handler][] = [
  ["POST", "/oauth/token", "none", tokenEndpoint],

  ["POST", `${V3}/checkout/authorize`, "apiKey", authorize],
  ["POST", `${V3}/authorize`, "apiKey", authorize],
  ["POST", `${V3}/checkout/payment-methods`, "apiKey", paymentMethods],
  ["POST", `${V3}/checkout/:checkoutId/contract`, "apiKey", createContract],
  ["POST", `${V3}/hosted-checkout/request`, "apiKey", requestHostedCheckout],
  ["POST", `${ORDER}/captures`, "apiKey", capture],
  ["POST", `${ORDER}/captures/return-notification`, "apiKey", returnNotification],
  ["POST", `${ORDER}/refunds`, "apiKey", refund],
  ["POST", `${ORDER}/voids`, "apiKey", voidAuthorization],
  ["POST", `${ORDER}/updateOrder`, "apiKey", updateOrder],
  ["GET", ORDER, "apiKey", getOrder],
  ["GET", `${ORDER}/captures`, "apiKey", getCaptures],
  ["GET", `${ORDER}/captures/:captureNumber`, "apiKey", getCaptures],
  ["GET", `${ORDER}/refunds`, "apiKey", getRefunds],
  ["GET", `${ORDER}/refunds/:refundNumber`, "apiKey", getRefunds],
  ["GET", `${ORDER}/voids`, "apiKey", getVoids],
  ["GET", `${ORDER}/voids/:voidNumber`, "apiKey", getVoids],
  ["POST", `${ORDER}/captures/:captureNumber/shipping-details`, "apiKey", addShippingDetails],
  ["PATCH", `${ORDER}/captures/:captureNumber/shipping-details/:shippingNumber`, "apiKey", updateShippingDetails],
  ["POST", `${V3}/lookup/customer`, "apiKey", lookupCustomer],
  ["PATCH", `${V3}/customers/:customerNumber/updateCustomer`, "apiKey", updateCustomer],
  ["POST", `${V3}/lookup/installment-plans`, "apiKey", installmentPlans],
  ["POST", `${V3}/validate/bank-account`, "apiKey", validateBankAccount],
  ["POST", `${V3}/validate/address`, "apiKey", validateAddress],
  ["POST", `${V3}/customer-account`, "apiKey", applyForAccount],
  ["GET", `${V3}/customer-account/:accountNumber/credit-limit`, "apiKey", creditLimit],
  ["POST", `${V3}/customer-account/:accountNumber/event`, "apiKey", addAccountEvent],
  ["GET", `${V3}/customer-account/:ssn`, "apiKey", accountBySsn],
  ["GET", `${V3}/version`, "apiKey", version],
  ["GET", `${V3}/status`, "none", status],

  ["GET", `${CLIENT}/customers/:customerNumber`, "bearer", getCustomer],
  ["HEAD", `${CLIENT}/customers/:customerNumber`, "bearer", getCustomer],
  ["PUT", `${CLIENT}/customers/:customerNumber`, "bearer", updateRecord],
  ["POST", `${CLIENT}/customers/search`, "bearer", searchCustomers],
  ["POST", `${CLIENT}/lookup/customer`, "bearer", lookupCustomerV1],

  ["GET", `${CLIENT}/consumptions`, "bearer", listConsumptions],
  ["GET", `${CLIENT}/consumptions/:consumptionId`, "bearer", getConsumption],
  ["GET", PARTNER, "bearer", getSubscription],
  ["POST", `${PARTNER}/invoices`, "bearer", createPartnerInvoice],
  ["GET", `${PARTNER}/invoices/:invoiceNumber`, "bearer", getPartnerInvoice],
  ["PUT", `${PARTNER}/cancellation`, "bearer", cancelSubscription],
  ["DELETE", `${PARTNER}/cancellation`, "bearer", uncancelSubscription],

  ["POST", "/businesses/:businessCode/customers/:customerNumber/orders/:orderReference/returns", "bearer", createReturn],
  ["POST", "/administration/:version/notification-callbacks", "bearer", registerCallback],
  ["POST", "/merchants", "bearer", createMerchant],
  ["GET", "/claims/:claimNumber/invoices", "claims", claimInvoices],

  ["GET", "/hosted-checkout/:token", "none", showHostedPage],
  ["POST", "/hosted-checkout/:token", "none", submitHostedPage],
  ["GET", "/documents/invoices/:invoiceNumber", "none", invoiceDocument],
  ["GET", "/logos/:file", "none", methodLogo],
  ["GET", "/consumer/payments/:invoiceNumber", "none", managePaymentsPage],
]
