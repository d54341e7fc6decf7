// The installment plan picker: one choice per plan Riverty offers for the cart, with its costs.
import type { InstallmentPlan } from "riverty-storefront"
import { h, money } from "./dom"

export function planPicker(plans: InstallmentPlan[], currency: string, locale: string): { element: HTMLElement; chosen: () => InstallmentPlan | undefined } {
  let chosen: InstallmentPlan | undefined
  const choices = plans.map((plan) => {
    const radio = h("input", { type: "radio", name: "installment_plan", value: String(plan.installmentProfileNumber) })
    const label = h(
      "label",
      { class: "choice", "data-testid": "installment-plan" },
      h("span", {}, radio, ` ${plan.numberOfInstallments} × ${money(Number(plan.installmentAmount), currency, locale)}`),
      h("small", { class: "muted" }, `Interest ${Number(plan.interestRate ?? 0)} % · APR ${Number(plan.effectiveAnnualPercentageRate ?? 0)} %`),
      h("small", { class: "muted" }, `Total ${money(Number(plan.totalAmount), currency, locale)}`),
      typeof plan.readMore === "string" && /^https?:\/\//.test(plan.readMore) ? h("a", { href: plan.readMore, target: "_blank", rel: "noopener noreferrer" }, "Details") : null
    )
    radio.addEventListener("change", () => {
      chosen = plan
      for (const other of choices) other.classList.toggle("selected", other === label)
    })
    return label
  })
  return { element: h("div", { class: "plans", role: "radiogroup", "aria-label": "Installment plan" }, ...choices), chosen: () => chosen }
}
