import { z } from "zod";
import { AUDIT_KINDS, type AuditKind } from "./audit.model.ts";

/** A day as a date field sends it (`2026-11-24`); anything else is no limit. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/**
 * The audit log's filters, from the screen's address or the API's query: a person (a user's
 * id), a kind, a first and a last day (both included, Monrovia's days, which are UTC's) and a
 * page. A value it does not understand is no filter, never an error.
 */
export const AuditQuerySchema = z.object({
  person: z
    .string()
    .trim()
    .max(64)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined),
  kind: z
    .enum(AUDIT_KINDS.map((kind) => kind.value) as [AuditKind, ...AuditKind[]])
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;
