import express from "express";
import type { AddressInfo } from "node:net";
import { findDocsDir, llmsRoutes, readPages } from "./llms";

/** Issue 40: /llms.txt lists every page of docs/, and each is served as Markdown at /docs/<page>.md. */
describe("llms.txt and the docs' Markdown twins", () => {
  const dir = findDocsDir();
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const server = express().use(llmsRoutes("https://gw.example")).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("finds the repository's docs/", () => {
    expect(dir).toMatch(/docs$/);
    expect(readPages(dir!).map((p) => p.name)).toEqual(expect.arrayContaining(["api", "restricted-keys-and-mcp", "webhooks"]));
  });

  it("lists every page with its title and Markdown address, and the OpenAPI document", async () => {
    const res = await fetch(`${base}/llms.txt`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text.split("\n")[0]).toBe("# Gateway Pix");
    expect(text).toContain("(https://gw.example/openapi.json)");
    for (const p of readPages(dir!)) expect(text).toContain(`- [${p.title}](https://gw.example/docs/${p.name}.md)`);
  });

  it("serves each page's Markdown as in the repository, and 404s anything else", async () => {
    for (const p of readPages(dir!)) {
      const res = await fetch(`${base}/docs/${p.name}.md`);
      expect([res.status, res.headers.get("content-type")]).toEqual([200, "text/markdown; charset=utf-8"]);
      expect(await res.text()).toBe(p.markdown);
    }
    for (const path of ["/docs/nada.md", "/docs/..%2FREADME.md", "/docs/API.md"]) expect((await fetch(`${base}${path}`)).status).toBe(404);
  });
});
