import { TriangleAlert } from "lucide-react";

/** A refusal, announced; the field it is about points to it (aria-describedby). */
export function Alert({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
    >
      {children}
    </p>
  );
}

/**
 * The props of the field a refusal is about, given the refusal's alert's id while it shows:
 * invalid, and described by the alert.
 */
export function pointingToRefusal(alertId: string | undefined) {
  return alertId ? { "aria-invalid": true, "aria-describedby": alertId } : {};
}

export function Warning({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/** Two-factor sign-in needs the server's encryption key, which only whoever runs it can set. */
export function KeyMissingWarning() {
  return (
    <Warning>
      <p className="font-semibold">Two-factor sign-in cannot be set up on this server yet.</p>
      <p>
        Whoever runs the server must set <code>TOTP_ENCRYPTION_KEY</code> first (the README says
        how).
      </p>
    </Warning>
  );
}
