CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"hit_at_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_events" ADD COLUMN "block_time" bigint;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("limiter","key","hit_at_ms");