/** A confirmation shown once after a save, on the page the save redirected to. */
export interface Flash {
  /** Tells two equal confirmations apart, so each is shown. */
  id: string;
  /** warning: done, but not all of it (a reply saved and not e-mailed). */
  tone: "success" | "warning" | "error";
  message: string;
}
