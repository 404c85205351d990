import { safeFilename, sniffDocumentType } from "./documents";

describe("sniffDocumentType", () => {
  it("tells PDF, PNG and JPEG from their first bytes", () => {
    expect(sniffDocumentType(Buffer.from("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocumentType(Buffer.from("89504e470d0a1a0a", "hex"))).toBe("image/png");
    expect(sniffDocumentType(Buffer.from("ffd8ffe0", "hex"))).toBe("image/jpeg");
  });

  it("refuses anything else, whatever it is called: an executable, HTML, text, a truncated signature, nothing", () => {
    for (const head of [Buffer.from("MZ\x90\x00", "latin1"), Buffer.from("<html>"), Buffer.from("%PDF"), Buffer.from("89504e47", "hex"), Buffer.alloc(0)]) {
      expect(sniffDocumentType(head)).toBeNull();
    }
  });
});

describe("safeFilename", () => {
  it("drops control characters, quotes and path separators, and falls back to the field name", () => {
    expect(safeFilename('../../etc/pa"ss\r\nwd.pdf', "proof_of_address")).toBe("....etcpasswd.pdf");
    expect(safeFilename("\u0000/", "company_document")).toBe("company_document");
    expect(safeFilename("contrato social.pdf", "company_document")).toBe("contrato social.pdf");
  });
});
