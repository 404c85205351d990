-- Pix Automático (issue 14): the subscription method that collected a charge; charge.paid carries it.
ALTER TABLE "charges" ADD COLUMN "method" TEXT NOT NULL DEFAULT 'pix';
