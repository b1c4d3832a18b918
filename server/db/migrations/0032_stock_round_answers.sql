CREATE TABLE "stock_round_answers" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"store_ids" integer[] NOT NULL,
	"quantities" integer[] NOT NULL
);
