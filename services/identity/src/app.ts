import { join } from "node:path";
import { IDENTITY_AUDIT } from "./grpc/audit-rules";
import { loadService } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { IdentityConfig } from "./config";
import { identityHandlers } from "./grpc/handlers";
import { smtpMailer } from "@pix/mailer";
import { startAuditConsumer } from "./messaging/audit-consumer";
import { ApiKeysRepository } from "./repositories/api-keys";
import { AuditRepository } from "./repositories/audit";
import { RoadmapRepository } from "./repositories/roadmap";
import { EmailVerificationRepository } from "./repositories/email-verification";
import { MembersRepository } from "./repositories/members";
import { createPrisma } from "./repositories/prisma";
import { SessionsRepository } from "./repositories/sessions";
import { SocialLinksRepository } from "./repositories/social-links";
import { TeamRepository } from "./repositories/team";
import { UsersRepository } from "./repositories/users";
import type { IdentityDeps } from "./usecases/deps";
import { jwksIdpVerifier } from "./usecases/social-sign-in";

export const IdentityService = loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService");

/** Composition root: wires repositories, use cases and the gRPC server; returns a handle to stop it. */
export async function startIdentity(config: IdentityConfig, logger: Logger) {
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : null;
  let deps: IdentityDeps | undefined;
  const runtime = await startRuntime({
    name: "identity",
    migrationsDir: join(__dirname, "../prisma/migrations"),
    logger,
    config,
    audit: IDENTITY_AUDIT,
    register(server, pool) {
      const prisma = createPrisma(pool);
      deps = {
        users: new UsersRepository(prisma, pool),
        sessions: new SessionsRepository(prisma),
        apiKeys: new ApiKeysRepository(prisma),
        team: new TeamRepository(prisma),
        emailVerification: new EmailVerificationRepository(prisma),
        socialLinks: new SocialLinksRepository(prisma),
        members: new MembersRepository(prisma),
        audit: new AuditRepository(prisma),
        roadmap: new RoadmapRepository(prisma),
        tokens: { secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
        mail: mailer ? { mailer, panelUrl: config.PANEL_PUBLIC_URL } : null,
        logger,
        idp: config.IDP_JWKS_URL
          ? jwksIdpVerifier({ jwksUrl: config.IDP_JWKS_URL, issuer: config.IDP_ISSUER, audience: config.IDP_AUDIENCE })
          : null,
      };
      server.add(IdentityService, identityHandlers(deps));
    },
  });
  runtime.onClose(async () => mailer?.close());
  const auditConsumer = startAuditConsumer(deps!, {
    amqpUrl: config.AMQP_URL, exchange: config.AMQP_EXCHANGE, queuePrefix: config.IDENTITY_QUEUE_PREFIX, logger,
  });
  runtime.onClose(() => auditConsumer.stop());
  return runtime;
}
