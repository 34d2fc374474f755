CREATE TABLE "chain_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" text,
	"tx_hash" text NOT NULL,
	"tx_type" integer NOT NULL,
	"from_address" text NOT NULL,
	"chain_index" integer NOT NULL,
	"signed_tx" text,
	"token_id" text,
	"from_token_id" text,
	"to_token_id" text,
	"tx_amount" text,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_transactions" ADD CONSTRAINT "chain_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transactions_tx_hash_unique" ON "chain_transactions" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "chain_transactions_user_created_idx" ON "chain_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_transactions_from_address_idx" ON "chain_transactions" USING btree ("from_address");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_id_unique" ON "wallet_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_account_id_unique" ON "wallet_accounts" USING btree ("account_id");