import { SOCIAL_NETWORKS, type TeamMember } from "../../domain/team.model.ts";
import { SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { Avatar } from "./Avatar.tsx";
import { ContactLink } from "./ContactLink.tsx";
import { SocialIcon, socialLabel } from "./SocialIcon.tsx";

interface TeamMemberCardProps {
  member: Pick<
    TeamMember,
    "name" | "position" | "bio" | "email" | "phone" | "image" | "socialLinks"
  > & {
    /** The texts shown in English on a page in another language, for want of a translation. */
    englishFields?: readonly ("position" | "bio")[];
  };
  /** The home page shows name, position and bio; the team page adds contacts and links. */
  detailed: boolean;
  headingLevel: "h2" | "h3";
}

const memberContactLink = {
  className: "inline-flex items-center gap-2 text-slate-700 hover:text-primary-800 hover:underline",
  iconClassName: "size-4",
};

export function TeamMemberCard({ member, detailed, headingLevel: Heading }: TeamMemberCardProps) {
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const url = member.socialLinks[network];
    return url ? [{ network, url }] : [];
  });
  const inEnglish = (field: "position" | "bio") =>
    member.englishFields?.includes(field) ? SOURCE_LANGUAGE : undefined;
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <Avatar name={member.name} image={member.image} size={detailed ? "lg" : "md"} />
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{member.name}</Heading>
      <p lang={inEnglish("position")} className="font-medium text-primary-700">
        {member.position}
      </p>
      {member.bio ? (
        <p lang={inEnglish("bio")} className="mt-3 text-sm text-slate-700">
          {member.bio}
        </p>
      ) : null}
      {detailed && (member.email || member.phone) ? (
        <ul className="mt-4 space-y-1 text-sm">
          {member.email ? (
            <li>
              <ContactLink channel="email" value={member.email} {...memberContactLink} />
            </li>
          ) : null}
          {member.phone ? (
            <li>
              <ContactLink channel="phone" value={member.phone} {...memberContactLink} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {detailed && links.length > 0 ? (
        <ul className="mt-4 flex gap-2">
          {links.map(({ network, url }) => (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-primary-700 hover:text-white"
              >
                <SocialIcon network={network} />
                <span className="sr-only">
                  {member.name} on {socialLabel(network)} (opens in a new tab)
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
