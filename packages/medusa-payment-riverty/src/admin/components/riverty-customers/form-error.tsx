import { Text } from "@medusajs/ui"

/** An error of the whole form (one that names no field of it). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Text size="small" className="text-ui-fg-error" role="alert">
      {message}
    </Text>
  )
}
