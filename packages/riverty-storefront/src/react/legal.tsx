"use client"
import type { ReactNode } from "react"
import { safeHttpUrl } from "../safe-url.js"
import type { RivertyLegalInfo } from "../types.js"
import { ENGLISH } from "../i18n/english.js"
import { classOf, type ClassNames } from "./class-names.js"
import { RivertyLegalText } from "./legal-text.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyLegalPart = "legal" | "legalText" | "legalLinks" | "consent" | "consentInput" | "error"

export interface RivertyLegalProps {
  legal: RivertyLegalInfo
  /** Whether the consent box is ticked (only asked when `legal.requires_consent`). */
  consent: boolean
  onConsentChange: (consent: boolean) => void
  /** Shown under the box, e.g. "Please accept Riverty's terms" after a submit without it. */
  error?: string
  id?: string
  /** Instead of the catalogue's `legal.consent`. */
  consentLabel?: ReactNode
  /** Instead of the catalogue's `legal.terms`, `legal.privacy`, `legal.secci`. */
  linkLabels?: { terms?: ReactNode; privacy?: ReactNode; secci?: ReactNode }
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  classNames?: ClassNames<RivertyLegalPart>
}

/** The English consent text (`legal.consent`); the component shows the shopper's language. */
export const DEFAULT_CONSENT_LABEL: string = ENGLISH["legal.consent"]

/**
 * The method's legal block as Riverty's checkout guidance asks: its legal text, the links to terms,
 * privacy statement and (installments in DE) the consumer credit information, and an unticked
 * consent box when `requires_consent` is true.
 */
export function RivertyLegal({ legal, consent, onConsentChange, error, id = "riverty-consent", consentLabel, linkLabels, locale, classNames }: RivertyLegalProps) {
  const { t } = useRivertyTexts(locale)
  // Riverty's URLs are a peer's data, as the plans' read-more page: only http(s) becomes a link.
  const links = [
    { href: safeHttpUrl(legal.terms_url), label: linkLabels?.terms ?? t("legal.terms") },
    { href: safeHttpUrl(legal.privacy_url), label: linkLabels?.privacy ?? t("legal.privacy") },
    { href: safeHttpUrl(legal.secci_url), label: linkLabels?.secci ?? t("legal.secci") },
  ].filter((link) => link.href !== undefined)
  return (
    <div className={classOf(classNames, "legal")}>
      {legal.text ? <RivertyLegalText html={legal.text} className={classOf(classNames, "legalText")} /> : null}
      {links.length ? (
        <p className={classOf(classNames, "legalLinks")}>
          {links.map((link, index) => (
            <span key={index}>
              {index ? " · " : null}
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {legal.requires_consent ? (
        <label className={classOf(classNames, "consent")} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            className={classOf(classNames, "consentInput")}
            checked={consent}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onConsentChange(event.target.checked)}
          />{" "}
          {consentLabel ?? t("legal.consent")}
        </label>
      ) : null}
      {legal.requires_consent && error ? (
        <p id={`${id}-error`} role="alert" className={classOf(classNames, "error")}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
