CREATE TABLE "chain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"contract_name" text NOT NULL,
	"contract_address" text NOT NULL,
	"event_name" text NOT NULL,
	"block_number" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"args" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"genesis_hash" text NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nft_tokens" (
	"chain_id" integer NOT NULL,
	"contract_address" text NOT NULL,
	"token_id" text NOT NULL,
	"owner_address" text NOT NULL,
	"owned_since_block" bigint NOT NULL,
	CONSTRAINT "nft_tokens_chain_id_contract_address_token_id_pk" PRIMARY KEY("chain_id","contract_address","token_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chain_events_log_unique" ON "chain_events" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_events_contract_event_idx" ON "chain_events" USING btree ("chain_id","contract_address","event_name","block_number");--> statement-breakpoint
CREATE INDEX "nft_tokens_owner_idx" ON "nft_tokens" USING btree ("chain_id","owner_address","contract_address");