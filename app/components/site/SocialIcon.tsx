import { Link as LinkIcon } from "lucide-react";
import type { SocialNetwork } from "../../domain/team.model.ts";

// Simple marks drawn for this site (no brand icon set is bundled): 24×24, currentColor.
const MARKS: Record<Exclude<SocialNetwork, "other">, React.ReactNode> = {
  linkedin: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="7" y="10" width="2.4" height="7" fill="currentColor" />
      <circle cx="8.2" cy="7.4" r="1.4" fill="currentColor" />
      <path
        d="M11.5 17v-7h2.3v1a2.8 2.8 0 0 1 5 1.8V17h-2.4v-3.8a1.2 1.2 0 0 0-2.4 0V17z"
        fill="currentColor"
      />
    </>
  ),
  twitter: (
    <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  ),
  facebook: (
    <path
      d="M14 21v-7h2.6l.4-3H14V9.2c0-.9.3-1.5 1.6-1.5H17V5.1a19 19 0 0 0-2.3-.1C12.4 5 11 6.4 11 8.9V11H8.5v3H11v7z"
      fill="currentColor"
    />
  ),
  instagram: (
    <>
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
};

const LABELS: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  other: "Website",
};

export function socialLabel(network: SocialNetwork): string {
  return LABELS[network];
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  if (network === "other") return <LinkIcon aria-hidden="true" className="size-5" />;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      {MARKS[network]}
    </svg>
  );
}
