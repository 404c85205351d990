import type { ServiceClient } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { ProductionRepository } from "../repositories/production";
import type { DocumentStorage } from "../storage/document-storage";

export interface ProductionDeps {
  production: ProductionRepository;
  storage: DocumentStorage;
  /** Identity, called with the caller's own principal after onboarding's rows are written. */
  identity: ServiceClient;
  logger: Logger;
}
