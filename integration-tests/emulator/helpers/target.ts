/**
 * What the conformance suite runs against. Unset, each file starts its own emulator; with
 * RIVERTY_CONFORMANCE_URL the suite checks another service (Riverty's sandbox) at that address.
 */
export const conformanceUrl: string | undefined = process.env.RIVERTY_CONFORMANCE_URL || undefined

/**
 * A case that needs the emulator's control API (faults, clock, journal, personas): it cannot run
 * against a real service, so in contract mode it is skipped.
 */
export const itControl: jest.It = (conformanceUrl ? it.skip : it) as jest.It
