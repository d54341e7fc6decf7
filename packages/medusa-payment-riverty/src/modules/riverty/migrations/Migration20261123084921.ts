import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123084921 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_admin_request" ("id" text not null, "order_id" text not null, "operation" text not null, "idempotency_key" text not null, "request_hash" text not null, "status" text check ("status" in ('processing', 'done', 'failed')) not null default 'processing', "response_status" integer null, "response" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_admin_request_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_admin_request_deleted_at" ON "riverty_admin_request" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_admin_request_key" ON "riverty_admin_request" ("order_id", "operation", "idempotency_key") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_admin_request" cascade;`);
  }

}
