import type { Catalog } from "../../shared/usecases/ports";

/**
 * Products, coupons and customers arrive with the catalog issue. Until then the catalog knows no
 * record: product mode answers 404 for every product_id, and no inline payer is registered.
 */
export const emptyCatalog: Catalog = {
  findProduct: async () => null,
  redeemCoupon: async () => null,
  findCustomer: async () => null,
  registerCustomer: async () => null,
};
