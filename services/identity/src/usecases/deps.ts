import type { ApiKeysRepository } from "../repositories/api-keys";
import type { SessionsRepository } from "../repositories/sessions";
import type { UsersRepository } from "../repositories/users";
import type { TokenSettings } from "../domain/tokens";
import type { IdpVerifier } from "./social-sign-in";

export interface IdentityDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  apiKeys: ApiKeysRepository;
  tokens: TokenSettings;
  adminEmails: string[];
  idp: IdpVerifier | null;
}
