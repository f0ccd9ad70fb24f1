/**
 * A speech bubble with a handset, drawn for this site (no brand icon is bundled): 24×24,
 * currentColor, like the lucide icons beside it.
 */
export function WhatsAppIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        d="M3.5 20.5l1.14-4.75A8.5 8.5 0 1 1 7.75 18.86z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M9 8.2c.3-.4.9-.4 1.2 0l.9 1.3c.2.3.2.7-.1 1l-.5.5c.5 1 1.3 1.8 2.3 2.3l.5-.5c.3-.3.7-.3 1-.1l1.3.9c.4.3.4.9 0 1.2l-.6.6c-.6.6-1.5.8-2.3.4-2-.9-3.6-2.5-4.5-4.5-.4-.8-.2-1.7.4-2.3z"
        fill="currentColor"
      />
    </svg>
  );
}
