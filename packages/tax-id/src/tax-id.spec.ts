import { isValidCnpj, isValidCpf, normalizeTaxId, type TaxId } from "./index";

// Check digits of every valid entry were worked out by hand or with an independent Python
// script using the same weights (see the module comment).
describe("normalizeTaxId", () => {
  it.each<[string, string, TaxId]>([
    ["classic CPF example", "111.444.777-35", { kind: "cpf", value: "11144477735" }],
    ["CPF, bare", "52998224725", { kind: "cpf", value: "52998224725" }],
    ["CPF with spaces", " 123 456 789 09 ", { kind: "cpf", value: "12345678909" }],
    ["CNPJ example", "11.222.333/0001-81", { kind: "cnpj", value: "11222333000181" }],
    ["CNPJ of the Banco Central (manual's key example)", "00038166000105", { kind: "cnpj", value: "00038166000105" }],
    ["CNPJ of Banco do Brasil", "00.000.000/0001-91", { kind: "cnpj", value: "00000000000191" }],
    ["Receita's alphanumeric example", "12.ABC.345/01DE-35", { kind: "cnpj", value: "12ABC34501DE35" }],
    ["alphanumeric, lowercase input is upper-cased", "12.abc.345/01de-35", { kind: "cnpj", value: "12ABC34501DE35" }],
    ["alphanumeric, mixed case, bare", "12aBc34501dE35", { kind: "cnpj", value: "12ABC34501DE35" }],
    ["alphanumeric, letters throughout", "AB0CD1EF2GH357", { kind: "cnpj", value: "AB0CD1EF2GH357" }],
    ["alphanumeric, Z valued 42", "ZZZZZZZZZZZZ62", { kind: "cnpj", value: "ZZZZZZZZZZZZ62" }],
  ])("accepts %s", (_name, input, expected) => {
    expect(normalizeTaxId(input)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["CPF with wrong first check digit", "111.444.777-45"],
    ["CPF with wrong second check digit", "111.444.777-36"],
    ["CPF all zeros", "000.000.000-00"],
    ["CPF all ones (checksum passes, never issued)", "111.111.111-11"],
    ["CPF too short", "1114447773"],
    ["CPF too long", "111444777350"],
    ["CPF with a letter", "11144477A35"],
    ["CNPJ with wrong check digits", "11.222.333/0001-82"],
    ["CNPJ with swapped check digits", "11.222.333/0001-18"],
    ["CNPJ all zeros", "00.000.000/0000-00"],
    ["CNPJ all same digit", "11111111111111"],
    ["CNPJ too short", "1122233300018"],
    ["CNPJ too long", "112223330001811"],
    ["alphanumeric CNPJ with wrong check digits", "12.ABC.345/01DE-36"],
    ["letters in the check digits", "12.ABC.345/01DE-3A"],
    ["alphanumeric CNPJ with a digit replaced by a letter", "12.ABC.345/01DE-35".replace("5/", "S/")],
    ["non-ASCII letter that upper-cases to ASCII", "12.ıBC.345/01DE-35"],
    ["other punctuation", "111,444,777-35"],
    ["empty", ""],
    ["only punctuation", "..-/"],
  ])("rejects %s", (_name, input) => {
    expect(normalizeTaxId(input)).toBeNull();
  });

  it("returns null for non-string input instead of throwing", () => {
    expect(normalizeTaxId(undefined as unknown as string)).toBeNull();
  });
});

describe("isValidCpf / isValidCnpj", () => {
  it.each<[string, boolean, boolean]>([
    ["111.444.777-35", true, false],
    ["11.222.333/0001-81", false, true],
    ["12abc34501de35", false, true],
    ["111.444.777-36", false, false],
    ["abc", false, false],
  ])("%s → cpf %s, cnpj %s", (input, cpf, cnpj) => {
    expect(isValidCpf(input)).toBe(cpf);
    expect(isValidCnpj(input)).toBe(cnpj);
  });
});
