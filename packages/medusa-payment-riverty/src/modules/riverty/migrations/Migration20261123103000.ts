import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123103000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_follow_up" ("id" text not null, "kind" text check ("kind" in ('capture_shipment', 'void_remainder', 'return_notification')) not null, "order_id" text null, "dedupe_key" text not null, "payload" jsonb not null, "status" text check ("status" in ('pending', 'running', 'done', 'dead')) not null default 'pending', "attempts" integer not null default 0, "next_attempt_at" timestamptz null, "last_error" text null, "outcome" text null, "completed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_follow_up_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_follow_up_deleted_at" ON "riverty_follow_up" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_follow_up_dedupe_key" ON "riverty_follow_up" ("dedupe_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_follow_up_status_next_attempt" ON "riverty_follow_up" ("status", "next_attempt_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_follow_up_order_id" ON "riverty_follow_up" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_follow_up" cascade;`);
  }

}
