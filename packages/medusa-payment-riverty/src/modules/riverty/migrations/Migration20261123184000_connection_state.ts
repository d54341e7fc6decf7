import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123184000_connection_state extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_connection_state" ("id" text not null, "value" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_connection_state_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_connection_state_deleted_at" ON "riverty_connection_state" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_connection_state" cascade;`);
  }

}
