-- Issue 40: a restricted API key's scopes; empty keeps the store's full rights (every key made before).
ALTER TABLE "api_keys" ADD COLUMN "permissoes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
