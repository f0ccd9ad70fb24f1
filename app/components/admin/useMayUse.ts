import { useRouteLoaderData } from "react-router";
import { type Area, mayUse } from "../../domain/roles.model.ts";
import type { loader } from "../../routes/admin/layout.tsx";

/**
 * Whether the signed-in member of staff's role may use an area, for a page that offers a part
 * of another area (the inbox's exports). Only what the server enforces anyway: this hides what
 * would be refused.
 */
export function useMayUse(): (area: Area) => boolean {
  const frame = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (area) => (frame ? mayUse(frame.user.role, area) : false);
}
