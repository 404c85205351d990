-- CreateTable
CREATE TABLE "onboarding_answers" (
    "store_id" UUID NOT NULL,
    "origin" TEXT,
    "responsible_name" TEXT NOT NULL,
    "responsible_cpf" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "cnpj" TEXT NOT NULL,
    "company_type" TEXT NOT NULL,
    "segment" TEXT,
    "monthly_revenue_cents" BIGINT,
    "phone" TEXT NOT NULL,
    "email" TEXT,
    "address" TEXT NOT NULL,
    "address_number" TEXT NOT NULL,
    "complement" TEXT,
    "province" TEXT NOT NULL,
    "postal_code" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "onboarding_answers_pkey" PRIMARY KEY ("store_id")
);

-- CreateTable
CREATE TABLE "production_submissions" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "terms_accepted_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "production_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "production_documents" (
    "id" UUID NOT NULL,
    "submission_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "production_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "production_submissions_store_id_created_at_idx" ON "production_submissions"("store_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "production_documents_storage_key_key" ON "production_documents"("storage_key");

-- CreateIndex
CREATE UNIQUE INDEX "production_documents_submission_id_kind_key" ON "production_documents"("submission_id", "kind");

-- AddForeignKey
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_submission_id_fkey" FOREIGN KEY ("submission_id") REFERENCES "production_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
