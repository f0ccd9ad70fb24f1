import { z } from "zod";
import { expectedVersion, minorEdit, requiredText } from "./fields.ts";

/** The privacy notice at /privacy; a consent records the version its sender was shown. */
export interface PrivacyNotice {
  title: string;
  /** Plain text: a blank line starts a paragraph, a line starting with "## " a heading. */
  body: string;
  version: number;
  updatedAt: string | null;
}

export const PrivacyNoticeInputSchema = z.object({
  title: requiredText("a title", 150),
  body: requiredText("the notice", 50_000),
  version: expectedVersion,
  minor: minorEdit,
});
