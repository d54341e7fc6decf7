import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123170957RiskData extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_checkout_client" ("id" text not null, "client" text not null, "captured_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_checkout_client_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_checkout_client_deleted_at" ON "riverty_checkout_client" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_checkout_client_captured_at" ON "riverty_checkout_client" ("captured_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "riverty_payment_session" add column if not exists "corrected_address" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_checkout_client" cascade;`);

    this.addSql(`alter table if exists "riverty_payment_session" drop column if exists "corrected_address";`);
  }

}
