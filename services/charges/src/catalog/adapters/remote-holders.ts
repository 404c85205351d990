/**
 * Each call's deadline when charges asks another service's holder (checkout's payment_links.product_id,
 * subscriptions' subscriptions.customer_id, through `remoteReferenceHolder` of @pix/grpc): a count and
 * an unlink together stay well inside the gateway's 5 s deadline on the Delete* call, so a slow holder
 * ends in `aviso` (its references cleared later), never in a lost answer.
 */
export const HOLDER_DEADLINE_MS = 2000;
