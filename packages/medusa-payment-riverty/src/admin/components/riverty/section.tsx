import { Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A titled block of the panel with its own empty state. */
export function Section({
  title,
  actions,
  empty,
  isEmpty,
  children,
}: {
  title: string
  actions?: ReactNode
  empty: string
  isEmpty: boolean
  children?: ReactNode
}) {
  return (
    <section className="px-6 py-4" aria-label={title}>
      <div className="mb-2 flex items-center justify-between gap-x-2">
        <Heading level="h3">{title}</Heading>
        {actions}
      </div>
      {isEmpty ? (
        <Text size="small" className="text-ui-fg-subtle">
          {empty}
        </Text>
      ) : (
        children
      )}
    </section>
  )
}
