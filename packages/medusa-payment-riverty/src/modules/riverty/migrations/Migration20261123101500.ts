import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123101500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "riverty_store_route_hit" ("id" text not null, "hits" integer not null default 0, "window_ends_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_store_route_hit_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_store_route_hit_deleted_at" ON "riverty_store_route_hit" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_store_route_hit_window_ends_at" ON "riverty_store_route_hit" ("window_ends_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "riverty_store_route_cache" ("id" text not null, "response" jsonb not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "riverty_store_route_cache_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_store_route_cache_deleted_at" ON "riverty_store_route_cache" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_store_route_cache_expires_at" ON "riverty_store_route_cache" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "riverty_store_route_hit" cascade;`);
    this.addSql(`drop table if exists "riverty_store_route_cache" cascade;`);
  }

}
