import { bodyOf, valuesOf, type FormField } from "./form-values";

const fields: FormField[] = [
  { name: "name", label: "Nome" },
  { name: "email", label: "E-mail", kind: "email" },
  { name: "price", label: "Preço", kind: "money" },
  { name: "active", label: "Ativo", kind: "checkbox" },
  { name: "kind", label: "Tipo", kind: "select", options: [["a", "A"], ["b", "B"]] },
  { name: "next", label: "Próxima cobrança", kind: "datetime" },
];
const row = { name: "Caneca", email: null, price: 30, active: true, kind: "b", next: "2027-03-10T13:00:00.000Z", other: "x" };

describe("the panel's form values", () => {
  it("prefills an edit form from the API's row: money as 12,50, booleans, instants in Brasília time, null as empty", () => {
    expect(valuesOf(row, fields)).toEqual({ name: "Caneca", email: "", price: "30,00", active: "true", kind: "b", next: "2027-03-10T10:00" });
  });

  it("sends only the changed fields on edit, typed for the API, an emptied text as \"\"", () => {
    const initial = valuesOf(row, fields);
    expect(bodyOf(fields, initial, initial)).toEqual({});
    expect(bodyOf(fields, { ...initial, price: "12,5", active: "false" }, initial)).toEqual({ price: "12.50", active: false });
    expect(bodyOf(fields, { ...initial, name: "", next: "2027-04-01T08:00" }, initial)).toEqual({ name: "", next: "2027-04-01T08:00:00-03:00" });
  });

  it("refuses an emptied or malformed amount or date with the field's label instead of sending it", () => {
    const initial = valuesOf(row, fields);
    expect(() => bodyOf(fields, { ...initial, price: "" }, initial)).toThrow("Preço: valor inválido, use por exemplo 25,00.");
    expect(() => bodyOf(fields, { ...initial, price: "12,345" }, initial)).toThrow("Preço: valor inválido");
    expect(() => bodyOf(fields, { ...initial, next: "" }, initial)).toThrow("Próxima cobrança: informe data e hora.");
  });

  it("sends every filled field on create and leaves an empty optional one out", () => {
    const values = { name: "Caneca", email: "", price: "1.234,56", active: "false", kind: "a", next: "" };
    expect(bodyOf(fields, values)).toEqual({ name: "Caneca", price: "1234.56", active: false, kind: "a" });
  });
});
