import { useRouteLoaderData } from "react-router";
import { defaultSignature, type ReplyKit } from "../../../domain/replies.model.ts";
import type { loader } from "../../../routes/admin/layout.tsx";

/**
 * The signed-in member of staff's signature and the office's reply templates, which the frame
 * loads, so a reply box finds them wherever a page draws it.
 */
export function useReplyKit(): ReplyKit {
  const frame = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return frame?.replying ?? { signature: defaultSignature(""), templates: [] };
}
