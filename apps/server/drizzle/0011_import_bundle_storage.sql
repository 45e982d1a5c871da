-- A ready import's parsed design is stored gzipped: PostgreSQL's own compression cannot shrink
-- it, and its attempt over a megabyte took half the time of the write that makes a job ready
-- (Kubernetes: 30 ms of the 40). Stored as it comes, out of line.
ALTER TABLE "import_jobs" ALTER COLUMN "bundle" SET STORAGE EXTERNAL;
