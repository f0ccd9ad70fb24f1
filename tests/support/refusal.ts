/** The error a call failed with; fails the test when the call succeeds. */
export function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error("expected the call to be refused");
    },
    (error: unknown) => error,
  );
}
