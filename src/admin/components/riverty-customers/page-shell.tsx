import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/** One Riverty settings page: a heading and its blocks, each in the admin's container style. */
export function PageShell({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="px-6 py-4">
        <Heading level="h1">{title}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {description}
        </Text>
      </Container>
      {children}
    </div>
  )
}

/** A titled block of a page. */
export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid={testId}>
      <Heading level="h2">{title}</Heading>
      {children}
    </Container>
  )
}
