import { Container, Heading } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A titled card of a settings page. */
export function Panel({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Container className="divide-y p-0" data-testid={testId}>
      <div className="flex items-center justify-between gap-x-2 px-6 py-4">
        <Heading level="h2">{title}</Heading>
        {actions}
      </div>
      <div className="flex flex-col gap-y-3 px-6 py-4">{children}</div>
    </Container>
  )
}
