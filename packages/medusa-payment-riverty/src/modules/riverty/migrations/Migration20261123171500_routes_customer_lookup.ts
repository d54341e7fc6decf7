import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123171500_routes_customer_lookup extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_customer_lookup" ("id" text not null, "cart_id" text not null, "sealed" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_customer_lookup_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_customer_lookup_deleted_at" ON "riverty_customer_lookup" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_customer_lookup_expires_at" ON "riverty_customer_lookup" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_customer_lookup" cascade;`);
  }

}
