-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "social_provider" TEXT,
    "social_subject" TEXT,
    "cnpj" TEXT,
    "company" TEXT,
    "cpf" TEXT,
    "phone" TEXT,
    "notify_payment_email" BOOLEAN NOT NULL DEFAULT true,
    "receipt_email" BOOLEAN NOT NULL DEFAULT true,
    "production_status" TEXT NOT NULL DEFAULT 'sandbox',
    "production_requested_at" TIMESTAMPTZ(3),
    "production_reviewed_at" TIMESTAMPTZ(3),
    "production_reject_reason" TEXT,
    "onboarding_completed_at" TIMESTAMPTZ(3),
    "production_terms_accepted_at" TIMESTAMPTZ(3),
    "address" TEXT,
    "address_number" TEXT,
    "complement" TEXT,
    "province" TEXT,
    "postal_code" TEXT,
    "company_type" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "environment" TEXT NOT NULL DEFAULT 'test',
    "refresh_token_hash" TEXT NOT NULL,
    "previous_refresh_hash" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rotated_at" TIMESTAMPTZ(3),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "environment" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "last_four" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE UNIQUE INDEX "users_social_provider_social_subject_key" ON "users"("social_provider", "social_subject");
CREATE UNIQUE INDEX "sessions_refresh_token_hash_key" ON "sessions"("refresh_token_hash");
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");
CREATE INDEX "sessions_previous_refresh_hash_idx" ON "sessions"("previous_refresh_hash");
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");
CREATE INDEX "api_keys_user_id_environment_idx" ON "api_keys"("user_id", "environment");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
