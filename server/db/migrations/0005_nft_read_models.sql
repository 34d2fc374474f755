CREATE TABLE "nft_nests" (
	"chain_id" integer NOT NULL,
	"nest_id" numeric(78, 0) NOT NULL,
	"owner_address" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_paired_at" bigint DEFAULT 0 NOT NULL,
	"pair_count" integer DEFAULT 0 NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "nft_nests_chain_id_nest_id_pk" PRIMARY KEY("chain_id","nest_id")
);
--> statement-breakpoint
CREATE TABLE "nft_pairs" (
	"chain_id" integer NOT NULL,
	"pair_id" numeric(78, 0) NOT NULL,
	"token_id_1" numeric(78, 0) NOT NULL,
	"token_id_2" numeric(78, 0) NOT NULL,
	"owner_1" text NOT NULL,
	"owner_2" text NOT NULL,
	"paired_at" bigint NOT NULL,
	"claimable_at" bigint NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"offspring_id" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "nft_pairs_chain_id_pair_id_pk" PRIMARY KEY("chain_id","pair_id")
);
--> statement-breakpoint
CREATE TABLE "nft_stakes" (
	"chain_id" integer NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner_address" text NOT NULL,
	"pledge_time" bigint NOT NULL,
	"paid_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nft_stakes_chain_id_token_id_pk" PRIMARY KEY("chain_id","token_id")
);
--> statement-breakpoint
CREATE INDEX "nft_nests_open_created_idx" ON "nft_nests" USING btree ("chain_id","open","created_at","nest_id");--> statement-breakpoint
CREATE INDEX "nft_pairs_owner_1_idx" ON "nft_pairs" USING btree ("chain_id","owner_1","pair_id");--> statement-breakpoint
CREATE INDEX "nft_pairs_owner_2_idx" ON "nft_pairs" USING btree ("chain_id","owner_2","pair_id");--> statement-breakpoint
CREATE INDEX "nft_stakes_owner_idx" ON "nft_stakes" USING btree ("chain_id","owner_address","pledge_time");