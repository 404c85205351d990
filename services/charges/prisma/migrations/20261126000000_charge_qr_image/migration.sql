-- Issue 13: the QR PNG (a data URL) is rendered once, when the charge is issued, and stored, so a listing of
-- thousands of pending charges reads images instead of rendering them. Null on charges issued before this
-- column (rendered on read, as before).
ALTER TABLE "charges" ADD COLUMN "qr_code_image" TEXT;
