"use client"
import { useState, type ReactNode } from "react"
import { createProfileTrackingId } from "../profile-tracking.js"
import { classOf, type ClassNames } from "./class-names.js"

export type RivertyTrackingPart = "tracking" | "trackingInput" | "trackingText"

export interface RivertyProfileTrackingConsentProps {
  /**
   * The consent text the shopper agrees to. Riverty publishes its wording (EN, DE; one- and
   * two-screen variants) to merchants; the kit ships none, so pass Riverty's text for your market.
   */
  text: ReactNode
  /** The id agreed to earlier (kept by the starter), or null. */
  value?: string | null
  /** The new `profile_tracking_id` once ticked, null when unticked: pass it to `RivertyPaymentMethods`. */
  onChange: (profileTrackingId: string | null) => void
  /**
   * Riverty's tracking tag, rendered only after consent with the id it must carry. The service
   * spec documents the id (riskData.profileTrackingId), not the tag's script: take it from your
   * Riverty onboarding.
   */
  renderTag?: (profileTrackingId: string) => ReactNode
  createId?: () => string
  id?: string
  classNames?: ClassNames<RivertyTrackingPart>
}

/** The profile-tracking consent: unticked by default; the tracking id and tag exist only after the shopper ticks it. */
export function RivertyProfileTrackingConsent({ text, value, onChange, renderTag, createId = createProfileTrackingId, id = "riverty-profile-tracking", classNames }: RivertyProfileTrackingConsentProps) {
  const [own, setOwn] = useState<string | null>(null)
  const trackingId = value !== undefined ? value : own
  const toggle = (agreed: boolean) => {
    const next = agreed ? (trackingId ?? createId()) : null
    setOwn(next)
    onChange(next)
  }
  return (
    <div className={classOf(classNames, "tracking")}>
      <label htmlFor={id}>
        <input id={id} type="checkbox" className={classOf(classNames, "trackingInput")} checked={!!trackingId} onChange={(event) => toggle(event.target.checked)} />{" "}
        <span className={classOf(classNames, "trackingText")}>{text}</span>
      </label>
      {trackingId && renderTag ? renderTag(trackingId) : null}
    </div>
  )
}
