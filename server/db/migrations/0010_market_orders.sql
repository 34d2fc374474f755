CREATE TABLE "market_orders" (
	"chain_id" integer NOT NULL,
	"order_hash" text NOT NULL,
	"seaport" text NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"maker" text NOT NULL,
	"side" text NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"royalty" numeric(78, 0) NOT NULL,
	"royalty_recipient" text,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"counter" numeric(78, 0) NOT NULL,
	"salt" numeric(78, 0) NOT NULL,
	"parameters" jsonb NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_tx_hash" text,
	"taker" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_orders_chain_id_order_hash_pk" PRIMARY KEY("chain_id","order_hash")
);
--> statement-breakpoint
CREATE INDEX "market_orders_token_idx" ON "market_orders" USING btree ("chain_id","collection","token_id","side","status");--> statement-breakpoint
CREATE INDEX "market_orders_maker_idx" ON "market_orders" USING btree ("chain_id","maker","status","created_at");--> statement-breakpoint
CREATE INDEX "market_orders_status_price_idx" ON "market_orders" USING btree ("chain_id","side","status","price");--> statement-breakpoint
CREATE INDEX "market_orders_status_end_idx" ON "market_orders" USING btree ("chain_id","side","status","end_time");--> statement-breakpoint
CREATE INDEX "market_orders_created_idx" ON "market_orders" USING btree ("chain_id","side","status","created_at");