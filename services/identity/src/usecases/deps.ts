import type { Logger } from "@pix/logger";
import type { Mailer } from "@pix/mailer";
import type { ApiKeysRepository } from "../repositories/api-keys";
import type { MembersRepository } from "../repositories/members";
import type { AuditRepository } from "../repositories/audit";
import type { RoadmapRepository } from "../repositories/roadmap";
import type { EmailVerificationRepository } from "../repositories/email-verification";
import type { SessionsRepository } from "../repositories/sessions";
import type { SocialLinksRepository } from "../repositories/social-links";
import type { TeamRepository } from "../repositories/team";
import type { UsersRepository } from "../repositories/users";
import type { TokenSettings } from "../domain/tokens";
import type { IdpVerifier } from "./social-sign-in";

export interface IdentityDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  apiKeys: ApiKeysRepository;
  team: TeamRepository;
  emailVerification: EmailVerificationRepository;
  socialLinks: SocialLinksRepository;
  members: MembersRepository;
  audit: AuditRepository;
  roadmap: RoadmapRepository;
  tokens: TokenSettings;
  idp: IdpVerifier | null;
  /**
   * null when SMTP_URL is unset: no mail is sent. `panelUrl` is the merchant panel's public address:
   * every link mailed opens one of its pages (sign-up, a store, confirming the address).
   */
  mail: { mailer: Mailer; panelUrl: string } | null;
  logger: Logger;
}
