import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127170000_looked_up_address extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_looked_up_address" ("id" text not null, "sealed" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_looked_up_address_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_looked_up_address_deleted_at" ON "riverty_looked_up_address" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_looked_up_address_expires_at" ON "riverty_looked_up_address" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_looked_up_address" cascade;`);
  }

}
