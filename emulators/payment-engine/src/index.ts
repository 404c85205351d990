export { startPaymentEngine, type PaymentEngineOptions, type RunningPaymentEngine } from "./server";
export { engineTestClient, type EngineTestClient, type ChargeView, type AccountStatusView, type NoticeConfigUpdate } from "./test-client";
export type { NoticeDelivery } from "./notices";
export type { FaultPlan } from "./faults";
export * from "./notice";
export { transferTestClient, type TransferTestClient, type TransferView } from "./transfers";
export { refundTestClient, type RefundTestClient, type RefundView } from "./refunds";
export { infractionTestClient, type InfractionTestClient, type InfractionView } from "./infractions";
