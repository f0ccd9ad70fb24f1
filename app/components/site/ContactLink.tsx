import { Mail, Phone } from "lucide-react";
import { mailtoHref, telHref } from "../../lib/links.ts";

const CHANNELS = {
  email: { Icon: Mail, href: mailtoHref },
  phone: { Icon: Phone, href: telHref },
};

interface ContactLinkProps {
  channel: keyof typeof CHANNELS;
  /** The e-mail address or phone number, shown as the link's text. */
  value: string;
  className: string;
  iconClassName: string;
}

/** An e-mail address or a phone number that mails or calls it, its icon before it. */
export function ContactLink({ channel, value, className, iconClassName }: ContactLinkProps) {
  const { Icon, href } = CHANNELS[channel];
  return (
    <a href={href(value)} className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      {value}
    </a>
  );
}
