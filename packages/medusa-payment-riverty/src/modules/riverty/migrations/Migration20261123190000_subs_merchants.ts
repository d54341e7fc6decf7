import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123190000_subs_merchants extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_merchant" ("id" text not null, "partner_reference" text not null, "status" text check ("status" in ('processing', 'done', 'failed')) not null default 'processing', "legal_name" text not null, "country" text not null, "shop_name" text not null, "market_country" text not null, "merchant_id" text null, "shop_id" text null, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_merchant_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_merchant_deleted_at" ON "riverty_merchant" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_riverty_merchant_partner_reference" ON "riverty_merchant" ("partner_reference") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_merchant" cascade;`);
  }

}
