import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121224751 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_return_order" ("id" text not null, "order_id" text not null, "order_number" text not null, "customer_number" text not null, "business_code" text not null, "internal_request_id" text null, "status" text check ("status" in ('requested', 'accepted', 'failed', 'refunded')) not null default 'requested', "return_reference" text not null, "invoice_reference" text null, "return_reason" text not null, "return_date" text not null, "currency" text null, "amount" numeric not null, "items" jsonb not null, "bank_account_hint" text null, "errors" jsonb null, "refunded_amount" numeric null, "requested_by" text null, "accepted_at" timestamptz null, "failed_at" timestamptz null, "refunded_at" timestamptz null, "raw_amount" jsonb not null, "raw_refunded_amount" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_return_order_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_return_order_deleted_at" ON "riverty_return_order" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_return_order_internal_request_id" ON "riverty_return_order" ("internal_request_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_return_order_order_id" ON "riverty_return_order" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_return_order_order_number_reference" ON "riverty_return_order" ("order_number", "return_reference") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_return_order" cascade;`);
  }

}
