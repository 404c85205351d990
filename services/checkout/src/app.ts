import type { Logger } from "@pix/logger";
import { startRuntime } from "@pix/runtime";
import type { CheckoutConfig } from "./config";

/** Composition root. The gRPC API of this service arrives with its issue; today it serves health. */
export async function startCheckout(config: CheckoutConfig, logger: Logger) {
  return startRuntime({
    name: "checkout",
    logger,
    databaseUrl: config.DATABASE_URL,
    grpcAddr: config.GRPC_ADDR,
    principalSecret: config.PRINCIPAL_SECRET,
    amqpUrl: config.AMQP_URL,
    exchange: config.AMQP_EXCHANGE,
    register: () => undefined,
  });
}
