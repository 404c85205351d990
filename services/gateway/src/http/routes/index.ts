import type { Router } from "express";
import type { Clients } from "../../clients";
import { adminRoutes } from "./admin";
import { apiKeyRoutes } from "./api-keys";
import { auditRoutes } from "./audit";
import { authRoutes } from "./auth";
import { couponRoutes } from "./coupons";
import { customerRoutes } from "./customers";
import { emailVerificationRoutes } from "./email-verification";
import { eventStreamRoutes } from "./event-stream";
import { memberRoutes } from "./members";
import { paymentLinkRoutes } from "./payment-links";
import { pixRoutes } from "./pix";
import { chargeBatchRoutes } from "./charge-batches";
import { infractionRoutes } from "./infractions";
import { refundRoutes } from "./refunds";
import { productRoutes } from "./products";
import { subscriptionBillingRoutes } from "./subscription-billing";
import { receivingAccountRoutes } from "./receiving-account";
import { subscriptionRoutes } from "./subscriptions";
import { roadmapRoutes } from "./roadmap";
import { productionRoutes } from "./production";
import { webhookEndpointRoutes } from "./webhook-endpoints";
import { statementRoutes } from "./statement";
import { withdrawalRoutes } from "./withdrawals";

/** Every merchant-facing route group, mounted in this order. Each issue adds its group here. */
export const ROUTE_GROUPS: ((clients: Clients) => Router)[] = [authRoutes, apiKeyRoutes, paymentLinkRoutes, webhookEndpointRoutes, pixRoutes, chargeBatchRoutes, refundRoutes, infractionRoutes, adminRoutes, emailVerificationRoutes, productionRoutes, receivingAccountRoutes, withdrawalRoutes, statementRoutes, customerRoutes, productRoutes, couponRoutes, memberRoutes, subscriptionRoutes, subscriptionBillingRoutes, auditRoutes, roadmapRoutes, eventStreamRoutes];
