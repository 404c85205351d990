import { productionStatusOf, type ProductionFacts } from "@pix/errors";

export { producaoBlock, productionStatusOf } from "@pix/errors";

export function isProductionApproved(user: ProductionFacts): boolean {
  return productionStatusOf(user) === "approved";
}
