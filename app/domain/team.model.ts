// What team members are, without validation code, so public pages can use it without Zod.

export const SOCIAL_NETWORKS = ["linkedin", "twitter", "facebook", "instagram", "other"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface TeamMember {
  _id: string;
  name: string;
  position: string;
  bio: string;
  email: string;
  phone: string;
  image: string | null;
  socialLinks: Partial<Record<SocialNetwork, string>>;
  order: number;
  /** False for a draft: kept in the content manager, absent from the public site. */
  published: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}
