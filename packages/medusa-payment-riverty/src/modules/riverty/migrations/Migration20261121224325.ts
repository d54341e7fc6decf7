import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121224325 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_notification" drop constraint if exists "riverty_notification_notification_id_unique";`);
    this.addSql(`create table if not exists "riverty_ledger_entry" ("id" text not null, "notification_id" text not null, "entry_key" text not null, "type" text not null, "kind" text not null, "order_number" text null, "payment_session_id" text null, "order_id" text null, "invoice_reference" text null, "amount" numeric null, "currency" text null, "status" text null, "document_url" text null, "occurred_at" timestamptz not null, "data" jsonb null, "raw_amount" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_ledger_entry_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_ledger_entry_deleted_at" ON "riverty_ledger_entry" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_ledger_entry_notification_key" ON "riverty_ledger_entry" ("notification_id", "entry_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_ledger_entry_order_id" ON "riverty_ledger_entry" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_ledger_entry_payment_session_id" ON "riverty_ledger_entry" ("payment_session_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_ledger_entry_order_number" ON "riverty_ledger_entry" ("order_number") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "riverty_notification" ("id" text not null, "notification_id" text null, "source" text check ("source" in ('notification', 'webhook')) not null default 'notification', "type" text null, "status" text check ("status" in ('received', 'processing', 'processed', 'failed', 'dead', 'rejected', 'skipped')) not null default 'received', "attempts" integer not null default 0, "last_error" text null, "next_attempt_at" timestamptz null, "received_at" timestamptz not null, "processed_at" timestamptz null, "order_number" text null, "outcome" text null, "payload" jsonb null, "raw_body" text null, "signature" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_notification_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_notification_deleted_at" ON "riverty_notification" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_notification_notification_id_unique" ON "riverty_notification" ("notification_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_notification_status_next_attempt" ON "riverty_notification" ("status", "next_attempt_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_notification_order_number" ON "riverty_notification" ("order_number") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_ledger_entry" cascade;`);

    this.addSql(`drop table if exists "riverty_notification" cascade;`);
  }

}
