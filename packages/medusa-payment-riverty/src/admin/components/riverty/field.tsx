import { Label, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A labelled form control with its error under it. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={id} size="small" weight="plus">
        {label}
      </Label>
      {children}
      {hint && !error ? (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text size="xsmall" className="text-ui-fg-error" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
}

/** A native select styled like the admin's inputs (works with keyboard and in every browser). */
export const selectClass =
  "bg-ui-bg-field shadow-borders-base txt-compact-small text-ui-fg-base h-8 rounded-md px-2 outline-none focus-visible:shadow-borders-interactive-with-active"
