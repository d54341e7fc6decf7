import type { MedusaRequest } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { InstallmentPlan, PaymentMethod } from "riverty-client"
import { safeHttpUrl } from "riverty-storefront"

/** The URL fields of Riverty's answers that store routes pass on: only http(s) ones are kept. */
export type KeepUrl = (value: unknown, field: string) => string | undefined

// What was reported already (field and value), so a cached or repeated answer logs once.
const reported = new Set<string>()
const MAX_REPORTED = 1000

/**
 * The filter of one request: an http(s) URL as it is, anything else dropped with one warning per
 * field and value per process. The warning names the field and the scheme only: the value is
 * the peer's data and is not repeated into the log.
 */
export function keepHttpUrls(req: Pick<MedusaRequest, "scope">): KeepUrl {
  return (value, field) => {
    if (value === undefined || value === null || value === "") return undefined
    const safe = safeHttpUrl(value)
    if (safe) return safe
    const key = `${field}\u0000${String(value)}`
    if (!reported.has(key)) {
      if (reported.size >= MAX_REPORTED) reported.clear()
      reported.add(key)
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(String(value))?.[1]?.toLowerCase()
      req.scope
        .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
        .warn(`Riverty answered a URL that is not http(s) in ${field} (${scheme ? `scheme ${scheme}:` : "not an absolute URL"}); it was dropped`)
    }
    return undefined
  }
}

/** Installment plans with `readMore` only when it is an http(s) URL. */
export function plansWithHttpUrls(plans: readonly InstallmentPlan[], keep: KeepUrl, field = "availableInstallmentPlans[].readMore"): InstallmentPlan[] {
  return plans.map((plan) => {
    if (plan.readMore === undefined || plan.readMore === null) return plan
    const { readMore, ...rest } = plan
    const safe = keep(readMore, field)
    return safe ? { ...rest, readMore: safe } : rest
  })
}

/** Payment methods with only http(s) URLs in `logo`, `legalInfo` and their installment plans. */
export function methodsWithHttpUrls(methods: readonly PaymentMethod[], keep: KeepUrl): PaymentMethod[] {
  return methods.map((method) => {
    const legal = method.legalInfo
    const plans = method.installment?.availableInstallmentPlans
    return {
      ...method,
      logo: keep(method.logo, "paymentMethods[].logo") ?? null,
      legalInfo: legal
        ? {
            ...legal,
            termsAndConditionsUrl: keep(legal.termsAndConditionsUrl, "legalInfo.termsAndConditionsUrl") ?? null,
            privacyStatementUrl: keep(legal.privacyStatementUrl, "legalInfo.privacyStatementUrl") ?? null,
            bgb507Url: keep(legal.bgb507Url, "legalInfo.bgb507Url") ?? null,
          }
        : legal,
      installment:
        method.installment && Array.isArray(plans)
          ? { ...method.installment, availableInstallmentPlans: plansWithHttpUrls(plans as InstallmentPlan[], keep, "installment.availableInstallmentPlans[].readMore") }
          : method.installment,
    }
  })
}
