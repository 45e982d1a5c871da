-- Design content is stored out of line without compression (issue 5, import speed). An
-- endpoint's JSON is a few kilobytes: compressing it costs more time on every write than the
-- disk it saves, most of all in the embedded database, where pglz runs as WebAssembly (a 13 MB
-- import wrote 70 ms faster). The settings row of a large import is megabytes of components.
ALTER TABLE "design_items" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "design_meta" ALTER COLUMN "data" SET STORAGE EXTERNAL;
