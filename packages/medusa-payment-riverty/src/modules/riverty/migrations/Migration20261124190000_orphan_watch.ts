import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124190000_orphan_watch extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "riverty_payment_session" add column if not exists "orphan_check_at" timestamptz null;`);
    this.addSql(`alter table if exists "riverty_payment_session" add column if not exists "orphan_settled_at" timestamptz null;`);
    // Deleted sessions the sweep already settled before this column existed stay settled.
    this.addSql(`update "riverty_payment_session" set "orphan_settled_at" = now() where "session_deleted_at" is not null and "authorize_state" not in ('in_flight', 'unknown') and "orphan_settled_at" is null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_riverty_payment_session_orphan_watch" ON "riverty_payment_session" ("orphan_check_at") WHERE "session_deleted_at" IS NOT NULL AND "orphan_settled_at" IS NULL AND "deleted_at" IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_riverty_payment_session_orphan_watch";`);
    this.addSql(`alter table if exists "riverty_payment_session" drop column if exists "orphan_check_at";`);
    this.addSql(`alter table if exists "riverty_payment_session" drop column if exists "orphan_settled_at";`);
  }

}
