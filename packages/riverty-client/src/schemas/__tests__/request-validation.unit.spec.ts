import { z } from "zod"
import { fieldReferenceOf, MODEL_VALIDATION_FAILED, toMessageObjects, validateRequest, validationCodeOf } from ".."

const schema = z.object({
  name: z.string().max(3).min(2),
  amount: z.number().max(10),
  tags: z.array(z.string()).max(1),
  kind: z.enum(["A", "B"]),
  step: z.number().multipleOf(0.5),
})

describe("zod issues as the service's 400 message objects", () => {
  it("maps each issue kind to its 400.00x code", () => {
    const result = schema.safeParse({ name: "abcd", amount: 11, tags: ["a", "b"], kind: "C", step: 0.3 }, { reportInput: true })
    expect(result.success).toBe(false)
    const codes = result.error!.issues.map((issue) => [issue.path.join("."), validationCodeOf(issue)])
    expect(codes).toEqual([
      ["name", "400.005"],
      ["amount", "400.003"],
      ["tags", "400.003"],
      ["kind", "400.004"],
      ["step", "400.007"],
    ])
    const tooShort = schema.shape.name.safeParse("a")
    expect(validationCodeOf(tooShort.error!.issues[0])).toBe("400.006")
  })

  it("reports missing values as 400.002 with or without reportInput", () => {
    for (const options of [{ reportInput: true }, {}]) {
      const issues = z.object({ a: z.string() }).safeParse({}, options).error!.issues
      expect(validationCodeOf(issues[0])).toBe("400.002")
    }
  })

  it("answers a missing or non-object body with 400.001 on `request`", () => {
    for (const body of [undefined, null, "text", 5]) {
      const result = validateRequest(schema, body)
      expect(result.success).toBe(false)
      if (!result.success) expect(result.messages[0]).toMatchObject({ code: "400.001", fieldReference: "request" })
    }
  })

  it("formats field references in the service's dotted style, at most 100 characters", () => {
    expect(fieldReferenceOf(["order", "items", 0, "productId"])).toBe("order.items[0].productId")
    expect(fieldReferenceOf([])).toBe("request")
    expect(fieldReferenceOf(["x".repeat(120)])).toHaveLength(100)
  })

  it("builds complete message objects", () => {
    const issues = z.object({ customer: z.object({ email: z.string().max(5) }) }).safeParse({ customer: { email: "toolong" } }).error!
    const [message] = toMessageObjects(issues)
    expect(message.type).toBe("BusinessError")
    expect(message.code).toBe("400.005")
    expect(message.fieldReference).toBe("customer.email")
    expect(message.actionCode).toBe("AskConsumerToReEnterData")
    expect(message.message).toMatch(/^String exceeds maximum length: customer\.email/)
    expect(message.customerFacingMessage).toBeTruthy()
    expect(MODEL_VALIDATION_FAILED).toBe("Model validation failed.")
  })
})
